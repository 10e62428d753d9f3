import { describe, expect, it } from 'vitest';
import { startLogLevel } from './processes';

describe('the log level under pnpm start', () => {
  it('keeps request logs (info) out of the terminal unless LOG_LEVEL asks for them', () => {
    expect(startLogLevel({})).toBe('warn');
    expect(startLogLevel({ LOG_LEVEL: 'info' })).toBe('info');
  });
});

import { describe, expect, it } from 'vitest';
import { startupBanner } from './banner';

describe('startupBanner', () => {
  it('tells a person the URL, the development sign-in with its access code, the operator pages and how to stop', () => {
    const text = startupBanner({
      url: 'http://localhost:3000',
      signIn: { kind: 'development', accessCodes: ['pitchfit-dev'] },
      operatorPassword: { value: 's3cret-operator-pw', keptIn: '/repo/.data/operator-password' },
    });
    expect(text).toContain('Pitchfit is ready at http://localhost:3000');
    expect(text).toContain('access code pitchfit-dev');
    expect(text).toContain('development sign-in page (not Google)');
    expect(text).toContain('asked for the access code once');
    expect(text).toContain('http://localhost:3000/admin/queues');
    expect(text).toContain('user "operator", password "s3cret-operator-pw"');
    expect(text).toContain('Ctrl-C');
    expect(text).not.toContain('{');
  });

  it('never prints a password the operator configured, and points Google sign-in at access codes', () => {
    const text = startupBanner({
      url: 'https://pitchfit.example',
      signIn: { kind: 'google' },
      operatorPassword: null,
    });
    expect(text).toContain('with the password in OPERATOR_PASSWORD');
    expect(text).toContain('sign in with Google');
    expect(text).toContain('pnpm access-codes');
    expect(text).toContain('access code again on return');
  });
});

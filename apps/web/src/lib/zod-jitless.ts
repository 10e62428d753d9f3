// zod compiles object parsers with `new Function` when it may, and decides when a schema is built.
// The app's Content-Security-Policy allows no eval, so zod's probe for it was refused and reported as
// a violation. A setting made in main.tsx came too late: Rollup runs a shared chunk's schemas before
// the entry's own code. So every `zod` import of the web build resolves here (vite.config.ts), and
// the interpreter is chosen before any schema exists; it parses the same, without the probe.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';

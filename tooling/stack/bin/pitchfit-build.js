#!/usr/bin/env node
// The apps' `build` script (src/build/cli.ts); the stack's own sources are TypeScript, run through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/build/cli.ts');

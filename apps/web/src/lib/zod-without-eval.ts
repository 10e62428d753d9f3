import { config } from 'zod';

// zod compiles object parsers with `new Function` when it may. The app's Content-Security-Policy
// allows no eval, so zod's probe for it was refused and reported as a violation on every page load;
// its interpreter parses the same, without the probe.
config({ jitless: true });

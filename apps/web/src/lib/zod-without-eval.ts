import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it can, and probes for that with a first
// `eval`, which the Content-Security-Policy (no 'unsafe-eval') refuses and reports. The forms parse
// a handful of fields: the plain parser is fast enough. Imported first by every module that parses.
z.config({ jitless: true });

import { z } from 'zod';

/**
 * The shared package's zod, which every module that makes schemas imports instead of zod itself.
 *
 * Zod compiles object parsers with `new Function` where it may, and probes for that with an `eval`
 * as soon as the first object schema is made. In a browser the Content-Security-Policy (no
 * 'unsafe-eval') refuses it and reports a violation on every page that loads the schemas (the login
 * page's "Issues" in the console, Lighthouse's best practices 96); the forms parse a handful of
 * fields, for which the plain parser is fast enough. Set here, before any schema is made, whichever
 * of the package's modules a screen imports first. The server keeps the compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };

import { z } from 'zod';

/*
 * zod compiles object schemas with `new Function` when it can, and probes for that ability
 * with a `new Function('')` wrapped in try/catch. Our CSP forbids eval, and the browser reports
 * the probe as a violation even though zod swallows the error. Jitless parsing skips the probe;
 * the speed difference is irrelevant at form and response sizes.
 * Imported first by main.tsx, before any schema is used. Only in the browser: the server-side
 * renderer of the public pages imports this too, and it shares zod with the server, whose
 * request validation has no CSP and keeps the faster compiled parsers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

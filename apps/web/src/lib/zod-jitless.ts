/**
 * Our Content-Security-Policy forbids eval (`script-src 'self'`). zod probes `new Function` when
 * it builds an object schema, to choose its compiled fast path, and the browser reports that
 * probe as a CSP violation (Lighthouse: a best-practices issue). Jitless parsing never probes.
 *
 * zod keeps its settings on this global, shared by every copy of zod on the page, and adopts an
 * existing one when it loads. Setting it here, in the entry, costs no bytes: importing zod's
 * `config()` would pull zod into the entry chunk. zod-jitless.test.ts fails if zod stops honouring it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

// Imported for its effect only; the empty export makes this file a module for TypeScript.
export {};

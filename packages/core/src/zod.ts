import { z } from 'zod';

/**
 * Every schema of the product is built with this `z`. Our Content-Security-Policy forbids eval
 * (`script-src 'self'`), and zod probes `new Function` when it builds an object schema, to choose
 * its compiled fast path; the browser reports that probe as a CSP violation. zod reads the setting
 * when a schema is built, so it is set here, through zod's documented `config()`, before any module
 * that imports this one can build a schema (ES modules evaluate their imports first).
 */
z.config({ jitless: true });

export { z };

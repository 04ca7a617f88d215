/**
 * 'zod' as the storefront's bundles import it (vite.config.ts points 'zod' here). Zod 4 tries `new Function` when it
 * makes its first object schema, to see whether it may compile parsers; the shop's content security policy forbids
 * eval, so the browser reported a policy violation on every page whose scripts make one (Lighthouse's best practices
 * 96, "Issues logged in the Chrome Devtools": content security policy). In the browser Zod is told before any schema
 * is made to interpret its parsers, which it did there anyway under the policy; the server keeps compiling them.
 */
import { config } from 'zod/v4/core';

if (typeof document !== 'undefined') config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';

import { fileURLToPath } from 'node:url';

const libs = fileURLToPath(new URL('../libs/', import.meta.url));

/**
 * `@mall/<lib>` → libs/<lib>/src/index.ts, so Vite and vanilla-extract's compiler (which reads
 * the config file, not viteFinal) resolve workspace packages from source even where npm has not
 * linked node_modules/@mall. Harmless once linked.
 */
export const workspaceAlias = [{ find: /^@mall\/([\w-]+)$/, replacement: `${libs}$1/src/index.ts` }];

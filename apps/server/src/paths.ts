import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This file sits one level below it (`src/paths.ts`), and so does
 * the production bundle it is compiled into (`dist/main.js`), so the same relative URL finds
 * the package folder whether the server runs from source or from the build.
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));

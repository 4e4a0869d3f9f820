/**
 * `npm run build`: builds the site (./build-site.ts says how), with Node's compile cache on before the
 * build's modules load (./compile-cache.ts).
 */
import { enableBuildCompileCache } from './compile-cache.ts';

enableBuildCompileCache();
const { runBuildCommand } = await import('./build-site.ts');
await runBuildCommand(process.argv.slice(2));

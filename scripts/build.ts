/**
 * `npm run build`: builds the site (./build-site.ts says how), with Node's compile cache on and the
 * bundler's allocator told to give memory back before the build's modules load (./compile-cache.ts,
 * ./bundler-memory.ts).
 */
import { keepBundlerMemoryLean } from './bundler-memory.ts';
import { enableBuildCompileCache } from './compile-cache.ts';

enableBuildCompileCache();
keepBundlerMemoryLean();
const { runBuildCommand } = await import('./build-site.ts');
await runBuildCommand(process.argv.slice(2));

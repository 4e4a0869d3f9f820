import { dirname, isAbsolute, resolve } from 'node:path';

/**
 * The `resolveId` of a Vite plugin for imports that end in `suffix` (`./module.ts?chunk-url`): the
 * module's absolute path behind `prefix`, an id of the plugin's own that its `load` answers. The
 * plugin runs before Vite's own resolver, which would take the path and leave the suffix as a query.
 */
export function resolveSuffixed(suffix: string, prefix: string) {
  return (source: string, importer: string | undefined): string | null => {
    if (!source.endsWith(suffix)) return null;
    const path = source.slice(0, -suffix.length);
    return prefix + (isAbsolute(path) || !importer ? path : resolve(dirname(importer.split('?')[0]!), path));
  };
}

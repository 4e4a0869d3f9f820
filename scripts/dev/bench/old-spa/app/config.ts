import type { OldSpaConfig } from '../config.ts';

// Replaced by its value when build.ts bundles the app (esbuild `define`).
declare const OLD_SPA_CONFIG: OldSpaConfig;

export const config: OldSpaConfig = OLD_SPA_CONFIG;

import { getViteConfig } from 'astro/config';
import type { ViteUserConfig } from 'vitest/config';

/*
 * Astro's Vite config, so that tests can render .astro components with the container API
 * (tests/unit/components/); everything else runs as plain TypeScript, as before.
 */
const config: ViteUserConfig = {
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
    testTimeout: 20_000,
  },
};

export default getViteConfig(config);

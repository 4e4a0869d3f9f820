/**
 * What a build is for (`SITE_MODE`). "development", the default, is the reference setup and the
 * tests: sample company facts are allowed and shown as samples. "production" is a site for the
 * public: the build refuses to run while any company fact is a sample (README, "Company facts").
 */

/** The two kinds of build. */
export type SiteMode = 'production' | 'development';

/** The mode of this build; an unknown value stops the build rather than guess. */
export function getSiteMode(env: NodeJS.ProcessEnv = process.env): SiteMode {
  const value = env['SITE_MODE'] ?? '';
  if (value === '' || value === 'development') return 'development';
  if (value === 'production') return 'production';
  throw new Error(`SITE_MODE must be "production" or "development", not "${value}"`);
}

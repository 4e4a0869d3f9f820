import { test } from '@playwright/test';
import { checkCatalogueLinks } from '../support/old-link-check.ts';
import { distDir, readSnapshot } from '../support/site.ts';

/*
 * The link-compatibility check: every address the old single-page app gave out for a
 * record of the snapshot — products with and without their code, categories and sub-categories with
 * and without their value, listings, blogs, and the site's own routes and their case variants — is
 * requested on our server and on nginx with the config the project ships, and must answer with the
 * record's page (200, or 301 → 200). The same addresses go to a CDN reading `_redirects` and to a
 * plain static host, which may miss only what their rules or file names cannot carry. The hostile
 * catalogue's addresses are checked on its build in security-hostile.spec.ts.
 */

test('every old link of the seed catalogue answers on our server, nginx, a _redirects CDN and a plain host', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  await checkCatalogueLinks('seed', distDir, readSnapshot(), baseURL!);
});

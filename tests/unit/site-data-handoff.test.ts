import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Snapshot } from '../../src/lib/api/types.ts';
import { product, snapshot } from '../support/records.ts';

// `npm run build` and the pages Astro renders each load their own copy of site-data.ts; a fresh import
// after resetting the module registry is such a copy.
const copyOfSiteData = async () => {
  vi.resetModules();
  return import('../../src/lib/site-data.ts');
};

const dir = mkdtempSync(join(tmpdir(), 'site-data-'));
const file = join(dir, 'snapshot.json');
const savedPath = process.env['SNAPSHOT_PATH'];
const write = (content: Snapshot) => {
  writeFileSync(file, JSON.stringify(content));
  return content;
};

beforeEach(async () => {
  process.env['SNAPSHOT_PATH'] = file;
  (await copyOfSiteData()).releaseBuildSiteData();
});
afterAll(() => {
  if (savedPath === undefined) delete process.env['SNAPSHOT_PATH'];
  else process.env['SNAPSHOT_PATH'] = savedPath;
  rmSync(dir, { recursive: true, force: true });
});

const names = (data: { products: { name: string }[] }) => data.products.map((entry) => entry.name);

describe("the build's site data, handed to the pages", () => {
  it('gives the pages the model the build made, not a second one', async () => {
    const build = await copyOfSiteData();
    const made = build.createBuildSiteData(write(snapshot([product('1', 'Urea')])), file);
    const pages = await copyOfSiteData();
    expect(pages.getSiteData().products).toBe(made.products);
  });

  it("goes when the build lets go of it, from the pages' copy too", async () => {
    const build = await copyOfSiteData();
    const made = build.createBuildSiteData(write(snapshot([product('1', 'Urea')])), file);
    const pages = await copyOfSiteData();
    expect(pages.getSiteData().products).toBe(made.products);
    build.releaseBuildSiteData();
    // Nothing of the handed model is left in the pages' copy: asked again, it reads the snapshot itself.
    const own = pages.getSiteData();
    expect(own.products).not.toBe(made.products);
    expect(names(own)).toEqual(['Urea']);
  });

  it('leaves no record in the routes Astro was given, which its route cache keeps after the pass', async () => {
    const build = await copyOfSiteData();
    build.createBuildSiteData(write(snapshot([product('1', 'Urea', { code: 'U-1' }), product('2', 'Potash')])), file);
    const pages = await copyOfSiteData();
    // What the pages' getStaticPaths return: Astro holds these very lists.
    const { routes } = pages.getSiteData();
    const given = [...routes.productsWithCode.en, ...routes.productsByName.hi, ...routes.categories.en];
    expect(given.map((route) => Object.keys(route.props))).toContainEqual(['product']);
    expect(given.map((route) => Object.keys(route.props))).toContainEqual(['node', 'page']);
    build.releaseBuildSiteData();
    expect(given.length).toBeGreaterThan(2);
    for (const route of given) expect(route.props).toEqual({});
    expect(routes.productsWithCode.en.map((route) => route.params)).toEqual([{ name: 'Urea', code: 'U-1' }]);
  });

  it('is not used once the snapshot file it was made from has been replaced', async () => {
    const build = await copyOfSiteData();
    build.createBuildSiteData(write(snapshot([product('1', 'Urea')])), file);
    write(snapshot([product('1', 'Urea'), product('2', 'Potash')]));
    const pages = await copyOfSiteData();
    expect(names(pages.getSiteData())).toEqual(['Urea', 'Potash']);
  });
});

/**
 * Incremental builds: a product or category page whose cache key (below) is the one it had in the
 * previous build, while the site's fingerprint (its code, config, environment and the catalogue's
 * categories and shape) is unchanged too, is not rendered: the build plan (src/lib/build-plan.ts) names
 * it, the catalogue model gives it no route, and its HTML and its .br/.gz are hard-linked from the output
 * being replaced. Every other page renders as usual.
 *
 * Astro 7's own experimental.incrementalBuild does the same per route but, measured at 10,000 products,
 * doubled the time of a full build (57 s of rendering instead of 28 s: it writes a second copy of every
 * page and tracks each render's dependencies). `npm run bench:build` checks that a rebuild with this
 * cache is byte-identical to a full build.
 *
 * State (.cache/render-state/<output>.json): the fingerprint and, per page file, its key, content hash
 * and the facts finalize needs (canonical link, noindex, images), so restored pages are not read again.
 */
import { createHash, hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getCompanyFactsFile } from '../../src/content/company/facts.ts';
import { splitProduct, type CatalogueProduct } from '../../src/lib/catalogue/products.ts';
import { getListingPages } from '../../src/lib/catalogue/pagination.ts';
import { hasPagedProducts } from '../../src/lib/catalogue/listing.ts';
import { getCategoryPageFile, getProductPageFile } from '../../src/lib/catalogue/routes.ts';
import { getDescendants } from '../../src/lib/catalogue/tree.ts';
import { locales, type Locale } from '../../src/lib/i18n/locale.ts';
import { cachedSourceHash } from '../../src/lib/images/cache.ts';
import type { SiteData } from '../../src/lib/site-data.ts';
import { groupImageFiles, shareImageGroups } from './image-groups.ts';
import { writeJsonFile } from './json-file.ts';

export interface PageRecord {
  key: string;
  /** Content hash (compress.ts contentHash) of the page file. */
  hash: string;
  canonical: string | undefined;
  noindex: boolean;
  /** The picture files it shows, grouped (./image-groups.ts). */
  images: string[];
}

/** The layout of the state file: 2 writes each page's pictures grouped (./image-groups.ts). */
const STATE_FORMAT = 2;

interface State {
  format?: number;
  fingerprint: string;
  pages: Record<string, PageRecord>;
}

/** Files and folders whose content makes up the site's code. */
const CODE_INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];
/** Settings that change what pages say. */
const ENV_INPUTS = [
  'PUBLIC_API_BASE_URL',
  'PUBLIC_UPLOAD_URL',
  'PUBLIC_UPLOAD_PRESET',
  'SITE_URL',
  'IMAGE_CDN',
  'SITE_MODE',
];
/** Bump when a page can change for a reason hashed nowhere below. */
const VERSION = 1;

function hashTree(hash: ReturnType<typeof createHash>, root: string, path: string): void {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) hashTree(hash, root, join(path, entry));
    return;
  }
  hash.update(`${path}\n`);
  hash.update(readFileSync(full));
}

/**
 * Everything a page can depend on besides its own product data. That includes the catalogue's shape:
 * its categories and sub-categories as the site names and places them, which products can change too
 * (a product naming a category the API does not list adds one), and which every product page shows
 * in its call-back form's choices and its breadcrumbs.
 */
export function siteFingerprint(
  site: Pick<SiteData, 'snapshot' | 'tree' | 'categoryChoices'>,
  root = process.cwd(),
): string {
  const { snapshot } = site;
  const hash = createHash('sha256');
  hash.update(`v${VERSION}\n`);
  for (const input of CODE_INPUTS) hashTree(hash, root, input);
  for (const name of ENV_INPUTS) hash.update(`${name}=${process.env[name] ?? ''}\n`);
  // Every page's footer shows company facts; COMPANY_FACTS_FILE may name a file outside src/.
  hash.update(readFileSync(getCompanyFactsFile()));
  // The catalogue outside the products that product pages show: a change there renders them all.
  // Blog posts and job openings are not on product pages (the home page, the resource centre and the
  // careers page show them, and those are always rendered): publishing a post reuses every product page.
  hash.update(JSON.stringify([snapshot.categories, snapshot.subCategories, snapshot.source]));
  hash.update(
    JSON.stringify([
      site.tree.all.map((node) => [node.kind, node.name, node.path, node.parent?.name ?? null, node.hiddenFromSearch]),
      site.categoryChoices,
    ]),
  );
  return hash.digest('hex');
}

/** Bump when something a keyed page shows comes from outside what its cache key hashes. */
const KEY_VERSION = 4;

const sha256 = (text: string) => hash('sha256', text, 'base64url');

/**
 * The cache key of every keyed page, by its file in dist/; each edition's page is keyed, reused and
 * rendered on its own. The words around the records are code, in the site fingerprint; a key hashes the
 * records a page shows, each with the content hash of its pictures (the resized files are named by it;
 * the images must be prepared first), and the page's language.
 *
 * - A product page shows the whole product, and its related products as cards.
 * - A page of a category's products (its canonical address, the full listing of a category with
 *   sub-categories, and their later pages: src/lib/catalogue/pagination.ts) shows the products on it
 *   and the category's count. Removing or adding a product changes the count, so every page of each
 *   category that lists it; an edit of a listed field, only the page it is on.
 * - A landing (the canonical address of a category with sub-categories) counts and lists products of
 *   every node below it.
 *
 * Where a product is listed, only its listed fields count (ListedProduct, which the listing components
 * take): an edit of a description re-renders that product's own pages, not the category pages that
 * list it with thousands of others, nor the pages that show it as a related product.
 */
export function keyPages(site: Pick<SiteData, 'products' | 'getRelated' | 'tree'>): Map<string, string> {
  // What a listing shows of each product, with its pictures, digested once; its own page adds the rest.
  const parts = new Map<CatalogueProduct, { listedDigest: string; ownPage: object }>();
  const partsOf = (product: CatalogueProduct) => {
    let found = parts.get(product);
    if (!found) {
      const { listed, ownPage } = splitProduct(product);
      const pictures = product.images.map((url) => cachedSourceHash(url) ?? url);
      found = { listedDigest: sha256(JSON.stringify([listed, pictures])), ownPage };
      parts.set(product, found);
    }
    return found;
  };
  const listedDigestOf = (product: CatalogueProduct) => partsOf(product).listedDigest;
  const digestOf = (product: CatalogueProduct) => {
    const { listedDigest, ownPage } = partsOf(product);
    return sha256(JSON.stringify([listedDigest, ownPage]));
  };
  const keys = new Map<string, string>();
  const key = (file: string, locale: Locale, content: string[]) =>
    keys.set(file, sha256([KEY_VERSION, process.env['SITE_URL'] ?? '', locale, file, ...content].join('\n')));
  for (const product of site.products) {
    const content = [digestOf(product), ...site.getRelated(product).map(listedDigestOf)];
    for (const locale of locales) key(getProductPageFile(product, locale), locale, content);
  }
  for (const node of site.tree.all) {
    // A page of a node's products shows those products under their headings, and the node's count.
    const pages = getListingPages(node).map((page) =>
      sha256(
        JSON.stringify([
          page.total,
          page.groups.map((group) => [group.title, group.node?.path ?? null, group.products.map(listedDigestOf)]),
        ]),
      ),
    );
    const listing = hasPagedProducts(node) ? undefined : 'listing';
    for (const locale of locales) {
      pages.forEach((content, index) => key(getCategoryPageFile(node, locale, listing, index + 1), locale, [content]));
    }
    if (listing) {
      // The landing at its own address counts and lists products from all below it.
      const content = sha256(
        getDescendants(node)
          .flatMap((each) => each.products.map(listedDigestOf))
          .join('\n'),
      );
      for (const locale of locales) key(getCategoryPageFile(node, locale), locale, [content]);
    }
  }
  return keys;
}

/** A file of what the build keeps of the output in `outDir`: its pages' records, or a part of its own (./site-index.ts). */
export const renderStateFile = (outDir: string, part?: string) =>
  resolve(
    process.env['RENDER_STATE_DIR'] ?? '.cache/render-state',
    `${createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16)}${part ? `.${part}` : ''}.json`,
  );

/** One build's decisions: which keyed pages it reuses, and the keys of all of them. */
export class RenderCache {
  readonly #outDir: string;
  readonly #previous: State | undefined;
  readonly fingerprint: string;
  /** file → key, for every keyed page this build saw. */
  readonly keys = new Map<string, string>();
  /** Files restored from the previous output, with what is known of them. */
  readonly reused = new Map<string, PageRecord>();

  constructor(outDir: string, fingerprint: string, options: { force?: boolean } = {}) {
    this.#outDir = resolve(outDir);
    this.fingerprint = fingerprint;
    let previous: State | undefined;
    try {
      previous = JSON.parse(readFileSync(renderStateFile(outDir), 'utf8')) as State;
    } catch {
      previous = undefined;
    }
    this.#previous = !options.force && previous?.fingerprint === fingerprint ? previous : undefined;
    // A state of the first layout lists each picture file: grouped once, so this build saves it small.
    if (this.#previous && this.#previous.format !== STATE_FORMAT) {
      for (const record of Object.values(this.#previous.pages)) record.images = groupImageFiles(record.images);
    }
    if (this.#previous) shareImageGroups(Object.values(this.#previous.pages));
  }

  /** Decides which keyed pages are taken from the previous output; returns their files. */
  planReuse(keys: ReadonlyMap<string, string>): string[] {
    for (const [file, key] of keys) {
      this.keys.set(file, key);
      const record = this.#previous?.pages[file];
      if (record && record.key === key && existsSync(join(this.#outDir, file))) this.reused.set(file, record);
    }
    return [...this.reused.keys()];
  }

  /**
   * Saves the state of the output that now sits in outDir. When every keyed page was kept as it was (a rebuild
   * with nothing changed, or after a blog post's edit, which no keyed page shows), the state on disk is already
   * this one, and writing its 18 MB again at 10,000 products would cost ~0.3 s.
   */
  save(records: Map<string, Omit<PageRecord, 'key'>>): void {
    if (this.#keptAsItWas()) return;
    const pages = new Map<string, PageRecord>();
    for (const [file, key] of this.keys) {
      const record = this.reused.get(file) ?? records.get(file);
      if (record) pages.set(file, { ...record, key });
    }
    // Two levels: the state, then its pages, each record written whole.
    writeJsonFile(renderStateFile(this.#outDir), { format: STATE_FORMAT, fingerprint: this.fingerprint, pages }, 2, {
      ascii: true,
    });
  }

  /** Whether the previous state, in this layout and for this fingerprint, lists exactly the pages kept, each with its key. */
  #keptAsItWas(): boolean {
    const previous = this.#previous;
    return (
      previous?.format === STATE_FORMAT &&
      this.reused.size === this.keys.size &&
      Object.keys(previous.pages).length === this.keys.size
    );
  }
}

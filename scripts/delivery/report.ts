/**
 * The build report an editor reads after a rebuild (.cache/build-report.md, also printed): how many
 * pages were built and how long it took, which records the API sent that were left out and why, which
 * images could not be fetched, what changed in the catalogue since the last successful build
 * (products added, removed and changed, with the fields that changed), and which company facts are
 * still samples for the company to supply. It is not published.
 */
import { describeSampleFacts, summariseSampleFacts, type SampleFact } from '../../src/content/company/samples.ts';
import type { LeftOut, Product, Snapshot } from '../../src/lib/api/types.ts';

export interface CatalogueChanges {
  added: Product[];
  removed: Product[];
  changed: Array<{ product: Product; fields: string[] }>;
  /** Categories, sub-categories, blogs and jobs: names added and removed. */
  other: Array<{ kind: string; added: string[]; removed: string[] }>;
}

/**
 * What the report and the publisher's checks read of the snapshot: not its records, which a build lets
 * go of once its pages are rendered (at 100,000 products they are hundreds of megabytes).
 */
export interface CatalogueSummary {
  source: string;
  pulledAt: string;
  counts: { products: number; categories: number; subCategories: number; blogs: number; jobs: number };
  leftOut: LeftOut[];
}

export function summariseCatalogue(snapshot: Snapshot): CatalogueSummary {
  return {
    source: snapshot.source,
    pulledAt: snapshot.pulledAt,
    counts: {
      products: snapshot.products.length,
      categories: snapshot.categories.length,
      subCategories: snapshot.subCategories.length,
      blogs: snapshot.blogs.length,
      jobs: snapshot.jobs.length,
    },
    leftOut: snapshot.leftOut,
  };
}

export interface BuildFacts {
  finishedAt: Date;
  outDir: string;
  catalogue: CatalogueSummary;
  /** undefined on the first build (nothing to compare with). */
  changes: CatalogueChanges | undefined;
  pages: number;
  sitemapUrls: number;
  /** Pages Astro rendered this time; the rest were restored from the incremental cache. */
  rendered: number | undefined;
  /** Alias pages the build linked itself (old addresses, a category's other addresses), not rendered. */
  aliasPages?: number;
  redirects: { aliases: number; written: number };
  images: { published: number; failures: ReadonlyMap<string, string> };
  /** Company facts still samples in company.json (README, "Company facts"). */
  sampleFacts: readonly SampleFact[];
  compression: { compressed: number; early?: number; reused: number };
  /** Phase durations in ms. */
  timings: Record<string, number>;
  /** CPU time per phase in ms (all threads); wall time well above it means the machine was busy. */
  cpu?: Record<string, number>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const describe = (product: Product) => `${product.name}${product.code ? ` (${product.code})` : ''}`;

/** Lists at most `max` lines, saying how many more there are. */
function capped<T>(items: T[], format: (item: T) => string, max = 50): string[] {
  const lines = items.slice(0, max).map((item) => `- ${format(item)}`);
  if (items.length > max) lines.push(`- … and ${items.length - max} more`);
  return lines;
}

const KIND_LABELS: Record<LeftOut['kind'], string> = {
  category: 'Category',
  subCategory: 'Sub-category',
  product: 'Product',
  blog: 'Blog',
  job: 'Job',
};

/** The report as Markdown. */
export function renderBuildReport(facts: BuildFacts): string {
  const { catalogue, changes } = facts;
  const { counts } = catalogue;
  const lines = [
    `# Build report — ${facts.finishedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`,
    '',
    `Catalogue from ${catalogue.source}, pulled ${catalogue.pulledAt}: ${counts.products} products, ` +
      `${counts.categories} categories, ${counts.subCategories} sub-categories, ` +
      `${counts.blogs} blogs, ${counts.jobs} job posts.`,
    '',
    `- Pages built: **${facts.pages}** (${facts.sitemapUrls} in the sitemap; ${facts.redirects.aliases} aliases, ` +
      `${facts.redirects.written} of them in _redirects)` +
      (facts.rendered !== undefined
        ? `; rendered this time: ${facts.rendered}, reused from the last build: ${facts.pages - (facts.aliasPages ?? 0) - facts.rendered}` +
          (facts.aliasPages ? `, alias pages (linked, not rendered): ${facts.aliasPages}` : '')
        : ''),
    `- Time: ${Object.entries(facts.timings)
      .map(([phase, ms]) => `${phase} ${seconds(ms)}`)
      .join(', ')}`,
    ...(facts.cpu
      ? [
          `- CPU time: ${Object.entries(facts.cpu)
            .map(([phase, ms]) => `${phase} ${seconds(ms)}`)
            .join(', ')}`,
        ]
      : []),
    `- Images: ${facts.images.published} resized files published; compressed ${(facts.compression.early ?? 0) + facts.compression.compressed} files (${facts.compression.early ?? 0} while rendering), reused ${facts.compression.reused} unchanged`,
    `- Output: ${facts.outDir}`,
    '',
    `## Company facts still samples (${facts.sampleFacts.length})`,
    '',
    ...(facts.sampleFacts.length === 0
      ? ['None: every company fact is confirmed.']
      : [
          'The site shows these as samples; a production build (SITE_MODE=production) refuses them. Replace each in',
          'src/content/company/company.json with the company’s own value and set its "status" to "confirmed".',
          '',
          ...describeSampleFacts(facts.sampleFacts),
        ]),
    '',
    `## Records left out (${catalogue.leftOut.length})`,
    '',
  ];
  if (catalogue.leftOut.length === 0) lines.push('None: every record the API sent is on the site.');
  else {
    lines.push('These records are not on the site. Fix them in the back office and rebuild.', '');
    lines.push(
      ...capped(
        catalogue.leftOut,
        (item) => `${KIND_LABELS[item.kind]} “${item.record}”: ${item.field} ${item.reason}`,
        200,
      ),
    );
  }
  lines.push('', `## Images that could not be fetched (${facts.images.failures.size})`, '');
  if (facts.images.failures.size === 0) lines.push('None.');
  else {
    lines.push('The pages show these at their original address, without smaller sizes.', '');
    lines.push(...capped([...facts.images.failures], ([url, reason]) => `${url}: ${reason}`));
  }
  lines.push('', '## Changes since the last build', '');
  if (!changes) lines.push('No earlier build to compare with.');
  else if (changes.added.length + changes.removed.length + changes.changed.length + changes.other.length === 0) {
    lines.push('No catalogue changes.');
  } else {
    lines.push(`### Products added (${changes.added.length})`, '', ...capped(changes.added, describe), '');
    lines.push(`### Products removed (${changes.removed.length})`, '', ...capped(changes.removed, describe), '');
    lines.push(`### Products changed (${changes.changed.length})`, '');
    lines.push(...capped(changes.changed, ({ product, fields }) => `${describe(product)}: ${fields.join(', ')}`));
    for (const entry of changes.other) {
      lines.push('', `### ${entry.kind[0]!.toUpperCase()}${entry.kind.slice(1)}`, '');
      lines.push(
        ...entry.added.map((name) => `- added: ${name}`),
        ...entry.removed.map((name) => `- removed: ${name}`),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The few lines printed at the end of a build (the whole report is in the file). */
export function summariseBuild(facts: BuildFacts, reportFile: string): string {
  const changes = facts.changes;
  const changeLine = changes
    ? `${changes.added.length} products added, ${changes.removed.length} removed, ${changes.changed.length} changed since the last build`
    : 'first build: nothing to compare with';
  return [
    `built ${facts.pages} pages (${facts.sitemapUrls} in the sitemap) into ${facts.outDir} in ${seconds(facts.timings['total'] ?? 0)}` +
      (facts.rendered !== undefined
        ? ` — ${facts.rendered} rendered, ${facts.pages - (facts.aliasPages ?? 0) - facts.rendered} reused`
        : ''),
    `${changeLine}; ${facts.catalogue.leftOut.length} records left out; ${facts.images.failures.size} images could not be fetched`,
    summariseSampleFacts(facts.sampleFacts),
    `report: ${reportFile}`,
  ].join('\n');
}

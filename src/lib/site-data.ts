/**
 * The site's data, made once per build from the snapshot of the last pull and the site's own copy:
 * the products with their addresses, the one category tree, the blog posts and job openings, and
 * everything derived from them — the static paths and props of every catalogue route, the home
 * page's category cards, the category search's suggestions, the index of the finder and the product
 * pickers, related products and the old site's addresses. Pages and islands read them from here and
 * nowhere else, so the finder, the searches, the home cards and the pages cannot disagree.
 */
import { statSync } from 'node:fs';
import type { Blog, Job, Snapshot } from './api/types.ts';
import { getBuildPlan } from './build-plan.ts';
import { categoryRecords } from '../content/catalogue/categories.ts';
import { spreaderCards } from '../content/catalogue/silicone-spreader.ts';
import type { CatalogueIndex, CategoryChoice } from '../islands/products/catalogue-index.ts';
import { findAgroCategory, resolveKebabAlias } from './catalogue/aliases.ts';
import { listBlogPages, type BlogEntry } from './catalogue/blog-pages.ts';
import { buildCatalogueIndex, getSearchSuggestions, toCategoryChoices } from './catalogue/finder-index.ts';
import { listHomeCategoryCards, type HomeCategoryCard } from './catalogue/home-cards.ts';
import { listOldLinkAliases, listOldLinks, type OldLink } from './catalogue/old-links.ts';
import { assignProductPaths, type CatalogueProduct } from './catalogue/products.ts';
import { selectRelatedProducts } from './catalogue/related.ts';
import {
  buildCatalogueRoutes,
  releaseRouteProps,
  type CatalogueRoutes,
  type Node,
  type PageAlias,
} from './catalogue/routes.ts';
import type { CategorySuggestion } from './catalogue/search.ts';
import { readSnapshot, snapshotPath } from './catalogue/snapshot.ts';
import { getSpreaderLinks, type SpreaderLink } from './catalogue/spreaders.ts';
import { buildCatalogueTree, type CatalogueTree } from './catalogue/tree.ts';

/** Where a product sits in the tree. */
export interface ProductPlace {
  category: Node;
  subCategory: Node | null;
}

export interface SiteData {
  snapshot: Snapshot;
  /** Every product, in the API's order, with its page and its card's link. */
  products: CatalogueProduct[];
  tree: CatalogueTree<CatalogueProduct>;
  /** The category /Agro stands for, or null when the catalogue has none. */
  agro: Node | null;
  /** The blog posts with their pages, newest first. */
  blogs: BlogEntry[];
  /** Posts that get no page: a newer post has their address. */
  blogsLeftOut: Blog[];
  jobs: Job[];
  routes: CatalogueRoutes;
  homeCards: HomeCategoryCard[];
  searchSuggestions: CategorySuggestion[];
  /** Served as /catalogue-index.json to the finder and the product pickers. */
  catalogueIndex: CatalogueIndex;
  /** The category options of every selector, rendered in the page before the index is fetched. */
  categoryChoices: CategoryChoice[];
  /** The silicone spreader range (/SliconSprSpreder, /details): its category and each card's product. */
  spreaders: { category: Node | null; links: SpreaderLink<CatalogueProduct>[] };
  /** Every address the old site gave out for a record, and where it leads now. */
  oldLinks: OldLink[];
  /**
   * Every address that shows a page rendered at another, old addresses first: the build links that
   * page there and writes a rule for it (scripts/delivery/finalize.ts).
   */
  pageAliases: PageAlias[];
  /** The category and the sub-category a product is in. */
  getPlace: (product: CatalogueProduct) => ProductPlace;
  /** The products shown as related on a product's page. */
  getRelated: (product: CatalogueProduct) => CatalogueProduct[];
}

/**
 * The site's data from one snapshot. Product pages whose files are in `reusedPages` get no route:
 * the build restores them from its previous output.
 */
export function createSiteData(snapshot: Snapshot, reusedPages: ReadonlySet<string> = new Set()): SiteData {
  const products = assignProductPaths(snapshot.products);
  const tree = buildCatalogueTree({
    categories: snapshot.categories,
    subCategories: snapshot.subCategories,
    products,
    records: categoryRecords,
  });
  const categoryOf = new Map<CatalogueProduct, Node>();
  const subCategoryOf = new Map<CatalogueProduct, Node>();
  for (const node of tree.all) {
    for (const product of node.products) (node.kind === 'category' ? categoryOf : subCategoryOf).set(product, node);
  }
  const relatedOf = new Map<CatalogueProduct, CatalogueProduct[]>();
  const blogPages = listBlogPages(snapshot.blogs);
  const catalogueIndex = buildCatalogueIndex(tree, products);
  const silicone = resolveKebabAlias('Silicone-Super-Spreader', tree);
  const routes = buildCatalogueRoutes(products, tree, reusedPages);
  const oldLinks = listOldLinks({ products, tree, blogs: blogPages });
  return {
    snapshot,
    products,
    tree,
    agro: findAgroCategory(tree),
    blogs: blogPages.entries,
    blogsLeftOut: blogPages.leftOut,
    jobs: snapshot.jobs,
    routes,
    homeCards: listHomeCategoryCards(tree.categories),
    searchSuggestions: getSearchSuggestions(tree),
    catalogueIndex,
    categoryChoices: toCategoryChoices(catalogueIndex),
    spreaders: {
      category: silicone,
      links: getSpreaderLinks(spreaderCards, products, silicone?.path ?? '/Categories'),
    },
    oldLinks,
    pageAliases: [...listOldLinkAliases(oldLinks), ...routes.aliases],
    getPlace: (product) => ({ category: categoryOf.get(product)!, subCategory: subCategoryOf.get(product) ?? null }),
    getRelated: (product) => {
      // Asked for by the build's page keys and by the page in each language: drawn once.
      let related = relatedOf.get(product);
      if (!related) {
        related = selectRelatedProducts(product, {
          subCategory: subCategoryOf.get(product)?.products ?? [],
          category: categoryOf.get(product)!.products,
        });
        relatedOf.set(product, related);
      }
      return related;
    },
  };
}

/**
 * Site data handed from `npm run build` to its Astro pass. Both run in one process, but the pages use
 * Astro's bundled copy of this module, which does not share this one's variables: the build leaves its
 * site data on globalThis with the snapshot file it was made from, and the pages take it while that file
 * is unchanged instead of reading and modelling the catalogue again (~0.6 s at 10,000 products).
 */
const HANDOFF = Symbol.for('site-data.handoff');
interface Handoff {
  file: string;
  mtimeMs: number;
  size: number;
  data: SiteData;
  /**
   * The routes without the pages the build restores, made by the build's own copy of the routes
   * module: it has already named every product's page file (for the page keys), the pages' copy has not.
   */
  routesWithout: (reused: ReadonlySet<string>) => SiteData['routes'];
  /** The pages' data, made from this one: kept here, not in the pages' copy of this module, so that it goes with the handoff. */
  forPages?: SiteData;
}
const handoffSlot = globalThis as typeof globalThis & { [HANDOFF]?: Handoff | undefined };

/** The site's data for `npm run build`, from the snapshot it read from `file`; left for its Astro pass. */
export function createBuildSiteData(snapshot: Snapshot, file = snapshotPath()): SiteData {
  const { mtimeMs, size } = statSync(file);
  const data = createSiteData(snapshot);
  handoffSlot[HANDOFF] = {
    file,
    mtimeMs,
    size,
    data,
    routesWithout: (reused) => buildCatalogueRoutes(data.products, data.tree, reused),
  };
  return data;
}

/**
 * Lets go of the build's site data once Astro's pass is over. The pages' copy of this module stays loaded
 * for the rest of the process, so without this the whole catalogue model would stay in memory through
 * finalize, where the memory of a large build peaks.
 */
export function releaseBuildSiteData(): void {
  const held = handoffSlot[HANDOFF];
  // Astro's route cache keeps the pages' routes after its pass (see releaseRouteProps).
  if (held?.forPages) releaseRouteProps(held.forPages.routes);
  handoffSlot[HANDOFF] = undefined;
}

/** Whether each handoff seen was made from the snapshot file in place; weak, so as not to keep one alive. */
const judgedHandoffs = new WeakMap<Handoff, boolean>();

/** The build's handoff, when this process's build made it from the snapshot file still in place. */
function handedOff(): Handoff | undefined {
  const held = handoffSlot[HANDOFF];
  if (!held) return undefined;
  let current = judgedHandoffs.get(held);
  if (current === undefined) {
    const stats = held.file === snapshotPath() ? statSync(held.file, { throwIfNoEntry: false }) : undefined;
    current = stats?.mtimeMs === held.mtimeMs && stats.size === held.size;
    judgedHandoffs.set(held, current);
  }
  return current ? held : undefined;
}

let cached: SiteData | undefined;

/** The site's data of this build: the last pull's snapshot, and the build's plan when it has one. */
export function getSiteData(): SiteData {
  const handed = handedOff();
  if (handed) {
    // The build's data routes every page; these routes leave out the pages it restores instead.
    handed.forPages ??= warnOfBlogsLeftOut({
      ...handed.data,
      routes: handed.routesWithout(new Set(getBuildPlan()?.reusePages)),
    });
    return handed.forPages;
  }
  cached ??= warnOfBlogsLeftOut(createSiteData(readSnapshot(), new Set(getBuildPlan()?.reusePages)));
  return cached;
}

function warnOfBlogsLeftOut(data: SiteData): SiteData {
  for (const blog of data.blogsLeftOut)
    console.warn(
      `[blogs] "${blog.title}" (${blog.id}) has the same address as a newer post and gets no page of its own.`,
    );
  return data;
}

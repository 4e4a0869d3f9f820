/**
 * The static paths of every catalogue route, with the props each page reads: /product-details/{name}
 * and /product-details/{name}/{code} (with their Hindi twins under /hi/), /category/{name}, /category/{name}/{value},
 * /products/{name}/{value}, page 2 and on of a category's products under {address}/page/{n}
 * (./pagination.ts), and the navigation's /Categories/{Name}. Files are named by segment, parameters are
 * route parameters (toRouteParam in ../paths.ts).
 *
 * A category's page answers at up to four addresses (/category/{name}, /category/{name}/{value},
 * /products/{name}/{value}, /Categories/{Name}). Only its canonical address is a route: the others are
 * `aliases`, where the build links the page it rendered once (scripts/delivery/finalize.ts); its later
 * pages are only at its canonical address. Rendering a category page four times in each language was
 * most of a rebuild's time when one page held all its products.
 */
import { categoryMenuPaths, navItems } from '../../content/navigation.ts';
import { locales, localizePath, type Editions, type Locale } from '../i18n/locale.ts';
import { getCategoryPath, getProductListingPath, isFileSegment, toRouteParam, toSegment } from '../paths.ts';
import { resolveKebabAlias, toKebab } from './aliases.ts';
import { hasPagedProducts } from './listing.ts';
import { getListingPages, getListingPagePath } from './pagination.ts';
import type { CatalogueProduct } from './products.ts';
import type { CatalogueNode, CatalogueTree } from './tree.ts';

export type Node = CatalogueNode<CatalogueProduct>;

// Props are type aliases, not interfaces: Astro's static paths take props with an index signature.

/** Props of a category page: its node, and which page of its products (1 at its own address). */
export type CategoryRouteProps = {
  node: Node;
  page: number;
};

/** A /Categories/{Name} address: the node it stands for, or null when nothing matches. */
export type AliasRouteProps = {
  node: Node | null;
};

/** An address that shows the page at `to` (both site paths): the build links that page's file there. */
export interface PageAlias {
  from: string;
  to: string;
  /** The record the address stands for, for messages. */
  label: string;
}

export interface CatalogueRoutes {
  /**
   * Product pages per edition. Each edition's page is a file of its own, reused or rendered on its own
   * (scripts/delivery/render-cache.ts), so the two lists can differ in a rebuild.
   */
  productsWithCode: Editions<Array<{ params: { name: string; code: string }; props: { product: CatalogueProduct } }>>;
  productsByName: Editions<Array<{ params: { name: string }; props: { product: CatalogueProduct } }>>;
  /*
   * Category pages per edition, like product pages: each edition's page is reused or rendered on its own.
   */
  /** /category/{name}: every node whose page has no value segment. */
  categories: Editions<Array<{ params: { name: string }; props: CategoryRouteProps }>>;
  /** /category/{name}/{value} where that is the node's own page (a name a category and a sub-category share). */
  categoryValues: Editions<Array<{ params: { name: string; value: string }; props: CategoryRouteProps }>>;
  /** /products/{name}/{value} of the nodes with sub-categories: every product below the node, grouped. */
  listings: Editions<Array<{ params: { name: string; value: string }; props: CategoryRouteProps }>>;
  /** Page 2 and on of the products of each of the three above: /category/{name}/page/{n} and so on. */
  categoryPages: Editions<Array<{ params: { name: string; n: string }; props: CategoryRouteProps }>>;
  categoryValuePages: Editions<
    Array<{ params: { name: string; value: string; n: string }; props: CategoryRouteProps }>
  >;
  listingPages: Editions<Array<{ params: { name: string; value: string; n: string }; props: CategoryRouteProps }>>;
  /** Every /Categories/{Name} address (English), with the node it shows. */
  categoryAliases: Array<{ params: { slug: string }; props: AliasRouteProps }>;
  /** /Categories/{Name} addresses that match no node: they show the categories overview. */
  categoryOverviews: Editions<Array<{ params: { slug: string } }>>;
  /** Addresses of the editions that show a category page rendered at another (see above). */
  aliases: PageAlias[];
}

/** Each product's page file as a site path, English edition: a build asks for it four times a product. */
const productFiles = new WeakMap<CatalogueProduct, string>();

/** The file of dist/ a product's page in a language is written to ("hi/product-details/…" in Hindi). */
export function getProductPageFile(product: CatalogueProduct, locale: Locale = 'en'): string {
  let file = productFiles.get(product);
  if (file === undefined) {
    const name = toSegment(product.name);
    file =
      product.pathCode === null
        ? `/product-details/${name}.html`
        : `/product-details/${name}/${toSegment(product.pathCode)}.html`;
    productFiles.set(product, file);
  }
  return localizePath(file, locale).slice(1);
}

/**
 * The file of dist/ a node's page in a language is written to: its canonical page, or with `listing`
 * the /products/{name}/{value} listing of a node with sub-categories; page 2 and on of its products
 * under /page/{n} (./pagination.ts).
 */
export function getCategoryPageFile(node: Node, locale: Locale, listing?: 'listing', page = 1): string {
  const name = toSegment(node.name);
  const base = listing
    ? `/products/${name}/${node.value}`
    : node.path === getCategoryPath(node.name)
      ? `/category/${name}`
      : `/category/${name}/${node.value}`;
  return localizePath(`${getListingPagePath(base, page)}.html`, locale).slice(1);
}

/** The navigation's /Categories/{Name} links, as names. */
function getNavCategoryAliases(): string[] {
  return navItems
    .flatMap((item) => item.subLinks ?? [])
    .map((link) => link.path)
    .filter((path) => path.startsWith('/Categories/'))
    .map((path) => decodeURIComponent(path.slice('/Categories/'.length)));
}

/**
 * /Categories/{Name}: the navigation's links, and the kebab form of every category and
 * sub-category name, so such a link works for any name. A link that matches no node still gets
 * a page (the category overview), never a 404 from the site's own menu.
 */
function listAliasRoutes(tree: CatalogueTree<CatalogueProduct>): CatalogueRoutes['categoryAliases'] {
  const seen = new Set<string>();
  const routes: CatalogueRoutes['categoryAliases'] = [];
  const add = (slug: string, node: Node | null) => {
    // A kebab form too long for a file name gets no alias; the node keeps its own page.
    if (!isFileSegment(slug) || seen.has(slug.toLowerCase())) return;
    seen.add(slug.toLowerCase());
    routes.push({ params: { slug }, props: { node } });
  };
  for (const alias of getNavCategoryAliases()) add(alias, resolveKebabAlias(alias, tree));
  for (const node of tree.all) add(toKebab(node.name), resolveKebabAlias(toKebab(node.name), tree) ?? node);
  return routes;
}

/**
 * Every catalogue route. Product and category pages whose files are in `reused` are left out: the
 * build restores them from its previous output instead of rendering them (scripts/delivery/render-cache.ts).
 */
export function buildCatalogueRoutes(
  products: readonly CatalogueProduct[],
  tree: CatalogueTree<CatalogueProduct>,
  reused: ReadonlySet<string> = new Set(),
): CatalogueRoutes {
  const param = (name: string) => toRouteParam(toSegment(name));
  /** One list per edition: the items that edition renders, each as its routes. */
  const perEdition = <I, T>(
    items: readonly I[],
    renders: (item: I, locale: Locale) => boolean,
    routes: (item: I) => T[],
  ) =>
    Object.fromEntries(
      locales.map((locale) => [locale, items.filter((item) => renders(item, locale)).flatMap(routes)]),
    ) as Record<Locale, T[]>;
  const productRendered = (product: CatalogueProduct, locale: Locale) =>
    !reused.has(getProductPageFile(product, locale));
  const menu = new Set<string>(categoryMenuPaths);
  const categoryAliases = listAliasRoutes(tree);
  // The Hindi edition answers only the /Categories/{Name} addresses its own menu links, and none of
  // the /category/{name}/{value} aliases: the old site gave those out, and it had no Hindi edition.
  const inEdition = (locale: Locale, slug: string) => locale === 'en' || menu.has(`/Categories/${slug}`);
  const aliases: PageAlias[] = [];
  for (const locale of locales) {
    const alias = (from: string, node: Node) =>
      aliases.push({ from: localizePath(from, locale), to: localizePath(node.path, locale), label: node.name });
    for (const node of tree.all) {
      const value = getCategoryPath(node.name, node.value);
      if (locale === 'en' && value !== node.path) alias(value, node);
      if (hasPagedProducts(node)) alias(getProductListingPath(node.name, node.value), node);
    }
    for (const { params, props } of categoryAliases) {
      if (props.node && inEdition(locale, params.slug)) alias(`/Categories/${params.slug}`, props.node);
    }
  }
  /**
   * Each node's first page of products (at its own address) or its later ones, each edition's page
   * rendered unless reused.
   */
  const pageRoutes = <T>(
    nodes: readonly Node[],
    listing: 'listing' | undefined,
    which: 'first' | 'later',
    route: (node: Node, page: number) => T,
  ) =>
    perEdition(
      nodes.flatMap((node) => {
        const numbers =
          which === 'first'
            ? [1]
            : getListingPages(node)
                .map((page) => page.number)
                .slice(1);
        return numbers.map((page) => ({ node, page }));
      }),
      ({ node, page }, locale) => !reused.has(getCategoryPageFile(node, locale, listing, page)),
      ({ node, page }) => [route(node, page)],
    );
  const valueRoute = (node: Node, page: number) => ({
    params: { name: param(node.name), value: String(node.value) },
    props: { node, page },
  });
  const valuePageRoute = (node: Node, page: number) => ({
    params: { name: param(node.name), value: String(node.value), n: String(page) },
    props: { node, page },
  });
  const byName = tree.all.filter((node) => node.path === getCategoryPath(node.name));
  const byValue = tree.all.filter((node) => node.path === getCategoryPath(node.name, node.value));
  const withChildren = tree.all.filter((node) => !hasPagedProducts(node));
  return {
    productsWithCode: perEdition(products, productRendered, (product) =>
      product.pathCode === null
        ? []
        : [{ params: { name: param(product.name), code: param(product.pathCode) }, props: { product } }],
    ),
    productsByName: perEdition(products, productRendered, (product) =>
      product.pathCode === null ? [{ params: { name: param(product.name) }, props: { product } }] : [],
    ),
    categories: pageRoutes(byName, undefined, 'first', (node, page) => ({
      params: { name: param(node.name) },
      props: { node, page },
    })),
    categoryValues: pageRoutes(byValue, undefined, 'first', valueRoute),
    listings: pageRoutes(withChildren, 'listing', 'first', valueRoute),
    categoryPages: pageRoutes(byName.filter(hasPagedProducts), undefined, 'later', (node, page) => ({
      params: { name: param(node.name), n: String(page) },
      props: { node, page },
    })),
    categoryValuePages: pageRoutes(byValue.filter(hasPagedProducts), undefined, 'later', valuePageRoute),
    listingPages: pageRoutes(withChildren, 'listing', 'later', valuePageRoute),
    categoryAliases,
    categoryOverviews: perEdition(
      categoryAliases,
      ({ params, props }, locale) => props.node === null && inEdition(locale, params.slug),
      ({ params }) => [{ params }],
    ),
    aliases,
  };
}

/**
 * Empties the props of every route in `routes` once Astro's pass is over. Astro keeps the lists our pages'
 * getStaticPaths returned, props and all, in a route cache that lasts as long as the process (it belongs
 * to the prerender bundle, which Node never unloads), and the props are the catalogue's products and
 * nodes: emptied, they let the model go before finalize, where a large build's memory peaks.
 */
export function releaseRouteProps(routes: CatalogueRoutes): void {
  const perEdition = [
    routes.productsWithCode,
    routes.productsByName,
    routes.categories,
    routes.categoryValues,
    routes.listings,
    routes.categoryPages,
    routes.categoryValuePages,
    routes.listingPages,
  ];
  const lists: ReadonlyArray<ReadonlyArray<{ props: object }>> = [
    ...perEdition.flatMap((editions) => locales.map((locale) => editions[locale])),
    routes.categoryAliases,
  ];
  for (const list of lists) for (const route of list) route.props = {};
}

/**
 * The static paths of every catalogue route, with the props each page reads: /product-details/{name}
 * and /product-details/{name}/{code} (with their Hindi twins under /hi/), /category/{name}, /category/{name}/{value},
 * /products/{name}/{value} and the navigation's /Categories/{Name}. Files are named by segment,
 * parameters are route parameters (toRouteParam in ../paths.ts).
 */
import { navItems } from '../../content/navigation.ts';
import { locales, localizePath, type Editions, type Locale } from '../i18n/locale.ts';
import { getCategoryPath, isFileSegment, toRouteParam, toSegment } from '../paths.ts';
import { resolveKebabAlias, toKebab } from './aliases.ts';
import type { CatalogueProduct } from './products.ts';
import type { CatalogueNode, CatalogueTree } from './tree.ts';

export type Node = CatalogueNode<CatalogueProduct>;

// Props are type aliases, not interfaces: Astro's static paths take props with an index signature.

/** Props of a category page: the node, and the canonical page when this URL is an alias. */
export type CategoryRouteProps = {
  node: Node;
  canonicalPath?: string;
};

/** Props of a /Categories/{Name} page: the node it stands for, or null when nothing matches. */
export type AliasRouteProps = {
  node: Node | null;
};

export interface CatalogueRoutes {
  /**
   * Product pages per edition. Each edition's page is a file of its own, reused or rendered on its own
   * (scripts/delivery/render-cache.ts), so the two lists can differ in a rebuild.
   */
  productsWithCode: Editions<Array<{ params: { name: string; code: string }; props: { product: CatalogueProduct } }>>;
  productsByName: Editions<Array<{ params: { name: string }; props: { product: CatalogueProduct } }>>;
  categories: Array<{ params: { name: string }; props: CategoryRouteProps }>;
  categoryValues: Array<{ params: { name: string; value: string }; props: CategoryRouteProps }>;
  listings: Array<{ params: { name: string; value: string }; props: { node: Node } }>;
  categoryAliases: Array<{ params: { slug: string }; props: AliasRouteProps }>;
}

/** The file of dist/ a product's page in a language is written to ("hi/product-details/…" in Hindi). */
export function getProductPageFile(product: CatalogueProduct, locale: Locale = 'en'): string {
  const name = toSegment(product.name);
  const file =
    product.pathCode === null
      ? `/product-details/${name}.html`
      : `/product-details/${name}/${toSegment(product.pathCode)}.html`;
  return localizePath(file, locale).slice(1);
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
 * Every catalogue route. Product pages whose files are in `reused` are left out: the build restores
 * them from its previous output instead of rendering them (scripts/delivery/render-cache.ts).
 */
export function buildCatalogueRoutes(
  products: readonly CatalogueProduct[],
  tree: CatalogueTree<CatalogueProduct>,
  reused: ReadonlySet<string> = new Set(),
): CatalogueRoutes {
  const param = (name: string) => toRouteParam(toSegment(name));
  const perEdition = <T>(route: (product: CatalogueProduct) => T[]) =>
    Object.fromEntries(
      locales.map((locale) => [
        locale,
        products.filter((product) => !reused.has(getProductPageFile(product, locale))).flatMap(route),
      ]),
    ) as Record<Locale, T[]>;
  return {
    productsWithCode: perEdition((product) =>
      product.pathCode === null
        ? []
        : [{ params: { name: param(product.name), code: param(product.pathCode) }, props: { product } }],
    ),
    productsByName: perEdition((product) =>
      product.pathCode === null ? [{ params: { name: param(product.name) }, props: { product } }] : [],
    ),
    // /category/{name}: every node whose canonical page has no value segment.
    categories: tree.all
      .filter((node) => node.path === getCategoryPath(node.name))
      .map((node) => ({ params: { name: param(node.name) }, props: { node } })),
    // /category/{name}/0 for every category and /category/{name}/1 for every sub-category.
    categoryValues: tree.all.map((node) => {
      const path = getCategoryPath(node.name, node.value);
      return {
        params: { name: param(node.name), value: String(node.value) },
        props: path === node.path ? { node } : { node, canonicalPath: node.path },
      };
    }),
    // /products/{name}/0 for every category and /products/{name}/1 for every sub-category.
    listings: tree.all.map((node) => ({
      params: { name: param(node.name), value: String(node.value) },
      props: { node },
    })),
    categoryAliases: listAliasRoutes(tree),
  };
}

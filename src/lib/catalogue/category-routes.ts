/**
 * getStaticPaths of every catalogue route: /category/{name}, /category/{name}/{value},
 * /products/{name}/{value}, /Categories/{Name}, plus the /Agro and /products pages' data.
 */
import { categoryRecords } from '../../content/catalogue/categories.ts';
import { navItems } from '../../content/navigation.ts';
import { getCategoryPath, getProductListingPath, isFileSegment, toRouteParam, toSegment } from '../paths.ts';
import { getCatalogue, type Catalogue, type CatalogueProduct } from './catalogue.ts';
import { buildCatalogueTree, findAgroCategory, resolveKebabAlias, toKebab, type CatalogueNode, type CatalogueTree } from './categories.ts';

export type Node = CatalogueNode<CatalogueProduct>;

let cached: CatalogueTree<CatalogueProduct> | undefined;

/** The category tree of a catalogue and the site's copy. */
export function createCategoryTree(catalogue: Catalogue): CatalogueTree<CatalogueProduct> {
  return buildCatalogueTree({
    categories: catalogue.categories,
    subCategories: catalogue.subCategories,
    products: catalogue.products,
    records: categoryRecords,
  });
}

/** The category tree of the pulled catalogue and the site's copy; built once per build. */
export function getCategoryTree(): CatalogueTree<CatalogueProduct> {
  cached ??= createCategoryTree(getCatalogue());
  return cached;
}

/** Props of a category page: the node, and the canonical page when this URL is an alias. */
export interface CategoryRouteProps {
  node: Node;
  canonicalPath?: string;
}

/** /category/{name}: every node whose canonical page has no value segment. */
export function getCategoryRoutes() {
  return getCategoryTree()
    .all.filter((node) => node.path === getCategoryPath(node.name))
    .map((node) => ({ params: { name: toRouteParam(toSegment(node.name)) }, props: { node } satisfies CategoryRouteProps }));
}

/** /category/{name}/0 for every category and /category/{name}/1 for every sub-category. */
export function getCategoryValueRoutes() {
  return getCategoryTree().all.map((node) => {
    const path = getCategoryPath(node.name, node.value);
    const props: CategoryRouteProps = path === node.path ? { node } : { node, canonicalPath: node.path };
    return { params: { name: toRouteParam(toSegment(node.name)), value: String(node.value) }, props };
  });
}

/** /products/{name}/0 for every category and /products/{name}/1 for every sub-category. */
export function getListingRoutes() {
  return getCategoryTree().all.map((node) => ({
    params: { name: toRouteParam(toSegment(node.name)), value: String(node.value) },
    props: { node, path: getProductListingPath(node.name, node.value) },
  }));
}

/** The navigation's /Categories/{Name} links. */
export function getNavCategoryAliases(): string[] {
  return navItems
    .flatMap((item) => item.subLinks ?? [])
    .map((link) => link.path)
    .filter((path) => path.startsWith('/Categories/'))
    .map((path) => decodeURIComponent(path.slice('/Categories/'.length)));
}

/** Props of a /Categories/{Name} page: the node it stands for, or null when nothing matches. */
export interface AliasRouteProps {
  node: Node | null;
}

/**
 * /Categories/{Name}: the navigation's links, and the kebab form of every category and
 * sub-category name, so such a link works for any name. A link that matches no node still gets
 * a page (the category overview), never a 404 from the site's own menu.
 */
export function getCategoriesAliasRoutes() {
  const tree = getCategoryTree();
  const seen = new Set<string>();
  const routes: { params: { slug: string }; props: AliasRouteProps }[] = [];
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

/** The node /Agro stands for, or null when the catalogue has no agro category. */
export function getAgroNode(): Node | null {
  return findAgroCategory(getCategoryTree());
}

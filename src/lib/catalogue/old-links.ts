/**
 * Every address the old single-page app gave out for the catalogue, and where each one
 * leads on this site. They are in search indexes, WhatsApp chats, e-mails and print, so each must
 * keep answering: with the page itself where a file carries the old address (most names), else with
 * a redirect to the record's page (names with `/`, `#`, `?` or only dots, very long names, and the
 * later of two records whose addresses would share a file). The build writes those redirects
 * (scripts/build.ts); the link-compatibility test requests every address listed here.
 */
import { navItems } from '../../content/navigation.ts';
import { getCategoryPath, getOldSitePath, getProductListingPath } from '../paths.ts';
import { findAgroCategory, resolveKebabAlias } from './aliases.ts';
import type { CatalogueProduct } from './products.ts';
import type { PageAlias } from './routes.ts';
import type { CatalogueTree } from './tree.ts';

/** The route family of the old app an old address belongs to. */
export type OldLinkFamily = 'product' | 'product-name' | 'category' | 'category-value' | 'listing' | 'blog' | 'site';

export interface OldLink {
  family: OldLinkFamily;
  /** The record the address was given out for (a name or a title), for messages. */
  label: string;
  /** The old address, percent-encoded as the old app wrote it. */
  path: string;
  /** Where a visitor should end up: the canonical address of the record's page. */
  canonical: string;
  /** Whether a page of this site is served at `path` itself; else the build redirects it to `canonical`. */
  page: boolean;
}

export interface OldLinkInput {
  products: readonly CatalogueProduct[];
  /** The category tree; each node's `names` are the spellings the API used for it, each an old address. */
  tree: CatalogueTree<CatalogueProduct>;
  /** Blog posts with their pages, and those left out because a newer post has their address. */
  blogs: {
    entries: ReadonlyArray<{ blog: { title: string }; href: string }>;
    leftOut: ReadonlyArray<{ title: string }>;
  };
}

/** The old app's routes that take no name, with the page each one shows. */
function listSiteLinks(input: OldLinkInput): Array<Omit<OldLink, 'family' | 'page'> & { page?: boolean }> {
  const agro = findAgroCategory(input.tree);
  const newest = input.blogs.entries[0]?.href ?? '/Resourcecenter';
  const own = [
    '/',
    '/Categories',
    '/products',
    '/Orthosilicic_Acid',
    '/Fensil360',
    '/MultiBalance4IN1',
    '/Pheromones',
    '/SliconSprSpreder',
  ];
  own.push('/about', '/contact', '/career', '/Resourcecenter', '/Event-Gallery', '/terms', '/privacy', '/details');
  const nav = navItems.flatMap((item) => item.subLinks ?? []).filter((link) => link.path.startsWith('/Categories/'));
  return [
    ...own.map((path) => ({ label: path, path, canonical: path })),
    { label: '/Agro', path: '/Agro', canonical: agro?.path ?? '/Categories' },
    { label: '/Singleblog', path: '/Singleblog', canonical: newest },
    { label: '/SingleBlogDetails', path: '/SingleBlogDetails', canonical: newest },
    // The single blog's back button led there; the list's own address differs only by case.
    { label: '/resourcecenter', path: '/resourcecenter', canonical: '/Resourcecenter', page: false },
    ...nav.map((link) => ({
      label: link.path,
      path: link.path,
      canonical:
        resolveKebabAlias(decodeURIComponent(link.path.slice('/Categories/'.length)), input.tree)?.path ??
        '/Categories',
    })),
  ];
}

/**
 * Every old address of every record, in the order records claim them: the first record to claim an
 * address owns it (two products with the same name and code had one address on the old site), and
 * later claimants are listed with the owner's page.
 */
export function listOldLinks(input: OldLinkInput): OldLink[] {
  const owners = new Map<string, Pick<OldLink, 'canonical' | 'page'>>();
  const links: OldLink[] = [];
  const add = (family: OldLinkFamily, label: string, path: string, canonical: string, page: boolean) => {
    let owner = owners.get(path);
    if (!owner) owners.set(path, (owner = { canonical, page }));
    links.push({ family, label, path, ...owner });
  };

  // A product owns its full address; the name alone belongs to a code-less product of that name,
  // else to the first product of that name.
  for (const product of input.products) {
    const path = getOldSitePath('product-details', product.name, ...(product.code ? [product.code] : []));
    add('product', product.name, path, product.detailPath, path === product.detailPath);
  }
  for (const product of input.products) {
    if (product.code)
      add('product-name', product.name, getOldSitePath('product-details', product.name), product.detailPath, false);
  }

  const named = input.tree.all.flatMap((node) => node.names.map((name) => ({ name, node })));
  for (const { name, node } of named) {
    const own = (path: string, pagePath: string) => path === pagePath;
    const category = getOldSitePath('category', name);
    add('category', name, category, node.path, own(category, node.path));
    const value = getOldSitePath('category', name, String(node.value));
    add('category-value', name, value, node.path, own(value, getCategoryPath(node.name, node.value)));
    const listingPage = getProductListingPath(node.name, node.value);
    const listing = getOldSitePath('products', name, String(node.value));
    add('listing', name, listing, node.children.length > 0 ? listingPage : node.path, own(listing, listingPage));
  }

  for (const { blog, href } of input.blogs.entries) {
    const path = getOldSitePath('Blog', blog.title);
    add('blog', blog.title, path, href, path === href);
  }
  // A post left out shares its address with a newer one, which owns it by now.
  for (const blog of input.blogs.leftOut) add('blog', blog.title, getOldSitePath('Blog', blog.title), '', false);

  for (const link of listSiteLinks(input)) add('site', link.label, link.path, link.canonical, link.page ?? true);
  return links;
}

/** The redirects that keep old addresses answering: one per address no page is served at. */
export function listOldLinkAliases(links: readonly OldLink[]): PageAlias[] {
  const aliases = new Map<string, PageAlias>();
  for (const link of links) {
    if (!link.page && !aliases.has(link.path))
      aliases.set(link.path, { from: link.path, to: link.canonical, label: link.label });
  }
  return [...aliases.values()];
}

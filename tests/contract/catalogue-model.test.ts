import { beforeAll, describe, expect, it } from 'vitest';
import { hiddenFromFinder } from '../../src/content/catalogue/hidden.ts';
import type { Snapshot } from '../../src/lib/api/types.ts';
import { listNodeProducts } from '../../src/lib/catalogue/listing.ts';
import { fixedProductPages, getCategoryPath, getProductListingPath } from '../../src/lib/paths.ts';
import { locales, localizePath } from '../../src/lib/i18n/locale.ts';
import { isHiddenFromSearch, toNameKey } from '../../src/lib/catalogue/tree.ts';
import { createSiteData, type SiteData } from '../../src/lib/site-data.ts';
import { pullSnapshot } from '../../scripts/pull/pull.ts';
import { startTestApi } from '../support/api.ts';

/*
 * The finder, the product pickers, the category search, the home cards, the related products and the
 * pages are all made from one model of the catalogue. Over the reference API's seed catalogue and its
 * hostile one (duplicated, re-spelt and awkward names, broken records), pulled as a build pulls them,
 * what one offers the others must agree with.
 */

const catalogues: Record<'seed' | 'hostile', Snapshot> = {} as Record<'seed' | 'hostile', Snapshot>;

beforeAll(async () => {
  for (const kind of ['seed', 'hostile'] as const) {
    const faults =
      kind === 'hostile'
        ? ['GetAllProduct', 'getAllBlogs', 'getAllJobPosts'].map((endpoint) => ({ endpoint, mode: 'hostile' as const }))
        : [];
    const api = await startTestApi({ faults });
    try {
      catalogues[kind] = await pullSnapshot(api.url);
    } finally {
      await api.close();
    }
  }
}, 60_000);

describe.each(['seed', 'hostile'] as const)('the %s catalogue', (kind) => {
  let site: SiteData;
  beforeAll(() => {
    site = createSiteData(catalogues[kind]);
  });

  /** The canonical pages of the catalogue's nodes that the build writes. */
  const nodePages = () =>
    new Map(
      [...site.routes.categories.en, ...site.routes.categoryValues.en].map((route) => [
        route.props.node.path,
        route.props.node,
      ]),
    );
  const productPages = () =>
    new Set(
      [...site.routes.productsWithCode.en, ...site.routes.productsByName.en].map(
        (route) => route.props.product.detailPath,
      ),
    );

  it('has one node per name, whatever its case or spacing, and every spelling the API used names it', () => {
    for (const nodes of [site.tree.categories, site.tree.subCategories]) {
      const keys = nodes.map((node) => toNameKey(node.name));
      expect(new Set(keys).size).toBe(keys.length);
    }
    const snapshot = catalogues[kind];
    const spellings = (nodes: SiteData['tree']['all']) => new Set(nodes.flatMap((node) => node.names));
    for (const ref of [...snapshot.categories, ...snapshot.products.map((product) => product.category)]) {
      expect(spellings(site.tree.categories).has(ref.name), ref.name).toBe(true);
    }
    for (const ref of [
      ...snapshot.subCategories,
      ...snapshot.products.flatMap((product) => product.subCategory ?? []),
    ]) {
      expect(spellings(site.tree.subCategories).has(ref.name), ref.name).toBe(true);
    }
  });

  it('offers the same categories in the finder, the product pickers and the category search, each leading to its page', () => {
    const pages = nodePages();
    expect(site.catalogueIndex.groups.map(({ name, path, parent }) => ({ name, path, context: parent }))).toEqual(
      site.searchSuggestions,
    );
    expect(site.categoryChoices).toEqual(site.catalogueIndex.groups.map(({ name, parent }) => ({ name, parent })));
    for (const group of site.catalogueIndex.groups) {
      const node = pages.get(group.path);
      expect(node, `${group.name} leads to ${group.path}`).toBeDefined();
      expect(node!.name).toBe(group.name);
      // A choice lists the products its page lists, each leading where its card on that page leads.
      expect(group.items.map((item) => site.catalogueIndex.products[item]!.path)).toEqual(
        listNodeProducts(node!).map((product) => product.cardPath),
      );
    }
  });

  it('leaves the hidden sub-categories out of the finder and the search only: they keep their pages and their products stay findable', () => {
    const hidden = site.tree.all.filter((node) => isHiddenFromSearch(node.name));
    if (kind === 'seed') expect(hidden.map((node) => node.name).sort()).toEqual([...hiddenFromFinder].sort());
    const offered = new Set(site.searchSuggestions.map((suggestion) => suggestion.path));
    const pages = nodePages();
    for (const node of hidden) {
      expect(node.hiddenFromSearch).toBe(true);
      expect(offered.has(node.path), node.name).toBe(false);
      expect(pages.get(node.path)).toBe(node);
    }
    const findable = new Set(
      site.catalogueIndex.groups.flatMap((group) => group.items.map((item) => site.catalogueIndex.products[item]!.id)),
    );
    expect(site.products.filter((product) => !findable.has(product.id)).map((product) => product.name)).toEqual([]);
  });

  it('gives every product a page, and every card and finder entry leads to a page that exists', () => {
    const pages = productPages();
    const fixed = new Set(Object.values(fixedProductPages));
    expect(pages.size).toBe(site.products.length);
    for (const entry of site.catalogueIndex.products)
      expect(pages.has(entry.path) || fixed.has(entry.path), entry.path).toBe(true);
  });

  it("shows one home card per category, each leading to that category's page", () => {
    expect(site.homeCards.map((card) => card.name)).toEqual(site.tree.categories.map((node) => node.name));
    const aliases = new Map(
      site.routes.categoryAliases.map((route) => [`/Categories/${route.params.slug}`, route.props.node]),
    );
    site.homeCards.forEach((card, index) => {
      const node = site.tree.categories[index]!;
      const target =
        card.href === '/Agro'
          ? site.agro
          : card.href.startsWith('/Categories/')
            ? aliases.get(decodeURIComponent(card.href))
            : nodePages().get(card.href);
      expect(target, `${card.name}: ${card.href}`).toBe(node);
    });
  });

  it('relates up to 10 other products to each product: of its sub-category first, then of its category', () => {
    for (const product of site.products) {
      const related = site.getRelated(product);
      const { category, subCategory } = site.getPlace(product);
      const own = subCategory ? subCategory.products.filter((other) => other !== product) : [];
      const family = new Set([...own, ...category.products.filter((other) => other !== product)]);
      expect(related).not.toContain(product);
      expect(new Set(related).size).toBe(related.length);
      expect(related.length).toBe(Math.min(10, family.size));
      expect(related.slice(0, Math.min(10, own.length)).every((other) => own.includes(other))).toBe(true);
      expect(related.every((other) => family.has(other))).toBe(true);
    }
  });

  it('renders each category page once: its other addresses, in both editions, are aliases of that page', () => {
    const rendered = new Set(
      locales.flatMap((locale) =>
        [
          ...[...site.routes.categories.en, ...site.routes.categoryValues.en].map((route) => route.props.node.path),
          ...site.routes.listings.en.map((route) =>
            getProductListingPath(route.props.node.name, route.props.node.value),
          ),
          ...site.routes.categoryOverviews[locale].map((route) => `/Categories/${route.params.slug}`),
        ].map((path) => localizePath(path, locale)),
      ),
    );
    const froms = site.routes.aliases.map((alias) => alias.from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const alias of site.routes.aliases) {
      expect(rendered.has(alias.to), `${alias.from} leads to ${alias.to}`).toBe(true);
      expect(rendered.has(alias.from), `${alias.from} is rendered and an alias`).toBe(false);
    }
    // Every address a node answered at before: its page, its value and listing addresses, its menu link.
    const answers = (path: string) => rendered.has(path) || froms.includes(path);
    for (const node of site.tree.all) {
      expect(answers(node.path), node.path).toBe(true);
      expect(answers(getProductListingPath(node.name, node.value)), node.name).toBe(true);
      expect(answers(`/hi${getProductListingPath(node.name, node.value)}`), node.name).toBe(true);
      expect(answers(getCategoryPath(node.name, node.value)), node.name).toBe(true);
    }
    for (const route of site.routes.categoryAliases) expect(answers(`/Categories/${route.params.slug}`)).toBe(true);
  });
});

/**
 * The navigation's /Categories/{Name} links and /Agro: which node of the tree each one stands for.
 */
import type { CategoryRecord } from '../../content/catalogue/types.ts';
import type { CatalogueNode, CatalogueTree } from './tree.ts';

/**
 * A name in the kebab form of the navigation's /Categories/{Name} links: runs of anything but
 * letters and digits become "-", a standalone "and" is dropped (the nav writes
 * "Home-Industrial-Cleaning" for "Home & Industrial Cleaning"). Case is kept for the URL.
 */
export function toKebab(name: string): string {
  return name
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word && word.toLowerCase() !== 'and')
    .join('-');
}

/** {@link toKebab}, lower-cased: the form aliases are compared in. */
export function toKebabKey(name: string): string {
  return toKebab(name).toLowerCase();
}

/**
 * Finds the node a /Categories/{Name} alias stands for: a category whose kebab form is the
 * alias's, else such a sub-category, else the one node whose words include all of the alias's.
 */
export function resolveKebabAlias<P>(
  alias: string,
  tree: Pick<CatalogueTree<P>, 'categories' | 'subCategories'>,
): CatalogueNode<P> | null {
  const key = toKebabKey(alias);
  if (!key) return null;
  const exact =
    tree.categories.find((node) => toKebabKey(node.name) === key) ??
    tree.subCategories.find((node) => toKebabKey(node.name) === key);
  if (exact) return exact;
  const words = key.split('-');
  const containing = [...tree.categories, ...tree.subCategories].filter((node) => {
    const own = new Set(toKebabKey(node.name).split('-'));
    return words.every((word) => own.has(word));
  });
  return containing.length === 1 ? containing[0]! : null;
}

/** The agro category that /Agro stands for: the one whose copy links /Agro, else one named "agro…". */
export function findAgroCategory<P>(tree: Pick<CatalogueTree<P>, 'categories'>): CatalogueNode<P> | null {
  return (
    tree.categories.find((node) => (node.record as CategoryRecord | null)?.link === '/Agro') ??
    tree.categories.find((node) =>
      toKebabKey(node.name)
        .split('-')
        .some((word) => word.startsWith('agro')),
    ) ??
    null
  );
}

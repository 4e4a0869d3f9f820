/**
 * Matching the site's own product mentions (featured slides, spreader cards) to the products the
 * API actually serves, so that a link made from the copy never points at a page the build did
 * not write.
 */
import { toCodeKey } from './codes.ts';
import { toNameKey } from './tree.ts';

/**
 * The served product a mention stands for: the first with the same code (ignoring case, spaces
 * and punctuation), else the first with the same name, else null.
 */
export function findProductMatch<P extends { name: string; code: string | null }>(
  mention: { name: string; code: string | null },
  products: readonly P[],
): P | null {
  const code = mention.code ? toCodeKey(mention.code) : '';
  if (code) {
    const byCode = products.find((product) => product.code !== null && toCodeKey(product.code) === code);
    if (byCode) return byCode;
  }
  const name = toNameKey(mention.name);
  return products.find((product) => toNameKey(product.name) === name) ?? null;
}

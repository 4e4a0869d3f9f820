import type { FeaturedProduct } from '../../content/catalogue/types.ts';
import { findProductMatch } from './matching.ts';

/** One slide of the hot-products slider: a served product, with the copy's wording when it has some. */
export interface HotSlide<P> {
  product: P;
  title: string;
  /** The copy's label; null for a product the copy does not feature (the page labels it "Hot product" when the API flags it hot). */
  tag: string | null;
  sol: string | null;
  weight: string | null;
  /** The copy's own picture, else null (the product's image is used). */
  image: string | null;
}

/**
 * The hot-products slider of /Categories, which cycles through 4 items. The copy's
 * featured products come first, as long as the API serves them; the places left go to products
 * the API flags hot, then to any others, so the slider is full with any catalogue.
 */
export function selectHotSlides<P extends { name: string; code: string | null; hot: boolean }>(
  featured: readonly FeaturedProduct[],
  products: readonly P[],
  count = 4,
): HotSlide<P>[] {
  const slides: HotSlide<P>[] = [];
  const used = new Set<P>();
  for (const item of featured) {
    const product = findProductMatch({ name: item.id, code: item.code ?? null }, products);
    if (!product || used.has(product)) continue;
    used.add(product);
    slides.push({ product, title: item.title, tag: item.tag, sol: item.sol, weight: item.weight, image: item.img });
    if (slides.length === count) return slides;
  }
  for (const product of [...products.filter((p) => p.hot), ...products.filter((p) => !p.hot)]) {
    if (slides.length === count) break;
    if (used.has(product)) continue;
    used.add(product);
    slides.push({
      product,
      title: product.name,
      // The page labels a hot product in its own language.
      tag: null,
      sol: null,
      weight: '50 kg | 200 kg',
      image: null,
    });
  }
  return slides;
}

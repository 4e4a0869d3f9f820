/**
 * The base catalogue: every written product with its group, file slug, gallery views and
 * video link. Products are interleaved across categories (then their groups), so the first N
 * of any size still spread over the categories and sub-categories.
 */
import type { ProductView } from './images/product-art.ts';
import { createRandom, hashString, makeVideoId, slugify } from './prng.ts';
import { PRODUCT_GROUPS, type ProductGroup, type ProductSpec } from './products/index.ts';

export interface BaseProduct {
  spec: ProductSpec;
  group: ProductGroup;
  /** Unique file-name stem of the product's images. */
  slug: string;
  /** Gallery views, the first being the main image. */
  views: ProductView[];
  /** A YouTube link or "". */
  video: string;
}

/** Share of base products that carry a video guide. */
const VIDEO_SHARE = 0.25;

/** Products with a static landing page get the full gallery. */
const FULL_GALLERY = new Set(['Orthosilicic Acid 2% WSL', 'Powder Silicon Spreader', 'pH Balancer (Multibalance 4 in 1)', 'Trisiloxane Super Spreader']);

function roundRobin<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined) out.push(item);
    }
  }
  return out;
}

/** Round-robin over categories, and within each category over its groups. */
function interleave(groups: ProductGroup[]): { spec: ProductSpec; group: ProductGroup }[] {
  const byCategory = new Map<string, { spec: ProductSpec; group: ProductGroup }[][]>();
  for (const group of groups) {
    const lists = byCategory.get(group.category) ?? [];
    lists.push(group.products.map((spec) => ({ spec, group })));
    byCategory.set(group.category, lists);
  }
  return roundRobin([...byCategory.values()].map((lists) => roundRobin(lists)));
}

function galleryFor(spec: ProductSpec): ProductView[] {
  if (FULL_GALLERY.has(spec.name)) return ['front', 'range', 'label'];
  const roll = hashString(`gallery|${spec.name}|${spec.code}`) % 10;
  if (roll < 2) return ['front'];
  if (roll < 6) return ['front', 'range'];
  return ['front', 'range', 'label'];
}

function videoLink(key: string, index: number): string {
  const id = makeVideoId(key);
  return index % 2 === 0 ? `https://www.youtube.com/watch?v=${id}` : `https://youtu.be/${id}`;
}

let cached: BaseProduct[] | null = null;

/** All base products in serving order (deterministic; computed once). */
export function listBaseProducts(): BaseProduct[] {
  if (cached) return cached;
  const entries = interleave(PRODUCT_GROUPS);
  const random = createRandom('video-guides');
  const order = entries.map((_, i) => ({ i, key: random() })).sort((a, b) => a.key - b.key);
  const withVideo = new Map<number, number>();
  order.slice(0, Math.round(entries.length * VIDEO_SHARE)).forEach(({ i }, rank) => withVideo.set(i, rank));
  const seen = new Set<string>();
  cached = entries.map(({ spec, group }, i) => {
    const slug = slugify(spec.code ? `${spec.name} ${spec.code}` : spec.name);
    if (seen.has(slug)) throw new Error(`Seed: two products share the image slug "${slug}"`);
    seen.add(slug);
    const rank = withVideo.get(i);
    return {
      spec,
      group,
      slug,
      views: galleryFor(spec),
      video: rank === undefined ? '' : videoLink(`${spec.name}|${spec.code}`, rank),
    };
  });
  return cached;
}

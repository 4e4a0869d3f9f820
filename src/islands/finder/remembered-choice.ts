/*
 * The finder's choice, kept in the home page's own history entry, so that Back from a Search gives it back.
 * A phone short of memory reloads the page on Back instead of keeping it whole. The browser then puts back
 * the category itself, as a field of the page's HTML, but not the product: the island builds that list
 * after the page has loaded. So the island keeps the product it shows here.
 */

const stateKey = 'homeFinder';

/** A category and a product as the finder's selects hold them; the product by its id, '' for none. */
export interface FinderChoice {
  category: string;
  product: string;
}

/** The history entry's state without the finder's part: whatever else the page or browser keeps there. */
function otherState(): Record<string, unknown> {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

export function rememberChoice(choice: FinderChoice): void {
  try {
    history.replaceState({ ...otherState(), [stateKey]: choice }, '');
  } catch {
    // A browser that refuses (too many calls in a row): Back then gives the category only.
  }
}

/** The choice this history entry holds, if any. */
export function rememberedChoice(): FinderChoice | null {
  const saved = otherState()[stateKey] as { [Part in keyof FinderChoice]?: unknown } | undefined;
  return typeof saved?.category === 'string' && typeof saved.product === 'string'
    ? { category: saved.category, product: saved.product }
    : null;
}

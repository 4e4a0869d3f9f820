import { atom, type WritableAtom } from 'nanostores';
import { catalogueIndexUrl, type CatalogueIndex } from './catalogue-index.ts';

/*
 * State the forms share through nanostores: the product index (fetched once per page, when
 * the first selector appears) and each form's own list of chosen products.
 */

export type IndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; index: CatalogueIndex }
  | { status: 'error'; message: string };

/** The product index, shared by every selector on the page. */
export const $catalogueIndex: WritableAtom<IndexState> = atom<IndexState>({ status: 'idle' });

let pending: Promise<void> | null = null;

const looksLikeIndex = (value: unknown): value is CatalogueIndex =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as CatalogueIndex).groups) &&
  Array.isArray((value as CatalogueIndex).products);

/** Fetches /catalogue-index.json unless it is loaded or loading; after a failure, a new call tries again. */
export function loadCatalogueIndex(fetchImpl: typeof fetch = globalThis.fetch): Promise<void> {
  const state = $catalogueIndex.get();
  if (state.status === 'ready') return Promise.resolve();
  if (pending) return pending;
  $catalogueIndex.set({ status: 'loading' });
  pending = fetchImpl(catalogueIndexUrl, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!looksLikeIndex(body)) throw new Error('unexpected answer');
      $catalogueIndex.set({ status: 'ready', index: body });
    })
    .catch((error: unknown) => {
      $catalogueIndex.set({ status: 'error', message: error instanceof Error ? error.message : String(error) });
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** A product a visitor has chosen; code is '' when the product has none. */
export interface ChosenProduct {
  id: string;
  name: string;
  code: string;
}

/** A product as POST /api/createContact receives it in selectedProducts. */
export interface PayloadProduct {
  _id: string;
  Name: string;
  ProductCode: string;
}

export interface Selection {
  $items: WritableAtom<ChosenProduct[]>;
  /** Adds a product unless one with the same id is already chosen; returns false for a duplicate. */
  add: (product: ChosenProduct) => boolean;
  remove: (id: string) => void;
  clear: () => void;
}

/** A form's own list of chosen products, without duplicates. */
export function createSelection(initial: readonly ChosenProduct[] = []): Selection {
  const $items = atom<ChosenProduct[]>([]);
  const add = (product: ChosenProduct) => {
    if ($items.get().some((item) => item.id === product.id)) return false;
    $items.set([...$items.get(), product]);
    return true;
  };
  for (const product of initial) add(product);
  return {
    $items,
    add,
    remove: (id) => {
      $items.set($items.get().filter((item) => item.id !== id));
    },
    clear: () => {
      $items.set([]);
    },
  };
}

/** The chosen products in the shape the API reads: {_id, Name, ProductCode}. */
export function toPayloadProducts(items: readonly ChosenProduct[]): PayloadProduct[] {
  return items.map((item) => ({ _id: item.id, Name: item.name, ProductCode: item.code }));
}

import type { FinderCopy } from './types.ts';

/** The Hindi words of the home page finder (./types.ts). */
export const finderCopyHi: FinderCopy = {
  label: 'उत्पाद खोजें',
  allProductsIn: (category) => `${category} के सभी उत्पाद`,
  search: 'खोजें',
  why: 'पहले एक श्रेणी चुनें',
  loadFailed: 'उत्पादों की सूची लोड नहीं हो सकी। सभी श्रेणियाँ "उत्पाद श्रेणियाँ" पेज पर देखें।',
};

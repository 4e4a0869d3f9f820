import type { ProductCopy } from './types.ts';

/** The words of an English product page (see ./types.ts). */
export const productCopyEn: ProductCopy = {
  productCode: 'Product code:',
  packSizes: 'Pack sizes',
  getCall: 'Get a Call',
  letsTalk: "Let's Talk",
  tabs: {
    label: 'Product information',
    description: 'Description',
    features: 'General & Features',
    instructions: 'Instructions',
    video: 'Video Guides',
  },
  missing: {
    description: 'Ask our technical team for the full product description.',
    features: 'Features for this product are available from our technical team on request.',
    instructions: 'Instructions for this product are available from our technical team on request.',
  },
  dosage: 'Dosage:',
  recommendedAdjuvant: 'Recommended adjuvant:',
  videoTitle: (name) => `${name} video guide`,
  gallery: {
    thumbnails: 'Product images',
    thumbnailAlt: (name, index, count) => `${name}, image ${index} of ${count}`,
  },
  hot: 'Hot product',
  related: { heading: 'Related products', carousel: 'Related products carousel' },
  seo: {
    title: (nameAndCode, group) => `${nameAndCode} – ${group}`,
    recordLead: true,
    fallbackLead: (nameAndCode, companyName) => `${nameAndCode} from ${companyName}.`,
    packs: 'Packs of 50 kg and 200 kg; made in Indore, India.',
  },
};

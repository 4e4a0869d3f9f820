import type { ProductCopy } from './types.ts';

/** The words of a Hindi product page (see ./types.ts). */
export const productCopyHi: ProductCopy = {
  productCode: 'उत्पाद कोड:',
  packSizes: 'पैक साइज़',
  getCall: 'हमसे कॉल पाएँ',
  letsTalk: 'बात करें',
  tabs: {
    label: 'उत्पाद की जानकारी',
    description: 'विवरण',
    features: 'सामान्य जानकारी और खूबियाँ',
    instructions: 'इस्तेमाल का तरीका',
    video: 'वीडियो गाइड',
  },
  missing: {
    description: 'उत्पाद का पूरा विवरण हमारी तकनीकी टीम से पूछें।',
    features: 'इस उत्पाद की खूबियाँ हमारी तकनीकी टीम से माँगने पर मिलती हैं।',
    instructions: 'इस उत्पाद के इस्तेमाल का तरीका हमारी तकनीकी टीम से माँगने पर मिलता है।',
  },
  dosage: 'मात्रा:',
  recommendedAdjuvant: 'साथ में सुझाया गया एडजुवेंट:',
  videoTitle: (name) => `${name} — वीडियो गाइड`,
  gallery: {
    thumbnails: 'उत्पाद की तस्वीरें',
    // The list around the thumbnails already says whose pictures they are.
    thumbnailAlt: (_name, index, count) => `${count} में से तस्वीर ${index}`,
  },
  hot: 'सबसे ज़्यादा माँग',
  related: { heading: 'मिलते-जुलते उत्पाद', carousel: 'मिलते-जुलते उत्पादों की पट्टी' },
  seo: {
    // The record's names are English: the words around them say the page is in Hindi.
    title: (nameAndCode, group) => `${nameAndCode} – ${group}: उत्पाद की जानकारी`,
    recordLead: false,
    fallbackLead: (nameAndCode, companyName) => `${companyName} का ${nameAndCode}।`,
    packs: '50 kg और 200 kg के पैक; इंदौर, भारत में बना।',
  },
};

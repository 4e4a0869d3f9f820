/**
 * The words of the 404 page in each language. A missing /hi/… address is answered with the Hindi
 * page and every other one with the English page, by both servers (scripts/delivery/not-found.ts).
 * Paths stay locale-free here and are localized where linked.
 */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';

export interface NotFoundCopy {
  title: string;
  description: string;
  heading: string;
  /** Beside the status code. */
  status: string;
  explanation: string;
  home: string;
  categories: string;
  /** What the page offers for an old link whose product or category is not found under its name. */
  nearest: {
    heading: string;
    /** Around the name read from the address, which is set in quotes between them. */
    leadBefore: string;
    leadAfter: string;
    /** Beside an offered page's name: its kind, then a product's code, a sub-category's category or a post's date. */
    product: string;
    category: string;
    article: string;
  };
  /** Offered for an old link to an article: the words before and after the Resource Center's link. */
  articles: { before: string; link: string; after: string };
}

const notFoundCopies: Editions<NotFoundCopy> = {
  en: {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    heading: 'Unexpected Application Error!',
    status: 'Not Found',
    explanation: 'The address may be mistyped, or the page may have moved when our catalogue was updated.',
    home: 'Go to the home page',
    categories: 'Browse categories',
    nearest: {
      heading: 'Pages with a similar name',
      leadBefore: 'You were looking for ',
      leadAfter: '. These of our pages match it best:',
      product: 'Product',
      category: 'Category',
      article: 'Article',
    },
    articles: {
      before: 'Looking for an article? Every post we have published is listed in the ',
      link: 'Resource Center',
      after: '.',
    },
  },
  hi: {
    title: 'पेज नहीं मिला',
    description: 'आपने जो पेज खोला, वह मौजूद नहीं है।',
    heading: 'यह पेज नहीं मिला',
    status: 'पेज नहीं मिला',
    explanation: 'हो सकता है पता लिखने में गलती हुई हो, या उत्पाद सूची बदलने पर पेज किसी नए पते पर चला गया हो।',
    home: 'होम पेज पर जाएँ',
    categories: 'उत्पाद श्रेणियाँ देखें',
    nearest: {
      heading: 'मिलते-जुलते नाम वाले पेज',
      leadBefore: 'आप ',
      leadAfter: ' खोज रहे थे। हमारे ये पेज उससे सबसे ज़्यादा मिलते हैं:',
      product: 'उत्पाद',
      category: 'श्रेणी',
      article: 'लेख',
    },
    articles: { before: 'कोई लेख खोज रहे हैं? हमारे सभी लेख ', link: 'जानकारी केंद्र', after: ' में हैं।' },
  },
};

export function getNotFoundCopy(locale: Locale): NotFoundCopy {
  return notFoundCopies[locale];
}

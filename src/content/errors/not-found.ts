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
  },
  hi: {
    title: 'पेज नहीं मिला',
    description: 'आपने जो पेज खोला, वह मौजूद नहीं है।',
    heading: 'यह पेज नहीं मिला',
    status: 'पेज नहीं मिला',
    explanation: 'हो सकता है पता लिखने में गलती हुई हो, या उत्पाद सूची बदलने पर पेज किसी नए पते पर चला गया हो।',
    home: 'होम पेज पर जाएँ',
    categories: 'उत्पाद श्रेणियाँ देखें',
  },
};

export function getNotFoundCopy(locale: Locale): NotFoundCopy {
  return notFoundCopies[locale];
}

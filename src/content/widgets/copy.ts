/** The words of the site's small shared parts, in the page's language (./types.ts). */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { widgetCopyEn } from './copy-en.ts';
import { widgetCopyHi } from './copy-hi.ts';
import type { WidgetCopy } from './types.ts';

const widgetCopies: Editions<WidgetCopy> = { en: widgetCopyEn, hi: widgetCopyHi };

export function getWidgetCopy(locale: Locale): WidgetCopy {
  return widgetCopies[locale];
}

export type { WidgetCopy } from './types.ts';

/**
 * The words the form mounts render with the page (dialog frames, fallbacks), in the page's language
 * (./types.ts). Rendered at build time only: no island imports them.
 */
import type { Editions, Locale } from '../../lib/i18n/locale.ts';
import { mountCopyEn } from './mount-en.ts';
import { mountCopyHi } from './mount-hi.ts';
import type { MountCopy } from './types.ts';

const mountCopies: Editions<MountCopy> = { en: mountCopyEn, hi: mountCopyHi };

export function getMountCopy(locale: Locale): MountCopy {
  return mountCopies[locale];
}

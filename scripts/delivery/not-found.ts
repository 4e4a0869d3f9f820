/**
 * The 404 page of each edition: a missing address under /hi/ is answered with the Hindi page, every
 * other one with the English page. scripts/serve.ts and the nginx config (./nginx/site.conf, and the
 * Cache-Control map of ./nginx.ts) follow the same rule.
 */
import { localeOfPath, type Editions } from '../../src/lib/i18n/locale.ts';

/** The 404 page of each language, as a path of dist/. */
export const notFoundPages: Editions<string> = { en: '/404.html', hi: '/hi/404.html' };

/** The 404 page that answers a missing path. */
export const notFoundPageFor = (pathname: string): string => notFoundPages[localeOfPath(pathname)];

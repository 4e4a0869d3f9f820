import type { Node } from '../../src/lib/catalogue/routes.ts';
import { createSiteData, type SiteData } from '../../src/lib/site-data.ts';
import { readSnapshot } from './site.ts';

/** The site's data of the test build, made from its snapshot exactly as the pages make it. */
export function loadSiteData(): SiteData {
  return createSiteData(readSnapshot());
}

export type TestNode = Node;

/** Escapes text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

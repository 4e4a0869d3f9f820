import type { Page } from '@playwright/test';

/** The fields the tests read of each schema.org type the pages describe themselves with. */
export interface JsonLdNodes {
  BreadcrumbList: { itemListElement: Array<{ name: string }> };
  BlogPosting: { headline: string };
  JobPosting: { title: string; identifier: { value: string }; datePosted: string; baseSalary?: unknown };
}

/**
 * The nodes of one @type in the page's <script type="application/ld+json"> blocks, in page order.
 * Only the @type is checked here: the fields are what the tests assert on.
 */
export async function readJsonLd<T extends keyof JsonLdNodes>(page: Page, type: T): Promise<Array<JsonLdNodes[T]>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text): unknown => JSON.parse(text))
    .filter(
      (node): node is JsonLdNodes[T] =>
        typeof node === 'object' && node !== null && (node as { '@type'?: unknown })['@type'] === type,
    );
}

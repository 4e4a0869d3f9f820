import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import Pager from '../../../src/components/catalogue/Pager.astro';
import ProductNameGroup from '../../../src/components/catalogue/ProductNameGroup.astro';
import ProductSection from '../../../src/components/catalogue/ProductSection.astro';
import type { ProductGroup } from '../../../src/lib/catalogue/listing.ts';
import type { ListedProduct } from '../../../src/lib/catalogue/products.ts';
import { showComponent, useChromiumPage } from '../../support/chromium-page.ts';

/*
 * The pager and a /products group rendered from the components alone, at sizes the seed catalogue does
 * not reach (hundreds of pages, a group of more names than /products shows), and read in Chromium by role.
 */

let page: Page;
useChromiumPage((opened) => (page = opened));

const render = (
  component: Parameters<typeof showComponent>[1],
  props: Record<string, unknown>,
  path = '/products/Agro/0',
) => showComponent(page, component, props, path);

const hrefOf = (name: string | RegExp) => page.getByRole('link', { name, exact: true }).getAttribute('href');

describe('pager', () => {
  const path = '/products/Agro_-_Emulsifiers/1';

  it('on the first of two pages: no Previous link, Next and page 2 lead to page 2', async () => {
    await render(Pager, { name: 'Agro - Emulsifiers', path, current: 1, count: 2 });
    const pager = page.getByRole('navigation', { name: 'Pages of Agro - Emulsifiers products' });
    await expect(pager.isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: /Previous/ }).count()).resolves.toBe(0);
    await expect(page.getByText('Previous').getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(hrefOf(/Next/)).resolves.toBe(`${path}/page/2`);
    await expect(hrefOf('Page 1')).resolves.toBe(path);
    await expect(hrefOf('Page 2')).resolves.toBe(`${path}/page/2`);
    await expect(page.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).resolves.toBe('page');
  });

  it('in the middle of 200 pages: the first, the last and the neighbours, with gaps', async () => {
    await render(Pager, { name: 'Agro', path, current: 100, count: 200 });
    const numbers = await page.locator('ol li').allTextContents();
    expect(numbers.map((text) => text.trim())).toEqual(['1', '…', '99', '100', '101', '…', '200']);
    await expect(hrefOf(/Previous/)).resolves.toBe(`${path}/page/99`);
    await expect(hrefOf(/Next/)).resolves.toBe(`${path}/page/101`);
    await expect(page.getByRole('link', { name: 'Page 100' }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(page.getByRole('link', { name: 'Page 99' }).getAttribute('aria-current')).resolves.toBeNull();
  });

  it('on the last page: no Next link', async () => {
    await render(Pager, { name: 'Agro', path, current: 3, count: 3 });
    await expect(page.getByRole('link', { name: /Next/ }).count()).resolves.toBe(0);
    await expect(hrefOf(/Previous/)).resolves.toBe(`${path}/page/2`);
  });

  it('in Hindi: Hindi words and the Hindi edition’s addresses', async () => {
    await render(Pager, { name: 'Agro', path, current: 1, count: 2 }, `/hi${path}`);
    await expect(hrefOf(/अगला/)).resolves.toBe(`/hi${path}/page/2`);
    await expect(hrefOf('पेज 1')).resolves.toBe(`/hi${path}`);
  });
});

describe('a group of /products', () => {
  const products = (count: number) =>
    Array.from(
      { length: count },
      (_, index) =>
        ({
          name: `Emulsifier ${index + 1}`,
          code: `EM ${index + 1}`,
          hot: false,
          cardPath: `/product-details/Emulsifier_${index + 1}/EM_${index + 1}`,
        }) as unknown as ListedProduct,
    );
  const group = (count: number): ProductGroup<ListedProduct> => ({
    node: null,
    title: 'Oil Emulsifier',
    products: products(count),
  });
  const listingPath = '/category/Oil_Emulsifier/1';

  it('lists every name of a short group, with no See all link', async () => {
    await render(ProductNameGroup, { group: group(24), titled: true, listingPath });
    await expect(page.getByRole('listitem').count()).resolves.toBe(24);
    await expect(page.getByRole('link', { name: /See all/ }).count()).resolves.toBe(0);
  });

  it('shows a long group’s first names and links its full listing by its size and name', async () => {
    await render(ProductNameGroup, { group: group(300), titled: true, listingPath });
    await expect(page.getByRole('listitem').count()).resolves.toBe(24);
    await expect(hrefOf(/^Emulsifier 24(?!\d)/)).resolves.toBe('/product-details/Emulsifier_24/EM_24');
    await expect(page.getByRole('link', { name: /^Emulsifier 25(?!\d)/ }).count()).resolves.toBe(0);
    await expect(hrefOf('See all 300: Oil Emulsifier')).resolves.toBe(listingPath);
  });
});

describe('a product section that shows the first of more products', () => {
  const products = Array.from(
    { length: 48 },
    (_, index) =>
      ({
        id: String(index + 1),
        name: `Grade ${index + 1}`,
        code: null,
        hot: false,
        cardPath: `/product-details/Grade_${index + 1}`,
      }) as unknown as ListedProduct,
  );
  const section = (extra: Record<string, unknown>) =>
    render(ProductSection, {
      name: 'Agro - Emulsifiers',
      groups: [{ node: null, title: 'Agro - Emulsifiers', products }],
      layout: 13,
      ...extra,
    });

  it('counts them as a part of all, and links the rest', async () => {
    await section({
      total: 300,
      more: { href: '/products/Agro_-_Emulsifiers/1/page/2', label: ['See all 300 ', ' products'] },
    });
    await expect(page.getByText('Products 1–48 of 300').count()).resolves.toBe(1);
    await expect(hrefOf(/^See all 300 Agro - Emulsifiers products$/)).resolves.toBe(
      '/products/Agro_-_Emulsifiers/1/page/2',
    );
  });

  it('counts them plainly when they are all there is', async () => {
    await section({ total: 48 });
    await expect(page.getByText('48 products', { exact: true }).count()).resolves.toBe(1);
  });
});

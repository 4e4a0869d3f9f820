import { expect, test, type Page } from '@playwright/test';
import { decodeQR } from 'qr/decode.js';
import { getContactChannel } from '../../src/content/company/contact-channels.ts';
import { company, formatAddress } from '../../src/content/company/identity.ts';
import { printCopyHi } from '../../src/content/print/copy-hi.ts';
import { getProductDetailPath } from '../../src/lib/paths.ts';
import { readSnapshot } from '../support/site.ts';

/*
 * The printed product sheet (src/styles/print.css, src/components/print/): read in print emulation
 * by role and text, and printed to A4 PDF to count its pages.
 */

const product = readSnapshot().products.find(
  (candidate) =>
    candidate.code &&
    candidate.images.length > 0 &&
    candidate.generalFeatures.length > 0 &&
    candidate.instructions.length > 0 &&
    candidate.dosage,
)!;
const productPath = getProductDetailPath(product.name, product.code);
const fixedPages = ['/Orthosilicic_Acid', '/Fensil360', '/MultiBalance4IN1', '/Pheromones', '/SliconSprSpreder'];

const canonicalOf = async (page: Page) => (await page.locator('link[rel="canonical"]').getAttribute('href'))!;

/** The page objects of a PDF (`/Type /Page`, not the `/Type /Pages` tree above them). */
const countPdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/** A RegExp matching `text` whole: Playwright's plain-string text match misses some Devanagari sentences. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The page's QR code as Chromium paints it, read back by a decoder. */
async function readQrCode(page: Page, name: RegExp = /^QR code of /): Promise<string> {
  const qr = page.getByRole('img', { name });
  const pixels = 300;
  const data = await qr.evaluate(async (svg, size) => {
    const copy = svg.cloneNode(true) as SVGSVGElement;
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    copy.setAttribute('width', String(size));
    copy.setAttribute('height', String(size));
    const image = new Image();
    image.src = `data:image/svg+xml,${encodeURIComponent(copy.outerHTML)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 0, 0);
    return [...context.getImageData(0, 0, size, size).data];
  }, pixels);
  return decodeQR({ width: pixels, height: pixels, data: Uint8Array.from(data) });
}

test('on screen: "Print this sheet" opens the print dialog; the sheet block stays hidden', async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => {
      document.documentElement.dataset['printed'] = 'yes';
    };
  });
  await page.goto(productPath);
  await expect(page.getByRole('img', { name: /^QR code of / })).toHaveCount(0);
  await expect(page.getByText('This page online:')).toBeHidden();
  await page.getByRole('button', { name: 'Print this sheet' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-printed', 'yes');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the print button, which could not work, is not shown', async ({ page }) => {
    await page.goto(productPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.locator('print-button button')).toBeHidden();
  });
});

test('printed, a product page is a sheet: the product, its tabs in full, the contacts, its address and QR code', async ({
  page,
}) => {
  await page.goto(productPath);
  await page.emulateMedia({ media: 'print' });
  const url = await canonicalOf(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByText(`Product code: ${product.code}`)).toBeVisible();
  await expect(page.getByText('50kG / 200kG')).toBeVisible();
  for (const heading of ['Description', 'General & Features', 'Instructions'])
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  const panel = (name: string) => page.getByRole('tabpanel', { name });
  await expect(panel('Description').getByText(product.description, { exact: true })).toBeVisible();
  await expect(panel('Description').getByText(product.dosage!)).toBeVisible();
  await expect(panel('General & Features').getByText(product.generalFeatures.at(-1)!, { exact: true })).toBeVisible();
  await expect(panel('Instructions').getByText(product.instructions.at(-1)!, { exact: true })).toBeVisible();

  const sheet = page.getByRole('complementary', { name: 'Contacts and address of this sheet' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(company.legalName)).toBeVisible();
  await expect(sheet.getByText(formatAddress())).toBeVisible();
  for (const kind of ['phone', 'email', 'whatsapp'] as const) {
    const channel = getContactChannel(kind);
    await expect(sheet.getByText(`${channel.label}: ${channel.text}`)).toBeVisible();
  }
  await expect(sheet.getByText(`This page online: ${url}`)).toBeVisible();
  const qr = sheet.getByRole('img', { name: `QR code of ${url}` });
  await expect(qr).toBeVisible();
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThan(80);
  expect(await readQrCode(page)).toBe(url);

  // What a sheet does without.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Related products' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Related products carousel' })).toHaveCount(0);
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Get a Call|Let's Talk/ })).toHaveCount(0);
  await expect(page.getByRole('dialog', { includeHidden: true }).first()).toBeHidden();
});

test('printed, a product page is black on white', async ({ page }) => {
  await page.goto(productPath);
  await page.emulateMedia({ media: 'print' });
  const colours = await page.evaluate(() => {
    const seen = new Set<string>();
    for (const element of document.querySelectorAll('main *, .sheet *')) {
      if (!(element as HTMLElement).offsetParent || !element.textContent.trim()) continue;
      const style = getComputedStyle(element);
      seen.add(`${style.color} on ${style.backgroundColor}`);
    }
    return [...seen];
  });
  expect(colours).toEqual(['rgb(0, 0, 0) on rgba(0, 0, 0, 0)']);
});

test('printed, each fixed product page carries the sheet block with its own address', async ({ page }) => {
  for (const path of fixedPages) {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });
    const url = await canonicalOf(page);
    await expect(page.getByText(`This page online: ${url}`), path).toBeVisible();
    await expect(page.getByRole('img', { name: `QR code of ${url}` }), path).toBeVisible();
    await expect(page.getByRole('navigation'), path).toHaveCount(0);
    await expect(page.getByRole('link', { name: /WhatsApp us|Talk to us|Browse categories/ }), path).toHaveCount(0);
    await page.emulateMedia({ media: 'screen' });
  }
});

test('printed, a Hindi fixed product page is a Hindi sheet whose QR code gives the Hindi address', async ({ page }) => {
  test.slow();
  for (const path of fixedPages.map((each) => `/hi${each}`)) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: printCopyHi.printButton }), path).toHaveCount(
      path === '/hi/SliconSprSpreder' ? 0 : 1,
    );
    await page.emulateMedia({ media: 'print' });
    const url = await canonicalOf(page);
    expect(new URL(url).pathname, path).toBe(path);
    const sheet = page.getByRole('complementary', { name: printCopyHi.sheetLabel });
    await expect(sheet, path).toBeVisible();
    for (const kind of ['phone', 'email', 'whatsapp'] as const)
      await expect(
        sheet.getByText(exactly(`${printCopyHi.channels[kind]}: ${getContactChannel(kind).text}`)),
        path,
      ).toBeVisible();
    await expect(sheet.getByText(exactly(`${printCopyHi.online} ${url}`)), path).toBeVisible();
    await expect(sheet.getByRole('img', { name: printCopyHi.qrLabel(url) }), path).toBeVisible();
    expect(await readQrCode(page, exactly(printCopyHi.qrLabel(url))), path).toBe(url);
    await page.emulateMedia({ media: 'screen' });
  }
});

test('on A4 paper, a product page and every fixed product page print on one or two pages', async ({ page }) => {
  test.slow();
  for (const path of [productPath, ...fixedPages, ...fixedPages.map((each) => `/hi${each}`)]) {
    await page.goto(path);
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    const pages = countPdfPages(pdf);
    expect(pages, `${path}: ${pages} pages`).toBeGreaterThanOrEqual(1);
    expect(pages, `${path}: ${pages} pages`).toBeLessThanOrEqual(2);
  }
});

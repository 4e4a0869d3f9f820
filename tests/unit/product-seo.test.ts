import { describe, expect, it } from 'vitest';
import { getProductCopy } from '../../src/content/product/copy.ts';
import { createSiteData } from '../../src/lib/site-data.ts';
import { getProductSeo } from '../../src/lib/seo/product.ts';
import { product, snapshot } from '../support/records.ts';

const [withCode, withoutCode] = createSiteData(
  snapshot([
    product('1', 'Chelated Zinc EDTA 12%', { code: 'FX FR 05', description: 'Zinc for foliar sprays.' }),
    product('2', 'Bentonite Sulphur 90% Granules', { description: '' }),
  ]),
).products;

describe('a product page title', () => {
  it('names the product, its code and its group', () => {
    expect(getProductSeo(withCode!, getProductCopy('en').seo).title).toBe(
      'Chelated Zinc EDTA 12% (FX FR 05) – Fertilizers',
    );
    expect(getProductSeo(withoutCode!, getProductCopy('en').seo).title).toBe(
      'Bentonite Sulphur 90% Granules – Fertilizers',
    );
  });

  it('in Hindi, says in Hindi what the page is around the English record names', () => {
    const { title } = getProductSeo(withCode!, getProductCopy('hi').seo);
    expect(title).toBe('Chelated Zinc EDTA 12% (FX FR 05) – Fertilizers: उत्पाद की जानकारी');
  });
});

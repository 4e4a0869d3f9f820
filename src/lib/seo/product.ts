import { company } from '../../content/company/identity.ts';
import type { CatalogueProduct } from '../catalogue/products.ts';
import { truncateWords } from '../text.ts';

/** Title and description a search engine shows for a product page. */
export function getProductSeo(product: CatalogueProduct): { title: string; description: string } {
  const code = product.code ? ` (${product.code})` : '';
  const lead = product.description
    ? truncateWords(product.description, 26)
    : `${product.name}${code} from ${company.name}.`;
  return {
    title: `${product.name}${code} – ${product.subCategory?.name ?? product.category.name}`,
    description: `${lead} Packs of 50 kg and 200 kg; made in Indore, India.`.slice(0, 300),
  };
}

/** schema.org Product for a product page. */
export function productJsonLd(product: CatalogueProduct, site: URL): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.code ? { sku: product.code, mpn: product.code } : {}),
    description: product.description || undefined,
    image: product.images.length ? product.images : undefined,
    category: [product.category.name, product.subCategory?.name].filter(Boolean).join(' > '),
    brand: { '@type': 'Brand', name: company.name },
    manufacturer: { '@type': 'Organization', name: company.legalName },
    url: new URL(product.detailPath, site).href,
  };
}

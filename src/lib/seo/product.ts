import { company } from '../../content/company/identity.ts';
import type { ProductCopy } from '../../content/product/copy.ts';
import type { CatalogueProduct } from '../catalogue/products.ts';
import { truncateWords } from '../text.ts';

/** Title and description a search engine shows for a product page. */
export function getProductSeo(
  product: CatalogueProduct,
  copy: ProductCopy['seo'],
): { title: string; description: string } {
  const code = product.code ? ` (${product.code})` : '';
  const lead =
    product.description && copy.recordLead
      ? truncateWords(product.description, 26)
      : copy.fallbackLead(`${product.name}${code}`, company.name);
  return {
    title: copy.title(`${product.name}${code}`, product.subCategory?.name ?? product.category.name),
    description: `${lead} ${copy.packs}`.slice(0, 300),
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

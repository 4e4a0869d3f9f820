/** The old site's links: spaces become underscores and each part is URL-encoded. */
const segment = (text: string) => encodeURIComponent(text.replaceAll(' ', '_'));

export const productPath = (product: { Name: string; ProductCode: string }) =>
  `/product-details/${[product.Name, product.ProductCode].filter(Boolean).map(segment).join('/')}`;

export const categoryPath = (name: string) => `/category/${segment(name)}`;

export const blogPath = (title: string) => `/Blog/${segment(title)}`;

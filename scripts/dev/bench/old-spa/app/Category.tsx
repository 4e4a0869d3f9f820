import { getCategoryImagePaths } from '../../../../../src/content/company/image-paths.ts';
import { CARD_WIDTHS, WIDE_WIDTHS } from '../../../../../src/lib/images/widths.ts';
import { calls, succeeded, useApi } from './api.ts';
import { productPath } from './paths.ts';
import { Picture } from './Picture.tsx';

interface Props {
  /** The route's name segment (underscores, percent-escapes) and its optional value (0: a category). */
  name: string;
  value: string;
}

/**
 * /category/{name}: the hero at once, the product cards when getAllProductByCategory answers. The old
 * site took the hero's picture from the navigation state, which a visitor arriving by a link does not
 * have; it is taken by name here, so that both pages show the same picture.
 */
export function Category({ name, value }: Props) {
  const title = decodeURIComponent(name).replaceAll('_', ' ');
  const listing = useApi(calls.productsByCategory(title, Number(value || 0)));
  return (
    <>
      <header className="hero hero--category">
        <Picture
          source={getCategoryImagePaths(title).wide}
          widths={WIDE_WIDTHS}
          sizes="100vw"
          alt=""
          width={1600}
          height={600}
          priority
        />
        <div className="container hero__content">
          <h1>{title}</h1>
          <nav aria-label="On this page">
            <a href="#overview">Overview</a> <a href="#why-us">Why us</a> <a href="#product">Product</a>
          </nav>
        </div>
      </header>
      <section id="product" className="container section" aria-label="Products">
        {listing && succeeded(listing) ? (
          <ul className="cards">
            {(listing.data ?? []).map((product) => (
              <li key={product._id} className={product.HotProduct ? 'hot' : undefined}>
                <a className="card" href={productPath(product)}>
                  <Picture
                    source={product.Image[0] ?? ''}
                    widths={CARD_WIDTHS}
                    sizes="(min-width: 1200px) 270px, (min-width: 900px) 23vw, (min-width: 500px) 30vw, 45vw"
                    alt=""
                    width={400}
                    height={400}
                  />
                  <span>{product.Name}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <div className="skeleton skeleton--block" />
        )}
      </section>
    </>
  );
}

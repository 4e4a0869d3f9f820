import { useState } from 'react';
import { getCategoryImagePaths } from '../../../../../src/content/company/image-paths.ts';
import { CARD_WIDTHS, WIDE_WIDTHS } from '../../../../../src/lib/images/widths.ts';
import { calls, succeeded, useApi, type Product, type Ref } from './api.ts';
import { config } from './config.ts';
import { blogPath, categoryPath } from './paths.ts';
import { Picture } from './Picture.tsx';

/**
 * The home page: the banner and the welcome text are in the bundle and show as soon as it has run;
 * the finder and the category cards wait for GetAllProduct, the blog cards for getAllBlogs.
 */
export function Home() {
  const catalogue = useApi(calls.catalogue());
  const blogs = useApi(calls.blogs());
  const categories = catalogue && succeeded(catalogue) ? (catalogue.categories ?? []) : undefined;
  const { banner } = config;
  return (
    <>
      <section className="hero" aria-label="Welcome banner">
        <Picture
          source={banner.src}
          widths={WIDE_WIDTHS}
          sizes="100vw"
          alt={banner.alt}
          width={banner.width}
          height={banner.height}
          priority
        />
        <div className="container hero__content">
          <h1>{banner.headline}</h1>
          <p>{banner.subline}</p>
          <a className="button" href="/Categories">
            Explore our products
          </a>
        </div>
      </section>

      <section className="container section">
        <h2>Welcome to {config.brandName}</h2>
        <p>
          We are among the leading manufacturers and suppliers of industrial chemicals: agro surfactants and
          emulsifiers, silicone super spreaders, fertilizers, paint additives and cleaning chemicals.
        </p>
      </section>

      <Finder categories={categories} products={catalogue?.products} />

      <section className="container section" aria-labelledby="products-heading">
        <h2 id="products-heading">OUR PRODUCTS - What we offer</h2>
        {categories ? (
          <ul className="cards">
            {categories.map((category) => (
              <li key={category._id}>
                <a className="card" href={categoryPath(category.Name)}>
                  <Picture
                    source={getCategoryImagePaths(category.Name).square}
                    widths={CARD_WIDTHS}
                    sizes="(min-width: 1025px) 280px, (min-width: 601px) 31vw, 47vw"
                    alt=""
                    width={600}
                    height={600}
                  />
                  <span>{category.Name}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <div className="skeleton skeleton--block" />
        )}
      </section>

      <section className="container section" aria-labelledby="blogs-heading">
        <h2 id="blogs-heading">Blogs and events</h2>
        {blogs && succeeded(blogs) ? (
          <ul className="cards cards--blogs">
            {(blogs.data ?? []).map((blog, index) => (
              <li key={blog._id} className={index < 2 ? 'big' : undefined}>
                <a className="card" href={blogPath(blog.title)}>
                  <Picture
                    source={blog.image}
                    widths={CARD_WIDTHS}
                    sizes="(min-width: 1200px) 560px, (min-width: 760px) 48vw, calc(100vw - 2rem)"
                    alt=""
                    width={800}
                    height={450}
                  />
                  <span>{blog.title}</span>
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

/** "Tell us what's in your mind": search stays disabled until a category is chosen. */
function Finder({ categories, products }: { categories: Ref[] | undefined; products: Product[] | undefined }) {
  const [category, setCategory] = useState('');
  const choices = (products ?? []).filter((product) => product.Categories._id === category);
  return (
    <section className="container section finder" aria-labelledby="finder-heading">
      <h2 id="finder-heading">Tell us what&apos;s in your mind</h2>
      <label>
        Category
        <select
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
          }}
        >
          <option value="">Choose a category</option>
          {(categories ?? []).map((item) => (
            <option key={item._id} value={item._id}>
              {item.Name}
            </option>
          ))}
        </select>
      </label>
      {category && (
        <label>
          Product
          <select>
            {choices.map((product) => (
              <option key={product._id}>{product.Name}</option>
            ))}
          </select>
        </label>
      )}
      <button type="button" className="button" disabled={!category}>
        Search
      </button>
    </section>
  );
}

import { useState } from 'react';
import { CARD_WIDTHS, DEFAULT_WIDTHS, THUMB_WIDTHS } from '../../../../../src/lib/images/widths.ts';
import { calls, succeeded, useApi } from './api.ts';
import { productPath } from './paths.ts';
import { Picture } from './Picture.tsx';

interface Props {
  /** The route's name and code segments, as they are in the address (underscores, percent-escapes). */
  name: string;
  code: string;
}

const TABS = ['Description', 'General & Features', 'Instructions', 'Video Guides'] as const;
type Tab = (typeof TABS)[number];

/** The old site cut the description to 50 words. */
const preview = (text: string) => {
  const words = text.split(/\s+/);
  return words.length > 50 ? `${words.slice(0, 50).join(' ')}...` : text;
};

/**
 * /product-details/{name}/{code}: nothing but a skeleton until the product arrives from the API, then
 * its gallery, summary and tabs; the related products follow from their own call.
 */
export function ProductDetail({ name, code }: Props) {
  const params = code ? `${name}/${code}` : name;
  const answer = useApi(calls.product(params));
  const related = useApi(calls.sameCategory(params));
  const [tab, setTab] = useState<Tab>('Description');
  const [shown, setShown] = useState(0);

  if (!answer) return <ProductSkeleton />;
  const product = succeeded(answer) ? answer.data : undefined;
  if (!product) return <p className="container">Product not found.</p>;

  const tabs = TABS.filter((item) => item !== 'Video Guides' || product.VideoGuides);
  const image = product.Image[shown] ?? product.Image[0] ?? '';
  return (
    <article className="container detail">
      <div className="gallery">
        <Picture
          source={image}
          widths={DEFAULT_WIDTHS}
          sizes="(min-width: 1200px) 500px, (min-width: 800px) 42vw, calc(100vw - 2rem)"
          alt={product.Name}
          width={800}
          height={800}
          priority
        />
        <div className="thumbs">
          {product.Image.map((source, index) => (
            <button
              key={source}
              type="button"
              aria-pressed={index === shown}
              onClick={() => {
                setShown(index);
              }}
            >
              <Picture
                source={source}
                widths={THUMB_WIDTHS}
                sizes="72px"
                alt={`${product.Name}, image ${index + 1} of ${product.Image.length}`}
                width={96}
                height={96}
              />
            </button>
          ))}
        </div>
      </div>
      <div className="summary">
        <p className="muted">
          {product.Categories.Name}
          {product.SubCategories ? ` / ${product.SubCategories.Name}` : ''}
        </p>
        <h1>{product.Name}</h1>
        {product.ProductCode && (
          <p>
            Product code: <strong>{product.ProductCode}</strong>
          </p>
        )}
        <p>{preview(product.description)}</p>
        <p className="actions">
          <button type="button" className="button">
            Get a Call
          </button>
          <a className="button button--ghost" href="https://wa.me/">
            Let&apos;s Talk
          </a>
        </p>
        <p className="muted">50kG / 200kG</p>
      </div>
      <div className="tabs">
        <div role="tablist" aria-label="Product information">
          {tabs.map((item) => (
            <button
              key={item}
              type="button"
              role="tab"
              aria-selected={item === tab}
              onClick={() => {
                setTab(item);
              }}
            >
              {item}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={tab}>
          {tab === 'Description' && <p>{product.description}</p>}
          {tab === 'General & Features' && (
            <ul>
              {product.General_Features.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {tab === 'Instructions' && (
            <ul>
              {product.Instructions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {tab === 'Video Guides' && <a href={product.VideoGuides}>Watch the video guide</a>}
        </div>
      </div>
      {related && succeeded(related) && (
        <section className="related" aria-label="Related products">
          <h2>Related products</h2>
          {/* The old page shuffled these; kept in order here so that every run loads the same pictures. */}
          <ul className="cards">
            {(related.products ?? []).slice(0, 10).map((item) => (
              <li key={item._id}>
                <a className="card" href={productPath(item)}>
                  <Picture
                    source={item.Image[0] ?? ''}
                    widths={CARD_WIDTHS}
                    sizes="(min-width: 1200px) 270px, (min-width: 900px) 23vw, (min-width: 500px) 30vw, 45vw"
                    alt=""
                    width={400}
                    height={400}
                  />
                  <span>{item.Name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function ProductSkeleton() {
  return (
    <div className="container detail" aria-busy="true">
      <div className="skeleton skeleton--square" />
      <div className="summary">
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--block" />
      </div>
    </div>
  );
}

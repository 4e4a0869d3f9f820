import { useEffect, useId, useState, type FormEvent } from 'react';
import { FinderSchema, firstProblem } from '../../lib/validation/forms.ts';
import { CategoryOptions, useCatalogueIndex } from '../products/ProductPicker.tsx';
import { notify, shortToastMs } from '../toast/notify.ts';
import { ensureToaster } from '../toast/Toaster.tsx';

/**
 * The home page finder "Tell us what's in your mind" (SPEC.md §2, §4, §5): choose a category,
 * which reveals its products; Search leads to the product's page or the category's page.
 * Search looks disabled until a category is chosen, but stays focusable and clickable
 * (aria-disabled) so that trying it explains why: "Please select a category first."
 */
export default function HomeFinder() {
  const idPrefix = useId();
  const state = useCatalogueIndex();
  const [groupValue, setGroupValue] = useState('');
  const [productValue, setProductValue] = useState('');

  useEffect(() => ensureToaster(), []);

  const index = state.status === 'ready' ? state.index : null;
  const group = index && groupValue !== '' ? index.groups[Number(groupValue)] : undefined;
  const products = index && group ? group.items.map((item) => index.products[item]!).filter(Boolean) : [];

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = firstProblem(FinderSchema, { category: group ? groupValue : '' });
    if (problem || !group) {
      notify({ tone: 'warning', message: problem?.message ?? '' }, shortToastMs);
      document.getElementById(`${idPrefix}-category`)?.focus();
      return;
    }
    const product = productValue === '' ? undefined : products[Number(productValue)];
    window.location.assign(product ? product.path : group.path);
  };

  return (
    <form className="fm-finder" role="search" aria-label="Find a product" onSubmit={search} action="/Categories" method="get">
      <div className="fm-field">
        <label className="fm-label" htmlFor={`${idPrefix}-category`}>
          Category
        </label>
        <select
          id={`${idPrefix}-category`}
          name="category"
          className="fm-input fm-select"
          value={groupValue}
          disabled={!index}
          onChange={(event) => {
            setGroupValue(event.target.value);
            setProductValue('');
          }}
        >
          <option value="">{index ? 'Choose a category' : state.status === 'error' ? 'Categories unavailable' : 'Loading categories…'}</option>
          {index && <CategoryOptions groups={index.groups} />}
        </select>
      </div>
      {group && (
        <div className="fm-field">
          <label className="fm-label" htmlFor={`${idPrefix}-product`}>
            Product
          </label>
          <select id={`${idPrefix}-product`} name="product" className="fm-input fm-select" value={productValue} onChange={(event) => setProductValue(event.target.value)}>
            <option value="">{`All products in ${group.name}`}</option>
            {products.map((product, position) => (
              <option key={product.id} value={position}>
                {product.code ? `${product.name} (${product.code})` : product.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="fm-finder__action">
        <button type="submit" className="button button--accent fm-finder__button" aria-disabled={group ? undefined : true} aria-describedby={group ? undefined : `${idPrefix}-why`}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          Search
        </button>
        {!group && (
          <span id={`${idPrefix}-why`} className="visually-hidden">
            Choose a category first
          </span>
        )}
      </div>
      {state.status === 'error' && <p className="fm-hint">The product list could not be loaded. Browse all categories on the Categories page.</p>}
    </form>
  );
}

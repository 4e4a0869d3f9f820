import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import { FinderSchema, firstProblem } from '../../lib/validation/forms.ts';
import { useWokenForm } from '../hydration/use-woken-form.ts';
import type { CategoryChoice } from '../products/catalogue-index.ts';
import { CategoryOptions, useCategoryChoice } from '../products/ProductPicker.tsx';
import { $catalogueIndex, loadCatalogueIndex } from '../products/store.ts';
import { notify, shortToastMs } from '../toast/notify.ts';
import { ensureToaster } from '../toast/Toaster.tsx';

/**
 * The home page finder "Tell us what's in your mind": choose a category, which reveals its
 * products; Search leads to the product's page or the category's page. Search looks disabled until
 * a category is chosen, but stays focusable and clickable (aria-disabled) so that trying it explains
 * why: "Please select a category first." The category can be chosen before the island wakes.
 */
export default function HomeFinder({ groups }: { groups: readonly CategoryChoice[] }) {
  const idPrefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const productSelect = useRef<HTMLSelectElement>(null);
  const { category, groupValue, setGroupValue, state, group, products } = useCategoryChoice();

  useWokenForm(form);
  useEffect(() => {
    ensureToaster();
  }, []);

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = category.current?.value ?? '';
    const problem = firstProblem(FinderSchema, { category: chosen });
    if (problem) {
      notify({ tone: 'warning', message: problem.message }, shortToastMs);
      category.current?.focus();
      return;
    }
    // A search pressed before the product list arrived still leads somewhere: the category's page.
    const product = productSelect.current?.value ? products[Number(productSelect.current.value)] : undefined;
    const target = product?.path ?? group?.path;
    if (target) {
      window.location.assign(target);
      return;
    }
    // Pressed before the product list arrived: search again once it has, or show every category if it cannot.
    const element = event.currentTarget;
    void loadCatalogueIndex().then(() => {
      if ($catalogueIndex.get().status === 'ready') element.requestSubmit();
      else window.location.assign('/Categories');
    });
  };

  const chosen = groupValue !== '';
  return (
    <form
      ref={form}
      className="fm-finder"
      role="search"
      aria-label="Find a product"
      onSubmit={search}
      action="/Categories"
      method="get"
    >
      <div className="fm-field">
        <label className="fm-label" htmlFor={`${idPrefix}-category`}>
          Category
        </label>
        <select
          id={`${idPrefix}-category`}
          ref={category}
          name="category"
          className="fm-input fm-select"
          defaultValue=""
          onChange={(event) => {
            setGroupValue(event.target.value);
          }}
        >
          <option value="">Choose a category</option>
          <CategoryOptions groups={groups} />
        </select>
      </div>
      {chosen && (
        <div className="fm-field">
          <label className="fm-label" htmlFor={`${idPrefix}-product`}>
            Product
          </label>
          <select
            id={`${idPrefix}-product`}
            key={groupValue}
            ref={productSelect}
            name="product"
            className="fm-input fm-select"
            defaultValue=""
            disabled={!group}
          >
            <option value="">{group ? `All products in ${group.name}` : 'Loading products…'}</option>
            {products.map((product, position) => (
              <option key={product.id} value={position}>
                {product.code ? `${product.name} (${product.code})` : product.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="fm-finder__action">
        <button
          type="submit"
          className="button button--accent fm-finder__button"
          aria-disabled={chosen ? undefined : true}
          aria-describedby={chosen ? undefined : `${idPrefix}-why`}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          Search
        </button>
        {!chosen && (
          <span id={`${idPrefix}-why`} className="visually-hidden">
            Choose a category first
          </span>
        )}
      </div>
      {state.status === 'error' && (
        <p className="fm-hint">The product list could not be loaded. Browse all categories on the Categories page.</p>
      )}
    </form>
  );
}

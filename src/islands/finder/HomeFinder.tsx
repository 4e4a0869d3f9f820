import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import type { FinderCopy, FormsCopy } from '../../content/forms/types.ts';
import { localizePath, type Locale } from '../../lib/i18n/locale.ts';
import { FinderSchema, firstProblem } from '../../lib/validation/forms.ts';
import { FormWords } from '../forms/words.ts';
import { useWokenForm } from '../hydration/use-woken-form.ts';
import type { CategoryChoice } from '../products/catalogue-index.ts';
import { CategoryOptions, useCategoryChoice } from '../products/ProductPicker.tsx';
import { $catalogueIndex, loadCatalogueIndex } from '../products/store.ts';
import { notify, shortToastMs } from '../toast/notify.ts';
import { ensureToaster } from '../toast/Toaster.tsx';
import { rememberChoice, rememberedChoice } from './remembered-choice.ts';

/**
 * The home page finder "Tell us what's in your mind": choose a category, which reveals its
 * products; Search leads to the product's page or the category's page. Search looks disabled until
 * a category is chosen, but stays focusable and clickable (aria-disabled) so that trying it explains
 * why: "Please select a category first." The category can be chosen before the island wakes. Pages
 * are reached in the page's language. Back from a Search shows the finder as it was left.
 */
export function HomeFinder({
  groups,
  copy,
  words,
  locale,
}: {
  groups: readonly CategoryChoice[];
  copy: FormsCopy;
  words: FinderCopy;
  /** The language of the pages it leads to. */
  locale: Locale;
}) {
  const idPrefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const productSelect = useRef<HTMLSelectElement>(null);
  const { category, groupValue, setGroupValue, state, group, products } = useCategoryChoice();

  useWokenForm(form);
  useEffect(() => {
    ensureToaster(copy.toast);
  }, [copy]);
  // Back to this page: the product chosen before, once its category's list is here.
  useEffect(() => {
    const saved = rememberedChoice();
    const select = productSelect.current;
    if (!select || saved?.category !== groupValue) return;
    const position = products.findIndex((product) => product.id === saved.product);
    if (position >= 0) select.value = String(position);
  }, [groupValue, products]);

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = category.current?.value ?? '';
    const problem = firstProblem(FinderSchema, { category: chosen }, copy.validation);
    if (problem) {
      notify({ tone: 'warning', message: problem.message }, shortToastMs);
      category.current?.focus();
      return;
    }
    // A search pressed before the product list arrived still leads somewhere: the category's page.
    const product = productSelect.current?.value ? products[Number(productSelect.current.value)] : undefined;
    const target = product?.path ?? group?.path;
    if (target) {
      window.location.assign(localizePath(target, locale));
      return;
    }
    // Pressed before the product list arrived: search again once it has, or show every category if it cannot.
    const element = event.currentTarget;
    void loadCatalogueIndex().then(() => {
      if ($catalogueIndex.get().status === 'ready') element.requestSubmit();
      else window.location.assign(localizePath('/Categories', locale));
    });
  };

  const chosen = groupValue !== '';
  return (
    <FormWords value={copy}>
      <form
        ref={form}
        className="fm-finder"
        role="search"
        aria-label={words.label}
        onSubmit={search}
        action={localizePath('/Categories', locale)}
        method="get"
      >
        <div className="fm-field">
          <label className="fm-label" htmlFor={`${idPrefix}-category`}>
            {copy.picker.category}
          </label>
          <select
            id={`${idPrefix}-category`}
            ref={category}
            name="category"
            className="fm-input fm-select"
            defaultValue=""
            onChange={(event) => {
              setGroupValue(event.target.value);
              rememberChoice({ category: event.target.value, product: '' });
            }}
          >
            <option value="">{copy.picker.chooseCategory}</option>
            <CategoryOptions groups={groups} />
          </select>
        </div>
        {chosen && (
          <div className="fm-field">
            <label className="fm-label" htmlFor={`${idPrefix}-product`}>
              {copy.picker.product}
            </label>
            {/* No name: the browser matches the fields it puts back on Back by the names in the form, and this
                select, which the page's HTML does not have, would keep it from putting back the category. */}
            <select
              id={`${idPrefix}-product`}
              key={groupValue}
              ref={productSelect}
              className="fm-input fm-select"
              defaultValue=""
              disabled={!group}
              onChange={(event) => {
                rememberChoice({ category: groupValue, product: products[Number(event.target.value)]?.id ?? '' });
              }}
            >
              <option value="">{group ? words.allProductsIn(group.name) : copy.picker.loading}</option>
              {products.map((product, position) => (
                <option key={product.id} value={position} lang="en">
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
            {words.search}
          </button>
          {!chosen && (
            <span id={`${idPrefix}-why`} className="visually-hidden">
              {words.why}
            </span>
          )}
        </div>
        {state.status === 'error' && <p className="fm-hint">{words.loadFailed}</p>}
      </form>
    </FormWords>
  );
}

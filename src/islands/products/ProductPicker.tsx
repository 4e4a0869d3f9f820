import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { readDraftProducts, saveDraftProducts } from '../forms/draft.ts';
import { useFormWords } from '../forms/words.ts';
import type { CategoryChoice } from './catalogue-index.ts';
import { $catalogueIndex, loadCatalogueIndex, type IndexState, type Selection } from './store.ts';

/**
 * The category options, grouped: a category with sub-categories becomes an <optgroup> holding
 * the category itself ("All …") and its sub-categories. Option values are group positions in the
 * catalogue index, so the page can offer them before the index is fetched. The names are the
 * catalogue's, shown as served (lang="en").
 */
export function CategoryOptions({ groups }: { groups: readonly CategoryChoice[] }) {
  const { picker } = useFormWords();
  const children = new Map<string, number[]>();
  groups.forEach((group, index) => {
    if (group.parent) children.set(group.parent, [...(children.get(group.parent) ?? []), index]);
  });
  return (
    <>
      {groups.map((group, index) => {
        if (group.parent && groups.some((other) => other.name === group.parent && other.parent === null)) return null;
        const subs = children.get(group.name);
        if (group.parent === null && subs) {
          return (
            <optgroup key={group.name} label={group.name} lang="en">
              <option value={index}>{picker.allOf(group.name)}</option>
              {subs.map((sub) => (
                <option key={sub} value={sub}>
                  {groups[sub]!.name}
                </option>
              ))}
            </optgroup>
          );
        }
        return (
          <option key={group.name} value={index} lang="en">
            {group.name}
          </option>
        );
      })}
    </>
  );
}

/**
 * Follows an uncontrolled category <select>: its value when the island woke (chosen before, or
 * restored from a draft) and every change after. The product index starts loading at once: the
 * island only wakes when the visitor touches the form.
 */
export function useCategoryChoice() {
  const category = useRef<HTMLSelectElement>(null);
  const [groupValue, setGroupValue] = useState('');
  const state: IndexState = useStore($catalogueIndex);
  useEffect(() => {
    setGroupValue(category.current?.value ?? '');
    void loadCatalogueIndex();
  }, []);
  const index = state.status === 'ready' ? state.index : null;
  const group = index && groupValue !== '' ? index.groups[Number(groupValue)] : undefined;
  const products = useMemo(
    () => (index && group ? group.items.map((item) => index.products[item]!).filter(Boolean) : []),
    [index, group],
  );
  return { category, groupValue, setGroupValue, state, group, products };
}

/**
 * Product selection shared by the enquiry forms: choose a category, which reveals the product
 * selector for it; add products (never twice); remove each one. The chosen products are kept in
 * the form's draft, so a reload gives them back.
 */
export function ProductPicker({
  idPrefix,
  selection,
  groups,
}: {
  idPrefix: string;
  selection: Selection;
  groups: readonly CategoryChoice[];
}) {
  const { category, groupValue, setGroupValue, state, group, products } = useCategoryChoice();
  const items = useStore(selection.$items);
  const product = useRef<HTMLSelectElement>(null);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const [note, setNote] = useState('');
  const { picker, fields } = useFormWords();

  useEffect(() => {
    const form = fieldset.current?.form;
    if (!form) return;
    for (const saved of readDraftProducts(form)) selection.add(saved);
    const stopSaving = selection.$items.listen((chosen) => {
      saveDraftProducts(form, chosen);
    });
    // The chosen products are a field of the form: emptying the form after a send empties them too.
    const clear = () => {
      selection.clear();
    };
    form.addEventListener('reset', clear);
    return () => {
      stopSaving();
      form.removeEventListener('reset', clear);
    };
  }, [selection]);

  const add = () => {
    const chosen = products[Number(product.current?.value ?? '')];
    if (!product.current?.value || !chosen) {
      setNote(picker.chooseToAdd);
      return;
    }
    const added = selection.add({ id: chosen.id, name: chosen.name, code: chosen.code });
    setNote(added ? picker.added(chosen.name) : picker.already(chosen.name));
    product.current.value = '';
  };

  const categoryId = `${idPrefix}-category`;
  const productId = `${idPrefix}-product`;
  return (
    <fieldset className="fm-picker fm-field--wide" ref={fieldset}>
      <legend className="fm-label">
        {`${picker.legend} `}
        <span className="fm-optional">{`(${fields.optional})`}</span>
      </legend>
      <div className="fm-picker__row">
        <div className="fm-field">
          <label className="fm-label" htmlFor={categoryId}>
            {picker.category}
          </label>
          <select
            id={categoryId}
            ref={category}
            className="fm-input fm-select"
            defaultValue=""
            onChange={(event) => {
              setGroupValue(event.target.value);
              setNote('');
            }}
          >
            <option value="">{picker.chooseCategory}</option>
            <CategoryOptions groups={groups} />
          </select>
        </div>
        {groupValue !== '' && (
          <div className="fm-field">
            <label className="fm-label" htmlFor={productId}>
              {picker.product}
            </label>
            <div className="fm-picker__add">
              <select
                id={productId}
                key={groupValue}
                ref={product}
                className="fm-input fm-select"
                defaultValue=""
                disabled={!group}
              >
                <option value="">
                  {!group ? picker.loading : products.length ? picker.chooseProduct : picker.noProducts}
                </option>
                {products.map((item, position) => (
                  <option key={item.id} value={position} lang="en">
                    {item.code ? `${item.name} (${item.code})` : item.name}
                  </option>
                ))}
              </select>
              <button
                type="button"
                className="button button--ghost fm-picker__button"
                onClick={add}
                disabled={!products.length}
              >
                {picker.add}
              </button>
            </div>
          </div>
        )}
      </div>
      {state.status === 'error' && (
        <p className="fm-hint">
          {picker.loadFailed}{' '}
          <button type="button" className="fm-link-button" onClick={() => void loadCatalogueIndex()}>
            {picker.retry}
          </button>
        </p>
      )}
      <p className="fm-hint" aria-live="polite">
        {note}
      </p>
      {items.length > 0 && (
        <ul className="fm-chosen" aria-label={picker.selected}>
          {items.map((item) => (
            <li key={item.id} className="fm-chosen__item">
              <span lang="en">
                {item.name}
                {item.code && <span className="fm-chosen__code"> {item.code}</span>}
              </span>
              <button
                type="button"
                className="fm-chosen__remove"
                aria-label={picker.remove(item.name)}
                onClick={() => {
                  selection.remove(item.id);
                  setNote(picker.removed(item.name));
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

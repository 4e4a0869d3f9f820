import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { IndexGroup } from './catalogue-index.ts';
import { $catalogueIndex, loadCatalogueIndex, type IndexState, type Selection } from './store.ts';

/**
 * The category options, grouped: a category with sub-categories becomes an <optgroup> holding
 * the category itself ("All …") and its sub-categories. Option values are group positions.
 */
export function CategoryOptions({ groups }: { groups: readonly IndexGroup[] }) {
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
            <optgroup key={group.name} label={group.name}>
              <option value={index}>{`${group.name} (all)`}</option>
              {subs.map((sub) => (
                <option key={sub} value={sub}>
                  {groups[sub]!.name}
                </option>
              ))}
            </optgroup>
          );
        }
        return (
          <option key={group.name} value={index}>
            {group.name}
          </option>
        );
      })}
    </>
  );
}

/**
 * Starts loading the product index when a selector appears, and reports its state. Until the
 * island has mounted it reports "idle", as the server-rendered HTML did, so that hydration
 * matches even when another island on the page has loaded the index already.
 */
export function useCatalogueIndex(): IndexState {
  const state = useStore($catalogueIndex);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    void loadCatalogueIndex();
  }, []);
  return mounted ? state : { status: 'idle' };
}

/**
 * Product selection shared by the enquiry forms (SPEC.md §4): choose a category, which reveals
 * the product selector for it; add products (never twice); remove each one.
 */
export function ProductPicker({ idPrefix, selection }: { idPrefix: string; selection: Selection }) {
  const state = useCatalogueIndex();
  const items = useStore(selection.$items);
  const [groupValue, setGroupValue] = useState('');
  const [productValue, setProductValue] = useState('');
  const [note, setNote] = useState('');

  const index = state.status === 'ready' ? state.index : null;
  const group = index && groupValue !== '' ? index.groups[Number(groupValue)] : undefined;
  const products = useMemo(() => (index && group ? group.items.map((item) => index.products[item]!).filter(Boolean) : []), [index, group]);

  const add = () => {
    const product = products[Number(productValue)];
    if (productValue === '' || !product) {
      setNote('Choose a product to add.');
      return;
    }
    const added = selection.add({ id: product.id, name: product.name, code: product.code });
    setNote(added ? `${product.name} added.` : `${product.name} is already in your list.`);
    setProductValue('');
  };

  const categoryId = `${idPrefix}-category`;
  const productId = `${idPrefix}-product`;
  return (
    <fieldset className="fm-picker fm-field--wide">
      <legend className="fm-label">
        Products you are interested in <span className="fm-optional">(optional)</span>
      </legend>
      <div className="fm-picker__row">
        <div className="fm-field">
          <label className="fm-label" htmlFor={categoryId}>
            Category
          </label>
          <select
            id={categoryId}
            className="fm-input fm-select"
            value={groupValue}
            disabled={!index}
            onChange={(event) => {
              setGroupValue(event.target.value);
              setProductValue('');
              setNote('');
            }}
          >
            <option value="">{index ? 'Choose a category' : state.status === 'error' ? 'Product list unavailable' : 'Loading categories…'}</option>
            {index && <CategoryOptions groups={index.groups} />}
          </select>
        </div>
        {group && (
          <div className="fm-field">
            <label className="fm-label" htmlFor={productId}>
              Product
            </label>
            <div className="fm-picker__add">
              <select id={productId} className="fm-input fm-select" value={productValue} onChange={(event) => setProductValue(event.target.value)}>
                <option value="">{products.length ? 'Choose a product' : 'No products listed here yet'}</option>
                {products.map((product, position) => (
                  <option key={product.id} value={position}>
                    {product.code ? `${product.name} (${product.code})` : product.name}
                  </option>
                ))}
              </select>
              <button type="button" className="button button--ghost fm-picker__button" onClick={add} disabled={!products.length}>
                Add product
              </button>
            </div>
          </div>
        )}
      </div>
      {state.status === 'error' && (
        <p className="fm-hint">
          The product list could not be loaded. You can name the products in your message instead.{' '}
          <button type="button" className="fm-link-button" onClick={() => void loadCatalogueIndex()}>
            Try again
          </button>
        </p>
      )}
      <p className="fm-hint" aria-live="polite">
        {note}
      </p>
      {items.length > 0 && (
        <ul className="fm-chosen" aria-label="Selected products">
          {items.map((item) => (
            <li key={item.id} className="fm-chosen__item">
              <span>
                {item.name}
                {item.code && <span className="fm-chosen__code"> {item.code}</span>}
              </span>
              <button
                type="button"
                className="fm-chosen__remove"
                aria-label={`Remove ${item.name}`}
                onClick={() => {
                  selection.remove(item.id);
                  setNote(`${item.name} removed.`);
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

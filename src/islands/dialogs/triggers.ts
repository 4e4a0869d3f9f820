import type { ChosenProduct } from '../products/store.ts';
import type { DialogKind, JobRef } from './store.ts';

/*
 * The only script a page with dialogs loads up front: a delegated click listener, under 1 KB.
 * The first click on a trigger (or a hover or focus on one, which warms it) imports the React
 * dialog; until then the page ships no React. A trigger that is a link keeps its href as the
 * no-JavaScript fallback, and a modified click (ctrl, meta, shift, middle) still follows it.
 */

const selectors: Record<DialogKind, string> = {
  callback: '[data-callback-trigger]',
  'contact-us': '[data-contact-us-trigger]',
  job: '[data-apply-trigger]',
};

/** What a trigger's data attributes say. */
export interface TriggerDetail {
  product: ChosenProduct | null;
  topic: string | null;
  job: JobRef | null;
}

type Opener = (kind: DialogKind, detail: TriggerDetail, trigger: HTMLElement) => void;

// Each dialog's code and the dialogs' stylesheet (./styles.ts) load together.
const withStyles = (code: Promise<{ open: Opener }>) =>
  Promise.all([code, import('./styles.ts').then((module) => module.loadDialogStyles())]).then(([module]) => module.open);

const loaders: Record<DialogKind, () => Promise<Opener>> = {
  callback: () => withStyles(import('./open-enquiry.ts')),
  'contact-us': () => withStyles(import('./open-enquiry.ts')),
  job: () => withStyles(import('./open-job.ts')),
};

const registered = new Set<DialogKind>();
const loading = new Map<DialogKind, Promise<Opener>>();

function load(kind: DialogKind): Promise<Opener> {
  let promise = loading.get(kind);
  if (!promise) {
    promise = loaders[kind]();
    // A failed load may succeed later (a flaky connection): forget it so the next click retries.
    promise.catch(() => loading.delete(kind));
    loading.set(kind, promise);
  }
  return promise;
}

function findTrigger(target: EventTarget | null): { kind: DialogKind; element: HTMLElement } | null {
  if (!(target instanceof Element)) return null;
  for (const kind of registered) {
    const element = target.closest<HTMLElement>(selectors[kind]);
    if (element) return { kind, element };
  }
  return null;
}

function readProduct(element: HTMLElement): Pick<TriggerDetail, 'product' | 'topic'> {
  const { productId, productName, productCode } = element.dataset;
  const name = productName?.trim() ?? '';
  if (productId && name) return { product: { id: productId, name, code: productCode ?? '' }, topic: null };
  return { product: null, topic: name || null };
}

function readJob(element: HTMLElement): JobRef | null {
  const { jobId, jobRole, jobDepartment } = element.dataset;
  return jobId || jobRole ? { id: jobId ?? '', role: jobRole ?? '', department: jobDepartment ?? '' } : null;
}

/** SPEC.md §8 "Lazy chunk load failure": say the form failed to load, and why. */
function showLoadFailure(element: HTMLElement, error: unknown): void {
  document.querySelector('.fm-load-error')?.remove();
  const box = document.createElement('div');
  box.className = 'fm-load-error';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  const reason = error instanceof Error ? error.message : String(error);
  text.textContent = `The form could not be loaded (${reason}). Please check your connection and try again.`;
  box.append(text);
  const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
  if (href) {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'Open the enquiry form on our contact page';
    box.append(link);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Dismiss';
  close.addEventListener('click', () => box.remove());
  box.append(close);
  document.body.append(box);
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const found = findTrigger(event.target);
  if (!found) return;
  event.preventDefault();
  const { kind, element } = found;
  element.setAttribute('aria-busy', 'true');
  load(kind)
    .then((open) => open(kind, { ...readProduct(element), job: readJob(element) }, element))
    .catch((error: unknown) => showLoadFailure(element, error))
    .finally(() => element.removeAttribute('aria-busy'));
}

function warm(event: Event): void {
  const found = findTrigger(event.target);
  if (found) load(found.kind).catch(() => undefined);
}

/** Makes every element matching the kind's trigger selector open its dialog. Safe to call more than once. */
export function registerTrigger(kind: DialogKind): void {
  if (registered.has(kind)) return;
  registered.add(kind);
  if (registered.size > 1) return;
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);
}

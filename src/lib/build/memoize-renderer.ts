/**
 * React islands rendered once per build, not once per page.
 *
 * Every product page carries the enquiry dialog's form, a React island whose HTML depends only on the
 * page's language: server-rendering it again on each of 20,000 pages cost ~1.3 ms of the build's main
 * thread a page (React's streaming renderer, plus the renderer's own check that the component is React,
 * which renders a probe component). This wraps the React renderer of Astro so that an island rendered
 * with the same component, props, slots and id prefix as before returns the HTML it gave then.
 *
 * The id prefix: React's `useId` writes ids from `identifierPrefix`, and the island carries the prefix
 * for the browser to hydrate with the same ids. The wrapped renderer numbers the islands of a page in
 * its own per-page counter ("r0", "r1", … as React's renderer does) and renders each island on a
 * context of its own, advanced to that number, so an island's HTML is the same whichever page rendered
 * it first. Props that are not plain data (a function, a Date, a class instance) are never cached.
 */
import type { NamedSSRLoadedRendererValue } from 'astro';

type Rendered = Awaited<ReturnType<NamedSSRLoadedRendererValue['renderToStaticMarkup']>>;
type RendererArguments = Parameters<NamedSSRLoadedRendererValue['renderToStaticMarkup']>;
/** What Astro binds `this` to when it calls a renderer: the page being rendered. */
interface RenderContext {
  result?: object & { actionResult?: unknown };
}

/** Islands whose HTML is kept; a build has a handful of distinct ones, a page-specific island pushes out the oldest. */
const MEMO_ENTRIES = 256;
/** The prefix the island of index `n` on its page gets, in @astrojs/react's own scheme. */
const prefixOf = (n: number) => `r${n}`;

/**
 * A key for plain data (null, booleans, numbers, strings, undefined, arrays and plain objects); undefined
 * for anything else, whose rendering may depend on more than what a key can say.
 */
export function plainDataKey(value: unknown): string | undefined {
  if (value === undefined) return 'u';
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (const item of value as unknown[]) {
      const key = plainDataKey(item);
      if (key === undefined) return undefined;
      items.push(key);
    }
    return `[${items.join(',')}]`;
  }
  if (typeof value !== 'object') return undefined;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return undefined;
  const entries: string[] = [];
  for (const [name, item] of Object.entries(value)) {
    const key = plainDataKey(item);
    if (key === undefined) return undefined;
    entries.push(`${JSON.stringify(name)}:${key}`);
  }
  return `{${entries.join(',')}}`;
}

/** A component as a key of a WeakMap, if it can be one. */
const identity = (component: unknown): object | undefined =>
  (typeof component === 'function' || typeof component === 'object') && component !== null ? component : undefined;

/** A probe for advancing a fresh context's island counter: the renderer's check renders it once. */
const Probe = () => null;

export function memoizeRenderer(inner: NamedSSRLoadedRendererValue): NamedSSRLoadedRendererValue {
  const rendered = new Map<string, Rendered>();
  const islandsOnPage = new WeakMap<object, number>();
  const componentIds = new WeakMap<object, number>();
  const knownComponents = new WeakSet<object>();
  let components = 0;

  const componentId = (component: object) => {
    let id = componentIds.get(component);
    if (id === undefined) componentIds.set(component, (id = components++));
    return id;
  };

  /** A context whose next island gets prefix `n`: the renderer counts one island for each check. */
  const contextAt = async (n: number): Promise<RenderContext> => {
    const context: RenderContext = { result: {} };
    for (let i = 0; i < n; i++) await inner.check.call(context, Probe, {}, {});
    return context;
  };

  async function check(this: RenderContext | undefined, ...args: RendererArguments) {
    const component = identity(args[0]);
    // Only a yes is kept: a component that once rendered nothing may still be React on another page.
    if (component && knownComponents.has(component)) return true;
    const isReact = await inner.check.apply({ result: {} }, args);
    if (isReact && component) knownComponents.add(component);
    return isReact;
  }

  async function renderToStaticMarkup(this: RenderContext | undefined, ...args: RendererArguments) {
    const [, props, slots, metadata] = args as [unknown, unknown, unknown, RendererArguments[3]];
    const component = identity(args[0]);
    const page = this?.result;
    // Outside a page (no context) or answering a form action (every island of such a page comes here):
    // exactly as the renderer itself, which numbers that page's islands on its own.
    if (!page || page.actionResult !== undefined) return inner.renderToStaticMarkup.apply(this, args);
    const index = islandsOnPage.get(page) ?? 0;
    islandsOnPage.set(page, index + 1);
    const data = plainDataKey([props, slots, metadata?.hydrate ?? null, metadata?.astroStaticSlot ?? null]);
    const key = data === undefined || !component ? undefined : `${componentId(component)} ${index} ${data}`;
    const kept = key === undefined ? undefined : rendered.get(key);
    if (key !== undefined && kept) {
      // The most recently used last: the oldest goes first when the memo is full.
      rendered.delete(key);
      rendered.set(key, kept);
      return { html: kept.html, attrs: { ...kept.attrs } };
    }
    const output = await inner.renderToStaticMarkup.call(await contextAt(index), ...args);
    if (output.attrs?.['prefix'] !== prefixOf(index)) {
      // The renderer numbers its islands some other way now (a new @astrojs/react): two islands of a page
      // could share ids. The build stops here rather than ship that.
      throw new Error(
        `memoizeRenderer: ${inner.name} gave prefix ${output.attrs?.['prefix']} where ${prefixOf(index)} was expected`,
      );
    }
    if (key !== undefined) {
      rendered.set(key, output);
      if (rendered.size > MEMO_ENTRIES) rendered.delete(rendered.keys().next().value!);
    }
    return { html: output.html, attrs: { ...output.attrs } };
  }

  return { ...inner, check, renderToStaticMarkup };
}

/*
 * An .astro component as plain TypeScript sees it (tsc, ESLint's type checker): something the
 * container API renders (tests/unit/components/). astro check reads the components themselves.
 */
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}

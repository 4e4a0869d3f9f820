import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the visitor's first touch of the island (src/islands/hydration/interaction.ts). */
    'client:interaction'?: boolean;
  }
}

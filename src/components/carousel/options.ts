/** Slides side by side: 1 to 4 (the preview layout before Swiper starts covers these). */
export type SlidesPerView = 1 | 2 | 3 | 4;

/**
 * The viewport widths (px) a slider may change its number of slides at. Before Swiper starts, the
 * row shows as many slides as Swiper will from a media query per width (Carousel.astro's styles,
 * checked against this list by tests/unit/components/carousel-preview.test.ts), so a new width goes in both.
 */
export const BREAKPOINT_WIDTHS = [500, 601, 750, 751, 768, 900, 1025, 1069] as const;
export type BreakpointWidth = (typeof BREAKPOINT_WIDTHS)[number];

/** A slider's settings, in a form that survives JSON (passed to the browser as data). */
export interface CarouselOptions {
  slidesPerView: SlidesPerView;
  /** Slides per view from a minimum viewport width up (Swiper breakpoints are min-width). */
  breakpoints?: Partial<Record<BreakpointWidth, { slidesPerView: Exclude<SlidesPerView, 1> }>>;
  /** Gap between slides in px: 0, 16 or 24. */
  spaceBetween?: 0 | 16 | 24;
  /** Transition time in ms. */
  speed: number;
  /** Autoplay delay in ms; omitted means no autoplay. */
  autoplayMs?: number;
  /** Autoplay only on viewports at least this wide (px). */
  autoplayFrom?: number;
  pauseOnHover?: boolean;
  loop?: boolean;
  /** Index of the slide to start at (0 = the first). */
  initialSlide?: number;
  /** A media query: start at `initialSlide` only where it matches when the slider starts, else at the first. */
  initialSlideMedia?: string;
}

/** The slides in view from each width the slider changes at, narrowest first; the first width is 0. */
function slidesPerWidth(options: CarouselOptions): [width: number, slidesPerView: SlidesPerView][] {
  const breakpoints = Object.entries(options.breakpoints ?? {}).map(
    ([width, { slidesPerView }]): [number, SlidesPerView] => [Number(width), slidesPerView],
  );
  return [[0, options.slidesPerView], ...breakpoints.sort(([a], [b]) => a - b)];
}

/**
 * The breakpoints as the preview's CSS reads them: "width:slides" tokens, such as "500:3 900:4",
 * matched with `[data-breakpoints~='500:3']` inside `@media (min-width: 500px)`.
 */
export function breakpointTokens(options: CarouselOptions): string | undefined {
  const tokens = slidesPerWidth(options)
    .slice(1)
    .map(([width, perView]) => `${width}:${perView}`);
  return tokens.length > 0 ? tokens.join(' ') : undefined;
}

/**
 * Where the slider's arrows and dots are shown: at its first width (0) and at each width it changes at,
 * "y" when it has more slides than it shows there, else "n" (Swiper hides them then, as everything fits).
 * Carousel.astro's styles read these tokens, so the page is drawn from the start with the controls, and
 * the room they take, that it will have once Swiper runs. For example "0:y 750:n".
 */
export function controlsTokens(options: CarouselOptions, slides: number): string {
  return slidesPerWidth(options)
    .map(([width, perView]) => `${width}:${slides > perView ? 'y' : 'n'}`)
    .join(' ');
}

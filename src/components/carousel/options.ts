/** The slider settings of SPEC.md §9, in a form that survives JSON (passed to the browser as data). */
export interface CarouselOptions {
  slidesPerView: number;
  /** Slides per view from a minimum viewport width up (Swiper breakpoints are min-width). */
  breakpoints?: Record<number, { slidesPerView: number }>;
  spaceBetween?: number;
  /** Transition time in ms. */
  speed: number;
  /** Autoplay delay in ms; omitted means no autoplay. */
  autoplayMs?: number;
  /** Autoplay only on viewports at least this wide (px). */
  autoplayFrom?: number;
  pauseOnHover?: boolean;
  loop?: boolean;
  effect?: 'slide' | 'fade';
  initialSlide?: number;
  /** Start loading the slider only when it is this close to the viewport (px); 0 = at once. */
  lazyMargin?: number;
}

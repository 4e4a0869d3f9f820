/** A slider's settings, in a form that survives JSON (passed to the browser as data). */
export interface CarouselOptions {
  /** 1 to 4 (the preview layout before Swiper starts covers these). */
  slidesPerView: 1 | 2 | 3 | 4;
  /** Slides per view from a minimum viewport width up (Swiper breakpoints are min-width). */
  breakpoints?: Record<number, { slidesPerView: 1 | 2 | 3 | 4 }>;
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

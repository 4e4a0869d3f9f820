import type { CarouselOptions } from '../carousel/options.ts';

/** The most videos the carousel shows side by side (on wide screens). */
const MOST_IN_VIEW = 2;

/** The slides and settings of a how-to video carousel. */
export interface VideoCarousel {
  options: CarouselOptions;
  /** The links in slide order; shorter lists repeat so that looping has slides to move. */
  slides: string[];
}

/**
 * The how-to video carousel: 2 slides, scroll 1, autoplay 5000 ms, speed 2000 ms, centre padding
 * 40 px, loop, pause on hover; one slide on narrow screens, where two players would be too small.
 *
 * It loops whenever there is more than one video. Swiper can loop only with more slides than it
 * shows at once plus one, so two videos are repeated once ([a, b, a, b]): on a wide screen both
 * stay in view and swap places, as the old site's slider did with its cloned slides.
 */
export function getVideoCarousel(links: readonly string[]): VideoCarousel {
  const loop = links.length > 1;
  const slides = loop && links.length <= MOST_IN_VIEW ? [...links, ...links] : [...links];
  return {
    options: {
      slidesPerView: 1,
      breakpoints: { 768: { slidesPerView: MOST_IN_VIEW } },
      spaceBetween: 24,
      speed: 2000,
      autoplayMs: 5000,
      pauseOnHover: true,
      loop,
    },
    slides,
  };
}

/**
 * What a carousel runs once it comes near the viewport, fetched then by Carousel.astro's loader:
 * Swiper, set up from the carousel's options and markup, and its autoplay kept to when someone can
 * watch it. Named imports from 'swiper/modules' let the bundler keep just these four modules;
 * importing the barrel dynamically (`await import('swiper/modules')`) shipped all of them (22 KB
 * brotli instead of ~6).
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { CarouselOptions } from './options.ts';

/**
 * Starts Swiper on `host` (a `<swiper-carousel>`), at `scrolledTo` when the visitor has already
 * scrolled the row to a slide, else at the options' first slide.
 */
export function startSwiper(host: HTMLElement, options: CarouselOptions, scrolledTo: number | undefined): void {
  const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const wideEnough = matchMedia(`(min-width: ${options.autoplayFrom ?? 0}px)`).matches;
  const autoplay =
    options.autoplayMs && !reduceMotion && wideEnough
      ? { delay: options.autoplayMs, pauseOnMouseEnter: options.pauseOnHover ?? false, disableOnInteraction: false }
      : false;
  const prev = host.querySelector<HTMLElement>('[data-prev]');
  const next = host.querySelector<HTMLElement>('[data-next]');
  const dots = host.querySelector<HTMLElement>('[data-dots]');
  const swiper = new Swiper(host.querySelector<HTMLElement>('.swiper')!, {
    modules: [Autoplay, Navigation, Pagination, A11y],
    slidesPerView: options.slidesPerView,
    spaceBetween: options.spaceBetween ?? 0,
    speed: options.speed,
    loop: options.loop ?? false,
    initialSlide:
      scrolledTo ??
      (!options.initialSlideMedia || matchMedia(options.initialSlideMedia).matches ? (options.initialSlide ?? 0) : 0),
    autoplay,
    breakpoints: options.breakpoints ?? {},
    watchSlidesProgress: true,
    // Re-measured by remeasureOnWidthChange below, not by Swiper's own observer.
    resizeObserver: false,
    updateOnWindowResize: false,
    navigation: prev && next ? { prevEl: prev, nextEl: next } : false,
    pagination: dots ? { el: dots, clickable: true } : false,
    // Swiper rewrites the arrows' and dots' names, in English unless told: it is told the page's
    // words, already on the arrows and dots. An arrow at either end keeps its name (it is disabled).
    a11y: {
      enabled: true,
      prevSlideMessage: prev?.getAttribute('aria-label') ?? '',
      nextSlideMessage: next?.getAttribute('aria-label') ?? '',
      firstSlideMessage: prev?.getAttribute('aria-label') ?? '',
      lastSlideMessage: next?.getAttribute('aria-label') ?? '',
      paginationBulletMessage: dots?.dataset['goTo'] ?? '',
    },
  });
  remeasureOnWidthChange(swiper);
  if (options.loop) keepPressesDuringTurns(host, swiper, prev, next);
  if (autoplay) autoplayWhileWatched(host, swiper);
}

/** Whether a slide is still moving: Swiper's documented `animating`, which its types leave out. */
function isTurning(swiper: Swiper): boolean {
  return (swiper as Swiper & { animating: boolean }).animating;
}

/**
 * Sizes the slides again when the carousel's width changes (a turned phone, a resized window). Swiper's own
 * observer re-measured the carousel when its height changed too, and did so once just after every start:
 * Swiper measures the carousel before it sizes the slides (each then as wide as the row: 1,240 px tall for a
 * 417.55 px row) and in whole pixels, so its observer always saw another height. In a loop it then moved the
 * row, a frame later, back to the slide that was active when it measured, undoing a press of Next or an
 * autoplay turn made in between; autoplay then waited for the end of a turn that had been cancelled, and stood
 * still. `update()` re-measures at once, and a slider's height does not change its slides' places.
 */
function remeasureOnWidthChange(swiper: Swiper): void {
  let width: number | undefined;
  new ResizeObserver((entries) => {
    const measured = entries.at(-1)!.contentRect.width;
    // The first observation is checked against Swiper's own measure at its start, in whole pixels.
    const changed = width === undefined ? Math.round(measured) !== swiper.width : measured !== width;
    width = measured;
    if (!changed || measured === 0) return; // 0: hidden, nothing to measure until it shows again
    const wasTurning = isTurning(swiper);
    swiper.update();
    // A turn the new sizes cut short ends at once, without the transitionend autoplay waits for to go on.
    if (wasTurning && !isTurning(swiper) && swiper.autoplay.running && swiper.autoplay.paused) swiper.autoplay.resume();
  }).observe(swiper.el);
}

/**
 * A looping Swiper ignores its arrows while a slide is still moving (`loopPreventsSliding`: moving
 * the slides round mid-turn would make the row jump). So a press on Next at the moment autoplay
 * turned was lost, and the row then stood still for the whole autoplay delay; so was a second
 * quick press. Here such a press is kept and carried out when the turn ends, one turn per press.
 * The check runs in the capture phase, before Swiper's own click handler on the arrow starts a turn.
 */
function keepPressesDuringTurns(
  host: HTMLElement,
  swiper: Swiper,
  prev: HTMLElement | null,
  next: HTMLElement | null,
): void {
  let pending = 0; // presses not yet carried out: Next counts +1, Previous -1
  host.addEventListener(
    'click',
    (event) => {
      if (!isTurning(swiper) || !(event.target instanceof Node)) return;
      if (next?.contains(event.target)) pending += 1;
      else if (prev?.contains(event.target)) pending -= 1;
    },
    { capture: true },
  );
  swiper.on('transitionEnd', () => {
    if (pending > 0) {
      pending -= 1;
      swiper.slideNext();
    } else if (pending < 0) {
      pending += 1;
      swiper.slidePrev();
    }
  });
}

/**
 * Swiper's autoplay runs a timer on every animation frame while it plays, and it plays wherever the
 * carousel is. Here it plays only while the carousel is on screen (a phone's battery is spared the
 * rest of the time) and not while keyboard focus is inside it (the slide being read stays put). Only
 * keyboard focus: these sliders keep turning after a press of their arrows or a swipe (the old site's
 * `disableOnInteraction: false`), and a tap or click leaves focus on the arrow it pressed.
 */
function autoplayWhileWatched(host: HTMLElement, swiper: Swiper): void {
  let onScreen = false;
  let keyboardFocusInside = false;
  const update = () => {
    const play = onScreen && !keyboardFocusInside;
    if (play && !swiper.autoplay.running) swiper.autoplay.start();
    if (!play && swiper.autoplay.running) swiper.autoplay.stop();
  };
  new IntersectionObserver((entries) => {
    onScreen = entries.at(-1)!.isIntersecting;
    update();
  }).observe(host);
  host.addEventListener('focusin', (event) => {
    keyboardFocusInside = event.target instanceof Element && event.target.matches(':focus-visible');
    update();
  });
  host.addEventListener('focusout', (event) => {
    if (!host.contains(event.relatedTarget as Node | null)) keyboardFocusInside = false;
    update();
  });
}

/**
 * The Swiper code a carousel needs, loaded by Carousel.astro only when a slider comes near the viewport.
 * Named imports from 'swiper/modules' let the bundler keep just these four modules; importing the
 * barrel dynamically (`await import('swiper/modules')`) shipped all of them (22 KB brotli instead of ~6).
 */
export { default as Swiper } from 'swiper';
export { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';

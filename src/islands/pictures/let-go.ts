/**
 * Letting held pictures go (src/lib/images/held-pictures.ts): removing a picture's stand-in <source>
 * makes the browser choose its file again and request it, which costs the main thread up to ~20 ms a
 * picture with Chromium at a quarter of its speed, as Lighthouse runs it (most of it in the image's
 * own update, after the removal returns). The home page holds ~30 pictures and a category page ~20;
 * let go in one task, they held the main thread 60–270 ms right after the first paint, when the
 * visitor starts to scroll or tap, and three a task still made tasks of 53–58 ms on a category page.
 * Small on purpose: it is written into every page (./release.ts).
 */
import { HELD_ATTRIBUTE } from '../../lib/images/held-pictures.ts';

/** One a task: a step then stays under the 50 ms of a long task on a slow phone. */
export const PICTURES_PER_STEP = 1;

/** Lets up to `count` held pictures go, in page order; tells whether any are still held. */
export function letGo(count: number): boolean {
  const held = document.querySelectorAll(`source[${HELD_ATTRIBUTE}]`);
  for (const source of [...held].slice(0, count)) source.remove();
  return held.length > count;
}

/**
 * A picture a task, in page order, so the first screen's come first, with the main thread free
 * between steps. A second call while steps are under way only lets them go a little faster.
 */
export function letGoInSteps(): void {
  if (letGo(PICTURES_PER_STEP)) setTimeout(letGoInSteps, 0);
}

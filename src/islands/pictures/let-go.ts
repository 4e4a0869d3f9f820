/**
 * Letting held pictures go (src/lib/images/held-pictures.ts): removing a picture's stand-in <source>
 * makes the browser choose its file again and request it, which costs the main thread a few
 * milliseconds a picture on a slow phone. The home page holds ~30 pictures and a category page ~20;
 * let go in one task, they held the main thread 60–270 ms (Chromium at a quarter of its speed, as
 * Lighthouse runs it), right after the first paint, when the visitor starts to scroll or tap.
 * Small on purpose: it is written into every page (./release.ts).
 */
import { HELD_ATTRIBUTE } from '../../lib/images/held-pictures.ts';

/** Few enough that a step stays well under the 50 ms of a long task on a slow phone. */
export const PICTURES_PER_STEP = 3;

/** Lets up to `count` held pictures go, in page order; tells whether any are still held. */
export function letGo(count: number): boolean {
  const held = document.querySelectorAll(`source[${HELD_ATTRIBUTE}]`);
  for (const source of [...held].slice(0, count)) source.remove();
  return held.length > count;
}

/**
 * A few pictures a task, in page order, so the first screen's come first, with the main thread free
 * between steps. A second call while steps are under way only lets them go a little faster.
 */
export function letGoInSteps(): void {
  if (letGo(PICTURES_PER_STEP)) setTimeout(letGoInSteps, 0);
}

/**
 * Lets the held pictures load (src/lib/images/held-pictures.ts) once the page's main picture has been
 * painted, as Element Timing reports it: the main picture is the one element of the page named for
 * it. A page without a main picture, or a browser that does not report paints, lets them load at the
 * load event, which waits for the main picture anyway. The visitor does not wait for any of it:
 * scrolling, a tap, a key or printing lets them all load at once.
 *
 * No imports of its own once bundled, so Astro writes it into the page: it must run even when the
 * island scripts are slow to come or never come, or the held pictures would stay blank. A module
 * script runs once the page is parsed, before its load event.
 */
import { HELD_ATTRIBUTE } from '../../lib/images/held-pictures.ts';

/**
 * How long after the load event the held pictures wait, at most, for the main picture's paint: it is
 * never reported when the picture fails, or in a tab the visitor has not looked at yet.
 */
const longestWaitAfterLoadMs = 3000;

/** Removing a picture's first <source> makes the browser choose its file again; a second call finds none. */
function release(): void {
  for (const source of document.querySelectorAll(`source[${HELD_ATTRIBUTE}]`)) source.remove();
}

const paintIsReported =
  document.querySelector('img[elementtiming]') !== null && PerformanceObserver.supportedEntryTypes.includes('element');
if (paintIsReported) new PerformanceObserver(release).observe({ type: 'element', buffered: true });
addEventListener('load', () => setTimeout(release, paintIsReported ? longestWaitAfterLoadMs : 0), { once: true });
for (const event of ['scroll', 'pointerdown', 'keydown', 'beforeprint'])
  addEventListener(event, release, { once: true, passive: true });

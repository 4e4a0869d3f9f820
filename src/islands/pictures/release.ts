/**
 * Lets the held pictures load (src/lib/images/held-pictures.ts) once the page's main picture has been
 * painted, as Element Timing reports it: the main picture is the one element of the page named for
 * it. A page without a main picture, or a browser that does not report paints, lets them load at the
 * load event, which waits for the main picture anyway. The visitor does not wait for any of it:
 * scrolling, a tap or a key starts letting them go at once, and printing lets them all go before the
 * printout. They go one a task (./let-go.ts), so that the page keeps answering the visitor meanwhile.
 *
 * No imports of its own once bundled, so Astro writes it into the page: it must run even when the
 * island scripts are slow to come or never come, or the held pictures would stay blank. A module
 * script runs once the page is parsed, before its load event.
 */
import { letGo, letGoInSteps } from './let-go.ts';

/**
 * How long after the load event the held pictures wait, at most, for the main picture's paint: it is
 * never reported when the picture fails, or in a tab the visitor has not looked at yet.
 */
const longestWaitAfterLoadMs = 3000;

const paintIsReported =
  document.querySelector('img[elementtiming]') !== null && PerformanceObserver.supportedEntryTypes.includes('element');
if (paintIsReported) new PerformanceObserver(letGoInSteps).observe({ type: 'element', buffered: true });
addEventListener('load', () => setTimeout(letGoInSteps, paintIsReported ? longestWaitAfterLoadMs : 0), { once: true });
for (const event of ['scroll', 'pointerdown', 'keydown'])
  addEventListener(event, letGoInSteps, { once: true, passive: true });
// A printout is laid out right after its beforeprint event: every picture goes at once.
addEventListener('beforeprint', () => letGo(Infinity), { once: true });

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINT_WIDTHS, breakpointTokens, controlsTokens } from '../../../src/components/carousel/options.ts';

/*
 * Before Swiper starts, a slider's row shows as many slides as Swiper will (Carousel.astro's styles):
 * a media query per breakpoint width a slider may use. tests/e2e/carousel-slow-network.spec.ts measures
 * the sliders the site has; this checks that every width a slider may name has its rules.
 */

const styles = readFileSync(new URL('../../../src/components/carousel/Carousel.astro', import.meta.url), 'utf8');

describe('the slider preview before Swiper starts', () => {
  it('has a media query for every breakpoint width, with a rule for 2, 3 and 4 slides and for the controls, widest last', () => {
    const queries = [...styles.matchAll(/@media \(min-width: (\d+)px\) \{([^@]*)\}/g)].map(([, width, rules]) => ({
      width: Number(width),
      rules: rules!,
    }));
    expect(queries.map(({ width }) => width)).toEqual([...BREAKPOINT_WIDTHS].sort((a, b) => a - b));
    for (const { width, rules } of queries) {
      for (const slides of [2, 3, 4])
        expect(rules, `${width}px, ${slides} slides`).toContain(
          `.swiper[data-breakpoints~='${width}:${slides}'] {\n        --per-view: ${slides};`,
        );
      expect(rules, `${width}px, no controls`).toContain(
        `.carousel[data-controls~='${width}:n'] {\n        --controls: none;`,
      );
      expect(rules, `${width}px, controls`).toContain(
        `.carousel[data-controls~='${width}:y'] {\n        --controls: flex;`,
      );
    }
  });

  it('writes the breakpoints as width:slides tokens, and nothing without them', () => {
    const options = { slidesPerView: 2, speed: 500 } as const;
    expect(
      breakpointTokens({ ...options, breakpoints: { 900: { slidesPerView: 4 }, 500: { slidesPerView: 3 } } }),
    ).toBe('500:3 900:4');
    expect(breakpointTokens(options)).toBeUndefined();
  });

  it('shows the arrows and dots at each width where the slides outnumber those in view', () => {
    const options = { slidesPerView: 1, breakpoints: { 750: { slidesPerView: 2 } }, speed: 500 } as const;
    expect(controlsTokens(options, 1)).toBe('0:n 750:n');
    expect(controlsTokens(options, 2)).toBe('0:y 750:n');
    expect(controlsTokens(options, 3)).toBe('0:y 750:y');
    expect(controlsTokens({ slidesPerView: 4, speed: 500 }, 4)).toBe('0:n');
  });
});

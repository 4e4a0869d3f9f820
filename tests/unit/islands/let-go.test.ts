// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { letGo, letGoInSteps, PICTURES_PER_STEP } from '../../../src/islands/pictures/let-go.ts';

/** A page of `count` held pictures after one that was never held. */
function showPictures(count: number): void {
  const held = Array.from(
    { length: count },
    (_, index) =>
      `<picture data-index="${index}"><source media="(scripting: enabled)" srcset="data:," data-held-picture><img alt=""></picture>`,
  );
  document.body.innerHTML = `<picture><source srcset="/own.avif"><img alt=""></picture>${held.join('')}`;
}

/** The pictures still held, by their place among the held ones. */
const stillHeld = () =>
  [...document.querySelectorAll('source[data-held-picture]')].map((source) => source.parentElement!.dataset['index']);

/** The places of the held pictures from `first` to the last of `count`. */
const heldFrom = (first: number, count: number) =>
  Array.from({ length: count - first }, (_, index) => String(first + index));

describe('letting held pictures go', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a step go at once, the first in page order, and the rest in later tasks', () => {
    const count = PICTURES_PER_STEP * 2 + 1;
    showPictures(count);
    letGoInSteps();
    expect(stillHeld()).toEqual(heldFrom(PICTURES_PER_STEP, count));
    vi.advanceTimersToNextTimer();
    expect(stillHeld()).toEqual(heldFrom(PICTURES_PER_STEP * 2, count));
    vi.runAllTimers();
    expect(stillHeld()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    // A picture that was never held keeps its own source.
    expect(document.querySelectorAll('source')).toHaveLength(1);
  });

  it('does not wait for another task when the last few go', () => {
    showPictures(PICTURES_PER_STEP);
    letGoInSteps();
    expect(stillHeld()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets every picture go in one call, for a printout, and tells when none are left', () => {
    showPictures(PICTURES_PER_STEP * 4);
    expect(letGo(2)).toBe(true);
    expect(stillHeld()).toHaveLength(PICTURES_PER_STEP * 4 - 2);
    expect(letGo(Infinity)).toBe(false);
    expect(stillHeld()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

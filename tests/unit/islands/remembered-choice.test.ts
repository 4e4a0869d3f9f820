// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberChoice, rememberedChoice } from '../../../src/islands/finder/remembered-choice.ts';

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe("the finder's choice in its history entry", () => {
  it('is kept for the entry, without the address changing or the rest of the state being lost', () => {
    window.history.replaceState({ scroll: 120 }, '');
    expect(rememberedChoice()).toBeNull();
    rememberChoice({ category: '3', product: 'p-17' });
    expect(rememberedChoice()).toEqual({ category: '3', product: 'p-17' });
    expect(window.history.state).toMatchObject({ scroll: 120 });
    expect(window.location.pathname).toBe('/');
    rememberChoice({ category: '5', product: '' });
    expect(rememberedChoice()).toEqual({ category: '5', product: '' });
  });

  it('is none when the entry holds something else under its name, or nothing at all', () => {
    window.history.replaceState({ homeFinder: { category: 3 } }, '');
    expect(rememberedChoice()).toBeNull();
    window.history.replaceState('a string', '');
    expect(rememberedChoice()).toBeNull();
    rememberChoice({ category: '1', product: 'p-2' });
    expect(rememberedChoice()).toEqual({ category: '1', product: 'p-2' });
  });
});

/**
 * Colour arithmetic on #rrggbb strings, for shading drawn surfaces (the renderer has no lighting).
 */

type Rgb = [number, number, number];

function parseHex(color: string): Rgb {
  const value = color.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
}

function toHex([r, g, b]: Rgb): string {
  return (
    '#' +
    [r, g, b]
      .map((c) =>
        Math.round(Math.min(255, Math.max(0, c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Lightens (amount > 0, towards white) or darkens (amount < 0, towards black) a #rrggbb colour. */
export function shade(color: string, amount: number): string {
  const rgb = parseHex(color);
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(rgb.map((c) => c + (target - c) * t) as Rgb);
}

/** Mixes two #rrggbb colours; t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex(x.map((c, i) => c + ((y[i] ?? 0) - c) * t) as Rgb);
}

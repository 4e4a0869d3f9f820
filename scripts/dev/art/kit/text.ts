/**
 * Text in the generated pictures: the font stacks, and measuring, wrapping and fitting text into a
 * box (the renderer has no layout engine, so widths are estimated from the glyphs' classes).
 */
import { escapeXml } from '../../../../src/lib/text.ts';

/** Sans-serif font stack available where the pictures are drawn (fonts are rasterised into them). */
export const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
/** Serif font stack for monograms. */
export const SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif";

/** Glyph classes for measureText, one character each. */
const NARROW = new Set([
  'i',
  'l',
  'j',
  't',
  '.',
  ',',
  ':',
  ';',
  '|',
  '!',
  "'",
  '(',
  ')',
  '[',
  ']',
  '/',
  ' ',
  'f',
  'r',
  '-',
]);
const WIDE = new Set(['M', 'W', 'm', 'w', '%', '@']);

/** Approximate rendered width of `text` in px for the bold sans stack at `size` px. */
export function measureText(text: string, size: number, bold = true): number {
  let units = 0;
  for (const ch of text) {
    if (ch === ' ') units += 0.35;
    else if (NARROW.has(ch)) units += 0.4;
    else if (WIDE.has(ch)) units += 0.92;
    else if (ch >= 'A' && ch <= 'Z') units += 0.74;
    else if (ch >= '0' && ch <= '9') units += 0.7;
    else units += 0.68;
  }
  return units * size * (bold ? 1 : 0.92);
}

function wrapWords(text: string, size: number, maxWidth: number, bold: boolean): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (measureText(candidate, size, bold) <= maxWidth || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/**
 * Wraps `text` into at most `maxLines` lines no wider than `maxWidth`, trying font sizes
 * from `maxSize` down to `minSize`; at the smallest size the last line is shortened with an ellipsis.
 */
export function fitText(
  text: string,
  maxWidth: number,
  maxLines: number,
  maxSize: number,
  minSize: number,
  bold = true,
  maxHeight = Infinity,
): FittedText {
  // Each line count gets its largest fitting size; a short orphan last line or an extra line
  // costs a little, so "pH Balancer (Multibalance | 4 in 1)" wins over "… 4 in | 1)".
  let best: FittedText | null = null;
  let bestScore = -Infinity;
  for (let size = maxSize; size >= minSize; size -= 1) {
    const lines = wrapWords(text, size, maxWidth, bold);
    if (lines.length > maxLines || !lines.every((line) => measureText(line, size, bold) <= maxWidth)) continue;
    if (blockHeight({ lines, size }) > maxHeight) continue;
    const last = lines[lines.length - 1] ?? '';
    const orphan = lines.length > 1 && last.length <= 4 ? 0.3 : 0;
    const score = size * (1 - 0.1 * (lines.length - 1) - orphan);
    if (score > bestScore) {
      best = { lines, size };
      bestScore = score;
    }
  }
  if (best) return best;
  const all = wrapWords(text, minSize, maxWidth, bold);
  const lines = all.slice(0, maxLines);
  const last = lines.length - 1;
  let tail = lines[last] ?? '';
  const cut = all.length > maxLines || measureText(tail, minSize, bold) > maxWidth;
  while (cut && tail.length > 1 && measureText(`${tail}…`, minSize, bold) > maxWidth) tail = tail.slice(0, -1);
  if (last >= 0) lines[last] = cut ? `${tail.trimEnd()}…` : tail;
  return { lines, size: minSize };
}

/** Centre-anchored multi-line text; `y` is the baseline of the first line. */
export function textBlock(
  fitted: FittedText,
  x: number,
  y: number,
  fill: string,
  options: { weight?: number; lineHeight?: number; anchor?: 'middle' | 'start'; spacing?: number } = {},
): string {
  const lineHeight = options.lineHeight ?? 1.16;
  const anchor = options.anchor ?? 'middle';
  const spacing = options.spacing === undefined ? '' : ` letter-spacing="${options.spacing}"`;
  return fitted.lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${(y + i * fitted.size * lineHeight).toFixed(1)}" font-family="${SANS}" font-size="${fitted.size}" font-weight="${options.weight ?? 700}" fill="${fill}" text-anchor="${anchor}"${spacing}>${escapeXml(line)}</text>`,
    )
    .join('');
}

/** Height taken by a fitted block, from the first baseline's cap top to the last baseline. */
export function blockHeight(fitted: FittedText, lineHeight = 1.16): number {
  return fitted.size * 0.74 + (fitted.lines.length - 1) * fitted.size * lineHeight;
}

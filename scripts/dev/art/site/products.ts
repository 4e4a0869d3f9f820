/**
 * Product pack illustrations for the catalogue's static pages (spreader
 * sub-products, static product pages, featured products): a studio shot of
 * a pack whose label carries the product's name, on a light backdrop.
 */

import { bottle, drum, fly, jerrycan, leaf, teardrop } from './elements.ts';
import { pickMotif } from './motifs.ts';
import { createRandom, hashText } from '../../../../src/lib/seeded.ts';
import { r1, Svg } from '../kit/svg.ts';
import { escapeXml } from '../../../../src/lib/text.ts';
import { SANS } from '../kit/text.ts';
import { BRAND } from './brand.ts';

/** Label text for slugs whose name a slug cannot restore (a "%" or mixed case). */
const KNOWN_LABELS: Readonly<Record<string, string>> = {
  'orthosilicic-acid-2-wsl': 'Orthosilicic Acid 2% WSL',
  'multibalance-4-in-1': 'MultiBalance 4 in 1',
  'fx-spt-500-super-spreader': 'FX SPT 500 Super Spreader',
};

/** Turns a file slug back into label text: "fx-spt-500" → "FX SPT 500", "wetting-agent" → "Wetting Agent". */
export function labelFromSlug(slug: string): string {
  const known = KNOWN_LABELS[slug];
  if (known !== undefined) return known;
  const parts = slug.split('-').filter((p) => p.length > 0);
  // A name with a number in it is a product code ("FX SP 100", "DIKO WET 80"): all capitals.
  if (parts.some((p) => /\d/.test(p))) return parts.join(' ').toUpperCase();
  return parts.map((p) => `${p[0]?.toUpperCase() ?? ''}${p.slice(1)}`).join(' ');
}

function splitLabel(text: string, max: number): string[] {
  const words = text.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if (line !== '' && (line + ' ' + w).length > max) {
      lines.push(line);
      line = w;
    } else line = line === '' ? w : `${line} ${w}`;
  }
  if (line !== '') lines.push(line);
  return lines.slice(0, 3);
}

function pouch(s: Svg, x: number, y: number, w: number, h: number, color: string, lines: readonly string[]): string {
  const top = y - h;
  let zig = `M${r1(x - w / 2)} ${r1(top + 10)}`;
  for (let i = 0; i <= 16; i++) zig += `L${r1(x - w / 2 + (w * i) / 16)} ${r1(top + (i % 2 === 0 ? 0 : 6))}`;
  const shape = `${zig}L${r1(x + w / 2)} ${r1(top + 10)}C${r1(x + w / 2 + 6)} ${r1(top + h * 0.5)} ${r1(x + w / 2 + 10)} ${r1(y - 20)} ${r1(x + w / 2 - 6)} ${r1(y)}L${r1(x - w / 2 + 6)} ${r1(y)}C${r1(x - w / 2 - 10)} ${r1(y - 20)} ${r1(x - w / 2 - 6)} ${r1(top + h * 0.5)} ${r1(x - w / 2)} ${r1(top + 10)}Z`;
  let out = `<ellipse cx="${r1(x)}" cy="${r1(y + 2)}" rx="${r1(w * 0.6)}" ry="${r1(w * 0.07)}" fill="#000" opacity="0.3" filter="${s.blur(5)}"/>`;
  out += `<path d="${shape}" fill="${color}"/><path d="${shape}" fill="${s.linear(
    [
      [0, '#000', 0.3],
      [0.2, '#fff', 0.3],
      [0.4, '#fff', 0.05],
      [0.85, '#000', 0.1],
      [1, '#000', 0.35],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/>`;
  out += `<rect x="${r1(x - w / 2 + 4)}" y="${r1(top + 16)}" width="${r1(w - 8)}" height="6" fill="#000" opacity="0.15"/>`;
  const ly = top + h * 0.34;
  const lh = h * 0.36;
  out += `<rect x="${r1(x - w * 0.38)}" y="${r1(ly)}" width="${r1(w * 0.76)}" height="${r1(lh)}" rx="6" fill="#ffffff"/>`;
  const longest = lines.reduce((m, l) => Math.max(m, l.length), 1);
  const fs = Math.min(w * 0.13, (w * 1.05) / Math.max(5, longest), (lh * 0.6) / lines.length / 1.15);
  lines.forEach((line, i) => {
    out += `<text x="${r1(x)}" y="${r1(ly + lh * 0.5 + (i - (lines.length - 1) / 2) * fs * 1.15 + fs * 0.35)}" font-family="${SANS}" font-weight="bold" font-size="${r1(fs)}" text-anchor="middle" fill="${BRAND.forest}">${escapeXml(line)}</text>`;
  });
  out += `<rect x="${r1(x - w * 0.38)}" y="${r1(ly + lh + 10)}" width="${r1(w * 0.76)}" height="8" rx="3" fill="${BRAND.lime}"/>`;
  return out;
}

function lureCard(s: Svg, x: number, y: number, w: number, h: number, lines: readonly string[]): string {
  const top = y - h;
  let out = `<g filter="${s.shadow(3, 8, 8, 0.3)}"><rect x="${r1(x - w / 2)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" rx="10" fill="#fbfaf6"/></g>`;
  out += `<rect x="${r1(x - w / 2)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h * 0.3)}" rx="10" fill="${BRAND.forest}"/><rect x="${r1(x - w / 2)}" y="${r1(top + h * 0.2)}" width="${r1(w)}" height="${r1(h * 0.1)}" fill="${BRAND.forest}"/>`;
  out += `<rect x="${r1(x - 18)}" y="${r1(top + 10)}" width="36" height="10" rx="5" fill="#e6ece4"/>`;
  const longest = lines.reduce((m, l) => Math.max(m, l.length), 1);
  const fs = Math.min(w * 0.12, (w * 1.1) / Math.max(5, longest));
  lines.forEach((line, i) => {
    out += `<text x="${r1(x)}" y="${r1(top + h * 0.17 + (i - (lines.length - 1) / 2) * fs * 1.1 + fs * 0.35)}" font-family="${SANS}" font-weight="bold" font-size="${r1(fs)}" text-anchor="middle" fill="#f7f3e8">${escapeXml(line)}</text>`;
  });
  const bx = x;
  const by = top + h * 0.62;
  out += `<ellipse cx="${r1(bx)}" cy="${r1(by)}" rx="${r1(w * 0.3)}" ry="${r1(h * 0.2)}" fill="#e8f6ff" fill-opacity="0.5" stroke="#c9d6de" stroke-width="2"/>`;
  out += `<rect x="${r1(bx - w * 0.08)}" y="${r1(by - h * 0.1)}" width="${r1(w * 0.16)}" height="${r1(h * 0.2)}" rx="${r1(w * 0.05)}" fill="${s.linear(
    [
      [0, '#b8322f'],
      [0.35, '#e06a5c'],
      [1, '#8f2220'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/><ellipse cx="${r1(bx)}" cy="${r1(by - h * 0.1)}" rx="${r1(w * 0.08)}" ry="${r1(w * 0.025)}" fill="#e98a7d"/>`;
  out += `<ellipse cx="${r1(bx - w * 0.12)}" cy="${r1(by - h * 0.1)}" rx="${r1(w * 0.05)}" ry="${r1(h * 0.06)}" fill="#fff" opacity="0.6"/>`;
  out += `<rect x="${r1(x - w * 0.35)}" y="${r1(top + h * 0.88)}" width="${r1(w * 0.7)}" height="6" rx="3" fill="${BRAND.lime}"/>`;
  return out;
}

function phSwatches(x: number, y: number, r: number): string {
  const sw: readonly (readonly [string, string])[] = [
    ['#f6e27a', 'pH 6'],
    ['#e0a82e', 'pH 5'],
    ['#f4b6c2', 'pH 4'],
  ];
  return sw
    .map(
      ([c, t], i) =>
        `<circle cx="${r1(x)}" cy="${r1(y + i * r * 2.6)}" r="${r1(r)}" fill="${c}" stroke="#fff" stroke-width="3"/><text x="${r1(x + r * 1.5)}" y="${r1(y + i * r * 2.6 + r * 0.35)}" font-family="${SANS}" font-weight="bold" font-size="${r1(r * 0.9)}" fill="${BRAND.forest}">${t}</text>`,
    )
    .join('');
}

/** A product pack on a studio backdrop, sized `width`×`height`. */
export function productImage(slug: string, width: number, height: number): string {
  const s = new Svg(width, height);
  const rnd = createRandom(`product-${slug}`);
  const { palette } = pickMotif(slug);
  const label = labelFromSlug(slug);
  let body = `<rect width="${width}" height="${height}" fill="${s.linear([
    [0, '#f6f8f5'],
    [0.62, '#e6ece4'],
    [1, '#cfd9cf'],
  ])}"/>`;
  body += `<circle cx="${r1(width * 0.5)}" cy="${r1(height * 0.42)}" r="${r1(Math.max(width, height) * 0.5)}" fill="${s.radial(
    [
      [0, palette.bg1, 0.32],
      [1, palette.bg1, 0],
    ],
  )}"/>`;
  body += `<ellipse cx="${r1(width / 2)}" cy="${r1(height * 0.86)}" rx="${r1(width * 0.42)}" ry="${r1(height * 0.05)}" fill="#000" opacity="0.12" filter="${s.blur(10)}"/>`;
  const k = Math.min(width, height) / 400;
  const base = height * 0.86;
  const cx = width / 2;
  let g = '';
  g += leaf(s, {
    x: cx - 40 * k,
    y: base,
    length: 170 * k,
    width: 70 * k,
    angle: -140,
    light: '#b5dc5a',
    dark: '#2c7a33',
  });
  g += leaf(s, {
    x: cx + 40 * k,
    y: base,
    length: 150 * k,
    width: 62 * k,
    angle: -35,
    light: '#a6d94f',
    dark: '#2c7a33',
  });
  const text = splitLabel(label, 11);
  if (/lure|eugenol/.test(slug)) {
    body += g + lureCard(s, cx - 30 * k, base, 170 * k, 250 * k, splitLabel(label, 10));
    body += fly(s, cx + 120 * k, base - 200 * k, 34 * k, 200);
    body += fly(s, cx + 140 * k, base - 90 * k, 30 * k, 140);
    return s.render(body);
  }
  if (slug === 'pheromones') {
    const motif = pickMotif('pheromones');
    body += `<g transform="translate(${r1(cx - 200 * k * 0.95)} ${r1(height / 2 - 200 * k * 0.95)}) scale(${r1(k * 0.95 * 1000) / 1000})">${motif.draw(s, rnd)}</g>`;
    return s.render(body);
  }
  if (/fensil|powder/.test(slug)) {
    body += g + pouch(s, cx - 20 * k, base, 170 * k, 250 * k, BRAND.green, text);
    return s.render(body);
  }
  if (/balanc|ph-/.test(slug)) {
    body +=
      g +
      bottle(s, cx - 40 * k, base, 125 * k, 270 * k, {
        body: '#f4f6f5',
        cap: '#1f5fa8',
        label: '#ffffff',
        text,
        textColor: BRAND.forest,
      });
    body += phSwatches(cx + 75 * k, base - 210 * k, 18 * k);
    return s.render(body);
  }
  const kind = hashText(slug) % 3;
  const front = { body: '#f4f6f5', cap: BRAND.green, label: '#ffffff', text, textColor: BRAND.forest };
  if (kind === 0) {
    g += jerrycan(s, cx + 70 * k, base, 120 * k, 150 * k, BRAND.green);
    g += bottle(s, cx - 55 * k, base, 115 * k, 255 * k, front);
  } else if (kind === 1) {
    g += drum(s, cx + 80 * k, base, 110 * k, 150 * k, '#1f5fa8');
    g += bottle(s, cx - 45 * k, base, 120 * k, 260 * k, front);
  } else {
    g += bottle(s, cx + 85 * k, base, 80 * k, 180 * k, { body: '#f4f6f5', cap: BRAND.green, label: '#ffffff' });
    g += bottle(s, cx - 35 * k, base, 125 * k, 270 * k, front);
  }
  body += g;
  body += teardrop(s, cx + 120 * k + rnd() * 20 * k, height * 0.2, 10 * k);
  return s.render(body);
}

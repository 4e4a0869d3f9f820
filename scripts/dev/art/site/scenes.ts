/**
 * Full-frame scenes: the two home heroes, the Open Graph card, founders'
 * monogram portraits, the transparent leaf, the favicon and the event
 * gallery pictures. All text painted into images comes from the identity
 * module, so a rename regenerates cleanly with `--force`.
 */

import { company } from '../../../../src/content/company/identity.ts';
import { getQualityTitle } from '../../../../src/content/company/quality-claim.ts';
import type { EventCity, EventSceneKind } from '../../../../src/content/company/events.ts';
import {
  beaker,
  bead,
  bottle,
  cylinder,
  drum,
  flask,
  groundShadow,
  jerrycan,
  leaf,
  pipe,
  reactor,
  teardrop,
} from './elements.ts';
import { fieldScene, pickMotif } from './motifs.ts';
import { createRandom } from '../../../../src/lib/seeded.ts';
import { r1, Svg } from '../kit/svg.ts';
import { escapeXml } from '../../../../src/lib/text.ts';
import { SANS, SERIF } from '../kit/text.ts';
import { BRAND } from './brand.ts';

/** Soft out-of-focus light discs, for a photographic depth-of-field feel. */
function bokeh(
  s: Svg,
  rnd: () => number,
  n: number,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  maxR: number,
): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const r = maxR * (0.25 + rnd() * 0.75);
    out += `<circle cx="${r1(x + rnd() * w)}" cy="${r1(y + rnd() * h)}" r="${r1(r)}" fill="${color}" opacity="${r1(0.08 + rnd() * 0.22)}" filter="${s.blur(r * 0.18 + 1)}"/>`;
  }
  return out;
}

/** Darkens the left part of a frame so overlaid headline text stays readable. */
function textScrim(s: Svg, w: number, h: number, strength = 0.6, reach = 0.6): string {
  return `<rect width="${w}" height="${h}" fill="${s.linear(
    [
      [0, '#03140f', strength],
      [reach * 0.55, '#03140f', strength * 0.55],
      [reach, '#03140f', 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/>`;
}

/** Home hero 1: crop rows at sunrise with spray droplets on a leaf. */
export function heroField(width: number, height: number): string {
  const s = new Svg(width, height);
  const rnd = createRandom('hero-1');
  const horizon = height * 0.47;
  const sunX = width * 0.68;
  let body = fieldScene(s, rnd, {
    x: 0,
    y: 0,
    w: width,
    h: height,
    horizon,
    sunX,
    sunR: 44,
    tufts: 700,
    rowSpacing: 120,
  });
  for (let i = 0; i < 5; i++) {
    const a = -0.9 + i * 0.38 + rnd() * 0.1;
    const len = width;
    body += `<path d="M${r1(sunX)} ${r1(horizon - 18)}L${r1(sunX + Math.cos(a - 0.025) * len)} ${r1(horizon - 18 + Math.sin(a - 0.025) * len)}L${r1(sunX + Math.cos(a + 0.025) * len)} ${r1(horizon - 18 + Math.sin(a + 0.025) * len)}Z" fill="#fff1c9" opacity="0.07" filter="${s.blur(6)}"/>`;
  }
  body += bokeh(s, rnd, 16, width * 0.45, height * 0.05, width * 0.55, height * 0.55, '#fff2c6', 38);
  body += leaf(s, {
    x: width + 40,
    y: height + 60,
    length: 560,
    width: 250,
    angle: -152,
    light: '#c4e46a',
    dark: '#2b6f2a',
  });
  body += leaf(s, {
    x: width * 0.88,
    y: height + 80,
    length: 420,
    width: 190,
    angle: -112,
    light: '#b3dc5a',
    dark: '#25652b',
  });
  body += leaf(s, {
    x: width * 0.6,
    y: height + 70,
    length: 300,
    width: 120,
    angle: -70,
    light: '#a9d452',
    dark: '#1f5a25',
    opacity: 0.9,
  });
  body += bead(s, width * 0.82, height * 0.86, 30, '#fff1c9');
  body += bead(s, width * 0.765, height * 0.92, 15, '#fff1c9');
  body += bead(s, width * 0.885, height * 0.79, 11, '#fff1c9');
  body += teardrop(s, width * 0.93, height * 0.42, 16, '#fff1c9', 0.95);
  body += teardrop(s, width * 0.955, height * 0.55, 9, '#fff1c9', 0.8);
  for (let i = 0; i < 120; i++) {
    const t = rnd();
    const px = width * (0.55 + t * 0.45) + (rnd() - 0.5) * 160 * t;
    const py = height * (0.02 + rnd() * 0.6);
    body += `<circle cx="${r1(px)}" cy="${r1(py)}" r="${r1(0.6 + rnd() * 1.8)}" fill="#fffbe8" opacity="${r1(0.25 + rnd() * 0.5)}"/>`;
  }
  body += textScrim(s, width, height, 0.62, 0.62);
  body += `<rect y="${r1(height * 0.75)}" width="${width}" height="${r1(height * 0.25)}" fill="${s.linear([
    [0, '#000', 0],
    [1, '#000', 0.35],
  ])}"/>`;
  return s.render(body);
}

/** Home hero 2: a plant floor with reactors, drums and laboratory glassware. */
export function heroPlant(width: number, height: number): string {
  const s = new Svg(width, height);
  const rnd = createRandom('hero-2');
  const floorY = height * 0.78;
  let body = `<rect width="${width}" height="${height}" fill="${s.linear([
    [0, '#0b2430'],
    [0.6, '#15404b'],
    [1, '#0b2a2c'],
  ])}"/>`;
  // windows and light
  for (let i = 0; i < 4; i++) {
    const wx = width * 0.3 + i * width * 0.17;
    body += `<rect x="${r1(wx)}" y="${r1(height * 0.05)}" width="${r1(width * 0.12)}" height="${r1(height * 0.33)}" fill="${s.linear(
      [
        [0, '#e6f7ff', 0.75],
        [1, '#9fd3e6', 0.35],
      ],
    )}"/><path d="M${r1(wx + width * 0.06)} ${r1(height * 0.05)}v${r1(height * 0.33)}M${r1(wx)} ${r1(height * 0.21)}h${r1(width * 0.12)}" stroke="#0b2430" stroke-width="6"/>`;
    body += `<path d="M${r1(wx)} ${r1(height * 0.38)}L${r1(wx + width * 0.12)} ${r1(height * 0.38)}L${r1(wx - width * 0.05)} ${r1(floorY + 40)}L${r1(wx - width * 0.2)} ${r1(floorY + 40)}Z" fill="#dff6ff" opacity="0.14" filter="${s.blur(18)}"/>`;
  }
  // back structure: columns and a gantry
  for (let i = 0; i < 6; i++) {
    const cx = width * 0.26 + i * width * 0.15;
    body += `<rect x="${r1(cx)}" y="0" width="18" height="${r1(floorY)}" fill="#0a1f27" opacity="0.8"/>`;
  }
  body += `<rect x="0" y="${r1(height * 0.02)}" width="${width}" height="16" fill="#0a1f27"/>`;
  body += `<rect y="${r1(height * 0.1)}" width="${width}" height="${r1(floorY - height * 0.1)}" fill="${s.linear([
    [0, '#1d5563', 0],
    [1, '#1d5563', 0.45],
  ])}"/>`;
  // floor
  body += `<rect y="${r1(floorY)}" width="${width}" height="${r1(height - floorY)}" fill="${s.linear([
    [0, '#2c6b5a'],
    [0.25, '#1b4a3e'],
    [1, '#0a221c'],
  ])}"/>`;
  for (let i = 0; i < 9; i++) {
    body += `<path d="M${r1(width * 0.62)} ${r1(floorY)}L${r1(width * (-0.3 + i * 0.25))} ${r1(height)}" stroke="#e9f7c8" stroke-opacity="0.06" stroke-width="3"/>`;
  }
  body += `<path d="M0 ${r1(floorY + 26)}H${width}" stroke="#f2c230" stroke-opacity="0.5" stroke-width="6" stroke-dasharray="40 24"/>`;
  // catwalk
  const walkY = height * 0.36;
  body += `<rect x="${r1(width * 0.4)}" y="${r1(walkY)}" width="${r1(width * 0.6)}" height="14" fill="#3b4a52"/>`;
  body += `<path d="M${r1(width * 0.4)} ${r1(walkY - 46)}H${width}M${r1(width * 0.4)} ${r1(walkY - 22)}H${width}" stroke="#f2a93b" stroke-width="5"/>`;
  for (let x = width * 0.4; x < width; x += 44)
    body += `<path d="M${r1(x)} ${r1(walkY)}v-46" stroke="#f2a93b" stroke-width="3"/>`;
  // pipes
  body += pipe(s, width * 0.34, width, height * 0.47, 20);
  body += pipe(s, width * 0.34, width, height * 0.53, 14);
  // reactors
  const rxs = [0.52, 0.68, 0.84];
  let reactors = '';
  rxs.forEach((f, i) => {
    reactors += reactor(s, width * f, floorY + 10, 190 - i * 6, 470 - i * 20);
  });
  // mirror image on the glossy epoxy floor
  body += `<g clip-path="${s.clip(`<rect y="${r1(floorY + 10)}" width="${width}" height="${r1(height - floorY)}"/>`)}"><g transform="translate(0 ${r1(2 * (floorY + 10))}) scale(1 -1)" opacity="0.16">${reactors}</g></g>`;
  body += reactors;
  // control panel with indicator lamps
  const px = width * 0.43;
  body += `<rect x="${r1(px)}" y="${r1(floorY - 250)}" width="90" height="250" rx="4" fill="${s.linear(
    [
      [0, '#c9d4da'],
      [1, '#7f8e98'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/><rect x="${r1(px + 12)}" y="${r1(floorY - 230)}" width="66" height="44" rx="3" fill="#0f2a33"/><path d="M${r1(px + 18)} ${r1(floorY - 200)}l10 -8 10 4 10 -12 10 6 8 -6" stroke="${BRAND.lime}" stroke-width="2" fill="none"/><circle cx="${r1(px + 24)}" cy="${r1(floorY - 160)}" r="6" fill="#57c06a"/><circle cx="${r1(px + 45)}" cy="${r1(floorY - 160)}" r="6" fill="#f2a93b"/><circle cx="${r1(px + 66)}" cy="${r1(floorY - 160)}" r="6" fill="#d94f5c"/><circle cx="${r1(px + 24)}" cy="${r1(floorY - 160)}" r="16" fill="${s.radial(
    [
      [0, '#57c06a', 0.5],
      [1, '#57c06a', 0],
    ],
  )}"/>`;
  // drums and pallets, left-centre
  const pallet = (x: number, y: number, w: number): string =>
    `<rect x="${r1(x - w / 2)}" y="${r1(y)}" width="${r1(w)}" height="14" fill="#8a6a3e"/><rect x="${r1(x - w / 2)}" y="${r1(y + 14)}" width="${r1(w)}" height="10" fill="#5e4527"/>`;
  body += pallet(width * 0.36, floorY + 18, 250);
  body += drum(s, width * 0.33, floorY + 18, 100, 150, '#1f5fa8');
  body += drum(s, width * 0.395, floorY + 18, 100, 150, '#1f5fa8');
  body += pallet(width * 0.27, floorY + 52, 150);
  body += drum(s, width * 0.27, floorY + 52, 110, 160, '#1f7a4d');
  // bench with glassware
  const benchY = height * 0.83;
  const bx = width * 0.6;
  body += `<rect x="${r1(bx)}" y="${r1(benchY)}" width="${r1(width - bx)}" height="${r1(height - benchY)}" fill="${s.linear(
    [
      [0, '#263238'],
      [1, '#10171a'],
    ],
  )}"/><rect x="${r1(bx)}" y="${r1(benchY)}" width="${r1(width - bx)}" height="10" fill="#cfd8dc" opacity="0.9"/>`;
  body += flask(s, width * 0.68, benchY + 4, 130, 170, [{ color: '#57c06a', from: 0, to: 0.4, opacity: 0.8 }]);
  body += beaker(s, width * 0.77, benchY + 4, 110, 130, [{ color: '#e9a22a', from: 0, to: 0.55, opacity: 0.75 }]);
  for (let i = 0; i < 5; i++) {
    body += cylinder(s, width * 0.84 + i * 30, benchY + 4, 20, 190, [
      { color: '#f5f1e6', from: 0, to: 0.55 + (i % 2) * 0.08, opacity: 0.95 },
    ]);
  }
  body += bottle(s, width * 0.96, benchY + 4, 70, 160, { body: '#f4f6f5', cap: BRAND.green, label: '#e8f3ea' });
  body += bokeh(s, rnd, 10, width * 0.35, 0, width * 0.65, height * 0.4, '#e6f7ff', 30);
  body += textScrim(s, width, height, 0.72, 0.6);
  body += `<rect width="${width}" height="${height}" fill="${s.radial(
    [
      [0.6, '#000', 0],
      [1, '#000', 0.4],
    ],
    { cx: 0.6, cy: 0.45, r: 0.8 },
  )}"/>`;
  return s.render(body);
}

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The default Open Graph card with the company name. */
export function ogCard(width: number, height: number): string {
  const s = new Svg(width, height);
  const rnd = createRandom('og');
  let body = `<rect width="${width}" height="${height}" fill="${s.linear(
    [
      [0, BRAND.deep],
      [1, '#145a40'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}"/>`;
  body += `<circle cx="${r1(width * 0.78)}" cy="${r1(height * 0.45)}" r="${r1(height * 0.6)}" fill="${s.radial([
    [0, '#f6c56b', 0.35],
    [1, '#f6c56b', 0],
  ])}"/>`;
  body += bokeh(s, rnd, 10, 0, 0, width, height, '#e8ffd0', 40);
  const motif = pickMotif('agro-chemicals-emulsifiers');
  const k = (height * 0.8) / 400;
  body += `<g transform="translate(${r1(width * 0.78 - 200 * k)} ${r1(height * 0.45 - 200 * k)}) scale(${r1(k * 1000) / 1000})">${motif.draw(s, rnd)}</g>`;
  const x = 70;
  body += `<rect x="${x}" y="118" width="64" height="6" fill="${BRAND.lime}"/>`;
  body += `<text x="${x}" y="232" font-family="${SANS}" font-weight="bold" font-size="112" letter-spacing="6" fill="${BRAND.cream}">${escapeXml(company.wordmark.primary)}</text>`;
  body += `<text x="${x + 4}" y="286" font-family="${SANS}" font-weight="bold" font-size="34" letter-spacing="5.5" fill="${BRAND.lime}">${escapeXml(company.wordmark.secondary)}</text>`;
  wrap(company.tagline, 34).forEach((line, i) => {
    body += `<text x="${x + 2}" y="${370 + i * 40}" font-family="${SANS}" font-size="30" fill="#e8f1ec">${escapeXml(line)}</text>`;
  });
  body += `<text x="${x + 2}" y="${height - 64}" font-family="${SANS}" font-size="22" fill="#cfe3d8" opacity="0.9">${escapeXml(`${company.address.city}, India · ${getQualityTitle()} · Exports to 11+ countries`)}</text>`;
  return s.render(body);
}

/** The founders' monogram portrait: initials on a tinted medallion, never a face. */
export function founderMonogram(name: string, index: number, size: number): string {
  const s = new Svg(size, size);
  const tints: readonly (readonly [string, string, string])[] = [
    ['#0b3a2c', '#1f7a4d', '#d9b56a'],
    ['#0c2f45', '#1c6b80', '#a6ce39'],
    ['#3a1f12', '#8a4b1f', '#f2c98a'],
  ];
  const [c0, c1, accent] = tints[index % tints.length] ?? ['#0b3a2c', '#1f7a4d', '#d9b56a'];
  const parts = name
    .replace(/^(Dr|Mr|Mrs|Ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter((p) => p.length > 0);
  const initials =
    `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''}`.toUpperCase();
  const c = size / 2;
  let body = `<rect width="${size}" height="${size}" fill="${s.linear(
    [
      [0, c0],
      [1, c1],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}"/>`;
  body += `<circle cx="${c}" cy="${r1(c * 0.8)}" r="${r1(size * 0.7)}" fill="${s.radial([
    [0, '#ffffff', 0.18],
    [1, '#ffffff', 0],
  ])}"/>`;
  for (let i = 0; i < 3; i++) {
    body += `<circle cx="${c}" cy="${c}" r="${r1(size * (0.43 + i * 0.06))}" fill="none" stroke="${accent}" stroke-opacity="${r1(0.35 - i * 0.1)}" stroke-width="${i === 0 ? 3 : 1.5}"/>`;
  }
  body += `<circle cx="${c}" cy="${c}" r="${r1(size * 0.36)}" fill="#000" opacity="0.18"/>`;
  body += `<text x="${c}" y="${r1(c + size * 0.1)}" font-family="${SERIF}" font-weight="bold" font-size="${r1(size * 0.3)}" text-anchor="middle" letter-spacing="${r1(size * 0.01)}" fill="${BRAND.cream}">${escapeXml(initials)}</text>`;
  body += `<path d="M${r1(c - size * 0.12)} ${r1(c + size * 0.17)}H${r1(c + size * 0.12)}" stroke="${accent}" stroke-width="3"/>`;
  body += leaf(s, {
    x: c - size * 0.02,
    y: size * 0.9,
    length: size * 0.16,
    width: size * 0.07,
    angle: -150,
    light: accent,
    dark: accent,
    veins: false,
    opacity: 0.6,
  });
  body += leaf(s, {
    x: c + size * 0.02,
    y: size * 0.9,
    length: size * 0.16,
    width: size * 0.07,
    angle: -30,
    light: accent,
    dark: accent,
    veins: false,
    opacity: 0.6,
  });
  return s.render(body);
}

/** A single leaf with a droplet on a transparent background. */
export function leafCutout(size: number): string {
  const s = new Svg(size, size);
  const k = size / 400;
  let body = `<g transform="scale(${k})">`;
  body += `<path d="M70 352Q60 372 44 384" stroke="#2f6b2a" stroke-width="7" stroke-linecap="round" fill="none"/>`;
  body += leaf(s, { x: 70, y: 352, length: 380, width: 190, angle: -47, light: '#bfe26a', dark: '#2a7031' });
  body += bead(s, 215, 205, 17);
  body += bead(s, 262, 160, 8);
  body += '</g>';
  return s.render(body);
}

/** The favicon mark: a droplet holding a leaf vein, on the brand green. */
export function faviconSvg(rounded: boolean): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="d" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${BRAND.lime}"/><stop offset="1" stop-color="${BRAND.leaf}"/></linearGradient></defs><rect width="64" height="64"${rounded ? ' rx="14"' : ''} fill="${BRAND.forest}"/><path d="M32 7C39 18 50 28 50 40A18 18 0 0 1 14 40C14 28 25 18 32 7Z" fill="url(#d)"/><path d="M23 50Q31 38 43 31" stroke="${BRAND.forest}" stroke-width="3.2" stroke-linecap="round" fill="none"/><path d="M29 42l-3-7M35 37.5l-2-7M31 40.5l7 .5M37 35.5l6 .5" stroke="${BRAND.forest}" stroke-width="2.2" stroke-linecap="round"/><circle cx="25.5" cy="27" r="3" fill="#fff" opacity="0.7"/></svg>`;
}

/* ---------------------------------------------------------------- events */

const PEOPLE_COLORS = ['#2c3e50', '#5d6d7e', '#7b4b3a', '#3d5a80', '#a68a64', '#6c5b7b', '#1f4e5f', '#8e7f6f'];

/** A faceless visitor silhouette standing at (x, y) with height h. */
function person(s: Svg, x: number, y: number, h: number, color: string, skin: string, back = false): string {
  const head = h * 0.085;
  const sh = h * 0.13;
  const torsoTop = y - h + head * 2.3;
  const hip = y - h * 0.47;
  const shade = s.linear(
    [
      [0, '#fff', 0.12],
      [1, '#000', 0.25],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const torso = `M${r1(x - sh)} ${r1(torsoTop + head * 0.6)}Q${r1(x - sh)} ${r1(torsoTop)} ${r1(x - sh * 0.5)} ${r1(torsoTop)}L${r1(x + sh * 0.5)} ${r1(torsoTop)}Q${r1(x + sh)} ${r1(torsoTop)} ${r1(x + sh)} ${r1(torsoTop + head * 0.6)}L${r1(x + sh * 0.82)} ${r1(hip)}L${r1(x - sh * 0.82)} ${r1(hip)}Z`;
  let out = groundShadow(s, x, y, sh * 1.3, h * 0.02, 0.35);
  out += `<rect x="${r1(x - sh * 0.72)}" y="${r1(hip - 2)}" width="${r1(sh * 0.66)}" height="${r1(y - hip)}" rx="${r1(sh * 0.2)}" fill="#1c2530"/><rect x="${r1(x + sh * 0.06)}" y="${r1(hip - 2)}" width="${r1(sh * 0.66)}" height="${r1(y - hip)}" rx="${r1(sh * 0.2)}" fill="#232e3a"/>`;
  for (const side of [-1, 1]) {
    const ax = x + side * sh * 0.86;
    const hx = x + side * sh * 1.02;
    const hy = hip + h * 0.03;
    out += `<path d="M${r1(ax)} ${r1(torsoTop + head * 0.55)}Q${r1(x + side * sh * 1.12)} ${r1((torsoTop + hy) / 2)} ${r1(hx)} ${r1(hy)}" stroke="${color}" stroke-width="${r1(sh * 0.42)}" stroke-linecap="round" fill="none"/><path d="M${r1(ax)} ${r1(torsoTop + head * 0.55)}Q${r1(x + side * sh * 1.12)} ${r1((torsoTop + hy) / 2)} ${r1(hx)} ${r1(hy)}" stroke="#000" stroke-opacity="0.18" stroke-width="${r1(sh * 0.42)}" stroke-linecap="round" fill="none"/><circle cx="${r1(hx)}" cy="${r1(hy + sh * 0.12)}" r="${r1(sh * 0.19)}" fill="${skin}"/>`;
  }
  out += `<path d="${torso}" fill="${color}"/><path d="${torso}" fill="${shade}"/>`;
  out += `<rect x="${r1(x - head * 0.35)}" y="${r1(torsoTop - head * 0.5)}" width="${r1(head * 0.7)}" height="${r1(head * 0.7)}" fill="${skin}"/>`;
  out += `<circle cx="${r1(x)}" cy="${r1(torsoTop - head * 1.15)}" r="${r1(head)}" fill="${skin}"/>`;
  out += `<path d="M${r1(x - head)} ${r1(torsoTop - head * 1.15)}A${r1(head)} ${r1(head)} 0 0 1 ${r1(x + head)} ${r1(torsoTop - head * 1.15)}${back ? `L${r1(x + head)} ${r1(torsoTop - head * 0.6)}L${r1(x - head)} ${r1(torsoTop - head * 0.6)}Z` : `Q${r1(x)} ${r1(torsoTop - head * 1.6)} ${r1(x - head)} ${r1(torsoTop - head * 1.15)}Z`}" fill="#1b1410"/>`;
  if (!back) {
    out += `<path d="M${r1(x - sh * 0.3)} ${r1(torsoTop)}L${r1(x)} ${r1(torsoTop + h * 0.16)}L${r1(x + sh * 0.3)} ${r1(torsoTop)}" stroke="#d94f5c" stroke-width="${r1(Math.max(1, h * 0.008))}" fill="none"/><rect x="${r1(x - sh * 0.22)}" y="${r1(torsoTop + h * 0.16)}" width="${r1(sh * 0.44)}" height="${r1(h * 0.06)}" rx="2" fill="#fff"/>`;
  }
  return out;
}

function hallBackdrop(s: Svg, rnd: () => number, w: number, h: number, floorY: number): string {
  let out = `<rect width="${w}" height="${h}" fill="${s.linear([
    [0, '#0d1420'],
    [0.55, '#1d2a3a'],
    [1, '#233246'],
  ])}"/>`;
  // roof truss
  let truss = '';
  for (let x = -40; x < w + 40; x += 60) truss += `<path d="M${x} 30L${x + 30} 70L${x + 60} 30" />`;
  out += `<g stroke="#5b6b7b" stroke-opacity="0.45" stroke-width="2" fill="none"><path d="M0 30H${w}M0 70H${w}"/>${truss}</g>`;
  for (let i = 0; i < 6; i++) {
    const lx = 60 + i * (w / 6) + rnd() * 40;
    out += `<circle cx="${r1(lx)}" cy="78" r="7" fill="#fff7dd"/><circle cx="${r1(lx)}" cy="78" r="46" fill="${s.radial(
      [
        [0, '#fff2c6', 0.45],
        [1, '#fff2c6', 0],
      ],
    )}"/>`;
  }
  // far booths
  const farColors = ['#3d5a80', '#7a3e48', '#a3873c', '#2f6b5a', '#5b4b7b'];
  for (let i = 0; i < 9; i++) {
    const bx = -30 + i * (w / 8) + rnd() * 30;
    const bw = w / 9 + rnd() * 30;
    const bh = 90 + rnd() * 60;
    out += `<rect x="${r1(bx)}" y="${r1(floorY - 40 - bh)}" width="${r1(bw)}" height="${r1(bh)}" fill="${farColors[i % farColors.length] ?? '#3d5a80'}" opacity="0.55" filter="${s.blur(3)}"/><rect x="${r1(bx + 10)}" y="${r1(floorY - 40 - bh + 12)}" width="${r1(bw * 0.6)}" height="10" fill="#fff" opacity="0.25" filter="${s.blur(2)}"/>`;
  }
  out += `<rect y="${r1(floorY - 40)}" width="${w}" height="${r1(h - floorY + 40)}" fill="${s.linear([
    [0, '#3c4653'],
    [0.2, '#59626e'],
    [1, '#2f363f'],
  ])}"/>`;
  out += bokeh(s, rnd, 10, 0, 90, w, floorY - 160, '#fff2c6', 18);
  return out;
}

function boothScene(s: Svg, rnd: () => number, w: number, h: number, banner: string): string {
  const floorY = h * 0.8;
  let out = hallBackdrop(s, rnd, w, h, floorY);
  const flip = rnd() < 0.5;
  const walls: readonly (readonly [string, string])[] = [
    ['#0f4a37', '#1f7a4d'],
    ['#0b3d4a', '#0f766e'],
    ['#123049', '#1f5a7a'],
  ];
  const [wallA, wallB] = walls[Math.floor(rnd() * walls.length)] ?? ['#0f4a37', '#1f7a4d'];
  const shift = (rnd() - 0.5) * w * 0.08;
  out += `<path d="M${r1(w * 0.12 + shift)} ${floorY - 20}L${r1(w * 0.88 + shift)} ${floorY - 20}L${w} ${h}L0 ${h}Z" fill="${s.linear(
    [
      [0, '#1a5a45'],
      [1, '#0d3327'],
    ],
  )}"/>`;
  const left = w * 0.16 + shift;
  const right = w * 0.84 + shift;
  const top = h * 0.2;
  const bottom = floorY - 20;
  out += `<rect x="${r1(left)}" y="${r1(top)}" width="${r1(right - left)}" height="${r1(bottom - top)}" fill="${s.linear(
    [
      [0, wallA],
      [1, wallB],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}"/>`;
  const gx = flip ? left + 60 : right - 60;
  const dir = flip ? -1 : 1;
  out += `<g clip-path="${s.clip(`<rect x="${r1(left)}" y="${r1(top)}" width="${r1(right - left)}" height="${r1(bottom - top)}"/>`)}"><circle cx="${r1(gx)}" cy="${r1(bottom - 30)}" r="230" fill="${s.radial(
    [
      [0, '#f6c56b', 0.5],
      [1, '#f6c56b', 0],
    ],
  )}"/>${leaf(s, { x: gx + dir * 20, y: bottom + 20, length: 260, width: 120, angle: flip ? -40 : -140, light: '#c4e46a', dark: '#2b6f2a' })}${leaf(s, { x: gx - dir * 60, y: bottom + 30, length: 200, width: 90, angle: flip ? -80 : -100, light: '#a9d452', dark: '#1f5a25' })}</g>`;
  out += `<rect x="${r1(left - 10)}" y="${r1(top - 64)}" width="${r1(right - left + 20)}" height="64" fill="#f7f3e8"/><rect x="${r1(left - 10)}" y="${r1(top - 6)}" width="${r1(right - left + 20)}" height="6" fill="${BRAND.lime}"/>`;
  out += `<text x="${r1((left + right) / 2)}" y="${r1(top - 22)}" font-family="${SANS}" font-weight="bold" font-size="30" letter-spacing="3" text-anchor="middle" fill="${BRAND.forest}">${escapeXml(`${company.wordmark.primary} ${company.wordmark.secondary}`)}</text>`;
  const tx = flip ? right - 34 : left + 34;
  const anchor = flip ? 'end' : 'start';
  out += `<text x="${r1(tx)}" y="${r1(top + 56)}" font-family="${SANS}" font-weight="bold" font-size="22" letter-spacing="2" text-anchor="${anchor}" fill="${BRAND.lime}">${escapeXml(banner)}</text>`;
  out += `<text x="${r1(tx)}" y="${r1(top + 90)}" font-family="${SANS}" font-size="17" text-anchor="${anchor}" fill="#e8f1ec">Agro surfactants · Emulsifiers · Spreaders</text>`;
  const shelfX = flip ? right - 280 : left + 30;
  const packColors = ['#f4f6f5', '#1f7a4d', '#f4f6f5', '#1f5fa8', '#f4f6f5', '#e9a22a', '#12a39a'];
  const offset = Math.floor(rnd() * packColors.length);
  for (let row = 0; row < 2; row++) {
    const sy = top + 170 + row * 92;
    out += `<rect x="${r1(shelfX)}" y="${r1(sy)}" width="250" height="8" fill="#e0dccd"/>`;
    for (let i = 0; i < 6; i++) {
      const color = packColors[(i + row + offset) % packColors.length] ?? '#f4f6f5';
      out +=
        (i + row + offset) % 5 === 2
          ? jerrycan(s, shelfX + 22 + i * 40, sy, 34, 46, color)
          : bottle(s, shelfX + 22 + i * 40, sy, 30, 68, { body: color, cap: BRAND.green, label: '#ffffff' });
    }
  }
  const cx0 = w * (flip ? 0.4 : 0.34) + shift;
  const cx1 = cx0 + w * 0.34;
  const cTop = floorY - 120;
  const skins = ['#c68e63', '#a86f4c', '#8d5a3b', '#e0ac7e'];
  const pick = <T>(list: readonly T[], fallback: T): T => list[Math.floor(rnd() * list.length)] ?? fallback;
  out += person(
    s,
    (cx0 + cx1) / 2 + (rnd() - 0.5) * 120,
    floorY - 30,
    230,
    pick(['#1f4e5f', '#0f4a37', '#2c3e50'], '#1f4e5f'),
    pick(skins, '#a86f4c'),
  );
  out += `<rect x="${r1(cx0)}" y="${r1(cTop)}" width="${r1(cx1 - cx0)}" height="${r1(floorY - cTop)}" fill="#f7f3e8"/><rect x="${r1(cx0)}" y="${r1(cTop)}" width="${r1(cx1 - cx0)}" height="12" fill="#d9d3c2"/><rect x="${r1(cx0)}" y="${r1(cTop + 50)}" width="${r1(cx1 - cx0)}" height="16" fill="${BRAND.green}"/>`;
  out += `<text x="${r1((cx0 + cx1) / 2)}" y="${r1(cTop + 40)}" font-family="${SANS}" font-weight="bold" font-size="22" letter-spacing="4" text-anchor="middle" fill="${BRAND.forest}">${escapeXml(company.wordmark.primary)}</text>`;
  out += jerrycan(
    s,
    cx0 + 60,
    cTop,
    60,
    72,
    packColors[(offset + 3) % packColors.length] === '#f4f6f5'
      ? '#1f5fa8'
      : (packColors[(offset + 3) % packColors.length] ?? '#1f5fa8'),
  );
  out += bottle(s, cx1 - 50, cTop, 36, 80, { body: '#f4f6f5', cap: BRAND.green, label: '#e8f3ea' });
  out += flask(s, cx1 - 110, cTop, 48, 62, [
    { color: rnd() < 0.5 ? '#f5f1e4' : '#e9a22a', from: 0, to: 0.45, opacity: 0.9 },
  ]);
  const rx = flip ? left + 24 : right - 110;
  out += `<rect x="${r1(rx)}" y="${r1(floorY - 300)}" width="86" height="280" fill="#f7f3e8"/><rect x="${r1(rx)}" y="${r1(floorY - 300)}" width="86" height="80" fill="${BRAND.forest}"/><circle cx="${r1(rx + 43)}" cy="${r1(floorY - 160)}" r="28" fill="${BRAND.lime}"/><rect x="${r1(rx + 12)}" y="${r1(floorY - 110)}" width="62" height="8" fill="${BRAND.green}"/><rect x="${r1(rx + 12)}" y="${r1(floorY - 94)}" width="44" height="6" fill="#999"/><rect x="${r1(rx - 6)}" y="${r1(floorY - 22)}" width="98" height="10" fill="#8a99a3"/>`;
  const slots = [0.08, 0.22, 0.3, 0.62, 0.74, 0.9];
  const visitors = 3 + Math.floor(rnd() * 2);
  const used = new Set<number>();
  const placed: { x: number; size: number; back: boolean }[] = [];
  while (placed.length < visitors) {
    const k = Math.floor(rnd() * slots.length);
    if (used.has(k)) continue;
    used.add(k);
    placed.push({ x: w * (slots[k] ?? 0.5) + (rnd() - 0.5) * 40, size: 230 + rnd() * 70, back: rnd() < 0.5 });
  }
  placed.sort((a, b) => a.size - b.size);
  for (const p of placed) {
    out += person(
      s,
      p.x,
      floorY + 10 + (p.size - 230) * 0.8,
      p.size,
      pick(PEOPLE_COLORS, '#2c3e50'),
      pick(skins, '#c68e63'),
      p.back,
    );
  }
  return out;
}

function displayScene(s: Svg, rnd: () => number, w: number, h: number): string {
  const backs: readonly (readonly [string, string])[] = [
    ['#0f4a37', '#1f7a4d'],
    ['#0b3d4a', '#0f766e'],
    ['#123049', '#1f5a7a'],
  ];
  const [backA, backB] = backs[Math.floor(rnd() * backs.length)] ?? ['#0f4a37', '#1f7a4d'];
  let out = `<rect width="${w}" height="${h}" fill="${s.linear([
    [0, '#10241e'],
    [1, '#1c3d33'],
  ])}"/>`;
  out += bokeh(s, rnd, 22, 0, 0, w, h * 0.6, '#fff2c6', 40);
  out += `<rect x="0" y="${r1(h * 0.12)}" width="${w}" height="${r1(h * 0.66)}" fill="${s.linear(
    [
      [0, backA],
      [1, backB],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}" opacity="0.85"/>`;
  const twoShelves = rnd() < 0.5;
  const shelves = twoShelves ? [h * 0.45, h * 0.82] : [h * 0.36, h * 0.58, h * 0.82];
  const packs = ['#f4f6f5', '#1f7a4d', '#f4f6f5', '#1f5fa8', '#f4f6f5', '#e9a22a', '#f4f6f5', '#12a39a'];
  const offset = Math.floor(rnd() * packs.length);
  const perRow = twoShelves ? 8 : 11;
  const scale = twoShelves ? 1.35 : 1;
  shelves.forEach((sy, row) => {
    out += `<rect x="40" y="${r1(sy)}" width="${w - 80}" height="12" fill="#ece6d6"/><rect x="40" y="${r1(sy + 12)}" width="${w - 80}" height="6" fill="#000" opacity="0.25"/>`;
    if (row === shelves.length - 1) return;
    for (let i = 0; i < perRow; i++) {
      const x = 90 + i * ((w - 180) / (perRow - 1));
      if ((i + row + offset) % 4 === 1)
        out += jerrycan(
          s,
          x,
          sy,
          62 * scale,
          84 * scale,
          packs[(i + row + offset) % packs.length] === '#f4f6f5'
            ? '#1f7a4d'
            : (packs[(i + row + offset) % packs.length] ?? '#1f7a4d'),
        );
      else
        out += bottle(s, x, sy, 46 * scale, 108 * scale, {
          body: packs[(i * 3 + row + offset) % packs.length] ?? '#f4f6f5',
          cap: BRAND.green,
          label: '#ffffff',
        });
    }
  });
  const items = [
    (x: number) => drum(s, x, h * 0.82, 120, 150, '#1f5fa8'),
    (x: number) => beaker(s, x, h * 0.82, 90, 110, [{ color: '#f5f1e4', from: 0, to: 0.62, opacity: 0.95 }]),
    (x: number) => flask(s, x, h * 0.82, 100, 130, [{ color: '#e9a22a', from: 0, to: 0.4, opacity: 0.8 }]),
    (x: number) =>
      bottle(s, x, h * 0.82, 70, 150, {
        body: '#f4f6f5',
        cap: BRAND.green,
        label: '#e8f3ea',
        text: 'Si 2%',
        textColor: BRAND.green,
      }),
    (x: number) => cylinder(s, x, h * 0.82, 30, 170, [{ color: '#f5f1e6', from: 0, to: 0.7, opacity: 0.95 }]),
    (x: number) => drum(s, x, h * 0.82, 120, 150, '#1f7a4d'),
  ];
  const order = items
    .map((f, i) => ({ f, k: i === 0 ? -1 : i === items.length - 1 ? 2 : rnd() }))
    .sort((a, b) => a.k - b.k);
  order.forEach(({ f }, i) => {
    out += f(w * (0.14 + i * 0.144));
  });
  out += `<g transform="translate(${r1(w * 0.5)} ${r1(h * 0.93)})"><rect x="-250" y="-24" width="500" height="42" rx="6" fill="#f7f3e8"/><text y="4" font-family="${SANS}" font-weight="bold" font-size="16" letter-spacing="1" text-anchor="middle" fill="${BRAND.forest}">AGRO SURFACTANTS · SILICONE SPREADERS</text></g>`;
  out += `<rect width="${w}" height="${h}" fill="${s.radial(
    [
      [0.55, '#000', 0],
      [1, '#000', 0.45],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  )}"/>`;
  return out;
}

const TALKS: Readonly<Record<EventCity, string>> = {
  dubai: 'Silicone super spreaders: wetting and coverage',
  delhi: 'Choosing an emulsifier pair for EC',
  hyderabad: 'Silicon nutrition for field crops',
  ahmedabad: 'Emulsion stability in EC formulations',
};

function seminarScene(s: Svg, rnd: () => number, w: number, h: number, city: EventCity): string {
  let out = `<rect width="${w}" height="${h}" fill="${s.linear([
    [0, '#0b1119'],
    [1, '#1a2431'],
  ])}"/>`;
  out += `<rect x="0" y="${r1(h * 0.55)}" width="${w}" height="${r1(h * 0.45)}" fill="#141c26"/>`;
  // stage and screen
  const sx = w * 0.18;
  const sw = w * 0.5;
  const sy = h * 0.1;
  const sh = sw * 0.56;
  out += `<rect x="${r1(sx - 14)}" y="${r1(sy - 14)}" width="${r1(sw + 28)}" height="${r1(sh + 28)}" fill="#05080c"/><rect x="${r1(sx)}" y="${r1(sy)}" width="${r1(sw)}" height="${r1(sh)}" fill="#f7f3e8"/>`;
  out += `<circle cx="${r1(sx + sw / 2)}" cy="${r1(sy + sh / 2)}" r="${r1(sw * 0.8)}" fill="${s.radial([
    [0, '#f7f3e8', 0.18],
    [1, '#f7f3e8', 0],
  ])}"/>`;
  out += `<rect x="${r1(sx)}" y="${r1(sy)}" width="${r1(sw)}" height="${r1(sh * 0.18)}" fill="${BRAND.forest}"/><text x="${r1(sx + 20)}" y="${r1(sy + sh * 0.12)}" font-family="${SANS}" font-weight="bold" font-size="${r1(sh * 0.065)}" fill="#fff">${escapeXml(TALKS[city])}</text>`;
  // slide chart: emulsion stability by A/B ratio
  const cx0 = sx + sw * 0.08;
  const cy0 = sy + sh * 0.9;
  const cw = sw * 0.52;
  const ch = sh * 0.6;
  out += `<path d="M${r1(cx0)} ${r1(cy0 - ch)}V${r1(cy0)}H${r1(cx0 + cw)}" stroke="#555" stroke-width="2" fill="none"/>`;
  if (city === 'dubai' || city === 'hyderabad') {
    let d = '';
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      const v = 0.12 + 0.78 * Math.exp(-t * 5);
      d += `${i === 0 ? 'M' : 'L'}${r1(cx0 + 8 + t * (cw - 16))} ${r1(cy0 - ch * v)}`;
    }
    out += `<path d="${d}" stroke="${BRAND.green}" stroke-width="4" fill="none"/><path d="${d}" stroke="${BRAND.lime}" stroke-width="2" fill="none" opacity="0.6" transform="translate(0 ${r1(ch * 0.12)})"/>`;
  } else {
    for (let i = 0; i < 11; i++) {
      const v = Math.exp(-Math.pow((i - 6) / 2.6, 2));
      const bh = ch * (0.15 + v * 0.8);
      out += `<rect x="${r1(cx0 + 6 + i * (cw / 11))}" y="${r1(cy0 - bh)}" width="${r1(cw / 11 - 6)}" height="${r1(bh)}" fill="${i === 6 ? BRAND.lime : BRAND.green}"/>`;
    }
  }
  for (let i = 0; i < 4; i++) {
    out += `<rect x="${r1(sx + sw * 0.66)}" y="${r1(sy + sh * (0.32 + i * 0.14))}" width="${r1(sw * (0.26 - (i % 2) * 0.06))}" height="${r1(sh * 0.04)}" rx="2" fill="#9aa5ad"/>`;
  }
  // podium and presenter
  const px = w * 0.82;
  out += person(s, px, h * 0.7, 300, '#1f4e5f', '#a86f4c');
  out += `<path d="M${r1(px - 70)} ${r1(h * 0.5)}H${r1(px + 30)}L${r1(px + 20)} ${r1(h * 0.72)}H${r1(px - 60)}Z" fill="${BRAND.forest}"/><rect x="${r1(px - 70)} " y="${r1(h * 0.5)}" width="100" height="10" fill="${BRAND.lime}"/><text x="${r1(px - 20)}" y="${r1(h * 0.6)}" font-family="${SANS}" font-weight="bold" font-size="14" letter-spacing="2" text-anchor="middle" fill="#f7f3e8">${escapeXml(company.wordmark.primary)}</text>`;
  out += `<rect x="0" y="${r1(h * 0.7)}" width="${w}" height="14" fill="#2a3542"/>`;
  // audience from behind
  const skins = ['#3a2a20', '#2b1d16', '#4a3426', '#1f1712'];
  for (let row = 0; row < 3; row++) {
    const y = h * (0.86 + row * 0.09);
    const size = 200 + row * 70;
    const n = 7 - row;
    for (let i = 0; i < n; i++) {
      const x = (w / n) * (i + 0.5) + (rnd() - 0.5) * 30 + (row % 2) * 30;
      out += person(
        s,
        x,
        y + size * 0.55,
        size,
        PEOPLE_COLORS[(i + row * 3) % PEOPLE_COLORS.length] ?? '#2c3e50',
        skins[(i + row) % skins.length] ?? '#3a2a20',
        true,
      );
    }
  }
  return out;
}

function skyline(city: EventCity, w: number, base: number): string {
  const fill = '#0d1626';
  let out = '';
  const tower = (x: number, tw: number, th: number, shade = fill): string =>
    `<rect x="${r1(x)}" y="${r1(base - th)}" width="${r1(tw)}" height="${r1(th)}" fill="${shade}"/>`;
  // generic modern towers behind every city
  const rnd = createRandom(city);
  for (let i = 0; i < 16; i++) {
    const x = rnd() * w;
    out += tower(x, 24 + rnd() * 40, 40 + rnd() * 110, '#1a2740');
  }
  if (city === 'dubai') {
    const x = w * 0.45;
    const steps = [
      [60, 80],
      [46, 150],
      [34, 230],
      [24, 300],
      [14, 360],
      [6, 420],
    ] as const;
    for (const [sw, sh] of steps) out += tower(x - sw / 2, sw, sh);
    out += `<path d="M${x - 2} ${base - 420}L${x} ${base - 470}L${x + 2} ${base - 420}Z" fill="${fill}"/>`;
    out += tower(w * 0.25, 50, 190) + tower(w * 0.31, 36, 150) + tower(w * 0.6, 44, 210) + tower(w * 0.66, 60, 170);
    const bx = w * 0.82;
    out += `<path d="M${bx} ${base}L${bx} ${base - 250}Q${bx + 90} ${base - 170} ${bx + 100} ${base}Z" fill="${fill}"/><path d="M${bx - 6} ${base}L${bx - 6} ${base - 270}" stroke="${fill}" stroke-width="6"/>`;
  } else if (city === 'delhi') {
    const gx = w * 0.5;
    out += `<path d="M${gx - 110} ${base}V${base - 210}H${gx + 110}V${base}H${gx + 44}V${base - 110}A44 44 0 0 0 ${gx - 44} ${base - 110}V${base}Z" fill="${fill}"/><rect x="${gx - 122}" y="${base - 232}" width="244" height="24" fill="${fill}"/><rect x="${gx - 60}" y="${base - 262}" width="120" height="32" fill="${fill}"/><path d="M${gx - 40} ${base - 262}Q${gx} ${base - 300} ${gx + 40} ${base - 262}Z" fill="${fill}"/>`;
    out += `<path d="M${w * 0.15} ${base}V${base - 90}H${w * 0.29}V${base}Z" fill="${fill}"/><path d="M${w * 0.16} ${base - 90}Q${w * 0.22} ${base - 190} ${w * 0.28} ${base - 90}Z" fill="${fill}"/><rect x="${w * 0.22 - 3}" y="${base - 205}" width="6" height="22" fill="${fill}"/>`;
    for (let i = 0; i < 8; i++)
      out += `<circle cx="${r1(w * 0.68 + i * 34)}" cy="${base - 30 - (i % 3) * 10}" r="${30 + (i % 2) * 10}" fill="#0f1b1a"/>`;
  } else if (city === 'hyderabad') {
    const cx = w * 0.5;
    const half = 120;
    out += `<path d="M${cx - half} ${base}V${base - 170}H${cx + half}V${base}H${cx + 50}V${base - 90}A50 60 0 0 0 ${cx - 50} ${base - 90}V${base}Z" fill="${fill}"/><rect x="${cx - half}" y="${base - 205}" width="${half * 2}" height="30" fill="${fill}"/>`;
    for (const mx of [cx - half, cx + half]) {
      out += `<rect x="${mx - 14}" y="${base - 330}" width="28" height="330" fill="${fill}"/><rect x="${mx - 20}" y="${base - 250}" width="40" height="8" fill="${fill}"/><rect x="${mx - 20}" y="${base - 300}" width="40" height="8" fill="${fill}"/><path d="M${mx - 16} ${base - 330}Q${mx} ${base - 372} ${mx + 16} ${base - 330}Z" fill="${fill}"/><rect x="${mx - 2}" y="${base - 385}" width="4" height="18" fill="${fill}"/>`;
    }
    out += `<path d="M${cx - 40} ${base - 205}Q${cx} ${base - 250} ${cx + 40} ${base - 205}Z" fill="${fill}"/>`;
    out += tower(w * 0.78, 50, 200) + tower(w * 0.85, 40, 240) + tower(w * 0.12, 46, 180);
  } else {
    // Ahmedabad: a pair of slender minarets, domes and the riverfront
    for (const mx of [w * 0.4, w * 0.52]) {
      out += `<path d="M${mx - 14} ${base}L${mx - 10} ${base - 280}H${mx + 10}L${mx + 14} ${base}Z" fill="${fill}"/><rect x="${mx - 18}" y="${base - 200}" width="36" height="8" fill="${fill}"/><rect x="${mx - 16}" y="${base - 250}" width="32" height="7" fill="${fill}"/><path d="M${mx - 10} ${base - 280}Q${mx} ${base - 310} ${mx + 10} ${base - 280}Z" fill="${fill}"/>`;
    }
    out += `<path d="M${w * 0.36} ${base}V${base - 110}H${w * 0.56}V${base}Z" fill="${fill}"/><path d="M${w * 0.42} ${base - 110}Q${w * 0.46} ${base - 170} ${w * 0.5} ${base - 110}Z" fill="${fill}"/>`;
    out += tower(w * 0.72, 60, 170) + tower(w * 0.8, 40, 220) + tower(w * 0.15, 50, 150) + tower(w * 0.22, 34, 190);
  }
  return out;
}

function cityScene(s: Svg, rnd: () => number, w: number, h: number, city: EventCity): string {
  const base = h * 0.68;
  let out = `<rect width="${w}" height="${h}" fill="${s.linear([
    [0, '#16213e'],
    [0.45, '#5b3f6e'],
    [0.75, '#e07a4f'],
    [1, '#f6c56b'],
  ])}"/>`;
  const sunX = city === 'dubai' ? w * 0.62 : w * 0.7;
  out += `<circle cx="${r1(sunX)}" cy="${r1(base - 30)}" r="${r1(w * 0.4)}" fill="${s.radial([
    [0, '#ffe8a8', 0.8],
    [0.12, '#ffcf70', 0.5],
    [1, '#ff8c42', 0],
  ])}"/><circle cx="${r1(sunX)}" cy="${r1(base - 40)}" r="34" fill="#fff2c6"/>`;
  for (let i = 0; i < 40; i++)
    out += `<circle cx="${r1(rnd() * w)}" cy="${r1(rnd() * h * 0.3)}" r="${r1(0.6 + rnd())}" fill="#fff" opacity="${r1(0.3 + rnd() * 0.5)}"/>`;
  out += skyline(city, w, base);
  // lit windows
  for (let i = 0; i < 70; i++) {
    out += `<rect x="${r1(rnd() * w)}" y="${r1(base - 20 - rnd() * 160)}" width="3" height="4" fill="#ffd98a" opacity="${r1(0.2 + rnd() * 0.5)}"/>`;
  }
  const water = city === 'dubai' || city === 'ahmedabad';
  if (water) {
    out += `<rect y="${r1(base)}" width="${w}" height="${r1(h - base)}" fill="${s.linear([
      [0, '#3a3550'],
      [1, '#0e1424'],
    ])}"/>`;
    for (let i = 0; i < 40; i++) {
      const y = base + 6 + rnd() * (h - base - 10);
      const len = 20 + rnd() * 90;
      const x = sunX + (rnd() - 0.5) * (80 + (y - base) * 1.2);
      out += `<rect x="${r1(x - len / 2)}" y="${r1(y)}" width="${r1(len)}" height="2" fill="#ffcf70" opacity="${r1(0.2 + rnd() * 0.5)}"/>`;
    }
    if (city === 'ahmedabad') {
      out += `<path d="M${w * 0.05} ${base + 70}Q${w * 0.5} ${base + 10} ${w * 0.95} ${base + 70}" stroke="#0d1626" stroke-width="10" fill="none"/>`;
      for (let i = 1; i < 10; i++)
        out += `<path d="M${r1(w * (0.05 + i * 0.09))} ${r1(base + 70 - Math.sin((i / 10) * Math.PI) * 45)}V${base + 100}" stroke="#0d1626" stroke-width="5"/>`;
    }
  } else {
    out += `<rect y="${r1(base)}" width="${w}" height="${r1(h - base)}" fill="${s.linear([
      [0, '#1b2a22'],
      [1, '#0b1410'],
    ])}"/>`;
    for (let i = 0; i < 14; i++)
      out += `<circle cx="${r1(rnd() * w)}" cy="${r1(base + 10 + rnd() * 20)}" r="${r1(20 + rnd() * 30)}" fill="#0f1d16"/>`;
    for (let i = 0; i < 10; i++) {
      const lx = (w / 10) * (i + 0.5);
      out += `<rect x="${r1(lx - 2)}" y="${r1(base + 30)}" width="4" height="90" fill="#0b1410"/><circle cx="${r1(lx)}" cy="${r1(base + 30)}" r="5" fill="#ffe8a8"/><circle cx="${r1(lx)}" cy="${r1(base + 30)}" r="26" fill="${s.radial(
        [
          [0, '#ffe8a8', 0.45],
          [1, '#ffe8a8', 0],
        ],
      )}"/>`;
    }
  }
  return out;
}

/** One event gallery picture. */
export function eventImage(
  kind: EventSceneKind,
  city: EventCity,
  banner: string,
  seed: string,
  w: number,
  h: number,
): string {
  const s = new Svg(w, h);
  const rnd = createRandom(seed);
  let body: string;
  if (kind === 'booth') body = boothScene(s, rnd, w, h, banner);
  else if (kind === 'display') body = displayScene(s, rnd, w, h);
  else if (kind === 'seminar') body = seminarScene(s, rnd, w, h, city);
  else body = cityScene(s, rnd, w, h, city);
  return s.render(body);
}

/**
 * Category illustrations. Each motif draws one subject in a 400×400 box
 * (ground line near y = 340); {@link renderCategoryImage} places it on a
 * backdrop sized for the card, wide-hero or square variant.
 */

import {
  beaker,
  bead,
  bottle,
  bubble,
  cylinder,
  drum,
  flask,
  fly,
  groundShadow,
  jerrycan,
  leaf,
  leafPath,
  molecule,
  pipe,
  reactor,
  sphere,
  sprout,
  teardrop,
  type Atom,
} from './elements.ts';
import { createRandom } from '../../../../src/lib/seeded.ts';
import { r1, Svg } from '../kit/svg.ts';
import { BRAND } from './brand.ts';

/** Colours of a motif's backdrop. */
export interface Palette {
  bg0: string;
  bg1: string;
  glow: string;
}

type Motif = (s: Svg, rnd: () => number) => string;

/** Options of {@link fieldScene}. */
export interface FieldOptions {
  x: number;
  y: number;
  w: number;
  h: number;
  horizon: number;
  sunX: number;
  sunR: number;
  tufts: number;
  rowSpacing: number;
}

/** Crop rows running to a sunrise horizon, drawn in the given rectangle. */
export function fieldScene(s: Svg, rnd: () => number, o: FieldOptions): string {
  const { x, y, w, h, horizon } = o;
  const bottom = y + h;
  const sunY = horizon - h * 0.085;
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${r1(horizon - y + 2)}" fill="${s.linear(
    [
      [0, '#1c355e'],
      [0.45, '#7a5f8f'],
      [0.75, '#f08a52'],
      [1, '#ffd27a'],
    ],
    { x1: 0, y1: y, x2: 0, y2: horizon, user: true },
  )}"/>`;
  out += `<circle cx="${r1(o.sunX)}" cy="${r1(sunY)}" r="${r1(w * 0.42)}" fill="${s.radial([
    [0, '#fff6d5', 0.95],
    [0.07, '#ffe08a', 0.85],
    [0.3, '#ffb347', 0.3],
    [1, '#ff8c42', 0],
  ])}"/>`;
  out += `<circle cx="${r1(o.sunX)}" cy="${r1(sunY)}" r="${r1(o.sunR)}" fill="#fff8e6"/>`;
  for (let i = 0; i < 5; i++) {
    const cx = x + w * (0.1 + rnd() * 0.8);
    const cy = y + (horizon - y) * (0.2 + rnd() * 0.5);
    const rx = w * (0.08 + rnd() * 0.1);
    for (let k = 0; k < 3; k++) {
      out += `<ellipse cx="${r1(cx + (k - 1) * rx * 0.45)}" cy="${r1(cy - (k === 1 ? h * 0.008 : 0))}" rx="${r1(rx * (k === 1 ? 0.7 : 0.55))}" ry="${r1(h * (k === 1 ? 0.02 : 0.013))}" fill="#ffd6b0" opacity="${r1(0.18 + rnd() * 0.18)}" filter="${s.blur(Math.max(2, h * 0.009))}"/>`;
    }
  }
  const hill = (base: number, amp: number, color: string, op: number, seed: number): string => {
    const r = createRandom(seed);
    let d = `M${x} ${r1(base)}`;
    const n = 8;
    for (let i = 1; i <= n; i++) {
      const px = x + (w * i) / n;
      const py = base - amp * (0.3 + r() * 0.7);
      d += `Q${r1(px - w / n / 2)} ${r1(py - amp * 0.4)} ${r1(px)} ${r1(py + amp * 0.2)}`;
    }
    d += `L${x + w} ${r1(horizon + 2)}L${x} ${r1(horizon + 2)}Z`;
    return `<path d="${d}" fill="${color}" opacity="${op}"/>`;
  };
  out += hill(horizon - h * 0.02, h * 0.07, '#8e6f8c', 0.55, 11);
  out += hill(horizon, h * 0.045, '#5b5a6e', 0.7, 23);
  // tree line
  let trees = `M${x} ${r1(horizon + 1)}`;
  for (let px = x; px <= x + w; px += w / 90) {
    const th = h * (0.006 + rnd() * 0.018);
    trees += `L${r1(px)} ${r1(horizon - th)}L${r1(px + w / 180)} ${r1(horizon - th * 0.6)}`;
  }
  trees += `L${x + w} ${r1(horizon + 1)}Z`;
  out += `<path d="${trees}" fill="#2f3b36"/>`;
  out += `<circle cx="${r1(o.sunX)}" cy="${r1(horizon)}" r="${r1(o.sunR * 4)}" fill="${s.radial([
    [0, '#fff1c4', 0.7],
    [0.35, '#ffcf70', 0.3],
    [1, '#ffb347', 0],
  ])}"/>`;
  out += `<rect x="${x}" y="${r1(horizon)}" width="${w}" height="${r1(bottom - horizon)}" fill="${s.linear(
    [
      [0, '#6d6a3a'],
      [0.25, '#3e5a26'],
      [1, '#17301a'],
    ],
    { x1: 0, y1: horizon, x2: 0, y2: bottom, user: true },
  )}"/>`;
  const vp = o.sunX;
  const crop = s.linear(
    [
      [0, '#b8ad5a'],
      [0.2, '#6f9a35'],
      [1, '#2f7a2a'],
    ],
    { x1: 0, y1: horizon, x2: 0, y2: bottom, user: true },
  );
  const soil = s.linear(
    [
      [0, '#8f7448'],
      [0.3, '#4a3a25'],
      [1, '#21180f'],
    ],
    { x1: 0, y1: horizon, x2: 0, y2: bottom, user: true },
  );
  const spread = o.rowSpacing;
  const nRows = Math.ceil((Math.max(vp - x, x + w - vp) * 3) / spread);
  let strips = '';
  const rowCenters: number[] = [];
  for (let i = -nRows; i < nRows; i++) {
    const a = vp + i * spread;
    const b = vp + (i + 1) * spread;
    const isCrop = i % 2 === 0;
    if (isCrop) rowCenters.push((a + b) / 2);
    const inset = isCrop ? 0 : spread * 0.0;
    strips += `<path d="M${r1(vp)} ${r1(horizon)}L${r1(a + inset)} ${r1(bottom)}L${r1(b - inset)} ${r1(bottom)}Z" fill="${isCrop ? crop : soil}"/>`;
  }
  out += `<g clip-path="${s.clip(`<rect x="${x}" y="${r1(horizon)}" width="${w}" height="${r1(bottom - horizon)}"/>`)}">${strips}`;
  // plants along the crop rows, nearer ones bigger
  const tuftFill = s.linear(
    [
      [0, '#b9de6a'],
      [1, '#2d6e25'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const tufts: { px: number; py: number; sz: number }[] = [];
  for (let i = 0; i < o.tufts; i++) {
    const cx = rowCenters[Math.floor(rnd() * rowCenters.length)] ?? vp;
    const t = 0.08 + Math.pow(rnd(), 0.7) * 0.92;
    const py = horizon + (bottom - horizon) * t;
    const px = vp + (cx - vp) * t;
    if (px < x - 40 || px > x + w + 40) continue;
    tufts.push({ px, py, sz: 1.5 + t * t * h * 0.075 });
  }
  tufts.sort((a, b) => a.py - b.py);
  for (const { px, py, sz } of tufts) {
    const lean = (rnd() - 0.5) * sz * 0.6;
    out += `<path d="M${r1(px)} ${r1(py)}Q${r1(px - sz * 0.9)} ${r1(py - sz * 0.5)} ${r1(px - sz * 1.1 + lean)} ${r1(py - sz * 1.1)}Q${r1(px - sz * 0.3)} ${r1(py - sz * 0.7)} ${r1(px)} ${r1(py)}Q${r1(px + lean * 0.3)} ${r1(py - sz * 1.6)} ${r1(px + lean * 0.4)} ${r1(py - sz * 1.7)}Q${r1(px + sz * 0.25)} ${r1(py - sz * 0.8)} ${r1(px)} ${r1(py)}Q${r1(px + sz * 0.9)} ${r1(py - sz * 0.5)} ${r1(px + sz * 1.1 + lean)} ${r1(py - sz * 1.0)}Q${r1(px + sz * 0.3)} ${r1(py - sz * 0.6)} ${r1(px)} ${r1(py)}Z" fill="${tuftFill}"/>`;
  }
  out += '</g>';
  out += `<rect x="${x}" y="${r1(horizon)}" width="${w}" height="${r1((bottom - horizon) * 0.35)}" fill="${s.linear([
    [0, '#ffd9a0', 0.75],
    [1, '#ffd9a0', 0],
  ])}"/>`;
  out += `<ellipse cx="${r1(o.sunX)}" cy="${r1(horizon + (bottom - horizon) * 0.1)}" rx="${r1(w * 0.35)}" ry="${r1((bottom - horizon) * 0.45)}" fill="${s.radial(
    [
      [0, '#ffcf70', 0.45],
      [1, '#ffcf70', 0],
    ],
  )}"/>`;
  return out;
}

const agroField: Motif = (s, rnd) => {
  const clip = s.clip('<circle cx="200" cy="185" r="158"/>');
  let out = `<g filter="${s.shadow(0, 10, 14, 0.45)}"><circle cx="200" cy="185" r="160" fill="#fff" opacity="0.9"/></g>`;
  out += `<g clip-path="${clip}">${fieldScene(s, rnd, { x: 40, y: 25, w: 320, h: 320, horizon: 180, sunX: 215, sunR: 22, tufts: 120, rowSpacing: 26 })}</g>`;
  out += `<circle cx="200" cy="185" r="158" fill="none" stroke="#fff" stroke-width="5"/>`;
  out += leaf(s, { x: 70, y: 375, length: 230, width: 110, angle: -28, light: '#b5dc5a', dark: '#2c7a33' });
  out += leaf(s, { x: 330, y: 380, length: 150, width: 70, angle: -130, light: '#9acd45', dark: '#25652b' });
  out += bead(s, 196, 300, 17);
  out += bead(s, 150, 318, 9);
  out += teardrop(s, 305, 86, 14);
  out += teardrop(s, 330, 130, 8, '#9ed8ff', 0.85);
  return out;
};

const fertilizerHeap: Motif = (s, rnd) => {
  let out = groundShadow(s, 190, 345, 170, 16, 0.45);
  out += `<path d="M25 345Q190 120 355 345Z" fill="${s.linear([
    [0, '#e9e3d6'],
    [1, '#a89f8c'],
  ])}"/>`;
  const colors = ['#f4f1ea', '#f4f1ea', '#cfe4f1', '#f2c1cf', '#fbe3b0'];
  const pts: { x: number; y: number; r: number; c: string }[] = [];
  for (let i = 0; i < 230; i++) {
    const px = 30 + rnd() * 320;
    const t = (px - 25) / 330;
    const topY = 345 - 4 * t * (1 - t) * 112;
    const py = topY + 4 + rnd() * (345 - topY - 4);
    pts.push({ x: px, y: py, r: 6 + rnd() * 4, c: colors[Math.floor(rnd() * colors.length)] ?? '#f4f1ea' });
  }
  for (let i = 0; i < 18; i++) {
    pts.push({
      x: 40 + rnd() * 330,
      y: 350 + rnd() * 25,
      r: 6 + rnd() * 3,
      c: colors[Math.floor(rnd() * colors.length)] ?? '#f4f1ea',
    });
  }
  pts.sort((a, b) => a.y - b.y);
  for (const p of pts) out += sphere(s, p.x, p.y, p.r, p.c);
  out += sprout(s, 335, 352, 150, 5);
  out += `<ellipse cx="335" cy="352" rx="36" ry="8" fill="#4a3622"/>`;
  return out;
};

const spreadingDrop: Motif = (s) => {
  let out = leaf(s, { x: 10, y: 300, length: 400, width: 230, angle: -12, light: '#9bd24a', dark: '#276b2c' });
  out += bead(s, 110, 252, 30, '#c8f0ff');
  const film = s.radial(
    [
      [0, '#ffffff', 0.55],
      [0.55, '#bff3ff', 0.35],
      [0.92, '#7fd6ee', 0.35],
      [1, '#ffffff', 0.8],
    ],
    { cx: 0.45, cy: 0.45, r: 0.55 },
  );
  out += `<ellipse cx="262" cy="240" rx="92" ry="30" transform="rotate(-12 262 240)" fill="${film}"/>`;
  let rings = '';
  for (const k of [1.18, 1.38, 1.6]) {
    rings += `<ellipse cx="262" cy="240" rx="${r1(92 * k)}" ry="${r1(30 * k)}" transform="rotate(-12 262 240)" fill="none" stroke="#ffffff" stroke-opacity="${r1(0.75 / k / k)}" stroke-width="2.5"/>`;
  }
  out += `<g clip-path="${s.clip(`<path d="${leafPath(400, 230)}" transform="translate(10 300) rotate(-12)"/>`)}">${rings}</g>`;
  out += `<path d="M262 120v44" stroke="#fff" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="4 6"/>`;
  out += teardrop(s, 262, 108, 13, '#c8f0ff');
  out += `<path d="M70 200l14 22M150 196l-14 22" stroke="#fff" stroke-opacity="0.0"/>`;
  return out;
};

const paintCan: Motif = (s) => {
  const swatches = ['#f2a93b', '#ee7b3a', '#d94f5c', '#4b5fc4', '#1f9d8a', '#f7f3e8'];
  let out = '';
  swatches.forEach((c, i) => {
    const ang = -62 + i * 13;
    out += `<g transform="rotate(${ang} 96 330)" filter="${s.shadow(2, 4, 4, 0.3)}"><rect x="80" y="150" width="40" height="185" rx="8" fill="${c}"/><rect x="86" y="160" width="28" height="10" rx="3" fill="#fff" opacity="0.55"/><circle cx="100" cy="318" r="5" fill="#000" opacity="0.25"/></g>`;
  });
  const cx = 255;
  const w = 170;
  const top = 200;
  const bottom = 345;
  const metal = s.linear(
    [
      [0, '#6c7a84'],
      [0.3, '#eef3f6'],
      [0.5, '#b7c4cc'],
      [1, '#55626b'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  out += groundShadow(s, cx, bottom + 4, w * 0.6, 10, 0.45);
  out += `<path d="M${cx - w / 2} ${top}L${cx - w / 2} ${bottom}A${w / 2} 16 0 0 0 ${cx + w / 2} ${bottom}L${cx + w / 2} ${top}Z" fill="${metal}"/>`;
  out += `<rect x="${cx - w / 2}" y="${top + 40}" width="${w}" height="70" fill="#1f7a4d"/><rect x="${cx - w / 2}" y="${top + 40}" width="${w}" height="70" fill="${s.linear(
    [
      [0, '#000', 0.35],
      [0.3, '#fff', 0.25],
      [0.5, '#fff', 0.05],
      [1, '#000', 0.4],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/><rect x="${cx - 50}" y="${top + 62}" width="100" height="10" rx="3" fill="#fff" opacity="0.85"/><rect x="${cx - 36}" y="${top + 80}" width="72" height="6" rx="3" fill="#fff" opacity="0.5"/>`;
  out += `<ellipse cx="${cx}" cy="${top}" rx="${w / 2}" ry="17" fill="#8795a0"/><ellipse cx="${cx}" cy="${top + 1}" rx="${w / 2 - 7}" ry="13" fill="${s.radial(
    [
      [0, '#4b5fc4'],
      [0.5, '#3a4cb0'],
      [1, '#26327a'],
    ],
    { cx: 0.4, cy: 0.4, r: 0.7 },
  )}"/>`;
  out += `<path d="M${cx - 50} ${top + 2}C${cx - 20} ${top - 10} ${cx + 10} ${top + 14} ${cx + 45} ${top - 2}" stroke="#f2a93b" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M${cx - 35} ${top + 7}C${cx - 5} ${top - 2} ${cx + 20} ${top + 12} ${cx + 55} ${top + 4}" stroke="#f7f3e8" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.85"/>`;
  out += `<path d="M${cx + 60} ${top + 4}q8 30 2 52q-4 10 -9 0q-4 -22 7 -52z" fill="#3a4cb0"/>`;
  out += `<path d="M${cx - w / 2 - 4} ${top - 6}C${cx - 40} ${top - 120} ${cx + 40} ${top - 120} ${cx + w / 2 + 4} ${top - 6}" stroke="#46525a" stroke-width="5" fill="none"/>`;
  return out;
};

function zoomCircle(s: Svg, cx: number, cy: number, r: number, inner: string, bg: string): string {
  const clip = s.clip(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
  return `<g filter="${s.shadow(0, 8, 10, 0.4)}"><circle cx="${cx}" cy="${cy}" r="${r + 6}" fill="#fff"/></g><g clip-path="${clip}"><rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" fill="${bg}"/>${inner}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${s.radial(
    [
      [0.6, '#000', 0],
      [1, '#000', 0.35],
    ],
  )}"/></g><circle cx="${cx}" cy="${cy}" r="${r + 3}" fill="none" stroke="#dfe8ee" stroke-width="6"/>`;
}

function micelle(s: Svg, cx: number, cy: number, r: number, oil: string): string {
  let out = `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${s.radial(
    [
      [0, '#fff', 0.7],
      [0.4, oil, 0.9],
      [1, oil, 1],
    ],
    { cx: 0.35, cy: 0.35, r: 0.7 },
  )}"/>`;
  const n = Math.max(8, Math.round(r * 0.9));
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const hx = cx + Math.cos(a) * (r + 5);
    const hy = cy + Math.sin(a) * (r + 5);
    const tx = cx + Math.cos(a) * (r - 5);
    const ty = cy + Math.sin(a) * (r - 5);
    out += `<line x1="${r1(hx)}" y1="${r1(hy)}" x2="${r1(tx)}" y2="${r1(ty)}" stroke="#fff" stroke-opacity="0.7" stroke-width="1.4"/><circle cx="${r1(hx)}" cy="${r1(hy)}" r="2.6" fill="#7fe0c8"/>`;
  }
  return out;
}

const emulsionZoom: Motif = (s, rnd) => {
  let out = `<path d="M150 200L232 108M185 300L262 262" stroke="#fff" stroke-opacity="0.45" stroke-width="1.5" stroke-dasharray="5 5"/>`;
  out += beaker(s, 130, 345, 150, 200, [{ color: '#f3efe3', from: 0, to: 0.72, opacity: 0.92 }]);
  let inner = '';
  const spots: readonly (readonly [number, number, number])[] = [
    [-30, -35, 24],
    [38, -20, 18],
    [-5, 40, 20],
    [50, 45, 13],
    [-60, 28, 12],
    [20, 10, 9],
  ];
  for (const [dx, dy, rr] of spots) inner += micelle(s, 285 + dx, 185 + dy, rr + rnd() * 2, '#f2b84b');
  out += zoomCircle(
    s,
    285,
    185,
    100,
    inner,
    s.linear([
      [0, '#2c7fa8'],
      [1, '#174a6e'],
    ]),
  );
  return out;
};

function sprayBottle(s: Svg, x: number, y: number, w: number, h: number, color: string): string {
  let out = bottle(s, x, y, w, h * 0.78, { body: color, cap: '#f7f3e8', label: '#ffffff' });
  const top = y - h * 0.78;
  const head = `M${r1(x - w * 0.22)} ${r1(top + 4)}L${r1(x - w * 0.22)} ${r1(top - h * 0.1)}Q${r1(x - w * 0.22)} ${r1(top - h * 0.2)} ${r1(x - w * 0.05)} ${r1(top - h * 0.2)}L${r1(x + w * 0.62)} ${r1(top - h * 0.2)}L${r1(x + w * 0.62)} ${r1(top - h * 0.12)}L${r1(x + w * 0.2)} ${r1(top - h * 0.1)}L${r1(x + w * 0.22)} ${r1(top + 4)}Z`;
  out += `<path d="${head}" fill="#f7f3e8"/><path d="${head}" fill="${s.linear([
    [0, '#fff', 0.4],
    [1, '#000', 0.25],
  ])}"/>`;
  out += `<path d="M${r1(x + w * 0.24)} ${r1(top - h * 0.1)}Q${r1(x + w * 0.42)} ${r1(top - h * 0.02)} ${r1(x + w * 0.36)} ${r1(top + h * 0.08)}L${r1(x + w * 0.3)} ${r1(top + h * 0.07)}Q${r1(x + w * 0.32)} ${r1(top - h * 0.02)} ${r1(x + w * 0.2)} ${r1(top - h * 0.06)}Z" fill="#e0dccd"/>`;
  out += `<rect x="${r1(x + w * 0.6)}" y="${r1(top - h * 0.19)}" width="${r1(w * 0.1)}" height="${r1(h * 0.06)}" fill="${color}"/>`;
  return out;
}

const cleaning: Motif = (s, rnd) => {
  let out = jerrycan(s, 265, 345, 150, 190, '#1f6fb2');
  out += sprayBottle(s, 125, 345, 100, 250, '#12a39a');
  const bubbles: readonly (readonly [number, number, number])[] = [
    [245, 95, 30],
    [300, 60, 18],
    [210, 55, 14],
    [335, 120, 12],
    [60, 140, 16],
    [360, 210, 22],
    [40, 250, 10],
  ];
  for (const [bx, by, br] of bubbles) out += bubble(s, bx, by, br + rnd() * 3);
  for (const [sx, sy, k] of [
    [195, 120, 10],
    [345, 280, 7],
  ] as const) {
    out += `<path d="M${sx} ${sy - k * 2}L${sx + k * 0.4} ${sy - k * 0.4}L${sx + k * 2} ${sy}L${sx + k * 0.4} ${sy + k * 0.4}L${sx} ${sy + k * 2}L${sx - k * 0.4} ${sy + k * 0.4}L${sx - k * 2} ${sy}L${sx - k * 0.4} ${sy - k * 0.4}Z" fill="#fff" opacity="0.9"/>`;
  }
  return out;
};

const agroEmulsifier: Motif = (s) => {
  let out = leaf(s, { x: 200, y: 330, length: 190, width: 90, angle: -125, light: '#a6d94f', dark: '#2c7a33' });
  out += leaf(s, { x: 210, y: 330, length: 200, width: 95, angle: -50, light: '#b5e05b', dark: '#2f7d32' });
  out += flask(s, 200, 348, 190, 230, [{ color: '#f5f1e4', from: 0, to: 0.45, opacity: 0.94 }]);
  out += teardrop(s, 330, 110, 12);
  out += bead(s, 80, 330, 12);
  return out;
};

const oilEmulsifier: Motif = (s) => {
  let out = beaker(s, 170, 348, 190, 230, [
    { color: '#f3efe3', from: 0, to: 0.46, opacity: 0.93 },
    { color: '#e9a22a', from: 0.46, to: 0.66, opacity: 0.72 },
  ]);
  out += `<ellipse cx="170" cy="235" rx="70" ry="24" fill="#fff" opacity="0.45" filter="${s.blur(9)}"/>`;
  out += teardrop(s, 320, 150, 30, '#ffc75a');
  out += `<path d="M320 96v-30" stroke="#e9a22a" stroke-width="0"/>`;
  out += bead(s, 320, 320, 18, '#ffd27a');
  out += bead(s, 355, 335, 9, '#ffd27a');
  return out;
};

const ecScreening: Motif = (s) => {
  let out = '';
  const cream = [0.14, 0.08, 0.03, 0, 0.02, 0.06, 0.12];
  const oil = [0.1, 0.03, 0, 0, 0, 0.02, 0.08];
  cream.forEach((c, i) => {
    const x = 55 + i * 48;
    const o = oil[i] ?? 0;
    const layers = [
      { color: '#f5f1e6', from: 0, to: 0.8 - c - o, opacity: 0.95 },
      ...(c > 0 ? [{ color: '#fffdf5', from: 0.8 - c - o, to: 0.8 - o, opacity: 1 }] : []),
      ...(o > 0 ? [{ color: '#e9a22a', from: 0.8 - o, to: 0.8, opacity: 0.75 }] : []),
    ];
    out += cylinder(s, x, 345, 32, 250, layers);
  });
  out += `<path d="M175 62h100" stroke="#fff" stroke-opacity="0"/>`;
  out += `<g transform="translate(200 70)"><path d="M-14 0l10 10 20 -20" stroke="#a6ce39" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  return out;
};

const nitrobenzene: Motif = (s) => {
  const cx = 165;
  const cy = 175;
  const R = 70;
  const atoms: Atom[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (-90 + i * 60) * (Math.PI / 180);
    atoms.push({ x: cx + Math.cos(a) * R, y: cy + Math.sin(a) * R, r: 20, color: '#4a5560' });
  }
  const bonds: [number, number][] = [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 0],
  ];
  for (let i = 1; i < 6; i++) {
    const a = (-90 + i * 60) * (Math.PI / 180);
    atoms.push({ x: cx + Math.cos(a) * (R + 48), y: cy + Math.sin(a) * (R + 48), r: 11, color: '#e6ecef' });
    bonds.push([i, atoms.length - 1]);
  }
  atoms.push({ x: cx, y: cy - R - 56, r: 21, color: '#2f6fd6', label: 'N' });
  const n = atoms.length - 1;
  bonds.push([0, n]);
  atoms.push({ x: cx - 48, y: cy - R - 90, r: 20, color: '#d8453b', label: 'O' });
  bonds.push([n, atoms.length - 1]);
  atoms.push({ x: cx + 48, y: cy - R - 90, r: 20, color: '#d8453b', label: 'O' });
  bonds.push([n, atoms.length - 1]);
  let out = `<circle cx="${cx}" cy="${cy}" r="34" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/>`;
  out += molecule(s, atoms, bonds, 9);
  out += flask(s, 315, 350, 120, 150, [{ color: '#f4e6a6', from: 0, to: 0.42, opacity: 0.9 }]);
  return out;
};

const suspension: Motif = (s, rnd) => {
  let out = `<path d="M150 190L228 112M160 300L250 280" stroke="#fff" stroke-opacity="0.45" stroke-width="1.5" stroke-dasharray="5 5"/>`;
  out += bottle(s, 110, 350, 120, 260, {
    body: '#eef1f3',
    cap: '#1f7a4d',
    label: '#1f7a4d',
    text: 'SC',
    textColor: '#ffffff',
  });
  let inner = '';
  for (let i = 0; i < 16; i++) {
    const a = (i * 2.4) % (Math.PI * 2);
    const rr = 20 + ((i * 37) % 70);
    const px = 285 + Math.cos(a) * rr;
    const py = 190 + Math.sin(a) * rr;
    const k = 7 + rnd() * 6;
    const pts: string[] = [];
    for (let j = 0; j < 6; j++) {
      const aa = (j / 6) * Math.PI * 2 + rnd() * 0.6;
      const rad = k * (0.7 + rnd() * 0.5);
      pts.push(`${r1(px + Math.cos(aa) * rad)},${r1(py + Math.sin(aa) * rad)}`);
    }
    inner += `<polygon points="${pts.join(' ')}" fill="#d8c7a3" stroke="#fff" stroke-opacity="0.55" stroke-width="3" stroke-dasharray="1.5 2.5"/>`;
  }
  out += zoomCircle(
    s,
    285,
    190,
    100,
    inner,
    s.linear([
      [0, '#3a8fb2'],
      [1, '#1b587a'],
    ]),
  );
  return out;
};

const wettablePowder: Motif = (s, rnd) => {
  let out = groundShadow(s, 150, 345, 135, 14, 0.4);
  out += `<path d="M20 345C60 300 100 205 150 200C200 205 240 300 285 345Z" fill="${s.linear([
    [0, '#fbfaf6'],
    [1, '#cfcac0'],
  ])}"/>`;
  for (let i = 0; i < 160; i++) {
    const px = 40 + rnd() * 230;
    const t = Math.abs(px - 152) / 130;
    const topY = 205 + t * t * 140;
    if (topY > 345) continue;
    const py = topY + rnd() * (345 - topY);
    out += `<circle cx="${r1(px)}" cy="${r1(py)}" r="${r1(0.8 + rnd() * 1.4)}" fill="#9e9686" opacity="0.35"/>`;
  }
  out += `<g transform="rotate(-25 250 220)"><rect x="150" y="196" width="120" height="14" rx="7" fill="#8a99a3"/><path d="M262 186h70a20 20 0 0 1 0 40h-70z" fill="${s.linear(
    [
      [0, '#eef3f6'],
      [1, '#7f8e98'],
    ],
  )}"/><path d="M266 194h62a12 12 0 0 1 0 24h-62z" fill="#f7f5ef"/></g>`;
  for (let i = 0; i < 40; i++) {
    out += `<circle cx="${r1(180 + rnd() * 150)}" cy="${r1(110 + rnd() * 110)}" r="${r1(1 + rnd() * 2.5)}" fill="#fff" opacity="${r1(0.3 + rnd() * 0.5)}"/>`;
  }
  out += beaker(s, 335, 350, 90, 120, [{ color: '#ece8df', from: 0, to: 0.6, opacity: 0.85 }]);
  return out;
};

const nozzleSpray: Motif = (s, rnd) => {
  let out = leaf(s, { x: 20, y: 345, length: 360, width: 150, angle: -8, light: '#a6d94f', dark: '#276b2c' });
  out += `<path d="M118 78L40 300L330 300Z" fill="${s.linear(
    [
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ],
    { x1: 0, y1: 0, x2: 0.3, y2: 1 },
  )}" transform="rotate(-8 118 78)"/>`;
  for (let i = 0; i < 70; i++) {
    const t = 0.15 + rnd() * 0.85;
    const spread = (rnd() - 0.5) * 2;
    const px = 118 + 60 * t + spread * 150 * t;
    const py = 78 + 210 * t;
    out += `<circle cx="${r1(px)}" cy="${r1(py)}" r="${r1(1 + rnd() * 2.8 * t)}" fill="#e8f8ff" opacity="${r1(0.5 + rnd() * 0.5)}"/>`;
  }
  out += `<g transform="rotate(-30 118 70)"><rect x="88" y="10" width="60" height="46" rx="6" fill="${s.linear(
    [
      [0, '#5d6b75'],
      [0.35, '#eef3f6'],
      [1, '#46525a'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/><rect x="100" y="54" width="36" height="18" rx="4" fill="#f2a93b"/><rect x="110" y="-40" width="16" height="52" fill="#8a99a3"/></g>`;
  out += bead(s, 240, 318, 7);
  out += bead(s, 290, 326, 5);
  return out;
};

const drumsRow: Motif = (s) => {
  let out = drum(s, 110, 318, 120, 170, '#1f5fa8');
  out += drum(s, 235, 306, 120, 170, '#1f7a4d');
  out += drum(s, 175, 356, 125, 165, '#7f8e98');
  out += `<rect x="130" y="262" width="90" height="44" rx="4" fill="#fff" opacity="0.92"/><rect x="140" y="272" width="60" height="7" rx="2" fill="#1f7a4d"/><rect x="140" y="285" width="42" height="5" rx="2" fill="#000" opacity="0.3"/>`;
  out += beaker(s, 340, 352, 72, 95, [{ color: '#f3efe3', from: 0, to: 0.6, opacity: 0.93 }]);
  return out;
};

function orthosilicicAcid(s: Svg, cx: number, cy: number, k: number): string {
  const atoms: Atom[] = [{ x: cx, y: cy, r: 26 * k, color: '#c98f3a', label: 'Si' }];
  const bonds: [number, number][] = [];
  const dirs: readonly (readonly [number, number])[] = [
    [0, -1],
    [0.94, 0.33],
    [-0.94, 0.33],
    [0.1, 0.75],
  ];
  for (const [dx, dy] of dirs) {
    atoms.push({ x: cx + dx * 70 * k, y: cy + dy * 70 * k, r: 18 * k, color: '#d8453b', label: 'O' });
    const o = atoms.length - 1;
    bonds.push([0, o]);
    atoms.push({ x: cx + dx * 112 * k + dy * 14 * k, y: cy + dy * 112 * k - dx * 14 * k, r: 10 * k, color: '#eef2f4' });
    bonds.push([o, atoms.length - 1]);
  }
  return molecule(s, atoms, bonds, 8 * k);
}

const siliconProducts: Motif = (s) => {
  let out = '';
  for (const [x, y, sz] of [
    [70, 300, 50],
    [330, 90, 36],
    [320, 300, 42],
  ] as const) {
    out += `<path d="M${x} ${y - sz}L${x + sz * 0.87} ${y - sz / 2}L${x + sz * 0.87} ${y + sz / 2}L${x} ${y + sz}L${x - sz * 0.87} ${y + sz / 2}L${x - sz * 0.87} ${y - sz / 2}Z" fill="#c9f1ff" fill-opacity="0.12" stroke="#c9f1ff" stroke-opacity="0.45" stroke-width="2"/>`;
  }
  out += leaf(s, { x: 200, y: 380, length: 170, width: 70, angle: -150, light: '#a6d94f', dark: '#2c7a33' });
  out += leaf(s, { x: 200, y: 380, length: 180, width: 72, angle: -32, light: '#b5e05b', dark: '#2f7d32' });
  out += orthosilicicAcid(s, 200, 185, 1.05);
  return out;
};

const orthosilicicBottle: Motif = (s) => {
  let out = orthosilicicAcid(s, 300, 120, 0.62);
  out += bottle(s, 170, 350, 140, 290, {
    body: '#f4f6f5',
    cap: '#1f7a4d',
    label: '#e8f3ea',
    text: 'Si 2%',
    textColor: '#1f7a4d',
  });
  out += sprout(s, 315, 352, 130, 4);
  out += `<ellipse cx="315" cy="352" rx="40" ry="8" fill="#4a3622"/>`;
  return out;
};

function pinnateSprig(s: Svg, x: number, y: number, len: number, angle: number): string {
  let out = `<path d="M0 0Q${r1(len * 0.5)} ${r1(-len * 0.06)} ${len} 0" stroke="#2f6b2a" stroke-width="${r1(len * 0.018)}" fill="none"/>`;
  const pairs = 7;
  for (let i = 0; i < pairs; i++) {
    const t = 0.15 + (i / pairs) * 0.8;
    const px = len * t;
    const ll = len * (0.26 - i * 0.012);
    out += leaf(s, {
      x: px,
      y: -len * 0.03,
      length: ll,
      width: ll * 0.34,
      angle: -55,
      light: '#b6df62',
      dark: '#2f7d32',
      veins: false,
    });
    out += leaf(s, {
      x: px,
      y: -len * 0.03,
      length: ll,
      width: ll * 0.34,
      angle: 55,
      light: '#a3d150',
      dark: '#28702b',
      veins: false,
    });
  }
  out += leaf(s, {
    x: len * 0.97,
    y: 0,
    length: len * 0.2,
    width: len * 0.07,
    angle: 0,
    light: '#b6df62',
    dark: '#2f7d32',
    veins: false,
  });
  return `<g transform="translate(${x} ${y}) rotate(${angle})">${out}</g>`;
}

function dropperBottle(s: Svg, x: number, y: number, w: number, h: number, glass: string): string {
  const bodyH = h * 0.62;
  const top = y - bodyH;
  const neckW = w * 0.42;
  const shape = `M${r1(x - w / 2)} ${r1(top + w * 0.25)}Q${r1(x - w / 2)} ${r1(top)} ${r1(x - neckW / 2)} ${r1(top)}L${r1(x + neckW / 2)} ${r1(top)}Q${r1(x + w / 2)} ${r1(top)} ${r1(x + w / 2)} ${r1(top + w * 0.25)}L${r1(x + w / 2)} ${r1(y - w * 0.08)}Q${r1(x + w / 2)} ${r1(y)} ${r1(x + w / 2 - w * 0.08)} ${r1(y)}L${r1(x - w / 2 + w * 0.08)} ${r1(y)}Q${r1(x - w / 2)} ${r1(y)} ${r1(x - w / 2)} ${r1(y - w * 0.08)}Z`;
  let out = groundShadow(s, x, y + 2, w * 0.62, w * 0.08, 0.4);
  out += `<path d="${shape}" fill="${s.linear(
    [
      [0, glass],
      [0.25, '#ffffff', 0.6],
      [0.4, glass],
      [1, '#1a0c03'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}" opacity="0.95"/>`;
  out += `<rect x="${r1(x - w * 0.36)}" y="${r1(top + bodyH * 0.35)}" width="${r1(w * 0.72)}" height="${r1(bodyH * 0.4)}" rx="3" fill="#f7f3e8"/><rect x="${r1(x - w * 0.24)}" y="${r1(top + bodyH * 0.45)}" width="${r1(w * 0.48)}" height="${r1(bodyH * 0.06)}" rx="2" fill="#1f7a4d"/><rect x="${r1(x - w * 0.18)}" y="${r1(top + bodyH * 0.57)}" width="${r1(w * 0.36)}" height="${r1(bodyH * 0.04)}" rx="2" fill="#000" opacity="0.3"/>`;
  out += `<rect x="${r1(x - neckW / 2 - 3)}" y="${r1(top - h * 0.12)}" width="${r1(neckW + 6)}" height="${r1(h * 0.13)}" rx="3" fill="${s.linear(
    [
      [0, '#111'],
      [0.35, '#555'],
      [1, '#111'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/>`;
  out += `<path d="M${r1(x - neckW * 0.38)} ${r1(top - h * 0.12)}L${r1(x - neckW * 0.38)} ${r1(top - h * 0.27)}Q${r1(x)} ${r1(top - h * 0.42)} ${r1(x + neckW * 0.38)} ${r1(top - h * 0.27)}L${r1(x + neckW * 0.38)} ${r1(top - h * 0.12)}Z" fill="${s.linear(
    [
      [0, '#1b1b1b'],
      [0.4, '#4d4d4d'],
      [1, '#111'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/>`;
  return out;
}

const botanical: Motif = (s, rnd) => {
  let out = pinnateSprig(s, 40, 300, 300, -38);
  out += pinnateSprig(s, 150, 345, 220, -70);
  out += dropperBottle(s, 300, 350, 90, 210, '#2f6b2a');
  for (let i = 0; i < 7; i++) {
    out += `<ellipse cx="${r1(60 + rnd() * 170)}" cy="${r1(348 + rnd() * 18)}" rx="7" ry="4.5" transform="rotate(${r1(rnd() * 180)} ${r1(100)} ${r1(355)})" fill="#c9a86a" stroke="#8a6a36" stroke-width="1"/>`;
  }
  return out;
};

const growth: Motif = (s) => {
  let out = `<path d="M40 330C130 320 220 250 350 90" stroke="#fff3b0" stroke-opacity="0.55" stroke-width="5" fill="none" stroke-dasharray="2 12" stroke-linecap="round"/><path d="M350 90l-4 26M350 90l-24 10" stroke="#fff3b0" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round"/>`;
  out += `<path d="M20 345Q200 325 380 345L380 372Q200 360 20 372Z" fill="${s.linear([
    [0, '#6b4a2b'],
    [1, '#3b2817'],
  ])}"/>`;
  out += sprout(s, 85, 347, 70, 2);
  out += sprout(s, 185, 344, 140, 4);
  out += sprout(s, 300, 345, 230, 6);
  return out;
};

const essentialOil: Motif = (s) => {
  let out = '';
  for (let i = 0; i < 3; i++) {
    out += leaf(s, {
      x: 250,
      y: 345,
      length: 150 - i * 20,
      width: 62 - i * 8,
      angle: -40 - i * 35,
      light: '#9fdc8a',
      dark: '#2e7d4a',
    });
  }
  const cx = 300;
  const cy = 300;
  const R = 55;
  let slice = `<circle cx="${cx}" cy="${cy}" r="${R}" fill="#f2c230"/><circle cx="${cx}" cy="${cy}" r="${R - 6}" fill="#fff6c9"/>`;
  for (let i = 0; i < 10; i++) {
    const a0 = (i / 10) * Math.PI * 2 + 0.05;
    const a1 = ((i + 1) / 10) * Math.PI * 2 - 0.05;
    const rr = R - 10;
    slice += `<path d="M${cx} ${cy}L${r1(cx + Math.cos(a0) * rr)} ${r1(cy + Math.sin(a0) * rr)}A${rr} ${rr} 0 0 1 ${r1(cx + Math.cos(a1) * rr)} ${r1(cy + Math.sin(a1) * rr)}Z" fill="#ffd54a"/>`;
  }
  out += `<g transform="rotate(0)" filter="${s.shadow(2, 5, 5, 0.35)}">${slice}</g>`;
  out += dropperBottle(s, 150, 350, 110, 260, '#8a4b0f');
  out += teardrop(s, 150, 85, 11, '#ffcf70');
  return out;
};

const pheromoneTrap: Motif = (s, rnd) => {
  let out = `<path d="M-10 40C80 60 200 30 410 58" stroke="#5b3a1e" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M-10 40C80 60 200 30 410 58" stroke="#8a5a2e" stroke-width="6" fill="none" stroke-linecap="round" transform="translate(0 -3)"/>`;
  out += leaf(s, { x: 90, y: 48, length: 110, width: 44, angle: 25, light: '#a6d94f', dark: '#2c7a33' });
  out += leaf(s, { x: 300, y: 50, length: 100, width: 40, angle: 150, light: '#9acd45', dark: '#25652b' });
  out += leaf(s, { x: 330, y: 54, length: 90, width: 36, angle: 60, light: '#a6d94f', dark: '#2c7a33' });
  out += `<path d="M200 42L200 130" stroke="#cfd9df" stroke-width="2.5"/>`;
  out += `<g filter="${s.shadow(4, 10, 10, 0.45)}"><path d="M110 280L200 130L290 280Z" fill="#f7f3e8"/><path d="M200 130L290 280L320 262L226 118Z" fill="#e0a12a"/><path d="M110 280L290 280L320 262L140 262Z" fill="#c98a1c"/></g>`;
  out += `<path d="M130 270L200 150L270 270Z" fill="#2a2a2a" opacity="0.85"/>`;
  out += `<rect x="188" y="232" width="24" height="16" rx="5" fill="#d94f5c"/><path d="M150 262h100" stroke="#f2e27a" stroke-width="6" opacity="0.7"/>`;
  const flies: readonly (readonly [number, number, number])[] = [
    [80, 190, 40],
    [330, 170, -30],
    [300, 320, 120],
    [60, 310, -140],
    [350, 250, 200],
  ];
  for (const [fx, fy, a] of flies) out += fly(s, fx, fy, 30 + rnd() * 6, a);
  return out;
};

const moleculesCluster: Motif = (s) => {
  const atoms: Atom[] = [
    { x: 160, y: 190, r: 30, color: '#4a5560' },
    { x: 240, y: 130, r: 24, color: '#d8453b' },
    { x: 250, y: 250, r: 26, color: '#2f6fd6' },
    { x: 90, y: 140, r: 16, color: '#eef2f4' },
    { x: 100, y: 260, r: 16, color: '#eef2f4' },
    { x: 330, y: 110, r: 16, color: '#eef2f4' },
    { x: 330, y: 290, r: 22, color: '#a6ce39' },
    { x: 220, y: 330, r: 16, color: '#eef2f4' },
  ];
  const bonds: [number, number][] = [
    [0, 1],
    [0, 2],
    [0, 3],
    [0, 4],
    [1, 5],
    [2, 6],
    [2, 7],
  ];
  return molecule(s, atoms, bonds, 10);
};

const manufacturing: Motif = (s) => {
  let out = `<rect x="20" y="180" width="360" height="8" fill="#46525a"/><path d="M20 180v-40M380 180v-40M20 140h360" stroke="#f2a93b" stroke-width="4" fill="none"/>`;
  for (let x = 50; x < 380; x += 40) out += `<path d="M${x} 180v-40" stroke="#f2a93b" stroke-width="2.5"/>`;
  out += pipe(s, 250, 400, 230, 14);
  out += pipe(s, 0, 120, 270, 12);
  out += reactor(s, 180, 350, 150, 330);
  out += drum(s, 320, 350, 70, 95, '#1f5fa8');
  out += drum(s, 55, 350, 70, 95, '#1f7a4d');
  return out;
};

const trading: Motif = (s) => {
  let out = `<circle cx="250" cy="150" r="110" fill="${s.radial(
    [
      [0, '#3d87b8'],
      [1, '#163f63'],
    ],
    { cx: 0.4, cy: 0.35, r: 0.7 },
  )}" opacity="0.9"/>`;
  out += `<g fill="none" stroke="#bfe3ff" stroke-opacity="0.35" stroke-width="1.5"><ellipse cx="250" cy="150" rx="110" ry="38"/><ellipse cx="250" cy="150" rx="45" ry="110"/><ellipse cx="250" cy="150" rx="85" ry="110"/><path d="M140 150h220"/></g>`;
  out += `<path d="M170 110c20-20 50-18 62 0s-4 40 20 46-10 30-30 24-44-10-40-34-30-16-12-36z" fill="#a6ce39" opacity="0.7"/><path d="M270 90c14-10 40-6 50 10s-6 24 4 36-16 18-30 8-36-40-24-54z" fill="#a6ce39" opacity="0.7"/>`;
  out += `<path d="M120 120C170 20 300 20 350 80" stroke="#ffd9a0" stroke-width="3" fill="none" stroke-dasharray="3 8" stroke-linecap="round"/><circle cx="350" cy="80" r="6" fill="#ffd9a0"/><circle cx="120" cy="120" r="6" fill="#ffd9a0"/>`;
  const container = (x: number, y: number, w: number, h: number, color: string): string => {
    let ribs = '';
    for (let i = 1; i < 14; i++)
      ribs += `<path d="M${r1(x + (w * i) / 14)} ${y + 5}v${h - 10}" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>`;
    return `<g filter="${s.shadow(2, 6, 6, 0.35)}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${color}"/></g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${s.linear(
      [
        [0, '#fff', 0.25],
        [1, '#000', 0.25],
      ],
    )}"/>${ribs}<rect x="${x}" y="${y}" width="${w}" height="5" fill="#fff" opacity="0.3"/>`;
  };
  out += container(30, 260, 230, 85, '#c4572b');
  out += container(60, 178, 210, 82, '#0f766e');
  out += drum(s, 310, 348, 70, 100, '#1f5fa8');
  out += drum(s, 365, 352, 55, 80, '#7f8e98');
  return out;
};

const defaultMotif: Motif = (s) => {
  let out = leaf(s, { x: 120, y: 340, length: 260, width: 120, angle: -55, light: '#b5dc5a', dark: '#2c7a33' });
  out += leaf(s, { x: 140, y: 345, length: 180, width: 80, angle: -10, light: '#9acd45', dark: '#25652b' });
  out += bead(s, 215, 205, 16);
  out += teardrop(s, 300, 120, 14);
  return out;
};

interface MotifEntry {
  draw: Motif;
  palette: Palette;
}

const P = (bg0: string, bg1: string, glow: string): Palette => ({ bg0, bg1, glow });

/** Motif and palette per category slug (see `toImageSlug`). */
export const MOTIFS: Readonly<Record<string, MotifEntry>> = {
  'agro-chemicals-emulsifiers': { draw: agroField, palette: P('#0a3327', '#145a40', '#f6c56b') },
  fertilizers: { draw: fertilizerHeap, palette: P('#1e3526', '#51402a', '#ffe0b0') },
  'silicone-super-spreader': { draw: spreadingDrop, palette: P('#04323c', '#0b6471', '#9ff3ff') },
  'paint-additives': { draw: paintCan, palette: P('#171b42', '#2f3a7a', '#ffb36b') },
  'general-emulsifiers': { draw: emulsionZoom, palette: P('#0a1f3a', '#17466e', '#bfe3ff') },
  'home-industrial-cleaning': { draw: cleaning, palette: P('#053a55', '#0a7a8f', '#d6fbff') },
  'agro-emulsifiers': { draw: agroEmulsifier, palette: P('#0b3529', '#1a5c46', '#e8ffd0') },
  'oil-emulsifier': { draw: oilEmulsifier, palette: P('#26190b', '#5a3b12', '#ffcf70') },
  'emulsifier-for-ec': { draw: ecScreening, palette: P('#0d2834', '#1d5466', '#e6f6ff') },
  'nitrobenzene-emulsifier': { draw: nitrobenzene, palette: P('#191b29', '#39405e', '#fff0a8') },
  'surfactant-for-sc': { draw: suspension, palette: P('#112c33', '#255a63', '#e0fff7') },
  'surfactant-for-wp': { draw: wettablePowder, palette: P('#262a31', '#4b5560', '#ffffff') },
  'adjuvant-for-sl': { draw: nozzleSpray, palette: P('#093326', '#17604a', '#d3f6ff') },
  'conventional-emulsifier': { draw: drumsRow, palette: P('#112134', '#27476b', '#cfe6ff') },
  'silicone-based-products': { draw: siliconProducts, palette: P('#0c2937', '#1f5a6e', '#c9f1ff') },
  'orthosilicic-acid-2-wsl': { draw: orthosilicicBottle, palette: P('#0c3428', '#1c6b4e', '#e2ffd1') },
  'botanical-products': { draw: botanical, palette: P('#10321d', '#2b5e2c', '#f2ffcf') },
  'plant-growth-promoters': { draw: growth, palette: P('#0d3524', '#2f6b2a', '#fff2b0') },
  'essential-oil': { draw: essentialOil, palette: P('#24160b', '#5b3413', '#ffd38a') },
  pheromones: { draw: pheromoneTrap, palette: P('#182a17', '#3e5a26', '#ffe59a') },
  others: { draw: moleculesCluster, palette: P('#142533', '#2c4f66', '#d7ecff') },
  'manufacturing-products': { draw: manufacturing, palette: P('#121d26', '#2d4656', '#cfe3ef') },
  'trading-products': { draw: trading, palette: P('#0b2133', '#1f4f73', '#ffd9a0') },
  default: { draw: defaultMotif, palette: P(BRAND.deep, BRAND.green, '#e8ffd0') },
};

/** Picks a motif for any name: an exact slug first, then keywords, then the default. */
export function pickMotif(slug: string): MotifEntry {
  const exact = MOTIFS[slug];
  if (exact !== undefined) return exact;
  const rules: readonly (readonly [RegExp, string])[] = [
    [/ortho|silicic/, 'orthosilicic-acid-2-wsl'],
    [/spread|fensil|wet/, 'silicone-super-spreader'],
    [/silic/, 'silicone-based-products'],
    [/pheromone|lure|trap|eugenol|cue/, 'pheromones'],
    [/ph-|balanc|multibalance|water/, 'home-industrial-cleaning'],
    [/fertili|npk|nutri|micro|zinc|boron|humic/, 'fertilizers'],
    [/growth|promot|hormone|bio-?stim/, 'plant-growth-promoters'],
    [/botanic|neem|herbal|plant-extract/, 'botanical-products'],
    [/essential|oil-?blend|citron|mint|eucalyp/, 'essential-oil'],
    [/nitro/, 'nitrobenzene-emulsifier'],
    [/-sc|suspension/, 'surfactant-for-sc'],
    [/-wp|powder|wdg/, 'surfactant-for-wp'],
    [/-sl|adjuvant/, 'adjuvant-for-sl'],
    [/-ec|screen/, 'emulsifier-for-ec'],
    [/oil/, 'oil-emulsifier'],
    [/paint|coat|dispers/, 'paint-additives'],
    [/clean|deterg|soap|wash|phenyl|floor|toilet|glass/, 'home-industrial-cleaning'],
    [/agro|crop|pesticid|insect|fungic|herbic/, 'agro-emulsifiers'],
    [/emulsif/, 'general-emulsifiers'],
    [/manufactur/, 'manufacturing-products'],
    [/trad|export/, 'trading-products'],
  ];
  for (const [re, key] of rules) {
    const hit = re.test(slug) ? MOTIFS[key] : undefined;
    if (hit !== undefined) return hit;
  }
  return MOTIFS['default'] ?? { draw: defaultMotif, palette: P(BRAND.deep, BRAND.green, '#e8ffd0') };
}

/** Which frame a category image is drawn for. */
export type CategoryVariant = 'card' | 'wide' | 'square';

/** Draws a category image: backdrop, soft light, pattern, then the motif. */
export function renderCategoryImage(slug: string, variant: CategoryVariant, width: number, height: number): string {
  const s = new Svg(width, height);
  const { draw, palette } = pickMotif(slug);
  const rnd = createRandom(slug);
  const wide = variant === 'wide';
  const cx = wide ? width * 0.72 : width / 2;
  const cy = height / 2 + (wide ? 0 : height * 0.02);
  const scale = wide ? (height * 0.92) / 400 : (Math.min(width, height) * 0.86) / 400;
  let body = `<rect width="${width}" height="${height}" fill="${s.linear(
    [
      [0, palette.bg0],
      [1, palette.bg1],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}"/>`;
  body += `<circle cx="${r1(cx)}" cy="${r1(cy - height * 0.05)}" r="${r1(Math.max(width, height) * (wide ? 0.32 : 0.55))}" fill="${s.radial(
    [
      [0, palette.glow, 0.42],
      [0.45, palette.glow, 0.12],
      [1, palette.glow, 0],
    ],
  )}"/>`;
  const hexR = 34;
  let hex = '';
  for (let row = 0; row < Math.ceil(height / (hexR * 1.5)) + 1; row++) {
    for (let col = 0; col < Math.ceil(width / (hexR * 1.732)) + 1; col++) {
      if (rnd() > 0.22) continue;
      const hx = col * hexR * 1.732 + (row % 2 === 0 ? 0 : hexR * 0.866);
      const hy = row * hexR * 1.5;
      const pts: string[] = [];
      for (let k = 0; k < 6; k++) {
        const a = (Math.PI / 3) * k + Math.PI / 6;
        pts.push(`${r1(hx + Math.cos(a) * hexR)},${r1(hy + Math.sin(a) * hexR)}`);
      }
      hex += `<polygon points="${pts.join(' ')}"/>`;
    }
  }
  body += `<g fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="1.5">${hex}</g>`;
  for (let i = 0; i < 7; i++) {
    body += `<circle cx="${r1(rnd() * width)}" cy="${r1(rnd() * height)}" r="${r1(8 + rnd() * 40)}" fill="${palette.glow}" opacity="${r1(0.04 + rnd() * 0.08)}" filter="${s.blur(6)}"/>`;
  }
  body += `<ellipse cx="${r1(cx)}" cy="${r1(cy + 140 * scale)}" rx="${r1(220 * scale)}" ry="${r1(34 * scale)}" fill="#000" opacity="0.22" filter="${s.blur(14 * scale)}"/>`;
  body += `<g transform="translate(${r1(cx - 200 * scale)} ${r1(cy - 200 * scale)}) scale(${r1(scale * 1000) / 1000})">${draw(s, rnd)}</g>`;
  if (wide) {
    body += `<rect width="${width}" height="${height}" fill="${s.linear(
      [
        [0, '#000', 0.62],
        [0.45, '#000', 0.3],
        [0.62, '#000', 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`;
  }
  body += `<rect width="${width}" height="${height}" fill="${s.radial(
    [
      [0.55, '#000', 0],
      [1, '#000', 0.35],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  )}"/>`;
  return s.render(body);
}

/**
 * Drawing primitives shared by the category motifs and the scenes: leaves,
 * droplets, glassware, packs, drums, molecules. Each returns SVG markup and
 * registers its gradients on the document it is given. Light comes from the
 * top left everywhere, so pieces combine into one believable picture.
 */

import { r1, type Svg } from '../kit/svg.ts';
import { escapeXml } from '../../../../src/lib/text.ts';

/** Soft elliptical contact shadow. */
export function groundShadow(s: Svg, cx: number, cy: number, rx: number, ry: number, opacity = 0.35): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="#000" opacity="${opacity}" filter="${s.blur(Math.max(2, ry * 0.6))}"/>`;
}

/** Options of {@link leaf}. */
export interface LeafOptions {
  x: number;
  y: number;
  length: number;
  width: number;
  /** Degrees; 0 points right, -90 points up. */
  angle: number;
  light?: string;
  dark?: string;
  veins?: boolean;
  opacity?: number;
}

/** Outline of a leaf lying along +x from the origin. */
export function leafPath(length: number, width: number): string {
  const L = length;
  const W = width / 2;
  return `M0 0C${r1(L * 0.22)} ${r1(-W * 1.15)} ${r1(L * 0.68)} ${r1(-W * 1.05)} ${L} 0C${r1(L * 0.68)} ${r1(W * 1.05)} ${r1(L * 0.22)} ${r1(W * 1.15)} 0 0Z`;
}

/** A leaf from its base at (x, y), with midrib and side veins. */
export function leaf(s: Svg, o: LeafOptions): string {
  const L = o.length;
  const W = o.width / 2;
  const light = o.light ?? '#8cc63f';
  const dark = o.dark ?? '#2e7d32';
  const fill = s.linear(
    [
      [0, light],
      [0.55, dark],
      [1, dark],
    ],
    { x1: 0.2, y1: 0, x2: 0.6, y2: 1 },
  );
  const body = leafPath(L, o.width);
  let veins = '';
  if (o.veins !== false) {
    veins += `<path d="M0 0Q${r1(L / 2)} ${r1(-W * 0.08)} ${r1(L * 0.97)} 0" stroke="#e9f5d0" stroke-opacity="0.55" stroke-width="${r1(Math.max(0.8, W * 0.06))}" fill="none"/>`;
    const n = 6;
    for (let k = 1; k <= n; k++) {
      const t = k / (n + 1);
      const bx = L * t;
      const span = W * Math.sin(Math.PI * Math.min(0.95, t + 0.05)) * 0.85;
      const ex = bx + L * 0.12;
      veins += `<path d="M${r1(bx)} ${r1(-W * 0.04)}Q${r1(bx + L * 0.05)} ${r1(-span * 0.5)} ${r1(ex)} ${r1(-span)}M${r1(bx)} ${r1(W * 0.04)}Q${r1(bx + L * 0.05)} ${r1(span * 0.5)} ${r1(ex)} ${r1(span)}" stroke="#e9f5d0" stroke-opacity="0.28" stroke-width="${r1(Math.max(0.5, W * 0.035))}" fill="none"/>`;
    }
  }
  const sheen = `<path d="${body}" fill="${s.linear(
    [
      [0, '#ffffff', 0.28],
      [0.45, '#ffffff', 0],
    ],
    { x1: 0, y1: 0, x2: 0.3, y2: 1 },
  )}"/>`;
  const clipped = veins === '' ? '' : `<g clip-path="${s.clip(`<path d="${body}"/>`)}">${veins}</g>`;
  return `<g transform="translate(${r1(o.x)} ${r1(o.y)}) rotate(${r1(o.angle)})"${o.opacity === undefined ? '' : ` opacity="${o.opacity}"`}><path d="${body}" fill="${fill}"/>${sheen}${clipped}</g>`;
}

/** A round liquid bead (a droplet sitting on a surface or floating), with refraction highlights. */
export function bead(s: Svg, cx: number, cy: number, r: number, tint = '#bfe8ff'): string {
  const body = s.radial(
    [
      [0, '#ffffff', 0.15],
      [0.6, tint, 0.35],
      [0.9, '#1d5c7a', 0.55],
      [1, '#0d3850', 0.7],
    ],
    { cx: 0.45, cy: 0.4, r: 0.62 },
  );
  const caustic = s.radial(
    [
      [0, '#ffffff', 0.9],
      [1, '#ffffff', 0],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  );
  return `<g><ellipse cx="${r1(cx + r * 0.15)}" cy="${r1(cy + r * 0.85)}" rx="${r1(r * 0.95)}" ry="${r1(r * 0.28)}" fill="#000" opacity="0.25" filter="${s.blur(r * 0.15 + 1)}"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${body}"/><ellipse cx="${r1(cx + r * 0.18)}" cy="${r1(cy + r * 0.45)}" rx="${r1(r * 0.5)}" ry="${r1(r * 0.3)}" fill="${caustic}" opacity="0.65"/><ellipse cx="${r1(cx - r * 0.35)}" cy="${r1(cy - r * 0.42)}" rx="${r1(r * 0.28)}" ry="${r1(r * 0.17)}" transform="rotate(-35 ${r1(cx - r * 0.35)} ${r1(cy - r * 0.42)})" fill="#fff" opacity="0.9"/></g>`;
}

/** A falling teardrop whose round part is centred at (cx, cy). */
export function teardrop(s: Svg, cx: number, cy: number, r: number, tint = '#9ed8ff', opacity = 1): string {
  const d = `M0 ${r1(-1.75 * r)}C${r1(0.35 * r)} ${r1(-1.1 * r)} ${r1(r)} ${r1(-0.5 * r)} ${r1(r)} ${r1(0.1 * r)}A${r1(r)} ${r1(r)} 0 0 1 ${r1(-r)} ${r1(0.1 * r)}C${r1(-r)} ${r1(-0.5 * r)} ${r1(-0.35 * r)} ${r1(-1.1 * r)} 0 ${r1(-1.75 * r)}Z`;
  const fill = s.radial(
    [
      [0, '#ffffff', 0.95],
      [0.35, tint, 0.75],
      [1, '#0e4d6e', 0.9],
    ],
    { cx: 0.4, cy: 0.55, r: 0.7 },
  );
  return `<g transform="translate(${r1(cx)} ${r1(cy)})" opacity="${opacity}"><path d="${d}" fill="${fill}"/><ellipse cx="${r1(-r * 0.38)}" cy="${r1(-r * 0.2)}" rx="${r1(r * 0.2)}" ry="${r1(r * 0.42)}" transform="rotate(20 ${r1(-r * 0.38)} ${r1(-r * 0.2)})" fill="#fff" opacity="0.85"/></g>`;
}

/** A soap bubble with an iridescent rim. */
export function bubble(s: Svg, cx: number, cy: number, r: number): string {
  const rim = s.radial(
    [
      [0, '#ffffff', 0.02],
      [0.72, '#bfefff', 0.08],
      [0.88, '#ffc6f2', 0.35],
      [0.95, '#b6fff1', 0.55],
      [1, '#ffffff', 0.7],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  );
  return `<g><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${rim}"/><path d="M${r1(cx - r * 0.62)} ${r1(cy - r * 0.2)}A${r1(r * 0.66)} ${r1(r * 0.66)} 0 0 1 ${r1(cx - r * 0.1)} ${r1(cy - r * 0.66)}" stroke="#fff" stroke-width="${r1(Math.max(1, r * 0.07))}" stroke-linecap="round" fill="none" opacity="0.8"/><circle cx="${r1(cx + r * 0.45)}" cy="${r1(cy + r * 0.42)}" r="${r1(r * 0.06)}" fill="#fff" opacity="0.6"/></g>`;
}

/** Glass edge highlights shared by the vessels. */
function glassSheen(x: number, y: number, w: number, h: number): string {
  return `<rect x="${r1(x + w * 0.1)}" y="${r1(y + h * 0.12)}" width="${r1(Math.max(2, w * 0.07))}" height="${r1(h * 0.72)}" rx="${r1(w * 0.035)}" fill="#fff" opacity="0.45"/><rect x="${r1(x + w * 0.22)}" y="${r1(y + h * 0.18)}" width="${r1(Math.max(1, w * 0.025))}" height="${r1(h * 0.5)}" fill="#fff" opacity="0.25"/>`;
}

/** A liquid layer inside a vessel. `from` and `to` are fractions of height from the bottom. */
export interface LiquidLayer {
  color: string;
  from: number;
  to: number;
  /** Milky layers are opaque and pale; clear layers let the glass show through. */
  opacity?: number;
}

/** A laboratory beaker standing with its base centre at (x, y). */
export function beaker(s: Svg, x: number, y: number, w: number, h: number, layers: readonly LiquidLayer[]): string {
  const left = x - w / 2;
  const top = y - h;
  const lip = w * 0.06;
  const outline = `M${r1(left - lip)} ${r1(top)}L${r1(left)} ${r1(top + lip * 1.2)}L${r1(left)} ${r1(y - w * 0.06)}Q${r1(left)} ${r1(y)} ${r1(left + w * 0.06)} ${r1(y)}L${r1(left + w * 0.94)} ${r1(y)}Q${r1(left + w)} ${r1(y)} ${r1(left + w)} ${r1(y - w * 0.06)}L${r1(left + w)} ${r1(top)}`;
  const clip = s.clip(`<rect x="${r1(left)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.06)}"/>`);
  let liquid = '';
  for (const l of layers) {
    const ly = y - h * l.to;
    const lh = h * (l.to - l.from);
    liquid += `<rect x="${r1(left)}" y="${r1(ly)}" width="${r1(w)}" height="${r1(lh)}" fill="${s.linear([
      [0, l.color, l.opacity ?? 0.85],
      [1, l.color, Math.min(1, (l.opacity ?? 0.85) + 0.12)],
    ])}"/>`;
  }
  const topLayer = layers.reduce((m, l) => Math.max(m, l.to), 0);
  const meniscus =
    topLayer > 0
      ? `<ellipse cx="${r1(x)}" cy="${r1(y - h * topLayer)}" rx="${r1(w / 2)}" ry="${r1(w * 0.06)}" fill="#fff" opacity="0.35"/>`
      : '';
  let ticks = '';
  for (let i = 1; i <= 5; i++) {
    const ty = y - h * (i / 6.2);
    ticks += `<path d="M${r1(left + w * 0.7)} ${r1(ty)}h${r1(w * (i % 2 === 0 ? 0.18 : 0.1))}" stroke="#fff" stroke-opacity="0.6" stroke-width="${r1(Math.max(1, w * 0.012))}"/>`;
  }
  return `<g>${groundShadow(s, x, y + 2, w * 0.58, w * 0.07, 0.3)}<rect x="${r1(left)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(w * 0.06)}" fill="#e8f6ff" fill-opacity="0.12"/><g clip-path="${clip}">${liquid}${meniscus}</g>${glassSheen(left, top, w, h)}${ticks}<path d="${outline}" fill="none" stroke="#f3fbff" stroke-opacity="0.85" stroke-width="${r1(Math.max(1.5, w * 0.025))}" stroke-linejoin="round"/></g>`;
}

/** An Erlenmeyer flask standing with its base centre at (x, y). */
export function flask(s: Svg, x: number, y: number, w: number, h: number, layers: readonly LiquidLayer[]): string {
  const neckW = w * 0.28;
  const neckH = h * 0.34;
  const top = y - h;
  const shape = `M${r1(x - neckW / 2)} ${r1(top)}L${r1(x - neckW / 2)} ${r1(top + neckH)}L${r1(x - w / 2 + w * 0.03)} ${r1(y - w * 0.08)}Q${r1(x - w / 2)} ${r1(y)} ${r1(x - w / 2 + w * 0.1)} ${r1(y)}L${r1(x + w / 2 - w * 0.1)} ${r1(y)}Q${r1(x + w / 2)} ${r1(y)} ${r1(x + w / 2 - w * 0.03)} ${r1(y - w * 0.08)}L${r1(x + neckW / 2)} ${r1(top + neckH)}L${r1(x + neckW / 2)} ${r1(top)}Z`;
  const clip = s.clip(`<path d="${shape}"/>`);
  let liquid = '';
  let topLayer = 0;
  for (const l of layers) {
    topLayer = Math.max(topLayer, l.to);
    liquid += `<rect x="${r1(x - w / 2)}" y="${r1(y - h * l.to)}" width="${r1(w)}" height="${r1(h * (l.to - l.from))}" fill="${s.linear(
      [
        [0, l.color, l.opacity ?? 0.85],
        [1, l.color, Math.min(1, (l.opacity ?? 0.85) + 0.12)],
      ],
    )}"/>`;
  }
  const ly = y - h * topLayer;
  const halfAt = (yy: number): number => {
    const t = Math.min(1, Math.max(0, (yy - (top + neckH)) / (y - top - neckH)));
    return neckW / 2 + (w / 2 - neckW / 2) * t;
  };
  const meniscus =
    topLayer > 0
      ? `<ellipse cx="${r1(x)}" cy="${r1(ly)}" rx="${r1(halfAt(ly))}" ry="${r1(w * 0.05)}" fill="#fff" opacity="0.35"/>`
      : '';
  return `<g>${groundShadow(s, x, y + 2, w * 0.55, w * 0.07, 0.3)}<path d="${shape}" fill="#e8f6ff" fill-opacity="0.12"/><g clip-path="${clip}">${liquid}${meniscus}<path d="M${r1(x - neckW * 0.3)} ${r1(top + h * 0.05)}L${r1(x - neckW * 0.3)} ${r1(top + neckH)}L${r1(x - w * 0.36)} ${r1(y - h * 0.1)}" stroke="#fff" stroke-opacity="0.45" stroke-width="${r1(Math.max(2, w * 0.05))}" fill="none" stroke-linecap="round"/></g><path d="${shape}" fill="none" stroke="#f3fbff" stroke-opacity="0.85" stroke-width="${r1(Math.max(1.5, w * 0.022))}" stroke-linejoin="round"/><rect x="${r1(x - neckW / 2 - w * 0.03)}" y="${r1(top - w * 0.02)}" width="${r1(neckW + w * 0.06)}" height="${r1(w * 0.05)}" rx="${r1(w * 0.02)}" fill="#f3fbff" opacity="0.85"/></g>`;
}

/** A graduated measuring cylinder with a foot, base centre at (x, y). */
export function cylinder(s: Svg, x: number, y: number, w: number, h: number, layers: readonly LiquidLayer[]): string {
  const footH = w * 0.18;
  const body = `<rect x="${r1(x - w / 2)}" y="${r1(y - h)}" width="${r1(w)}" height="${r1(h - footH)}" rx="${r1(w * 0.12)}"`;
  const clip = s.clip(`${body}/>`);
  let liquid = '';
  let topLayer = 0;
  const inner = h - footH;
  for (const l of layers) {
    topLayer = Math.max(topLayer, l.to);
    liquid += `<rect x="${r1(x - w / 2)}" y="${r1(y - footH - inner * l.to)}" width="${r1(w)}" height="${r1(inner * (l.to - l.from) + 0.5)}" fill="${l.color}" fill-opacity="${l.opacity ?? 0.88}"/>`;
  }
  let ticks = '';
  for (let i = 1; i <= 9; i++) {
    const ty = y - footH - inner * (i / 10);
    ticks += `<path d="M${r1(x + w * 0.05)} ${r1(ty)}h${r1(w * (i % 5 === 0 ? 0.35 : 0.2))}" stroke="#fff" stroke-opacity="0.55" stroke-width="${r1(Math.max(0.8, w * 0.03))}"/>`;
  }
  return `<g>${groundShadow(s, x, y + 1, w * 1.0, w * 0.14, 0.28)}${body} fill="#e8f6ff" fill-opacity="0.1"/><g clip-path="${clip}">${liquid}<ellipse cx="${r1(x)}" cy="${r1(y - footH - inner * topLayer)}" rx="${r1(w / 2)}" ry="${r1(w * 0.1)}" fill="#fff" opacity="0.4"/></g>${ticks}<rect x="${r1(x - w * 0.34)}" y="${r1(y - h + h * 0.06)}" width="${r1(Math.max(1.5, w * 0.1))}" height="${r1(h * 0.7)}" fill="#fff" opacity="0.35"/>${body} fill="none" stroke="#f3fbff" stroke-opacity="0.85" stroke-width="${r1(Math.max(1.2, w * 0.05))}"/><path d="M${r1(x - w * 0.85)} ${r1(y)}L${r1(x - w * 0.6)} ${r1(y - footH)}L${r1(x + w * 0.6)} ${r1(y - footH)}L${r1(x + w * 0.85)} ${r1(y)}Z" fill="#dcecf4" fill-opacity="0.5" stroke="#f3fbff" stroke-opacity="0.7" stroke-width="1"/></g>`;
}

/** Options of {@link bottle}. */
export interface BottleOptions {
  body: string;
  cap: string;
  label?: string;
  /** Short text printed on the label, one string per line. */
  text?: string | readonly string[];
  textColor?: string;
}

/** An HDPE bottle with cap and label, base centre at (x, y). */
export function bottle(s: Svg, x: number, y: number, w: number, h: number, o: BottleOptions): string {
  const shoulder = h * 0.22;
  const neckW = w * 0.36;
  const neckH = h * 0.07;
  const top = y - h;
  const capH = h * 0.09;
  const bodyTop = top + capH + neckH;
  const shape = `M${r1(x - neckW / 2)} ${r1(bodyTop)}C${r1(x - neckW / 2)} ${r1(bodyTop + shoulder * 0.5)} ${r1(x - w / 2)} ${r1(bodyTop + shoulder * 0.4)} ${r1(x - w / 2)} ${r1(bodyTop + shoulder)}L${r1(x - w / 2)} ${r1(y - w * 0.08)}Q${r1(x - w / 2)} ${r1(y)} ${r1(x - w / 2 + w * 0.08)} ${r1(y)}L${r1(x + w / 2 - w * 0.08)} ${r1(y)}Q${r1(x + w / 2)} ${r1(y)} ${r1(x + w / 2)} ${r1(y - w * 0.08)}L${r1(x + w / 2)} ${r1(bodyTop + shoulder)}C${r1(x + w / 2)} ${r1(bodyTop + shoulder * 0.4)} ${r1(x + neckW / 2)} ${r1(bodyTop + shoulder * 0.5)} ${r1(x + neckW / 2)} ${r1(bodyTop)}Z`;
  const shade = s.linear(
    [
      [0, '#000', 0.28],
      [0.18, '#fff', 0.25],
      [0.32, '#fff', 0.05],
      [0.75, '#000', 0.05],
      [1, '#000', 0.38],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const capFill = s.linear(
    [
      [0, o.cap],
      [0.3, '#ffffff', 0.35],
      [1, o.cap],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const labelTop = bodyTop + shoulder + h * 0.05;
  const labelH = (y - labelTop) * 0.68;
  let label = '';
  if (o.label !== undefined) {
    label = `<rect x="${r1(x - w / 2)}" y="${r1(labelTop)}" width="${r1(w)}" height="${r1(labelH)}" fill="${o.label}"/><rect x="${r1(x - w / 2)}" y="${r1(labelTop + labelH * 0.72)}" width="${r1(w)}" height="${r1(labelH * 0.1)}" fill="${o.cap}" opacity="0.9"/>`;
    if (o.text !== undefined) {
      const lines = typeof o.text === 'string' ? [o.text] : o.text;
      const longest = lines.reduce((m, l) => Math.max(m, l.length), 0);
      // DejaVu Sans Bold capitals run about 0.72 em wide; keep a margin inside the label.
      const fs = Math.min(
        w * 0.2,
        (w * 1.12) / Math.max(4, longest),
        (labelH * 0.62) / Math.max(1, lines.length) / 1.15,
      );
      lines.forEach((line, i) => {
        const ly = labelTop + labelH * 0.4 + (i - (lines.length - 1) / 2) * fs * 1.15 + fs * 0.35;
        label += `<text x="${r1(x)}" y="${r1(ly)}" font-family="'DejaVu Sans', sans-serif" font-weight="bold" font-size="${r1(fs)}" text-anchor="middle" fill="${o.textColor ?? '#0c3b2e'}">${escapeXml(line)}</text>`;
      });
    } else {
      label += `<rect x="${r1(x - w * 0.3)}" y="${r1(labelTop + labelH * 0.22)}" width="${r1(w * 0.6)}" height="${r1(labelH * 0.12)}" rx="2" fill="${o.cap}" opacity="0.8"/><rect x="${r1(x - w * 0.3)}" y="${r1(labelTop + labelH * 0.44)}" width="${r1(w * 0.42)}" height="${r1(labelH * 0.07)}" rx="2" fill="#000" opacity="0.25"/>`;
    }
  }
  const clip = s.clip(`<path d="${shape}"/>`);
  return `<g>${groundShadow(s, x, y + 2, w * 0.62, w * 0.08, 0.35)}<path d="${shape}" fill="${o.body}"/><g clip-path="${clip}">${label}<rect x="${r1(x - w / 2)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" fill="${shade}"/></g><rect x="${r1(x - neckW / 2 - w * 0.02)}" y="${r1(top)}" width="${r1(neckW + w * 0.04)}" height="${r1(capH + neckH * 0.4)}" rx="${r1(w * 0.04)}" fill="${capFill}"/><path d="M${r1(x - neckW / 2)} ${r1(top + capH * 0.35)}h${r1(neckW)}M${r1(x - neckW / 2)} ${r1(top + capH * 0.65)}h${r1(neckW)}" stroke="#000" stroke-opacity="0.15" stroke-width="1"/></g>`;
}

/** A jerrycan with handle and spout, base centre at (x, y). */
export function jerrycan(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  labelColor = '#ffffff',
): string {
  const left = x - w / 2;
  const top = y - h;
  const shade = s.linear(
    [
      [0, '#fff', 0.3],
      [0.35, '#fff', 0.06],
      [1, '#000', 0.35],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0.3 },
  );
  const shape = `M${r1(left + w * 0.08)} ${r1(top + h * 0.12)}L${r1(left + w * 0.55)} ${r1(top + h * 0.12)}L${r1(left + w * 0.55)} ${r1(top)}L${r1(left + w * 0.92)} ${r1(top)}Q${r1(left + w)} ${r1(top)} ${r1(left + w)} ${r1(top + h * 0.08)}L${r1(left + w)} ${r1(y - h * 0.05)}Q${r1(left + w)} ${r1(y)} ${r1(left + w * 0.93)} ${r1(y)}L${r1(left + w * 0.07)} ${r1(y)}Q${r1(left)} ${r1(y)} ${r1(left)} ${r1(y - h * 0.05)}L${r1(left)} ${r1(top + h * 0.2)}Q${r1(left)} ${r1(top + h * 0.12)} ${r1(left + w * 0.08)} ${r1(top + h * 0.12)}Z`;
  return `<g>${groundShadow(s, x, y + 2, w * 0.6, w * 0.07, 0.35)}<path d="${shape}" fill="${color}"/><path d="${shape}" fill="${shade}"/><rect x="${r1(left + w * 0.62)}" y="${r1(top + h * 0.03)}" width="${r1(w * 0.24)}" height="${r1(h * 0.08)}" rx="${r1(w * 0.03)}" fill="#000" opacity="0.35"/><rect x="${r1(left + w * 0.12)}" y="${r1(top + h * 0.04)}" width="${r1(w * 0.2)}" height="${r1(h * 0.09)}" rx="${r1(w * 0.03)}" fill="${color}" stroke="#000" stroke-opacity="0.2"/><rect x="${r1(left + w * 0.12)}" y="${r1(top + h * 0.34)}" width="${r1(w * 0.76)}" height="${r1(h * 0.38)}" rx="${r1(w * 0.03)}" fill="${labelColor}" opacity="0.92"/><rect x="${r1(left + w * 0.2)}" y="${r1(top + h * 0.42)}" width="${r1(w * 0.5)}" height="${r1(h * 0.06)}" rx="2" fill="${color}"/><rect x="${r1(left + w * 0.2)}" y="${r1(top + h * 0.54)}" width="${r1(w * 0.34)}" height="${r1(h * 0.04)}" rx="2" fill="#000" opacity="0.25"/></g>`;
}

/** A 200-litre drum standing with its base centre at (x, y). */
export function drum(s: Svg, x: number, y: number, w: number, h: number, color: string, ribs = true): string {
  const rx = w / 2;
  const ry = w * 0.14;
  const left = x - rx;
  const top = y - h;
  const body = s.linear(
    [
      [0, '#000', 0.45],
      [0.12, '#000', 0.15],
      [0.3, '#fff', 0.35],
      [0.45, '#fff', 0.08],
      [0.8, '#000', 0.2],
      [1, '#000', 0.5],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const shape = `M${r1(left)} ${r1(top)}L${r1(left)} ${r1(y)}A${r1(rx)} ${r1(ry)} 0 0 0 ${r1(x + rx)} ${r1(y)}L${r1(x + rx)} ${r1(top)}Z`;
  let rib = '';
  if (ribs) {
    for (const f of [0.33, 0.66]) {
      const yy = top + h * f;
      rib += `<path d="M${r1(left)} ${r1(yy)}A${r1(rx)} ${r1(ry)} 0 0 0 ${r1(x + rx)} ${r1(yy)}" stroke="#000" stroke-opacity="0.3" stroke-width="${r1(Math.max(1.5, w * 0.025))}" fill="none"/><path d="M${r1(left)} ${r1(yy + w * 0.02)}A${r1(rx)} ${r1(ry)} 0 0 0 ${r1(x + rx)} ${r1(yy + w * 0.02)}" stroke="#fff" stroke-opacity="0.25" stroke-width="${r1(Math.max(1, w * 0.015))}" fill="none"/>`;
    }
  }
  const lid = s.linear(
    [
      [0, '#fff', 0.35],
      [1, '#000', 0.15],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  return `<g>${groundShadow(s, x, y + ry * 0.3, rx * 1.15, ry * 0.9, 0.4)}<path d="${shape}" fill="${color}"/><path d="${shape}" fill="${body}"/>${rib}<ellipse cx="${r1(x)}" cy="${r1(top)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${color}"/><ellipse cx="${r1(x)}" cy="${r1(top)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${lid}"/><ellipse cx="${r1(x)}" cy="${r1(top)}" rx="${r1(rx * 0.9)}" ry="${r1(ry * 0.82)}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="${r1(Math.max(1, w * 0.015))}"/><ellipse cx="${r1(x - rx * 0.45)}" cy="${r1(top)}" rx="${r1(w * 0.07)}" ry="${r1(w * 0.03)}" fill="#000" opacity="0.3"/><ellipse cx="${r1(x + rx * 0.5)}" cy="${r1(top + ry * 0.1)}" rx="${r1(w * 0.05)}" ry="${r1(w * 0.022)}" fill="#000" opacity="0.3"/></g>`;
}

/** A sphere shaded from the top left (atoms, granules). */
export function sphere(s: Svg, cx: number, cy: number, r: number, color: string): string {
  const fill = s.radial(
    [
      [0, '#ffffff', 0.95],
      [0.25, color],
      [1, color],
    ],
    { cx: 0.35, cy: 0.32, r: 0.75 },
  );
  const rim = s.radial(
    [
      [0.6, '#000', 0],
      [1, '#000', 0.35],
    ],
    { cx: 0.45, cy: 0.42, r: 0.6 },
  );
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${rim}"/>`;
}

/** An atom of a ball-and-stick model. */
export interface Atom {
  x: number;
  y: number;
  r: number;
  color: string;
  /** Element symbol printed on the atom. */
  label?: string;
}

/** A ball-and-stick molecule. Bonds index into `atoms`. */
export function molecule(
  s: Svg,
  atoms: readonly Atom[],
  bonds: readonly (readonly [number, number])[],
  bondWidth = 8,
): string {
  let out = '';
  for (const [a, b] of bonds) {
    const p = atoms[a];
    const q = atoms[b];
    if (p === undefined || q === undefined) continue;
    out += `<line x1="${r1(p.x)}" y1="${r1(p.y)}" x2="${r1(q.x)}" y2="${r1(q.y)}" stroke="#c9d6de" stroke-width="${bondWidth}" stroke-linecap="round"/><line x1="${r1(p.x)}" y1="${r1(p.y)}" x2="${r1(q.x)}" y2="${r1(q.y)}" stroke="#fff" stroke-opacity="0.55" stroke-width="${r1(bondWidth * 0.3)}" stroke-linecap="round" transform="translate(-1 -1)"/>`;
  }
  for (const a of atoms) {
    out += sphere(s, a.x, a.y, a.r, a.color);
    if (a.label !== undefined) {
      out += `<text x="${r1(a.x)}" y="${r1(a.y + a.r * 0.36)}" font-family="'DejaVu Sans', sans-serif" font-weight="bold" font-size="${r1(a.r * 0.95)}" text-anchor="middle" fill="#fff" fill-opacity="0.92">${a.label}</text>`;
    }
  }
  return `<g filter="${s.shadow(3, 6, 6, 0.35)}">${out}</g>`;
}

/** A seedling: stem from (x, y) upwards, with leaves. */
export function sprout(
  s: Svg,
  x: number,
  y: number,
  h: number,
  leaves = 2,
  light = '#a6ce39',
  dark = '#2f7d32',
): string {
  const sw = Math.max(2, h * 0.045);
  let out = `<path d="M${r1(x)} ${r1(y)}C${r1(x - h * 0.06)} ${r1(y - h * 0.35)} ${r1(x + h * 0.08)} ${r1(y - h * 0.65)} ${r1(x)} ${r1(y - h)}" stroke="${dark}" stroke-width="${r1(sw)}" fill="none" stroke-linecap="round"/>`;
  const spots: readonly (readonly [number, number, number])[] = [
    [1, -35, 0.55],
    [1, -145, 0.55],
    [0.62, -15, 0.5],
    [0.55, -165, 0.48],
    [0.35, -5, 0.42],
    [0.3, -175, 0.4],
  ];
  for (let i = 0; i < Math.min(leaves, spots.length); i++) {
    const spot = spots[i];
    if (spot === undefined) continue;
    const [f, ang, len] = spot;
    out += leaf(s, { x, y: y - h * f, length: h * len, width: h * len * 0.5, angle: ang, light, dark, veins: h > 80 });
  }
  return out;
}

/** A fruit fly seen from above, centred at (x, y), heading `angle` degrees. */
export function fly(s: Svg, x: number, y: number, size: number, angle: number): string {
  const k = size / 20;
  const wing = s.linear(
    [
      [0, '#ffffff', 0.55],
      [1, '#cfe3ef', 0.25],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${angle}) scale(${r1(k * 100) / 100})"><path d="M-4 -3 L-12 -8 M-4 0 L-13 1 M-4 3 L-11 9 M4 -3 L12 -8 M4 0 L13 1 M4 3 L11 9" stroke="#2a1a0e" stroke-width="0.9" fill="none"/><ellipse cx="-7" cy="5" rx="4.5" ry="11" transform="rotate(-28 -7 5)" fill="${wing}" stroke="#fff" stroke-opacity="0.5" stroke-width="0.5"/><ellipse cx="7" cy="5" rx="4.5" ry="11" transform="rotate(28 7 5)" fill="${wing}" stroke="#fff" stroke-opacity="0.5" stroke-width="0.5"/><ellipse cx="0" cy="4" rx="3.6" ry="8" fill="#8a4a17"/><path d="M-3.2 3h6.4M-3 7h6" stroke="#f2c14e" stroke-width="1.2"/><ellipse cx="0" cy="-3" rx="3.4" ry="3" fill="#5a3212"/><circle cx="0" cy="-7.5" r="3" fill="#6b3a12"/><circle cx="-2" cy="-8.3" r="1.5" fill="#c0392b"/><circle cx="2" cy="-8.3" r="1.5" fill="#c0392b"/></g>`;
}

/** A jacketed reactor vessel with agitator motor, base centre at (x, y). */
export function reactor(s: Svg, x: number, y: number, w: number, h: number): string {
  const rx = w / 2;
  const dome = w * 0.22;
  const legH = h * 0.12;
  const top = y - h + dome + w * 0.1;
  const bottom = y - legH - dome * 0.7;
  const metal = s.linear(
    [
      [0, '#5d6b75'],
      [0.12, '#8a99a3'],
      [0.3, '#e9f0f4'],
      [0.42, '#b9c6ce'],
      [0.7, '#7f8e98'],
      [1, '#46525a'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const shape = `M${r1(x - rx)} ${r1(top)}Q${r1(x - rx)} ${r1(top - dome)} ${r1(x)} ${r1(top - dome)}Q${r1(x + rx)} ${r1(top - dome)} ${r1(x + rx)} ${r1(top)}L${r1(x + rx)} ${r1(bottom)}Q${r1(x + rx)} ${r1(bottom + dome * 0.9)} ${r1(x)} ${r1(bottom + dome * 0.9)}Q${r1(x - rx)} ${r1(bottom + dome * 0.9)} ${r1(x - rx)} ${r1(bottom)}Z`;
  const motorW = w * 0.22;
  const motorTop = top - dome - w * 0.32;
  let legs = '';
  for (const f of [-0.36, 0.36]) {
    legs += `<rect x="${r1(x + rx * f * 2 - w * 0.03)}" y="${r1(bottom)}" width="${r1(w * 0.06)}" height="${r1(y - bottom)}" fill="#4a565e"/>`;
  }
  let bands = '';
  for (const f of [0.3, 0.62]) {
    const yy = top + (bottom - top) * f;
    bands += `<rect x="${r1(x - rx)}" y="${r1(yy)}" width="${r1(w)}" height="${r1(w * 0.035)}" fill="#000" opacity="0.18"/>`;
  }
  return `<g>${groundShadow(s, x, y + 2, rx * 1.2, w * 0.06, 0.4)}${legs}<path d="${shape}" fill="${metal}"/>${bands}<rect x="${r1(x + rx * 0.35)}" y="${r1(top + (bottom - top) * 0.38)}" width="${r1(w * 0.08)}" height="${r1((bottom - top) * 0.2)}" rx="${r1(w * 0.03)}" fill="#1d3b4a" stroke="#cfd9df" stroke-width="1.5"/><rect x="${r1(x - w * 0.03)}" y="${r1(top - dome - w * 0.12)}" width="${r1(w * 0.06)}" height="${r1(w * 0.14)}" fill="#6c7a84"/><rect x="${r1(x - motorW / 2)}" y="${r1(motorTop)}" width="${r1(motorW)}" height="${r1(w * 0.22)}" rx="${r1(w * 0.03)}" fill="${s.linear(
    [
      [0, '#1f6f8b'],
      [0.35, '#4aa3c2'],
      [1, '#134b5f'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/><rect x="${r1(x - rx * 0.5 - w * 0.05)}" y="${r1(top - dome * 0.95)}" width="${r1(w * 0.1)}" height="${r1(dome * 0.4)}" fill="#8a99a3"/><rect x="${r1(x - rx * 0.5 - w * 0.07)}" y="${r1(top - dome * 1.0)}" width="${r1(w * 0.14)}" height="${r1(w * 0.03)}" fill="#6c7a84"/><rect x="${r1(x + rx * 0.45 - w * 0.03)}" y="${r1(top - dome * 0.9)}" width="${r1(w * 0.06)}" height="${r1(dome * 0.35)}" fill="#7f8e98"/></g>`;
}

/** A horizontal pipe from (x1, y) to (x2, y) with flanges. */
export function pipe(s: Svg, x1: number, x2: number, y: number, d: number): string {
  const fill = s.linear([
    [0, '#c9d4da'],
    [0.35, '#f4f8fa'],
    [1, '#6d7b84'],
  ]);
  let flanges = '';
  const n = Math.max(1, Math.floor(Math.abs(x2 - x1) / (d * 8)));
  for (let i = 1; i < n; i++) {
    const fx = x1 + ((x2 - x1) * i) / n;
    flanges += `<rect x="${r1(fx - d * 0.2)}" y="${r1(y - d * 0.7)}" width="${r1(d * 0.4)}" height="${r1(d * 1.4)}" fill="#8d9aa2"/>`;
  }
  return `<rect x="${r1(Math.min(x1, x2))}" y="${r1(y - d / 2)}" width="${r1(Math.abs(x2 - x1))}" height="${r1(d)}" fill="${fill}"/>${flanges}`;
}

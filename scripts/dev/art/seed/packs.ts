/**
 * Containers drawn as studio renders: each function returns an SVG group in local coordinates
 * (origin at the centre of the floor contact, y up is negative) with its own gradients and the
 * label clipped onto its face.
 */
import type { PackShape } from './palette.ts';
import { mix, shade } from '../kit/colour.ts';

export interface PackStyle {
  body: string;
  cap: string;
  /** Label markup for a box of the given size, or null for an unlabelled pack. */
  label: ((w: number, h: number) => string) | null;
}

export interface DrawnPack {
  svg: string;
  /** Half the footprint width, for the floor shadow. */
  halfWidth: number;
  height: number;
}

/** Horizontal shading of a cylinder lit from the upper left. */
function cylinderGradient(id: string, color: string, gloss = 0.5): string {
  const stops: [number, number][] = [
    [0, -0.5],
    [0.08, -0.28],
    [0.24, 0.1],
    [0.33, gloss],
    [0.4, 0.22],
    [0.62, -0.02],
    [0.84, -0.25],
    [0.95, -0.42],
    [1, -0.55],
  ];
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">${stops
    .map(([offset, amount]) => `<stop offset="${offset}" stop-color="${shade(color, amount)}"/>`)
    .join('')}</linearGradient>`;
}

/** Darkens the edges of a flat label to follow the curve of the container. */
function curvatureOverlay(id: string): string {
  return `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.38"/><stop offset="0.14" stop-color="#000" stop-opacity="0.1"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.22"/><stop offset="0.38" stop-color="#fff" stop-opacity="0.05"/><stop offset="0.75" stop-color="#000" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.42"/></linearGradient>`;
}

/** A label wrapped on a cylinder of radius r and ellipse depth ry, centred at x = 0. */
function wrappedLabel(
  id: string,
  style: PackStyle,
  halfW: number,
  top: number,
  bottom: number,
  r: number,
  ry: number,
): string {
  if (!style.label) return '';
  const w = halfW * 2;
  const sag = ry * (1 - Math.sqrt(Math.max(0, 1 - (halfW / r) ** 2)));
  const outline = `M${-halfW},${top - sag} Q0,${top + sag} ${halfW},${top - sag} L${halfW},${bottom - sag} Q0,${bottom + sag} ${-halfW},${bottom - sag} Z`;
  return `<defs><clipPath id="${id}-clip"><path d="${outline}"/></clipPath>${curvatureOverlay(`${id}-curve`)}</defs>
<g clip-path="url(#${id}-clip)"><g transform="translate(${-halfW} ${top - sag * 0.4})">${style.label(w, bottom - top)}</g>
<path d="${outline}" fill="url(#${id}-curve)"/></g>
<path d="${outline}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="1.5"/>`;
}

function drum(id: string, style: PackStyle): DrawnPack {
  const r = 180;
  const ry = 30;
  const yb = -ry;
  const yt = -490;
  const hoop = (y: number) =>
    `<path d="M${-r},${y} A${r},${ry} 0 0 0 ${r},${y}" fill="none" stroke="${shade(style.body, -0.45)}" stroke-width="12" stroke-opacity="0.55"/>` +
    `<path d="M${-r + 2},${y - 7} A${r},${ry} 0 0 0 ${r - 2},${y - 7}" fill="none" stroke="#fff" stroke-width="4" stroke-opacity="0.22"/>`;
  const bung = (x: number) =>
    `<g transform="translate(${x} ${yt - 4})"><rect x="-22" y="-14" width="44" height="14" fill="url(#${id}-cap)"/><ellipse cx="0" cy="0" rx="22" ry="5" fill="${shade(style.cap, -0.35)}"/><ellipse cx="0" cy="-14" rx="22" ry="5" fill="${shade(style.cap, 0.25)}"/><ellipse cx="0" cy="-14" rx="11" ry="2.5" fill="${shade(style.cap, -0.2)}"/></g>`;
  const svg = `<defs>${cylinderGradient(`${id}-body`, style.body)}${cylinderGradient(`${id}-cap`, style.cap, 0.4)}
<linearGradient id="${id}-top" x1="0" x2="0.3" y1="0" y2="1"><stop offset="0" stop-color="${shade(style.body, 0.3)}"/><stop offset="1" stop-color="${shade(style.body, -0.15)}"/></linearGradient></defs>
<path d="M${-r},${yt} L${-r},${yb} A${r},${ry} 0 0 0 ${r},${yb} L${r},${yt} Z" fill="url(#${id}-body)"/>
<ellipse cx="0" cy="${yt}" rx="${r}" ry="${ry}" fill="url(#${id}-top)"/>
<ellipse cx="0" cy="${yt}" rx="${r - 4}" ry="${ry - 3}" fill="none" stroke="${shade(style.body, -0.35)}" stroke-width="3"/>
<ellipse cx="0" cy="${yt + 3}" rx="${r - 16}" ry="${ry - 6}" fill="${shade(style.body, 0.05)}" stroke="${shade(style.body, 0.35)}" stroke-width="2"/>
${bung(-92)}${bung(92)}
${hoop(yt + 92)}${hoop(yb - 70)}
${wrappedLabel(id, style, 146, yt + 114, yb - 90, r, ry)}`;
  return { svg, halfWidth: r, height: 525 };
}

function jerrycan(id: string, style: PackStyle): DrawnPack {
  const left = -172;
  const right = 108;
  const top = -420;
  const dx = 74;
  const dy = -44;
  const hx = dx * 0.55;
  const hy = dy * 0.55;
  const capX = left + 58 + dx * 0.28;
  const capY = top + dy * 0.28;
  const edge = shade(style.body, -0.45);
  const svg = `<defs>
<linearGradient id="${id}-front" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${shade(style.body, -0.18)}"/><stop offset="0.16" stop-color="${shade(style.body, 0.2)}"/><stop offset="0.3" stop-color="${shade(style.body, 0.3)}"/><stop offset="0.5" stop-color="${shade(style.body, 0.06)}"/><stop offset="1" stop-color="${shade(style.body, -0.22)}"/></linearGradient>
<linearGradient id="${id}-side" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${shade(style.body, -0.3)}"/><stop offset="1" stop-color="${shade(style.body, -0.55)}"/></linearGradient>
<linearGradient id="${id}-top" x1="0" x2="1" y1="1" y2="0"><stop offset="0" stop-color="${shade(style.body, 0.45)}"/><stop offset="1" stop-color="${shade(style.body, 0.12)}"/></linearGradient>
<linearGradient id="${id}-handle" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${shade(style.body, 0.4)}"/><stop offset="0.45" stop-color="${shade(style.body, 0.08)}"/><stop offset="1" stop-color="${shade(style.body, -0.35)}"/></linearGradient>
<linearGradient id="${id}-gloss" x1="0" x2="1" y1="0" y2="0.4"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.4" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.14"/></linearGradient>
${cylinderGradient(`${id}-cap`, style.cap, 0.45)}</defs>
<path d="M${right - 6},${top + 10} L${right + dx - 14},${top + dy + 10} Q${right + dx},${top + dy + 12} ${right + dx},${top + dy + 28} L${right + dx},${dy - 14} Q${right + dx},${dy} ${right + dx - 14},${dy + 8} L${right - 4},-4 Z" fill="url(#${id}-side)"/>
<path d="M${left + 16},${top} L${left + dx + 12},${top + dy} L${right + dx - 12},${top + dy} Q${right + dx + 2},${top + dy + 4} ${right + dx - 4},${top + dy + 14} L${right - 2},${top + 4} Z" fill="url(#${id}-top)"/>
<g transform="translate(${hx} ${hy})">
<path d="M${left + 92},${top + 2} C${left + 96},${top - 64} ${left + 120},${top - 82} ${left + 168},${top - 82} L${right - 30},${top - 82} C${right + 6},${top - 82} ${right + 14},${top - 56} ${right + 12},${top - 8} L${right - 14},${top - 8} C${right - 14},${top - 40} ${right - 22},${top - 54} ${right - 44},${top - 54} L${left + 172},${top - 54} C${left + 140},${top - 54} ${left + 124},${top - 36} ${left + 122},${top + 2} Z" fill="url(#${id}-handle)" stroke="${edge}" stroke-width="1.5" stroke-opacity="0.6"/>
<path d="M${left + 170},${top - 76} L${right - 32},${top - 76}" stroke="#fff" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/></g>
<g transform="translate(${capX} ${capY})"><ellipse cx="0" cy="0" rx="36" ry="9" fill="${shade(style.body, -0.3)}"/><rect x="-30" y="-40" width="60" height="40" rx="4" fill="url(#${id}-cap)"/>
${[-22, -13, -4, 5, 14, 23].map((x) => `<rect x="${x - 1}" y="-37" width="2.5" height="34" fill="${shade(style.cap, -0.28)}" opacity="0.55"/>`).join('')}
<ellipse cx="0" cy="-40" rx="30" ry="7.5" fill="${shade(style.cap, 0.2)}"/></g>
<rect x="${left}" y="${top}" width="${right - left}" height="${-top}" rx="22" fill="url(#${id}-front)"/>
<rect x="${left + 3}" y="${top + 3}" width="${right - left - 6}" height="${-top - 6}" rx="19" fill="none" stroke="#fff" stroke-opacity="0.2" stroke-width="3"/>
<path d="M${left + 26},${top + 34} H${right - 26} M${left + 26},-30 H${right - 26}" stroke="${edge}" stroke-width="3" stroke-opacity="0.35"/>
${
  style.label
    ? `<defs><clipPath id="${id}-clip"><rect x="${left + 26}" y="${top + 58}" width="${right - left - 52}" height="${-top - 112}" rx="10"/></clipPath></defs>
<rect x="${left + 21}" y="${top + 53}" width="${right - left - 42}" height="${-top - 102}" rx="14" fill="${shade(style.body, -0.3)}" opacity="0.5"/>
<g clip-path="url(#${id}-clip)"><g transform="translate(${left + 26} ${top + 58})">${style.label(right - left - 52, -top - 112)}</g>
<rect x="${left + 26}" y="${top + 58}" width="${right - left - 52}" height="${-top - 112}" fill="url(#${id}-gloss)"/></g>`
    : ''
}`;
  return { svg, halfWidth: 215, height: 540 };
}

function bottle(id: string, style: PackStyle, glass: boolean): DrawnPack {
  const r = glass ? 98 : 108;
  const ry = 12;
  const shoulder = glass ? -372 : -360;
  const neck = glass ? 30 : 42;
  const neckTop = glass ? -442 : -452;
  const capH = glass ? 70 : 62;
  const capR = glass ? 38 : 50;
  const body = `M${-r},${-ry} L${-r},${shoulder} C${-r},${shoulder - 44} ${-neck},${shoulder - 44} ${-neck},${shoulder - 68} L${-neck},${neckTop} L${neck},${neckTop} L${neck},${shoulder - 68} C${neck},${shoulder - 44} ${r},${shoulder - 44} ${r},${shoulder} L${r},${-ry} A${r},${ry} 0 0 1 ${-r},${-ry} Z`;
  const glassLayer = glass
    ? `<path d="${body}" fill="url(#${id}-depth)"/><path d="M${-r + 18},${shoulder + 10} L${-r + 18},-30" stroke="#fff" stroke-opacity="0.45" stroke-width="9" stroke-linecap="round"/><path d="M${r - 20},${shoulder + 20} L${r - 20},-40" stroke="#fff" stroke-opacity="0.14" stroke-width="5" stroke-linecap="round"/>
<defs><radialGradient id="${id}-depth" cx="0.45" cy="0.55" r="0.6"><stop offset="0" stop-color="#ffb347" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>`
    : '';
  const ridges = Array.from({ length: glass ? 9 : 12 }, (_, i) => {
    const x = -capR + 6 + (i * (capR * 2 - 12)) / (glass ? 8 : 11);
    return `<rect x="${(x - 1).toFixed(1)}" y="${neckTop - capH + 6}" width="2.4" height="${capH - 10}" fill="${shade(style.cap, -0.3)}" opacity="0.45"/>`;
  }).join('');
  const svg = `<defs>${cylinderGradient(`${id}-body`, style.body, glass ? 0.55 : 0.45)}${cylinderGradient(`${id}-cap`, style.cap, glass ? 0.25 : 0.45)}</defs>
<path d="${body}" fill="url(#${id}-body)"/>
${glassLayer}
<g><rect x="${-capR}" y="${neckTop - capH}" width="${capR * 2}" height="${capH}" rx="5" fill="url(#${id}-cap)"/>${ridges}
<ellipse cx="0" cy="${neckTop - capH}" rx="${capR}" ry="6" fill="${shade(style.cap, 0.15)}"/>
<rect x="${-capR - 3}" y="${neckTop - 8}" width="${capR * 2 + 6}" height="10" rx="3" fill="${shade(style.cap, -0.18)}"/></g>
${wrappedLabel(id, style, r - (glass ? 2 : 0), shoulder + 34, -50, r, ry)}`;
  return { svg, halfWidth: r + 10, height: -(neckTop - capH) };
}

function bag(id: string, style: PackStyle): DrawnPack {
  const outline = 'M-172,-500 Q-200,-262 -176,-14 Q0,2 176,-14 Q200,-262 172,-500 Q0,-514 -172,-500 Z';
  const stitch = (y: number) =>
    `<path d="M-168,${y} Q0,${y - 10} 168,${y}" fill="none" stroke="${shade(style.body, -0.35)}" stroke-width="3" stroke-dasharray="7 6" opacity="0.8"/>`;
  const svg = `<defs>
<linearGradient id="${id}-body" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${shade(style.body, -0.32)}"/><stop offset="0.12" stop-color="${shade(style.body, -0.08)}"/><stop offset="0.35" stop-color="${shade(style.body, 0.18)}"/><stop offset="0.6" stop-color="${shade(style.body, 0.05)}"/><stop offset="0.9" stop-color="${shade(style.body, -0.18)}"/><stop offset="1" stop-color="${shade(style.body, -0.36)}"/></linearGradient>
<linearGradient id="${id}-fold" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.15" stop-color="#fff" stop-opacity="0"/><stop offset="0.85" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>
<clipPath id="${id}-clip"><path d="M-128,-420 Q0,-428 128,-420 L132,-104 Q0,-96 -132,-104 Z"/></clipPath>
<linearGradient id="${id}-curve" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient></defs>
<path d="M-172,-500 L-196,-520 L-158,-506 Z M172,-500 L196,-520 L158,-506 Z" fill="${shade(style.body, -0.15)}"/>
<path d="${outline}" fill="url(#${id}-body)"/>
<path d="${outline}" fill="url(#${id}-fold)"/>
<path d="M-172,-500 Q0,-514 172,-500 L170,-462 Q0,-474 -170,-462 Z" fill="${shade(style.body, -0.1)}" opacity="0.7"/>
<path d="M-176,-14 Q0,2 176,-14 L178,-46 Q0,-34 -178,-46 Z" fill="${shade(style.body, -0.12)}" opacity="0.7"/>
${stitch(-478)}${stitch(-30)}
<path d="M-150,-300 Q-120,-250 -140,-160 M150,-330 Q124,-260 146,-180" stroke="#000" stroke-opacity="0.08" stroke-width="10" fill="none" stroke-linecap="round"/>
${
  style.label
    ? `<g clip-path="url(#${id}-clip)"><g transform="translate(-132 -424)">${style.label(264, 324)}</g><rect x="-140" y="-430" width="280" height="340" fill="url(#${id}-curve)"/></g>`
    : ''
}`;
  return { svg, halfWidth: 190, height: 520 };
}

function pouch(id: string, style: PackStyle): DrawnPack {
  const outline = 'M-122,-440 L122,-440 L124,-40 Q126,-4 96,-2 L-96,-2 Q-126,-4 -124,-40 Z';
  const serration = Array.from({ length: 24 }, (_, i) => `M${-118 + i * 10.2},-440 v26`).join(' ');
  const svg = `<defs>
<linearGradient id="${id}-foil" x1="0" x2="1" y1="0" y2="0.25"><stop offset="0" stop-color="${shade(style.body, -0.35)}"/><stop offset="0.18" stop-color="${shade(style.body, 0.5)}"/><stop offset="0.32" stop-color="${shade(style.body, -0.05)}"/><stop offset="0.55" stop-color="${shade(style.body, 0.35)}"/><stop offset="0.8" stop-color="${shade(style.body, -0.15)}"/><stop offset="1" stop-color="${shade(style.body, -0.4)}"/></linearGradient>
<linearGradient id="${id}-window" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#eef3f6" stop-opacity="0.85"/><stop offset="1" stop-color="#c9d3da" stop-opacity="0.9"/></linearGradient>
<radialGradient id="${id}-lure" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${mix(style.cap, '#c0392b', 0.6)}"/><stop offset="1" stop-color="${shade(mix(style.cap, '#c0392b', 0.6), -0.5)}"/></radialGradient></defs>
<path d="${outline}" fill="url(#${id}-foil)"/>
<path d="${serration}" stroke="${shade(style.body, -0.3)}" stroke-width="1.5" opacity="0.6"/>
<rect x="-34" y="-432" width="68" height="14" rx="7" fill="#f4f6f8" stroke="${shade(style.body, -0.4)}" stroke-width="1.5"/>
<path d="M-122,-404 H122" stroke="${shade(style.body, -0.35)}" stroke-width="3"/><path d="M-122,-398 H122" stroke="#fff" stroke-opacity="0.5" stroke-width="1.5"/>
<path d="M-122,-388 l8,4 -8,4 Z M122,-388 l-8,4 8,4 Z" fill="${shade(style.body, -0.5)}"/>
<rect x="-74" y="-176" width="148" height="112" rx="14" fill="url(#${id}-window)" stroke="${shade(style.body, -0.3)}" stroke-width="2"/>
<g transform="translate(0 -118)"><path d="M-30,18 L-22,-22 Q0,-32 22,-22 L30,18 Q0,28 -30,18 Z" fill="url(#${id}-lure)"/><ellipse cx="0" cy="-23" rx="22" ry="6" fill="${shade(mix(style.cap, '#c0392b', 0.6), 0.25)}"/></g>
<path d="M-66,-170 L-40,-170 L-60,-72 L-70,-72 Z" fill="#fff" opacity="0.35"/>
<path d="M-110,-40 Q0,-26 110,-40" stroke="${shade(style.body, -0.3)}" stroke-width="2" fill="none"/>
${style.label ? `<g transform="translate(-104 -384)">${style.label(208, 196)}</g>` : ''}`;
  return { svg, halfWidth: 140, height: 440 };
}

/** Draws `shape` with the given colours and label. */
export function drawPack(shape: PackShape, id: string, style: PackStyle): DrawnPack {
  switch (shape) {
    case 'drum':
      return drum(id, style);
    case 'jerrycan':
      return jerrycan(id, style);
    case 'bottle':
      return bottle(id, style, false);
    case 'amber':
      return bottle(id, style, true);
    case 'bag':
      return bag(id, style);
    case 'pouch':
      return pouch(id, style);
  }
}

/**
 * 1200×630 header art for the blog posts: one illustrated scene per topic, drawn with the
 * same gradient-and-shading vocabulary as the pack shots (and reusing the packs where a
 * product belongs in the picture).
 */
import { createRandom } from '../../../../src/lib/seeded.ts';
import { drawPack } from './packs.ts';
import { PALETTES } from './palette.ts';
import { frontLabel } from './label.ts';
import { mix, shade } from '../kit/colour.ts';
import { escapeXml } from '../../../../src/lib/text.ts';
import { measureText, SANS } from '../kit/text.ts';

const W = 1200;
const H = 630;

function backdrop(top: string, bottom: string): string {
  return `<defs><linearGradient id="sky" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.4"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>`;
}

function bench(y: number, color: string): string {
  return `<defs><linearGradient id="bench" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.25)}"/><stop offset="0.08" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient></defs>
<rect y="${y}" width="${W}" height="${H - y}" fill="url(#bench)"/><rect y="${y}" width="${W}" height="3" fill="#fff" opacity="0.35"/>`;
}

function tag(text: string, color: string): string {
  const width = measureText(text, 15) + text.length * 1.5 + 40;
  return `<rect x="40" y="36" width="${width}" height="36" rx="18" fill="${color}" opacity="0.92"/><text x="${40 + width / 2}" y="60" font-family="${SANS}" font-size="15" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="1.5">${escapeXml(text)}</text>`;
}

function glassGradient(): string {
  return `<defs><linearGradient id="glass" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.15" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.75" stop-color="#fff" stop-opacity="0.05"/><stop offset="0.9" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0.1"/></linearGradient>
<linearGradient id="milk" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#dfe6ea"/><stop offset="0.35" stop-color="#ffffff"/><stop offset="1" stop-color="#cfd8de"/></linearGradient></defs>`;
}

/** Eleven measuring cylinders, A/B ratios 0/100 … 100/0, the emulsion best near the middle. */
function ecScreening(): string {
  const parts = [
    backdrop('#d9e7ef', '#b7cbd8'),
    glassGradient(),
    bench(470, '#6d5a48'),
    tag('EMULSIFIER SCREENING', '#1a8f4e'),
  ];
  for (let i = 0; i <= 10; i++) {
    const x = 120 + i * 96;
    const quality = Math.abs(i - 4) / 6;
    const cream = 6 + quality * 46;
    const oil = i === 0 || i === 10 ? 22 : i === 1 || i === 9 ? 10 : 0;
    const top = 170;
    const bottom = 462;
    const fill = 230;
    const liquidTop = top + 62;
    const milk = mix('#fbfcfd', '#e7d9a8', quality * 0.8);
    parts.push(`<ellipse cx="${x}" cy="${bottom + 8}" rx="44" ry="8" fill="url(#shadow)"/>
<rect x="${x - 34}" y="${bottom - 6}" width="68" height="12" rx="4" fill="#e9eef1" stroke="#b5c2ca"/>
<rect x="${x - 22}" y="${liquidTop}" width="44" height="${bottom - liquidTop - 6}" fill="${milk}"/>
${oil ? `<rect x="${x - 22}" y="${liquidTop}" width="44" height="${oil}" fill="#e0b548" opacity="0.85"/>` : ''}
<rect x="${x - 22}" y="${liquidTop + oil}" width="44" height="${cream}" fill="#f4ecd0" opacity="0.9"/>
<rect x="${x - 22}" y="${bottom - 6 - quality * 30}" width="44" height="${quality * 30}" fill="#c9d6dd" opacity="0.7"/>
<rect x="${x - 22}" y="${top}" width="44" height="${bottom - top - 6}" fill="url(#glass)" stroke="#9fb0ba" stroke-width="1.5"/>
<path d="M${x - 26},${top} h52" stroke="#9fb0ba" stroke-width="3"/>
${Array.from({ length: 8 }, (_, k) => `<path d="M${x - 22},${top + 30 + k * 30} h${k % 2 ? 8 : 14}" stroke="#7b8d98" stroke-width="1.2"/>`).join('')}
<text x="${x}" y="505" font-family="${SANS}" font-size="15" font-weight="700" fill="#f6efe6" text-anchor="middle">${i * 10}/${100 - i * 10}</text>`);
    if (i === 4)
      parts.push(
        `<rect x="${x - 40}" y="${top - 22}" width="80" height="${fill + 90}" rx="12" fill="none" stroke="#1a8f4e" stroke-width="4" stroke-dasharray="10 6"/>`,
      );
  }
  parts.push(
    `<text x="600" y="580" font-family="${SANS}" font-size="20" fill="#fff" text-anchor="middle" opacity="0.85">A/B ratio · 5% total emulsifier · 5 cc EC in 95 ml standard water</text>`,
  );
  return parts.join('');
}

function particles(cx: number, cy: number, r: number, seed: string, hairy: boolean, color: string): string {
  const random = createRandom(seed);
  const items: string[] = [`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f7fbfd" stroke="#8aa6b6" stroke-width="6"/>`];
  items.push(
    `<defs><clipPath id="lens-${seed}"><circle cx="${cx}" cy="${cy}" r="${r - 3}"/></clipPath><radialGradient id="p-${seed}" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="${shade(color, 0.5)}"/><stop offset="1" stop-color="${shade(color, -0.25)}"/></radialGradient></defs>`,
  );
  const inner: string[] = [];
  for (let i = 0; i < 22; i++) {
    const a = random() * Math.PI * 2;
    const d = Math.sqrt(random()) * (r - 30);
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    const pr = 13 + random() * 9;
    if (hairy) {
      const hairs = Array.from({ length: 10 }, (_, k) => {
        const t = (k / 10) * Math.PI * 2 + random() * 0.3;
        return `M${(x + Math.cos(t) * pr).toFixed(1)},${(y + Math.sin(t) * pr).toFixed(1)} q${(Math.cos(t + 0.6) * 6).toFixed(1)},${(Math.sin(t + 0.6) * 6).toFixed(1)} ${(Math.cos(t) * 11).toFixed(1)},${(Math.sin(t) * 11).toFixed(1)}`;
      }).join(' ');
      inner.push(`<path d="${hairs}" stroke="#2f80d1" stroke-width="2" fill="none" stroke-linecap="round"/>`);
    }
    inner.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${pr.toFixed(1)}" fill="url(#p-${seed})"/>`);
  }
  items.push(`<g clip-path="url(#lens-${seed})">${inner.join('')}</g>`);
  items.push(
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>`,
  );
  return items.join('');
}

function beaker(x: number, y: number, w: number, h: number, liquid: string, level: number): string {
  return `<ellipse cx="${x + w / 2}" cy="${y + h + 6}" rx="${w * 0.62}" ry="12" fill="url(#shadow)"/>
<rect x="${x + 4}" y="${y + h * (1 - level)}" width="${w - 8}" height="${h * level - 4}" rx="6" fill="${liquid}"/>
<path d="M${x - 8},${y} h${w + 16} M${x},${y} v${h - 10} q0,10 10,10 h${w - 20} q10,0 10,-10 v${-(h - 10)}" fill="url(#glass)" stroke="#9fb0ba" stroke-width="2.5"/>
${Array.from({ length: 5 }, (_, k) => `<path d="M${x + w - 4},${y + 30 + k * (h / 6)} h-18" stroke="#7b8d98" stroke-width="1.5"/>`).join('')}`;
}

function scFormulation(): string {
  return [
    backdrop('#e3ecf4', '#c3d3e2'),
    glassGradient(),
    bench(500, '#56606b'),
    tag('SUSPENSION CONCENTRATE', '#2f80d1'),
    beaker(160, 230, 230, 270, 'url(#milk)', 0.75),
    `<path d="M275,120 v240" stroke="#6f7d88" stroke-width="10" stroke-linecap="round"/><path d="M235,360 h80" stroke="#6f7d88" stroke-width="12" stroke-linecap="round"/>`,
    `<path d="M390,330 C470,300 560,300 640,310" stroke="#8aa6b6" stroke-width="4" stroke-dasharray="10 8" fill="none"/>`,
    particles(820, 300, 200, 'sc', true, '#c9b79c'),
    `<text x="820" y="560" font-family="${SANS}" font-size="20" fill="#fff" text-anchor="middle" opacity="0.9">Milled particles held apart by adsorbed dispersant</text>`,
  ].join('');
}

function wpFormulation(): string {
  const bag = drawPack('bag', 'wpbag', { body: '#eef0ee', cap: '#2e7d32', label: null });
  return [
    backdrop('#efe9df', '#d8cbb7'),
    glassGradient(),
    bench(480, '#7a6753'),
    tag('WETTABLE POWDER', '#b5701f'),
    `<g transform="translate(250 486) scale(0.62)">${bag.svg}</g>`,
    `<defs><radialGradient id="heap" cx="0.4" cy="0.2" r="0.9"><stop offset="0" stop-color="#fffdf8"/><stop offset="1" stop-color="#d6ccb8"/></radialGradient></defs><path d="M350,486 C380,470 400,420 440,412 C480,420 500,470 540,486 Z" fill="url(#heap)"/>`,
    beaker(600, 250, 200, 230, '#e9ecef', 0.7),
    `<g opacity="0.85">${Array.from({ length: 40 }, (_, i) => {
      const random = createRandom(`wp${i}`);
      return `<circle cx="${(620 + random() * 160).toFixed(1)}" cy="${(330 + random() * 140).toFixed(1)}" r="${(2 + random() * 4).toFixed(1)}" fill="#cdbb9e"/>`;
    }).join('')}</g>`,
    particles(1000, 300, 150, 'wp', false, '#d8c39f'),
    `<text x="860" y="560" font-family="${SANS}" font-size="20" fill="#fff" text-anchor="middle" opacity="0.9">Wetting, then dispersion, then suspension</text>`,
  ].join('');
}

function leaf(cx: number, cy: number, length: number, angle: number, color: string, id: string): string {
  const outline = `M0,0 C${length * 0.25},${-length * 0.28} ${length * 0.75},${-length * 0.26} ${length},0 C${length * 0.75},${length * 0.26} ${length * 0.25},${length * 0.28} 0,0 Z`;
  const veins = Array.from({ length: 7 }, (_, k) => {
    const x = length * (0.15 + k * 0.11);
    return `M${x},0 q${length * 0.05},${-length * 0.07} ${length * 0.1},${-length * 0.12} M${x},0 q${length * 0.05},${length * 0.07} ${length * 0.1},${length * 0.12}`;
  }).join(' ');
  return `<defs><linearGradient id="${id}" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.25)}"/><stop offset="1" stop-color="${shade(color, -0.25)}"/></linearGradient><clipPath id="${id}-clip"><path d="${outline}"/></clipPath></defs>
<g transform="translate(${cx} ${cy}) rotate(${angle})"><path d="${outline}" fill="url(#${id})"/>
<g clip-path="url(#${id}-clip)"><path d="M0,0 L${length},0" stroke="${shade(color, 0.4)}" stroke-width="${Math.max(2, length / 90)}"/>
<path d="${veins}" stroke="${shade(color, 0.3)}" stroke-width="${Math.max(1, length / 200)}" fill="none"/></g></g>`;
}

/** A small pack with a compact label, for scenes that show one of our products. */
function labelledPack(
  shape: Parameters<typeof drawPack>[0],
  id: string,
  family: keyof typeof PALETTES,
  name: string,
  code: string,
  header: string,
) {
  const palette = PALETTES[family];
  return drawPack(shape, id, {
    body: palette.body,
    cap: palette.cap,
    label: (w, h) =>
      frontLabel(
        { header, name, code, category: '', subCategory: '', dosage: '', highlights: [], netQuantity: '' },
        palette,
        w,
        h,
        true,
      ),
  });
}

function siliconeSpread(): string {
  const pack = labelledPack(
    'jerrycan',
    'ss',
    'silicone',
    'Trisiloxane Super Spreader',
    'FX SPT 500',
    'Silicone Super Spreader',
  );
  return [
    backdrop('#dff1f3', '#a9d3d8'),
    tag('SILICONE SUPER SPREADER', '#0f9bb0'),
    leaf(80, 360, 1000, -4, '#3f8f3a', 'leafA'),
    `<defs><radialGradient id="bead" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="#cfeff5" stop-opacity="0.9"/><stop offset="1" stop-color="#5fb7c7" stop-opacity="0.85"/></radialGradient>
<radialGradient id="film" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#e8fbff" stop-opacity="0.75"/><stop offset="0.8" stop-color="#a6e3ee" stop-opacity="0.55"/><stop offset="1" stop-color="#6cc3d3" stop-opacity="0.2"/></radialGradient></defs>`,
    `<ellipse cx="330" cy="352" rx="52" ry="10" fill="#000" opacity="0.18"/><path d="M282,350 A52,56 0 1 1 378,350 Z" fill="url(#bead)"/><ellipse cx="312" cy="312" rx="12" ry="8" fill="#fff" opacity="0.9"/>`,
    `<ellipse cx="720" cy="340" rx="230" ry="62" fill="url(#film)"/><ellipse cx="720" cy="340" rx="230" ry="62" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/><ellipse cx="720" cy="340" rx="150" ry="40" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`,
    `<text x="330" y="440" font-family="${SANS}" font-size="19" font-weight="700" fill="#0e3b43" text-anchor="middle">Water alone</text>`,
    `<text x="720" y="440" font-family="${SANS}" font-size="19" font-weight="700" fill="#0e3b43" text-anchor="middle">With trisiloxane spreader</text>`,
    `<ellipse cx="1060" cy="604" rx="110" ry="12" fill="url(#shadow)"/><g transform="translate(1060 600) scale(0.5)">${pack.svg}</g>`,
  ].join('');
}

function cane(x: number, base: number, height: number, sway: number, color: string, random: () => number): string {
  const tip = base - height;
  const joints = Math.round(height / 46);
  const segments = Array.from({ length: joints }, (_, k) => {
    const y = base - ((k + 1) * (height * 0.72)) / joints;
    const dx = sway * (1 - (y - tip) / height) * 0.6;
    return `<path d="M${(x + dx - 7).toFixed(1)},${y.toFixed(1)} h14" stroke="${shade(color, -0.35)}" stroke-width="3"/>`;
  }).join('');
  const blades = Array.from({ length: 6 }, (_, k) => {
    const y = tip + height * (0.08 + k * 0.06);
    const dir = (k + Math.round(random())) % 2 ? 1 : -1;
    const len = 110 + random() * 90;
    const sx = x + sway * (1 - (y - tip) / height);
    const droop = 30 + random() * 50;
    return `<path d="M${sx.toFixed(1)},${y.toFixed(1)} q${(dir * len * 0.5).toFixed(1)},${(-droop).toFixed(1)} ${(dir * len).toFixed(1)},${(droop * 0.6).toFixed(1)} q${(-dir * len * 0.45).toFixed(1)},${(-droop * 0.9).toFixed(1)} ${(-dir * len).toFixed(1)},${(-droop * 0.5).toFixed(1)} Z" fill="${shade(color, 0.1 + random() * 0.2)}" opacity="0.95"/>`;
  }).join('');
  return `<path d="M${x},${base} Q${x + sway * 0.3},${base - height * 0.5} ${x + sway},${tip}" stroke="url(#stalk)" stroke-width="13" fill="none" stroke-linecap="round"/>${segments}${blades}`;
}

function siliconCrop(): string {
  const random = createRandom('cane');
  const back: string[] = [];
  const front: string[] = [];
  for (let i = 0; i < 30; i++) {
    const x = 10 + i * 41 + random() * 18;
    const target = i % 2 ? back : front;
    target.push(
      cane(
        x,
        640,
        (i % 2 ? 330 : 270) + random() * 120,
        (random() - 0.5) * 50,
        mix('#2f7d32', '#8bc34a', random() * 0.7),
        random,
      ),
    );
  }
  const bottle = labelledPack(
    'bottle',
    'osa',
    'silicon-nutrient',
    'Orthosilicic Acid 2% WSL',
    'FX OSA 02',
    'Silicon Nutrition',
  );
  return [
    backdrop('#ffd98f', '#fbf3da'),
    `<defs><linearGradient id="stalk" x1="0" x2="1"><stop offset="0" stop-color="#6d8f2c"/><stop offset="0.45" stop-color="#b5c96a"/><stop offset="1" stop-color="#5d7a22"/></linearGradient></defs>`,
    `<circle cx="960" cy="150" r="70" fill="#fff6cf"/><circle cx="960" cy="150" r="130" fill="#fff3c4" opacity="0.3"/>`,
    `<path d="M0,380 Q300,340 600,370 T1200,360 V630 H0 Z" fill="#b7cf86" opacity="0.7"/>`,
    `<g opacity="0.75">${back.join('')}</g>`,
    front.join(''),
    `<rect x="0" y="560" width="${W}" height="70" fill="#7a5c3a" opacity="0.35"/>`,
    `<ellipse cx="600" cy="606" rx="100" ry="14" fill="url(#shadow)"/><g transform="translate(600 604) scale(0.8)">${bottle.svg}</g>`,
    tag('SILICON NUTRITION', '#2f80d1'),
  ].join('');
}

function fruitFly(): string {
  const fly = (x: number, y: number, r: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r}) scale(0.9)"><ellipse cx="0" cy="0" rx="5" ry="11" fill="#8a5a1a"/><circle cx="0" cy="-12" r="4.5" fill="#5a3a10"/><ellipse cx="-9" cy="-2" rx="10" ry="4" fill="#dfe9ef" opacity="0.8" transform="rotate(-25)"/><ellipse cx="9" cy="-2" rx="10" ry="4" fill="#dfe9ef" opacity="0.8" transform="rotate(25)"/></g>`;
  const mango = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0,0 C40,-10 70,30 60,80 C50,130 -10,140 -30,100 C-50,60 -40,10 0,0 Z" fill="url(#mango)"/><path d="M0,0 q4,-14 10,-22" stroke="#5d4037" stroke-width="4" fill="none"/></g>`;
  return [
    backdrop('#cfe8c9', '#8fbf86'),
    `<defs><radialGradient id="mango" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffd54f"/><stop offset="0.6" stop-color="#f4a62a"/><stop offset="1" stop-color="#c66a12"/></radialGradient>
<linearGradient id="trap" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.15"/><stop offset="1" stop-color="#fff" stop-opacity="0.4"/></linearGradient></defs>`,
    `<path d="M0,120 C300,90 600,140 1200,100" stroke="#5d4037" stroke-width="22" fill="none" stroke-linecap="round"/>`,
    leaf(120, 110, 220, 40, '#2e7d32', 'm1'),
    leaf(380, 118, 200, 130, '#388e3c', 'm2'),
    leaf(860, 112, 240, 50, '#2e7d32', 'm3'),
    leaf(1040, 104, 200, 140, '#43a047', 'm4'),
    mango(230, 150, 1.4),
    mango(960, 140, 1.2),
    `<path d="M600,126 V250" stroke="#6d6d6d" stroke-width="3"/>`,
    `<g transform="translate(600 240)"><rect x="-62" y="0" width="124" height="30" rx="8" fill="#f9a825"/><rect x="-62" y="22" width="124" height="8" fill="#c77c02" opacity="0.5"/>
<path d="M-66,30 h132 v200 q0,34 -34,34 h-64 q-34,0 -34,-34 Z" fill="#eef6f8" opacity="0.55"/>
<path d="M0,30 v62" stroke="#8a8f93" stroke-width="2"/><rect x="-15" y="92" width="30" height="44" rx="5" fill="#b7864f"/><rect x="-15" y="92" width="10" height="44" rx="4" fill="#d9a96c"/>
<path d="M-60,232 h120 v4 q0,26 -28,26 h-64 q-28,0 -28,-26 Z" fill="#c9b48a" opacity="0.75"/>
<path d="M-66,112 l-22,-8 v32 l22,-8 Z M66,112 l22,-8 v32 l-22,-8 Z" fill="#f9a825"/>
<path d="M-66,30 h132 v200 q0,34 -34,34 h-64 q-34,0 -34,-34 Z" fill="url(#trap)" stroke="#9fb0ba" stroke-width="2.5"/>
<path d="M-46,40 v180" stroke="#fff" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round"/></g>`,
    fly(470, 330, 60),
    fly(735, 320, -70),
    fly(505, 400, 20),
    fly(700, 430, -20),
    fly(780, 250, -40),
    fly(430, 250, 30),
    tag('FRUIT FLY LURES', '#d99a00'),
  ].join('');
}

function sprayPh(): string {
  const colors = [
    '#d32f2f',
    '#f4511e',
    '#fb8c00',
    '#fdd835',
    '#c0ca33',
    '#7cb342',
    '#43a047',
    '#00897b',
    '#039be5',
    '#1e88e5',
    '#3949ab',
    '#5e35b1',
    '#8e24aa',
    '#6a1b9a',
  ];
  const cell = 64;
  const x0 = 600 - (colors.length * cell) / 2;
  const pack = labelledPack(
    'jerrycan',
    'mb',
    'agro-other',
    'pH Balancer (Multibalance 4 in 1)',
    'FX MB 4',
    'Spray Aids',
  );
  return [
    backdrop('#e6f2fb', '#bcd7ea'),
    tag('SPRAY WATER pH', '#00897b'),
    `<defs><radialGradient id="drop" cx="0.35" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.4" stop-color="#bfe3f7"/><stop offset="1" stop-color="#3d8fc7"/></radialGradient></defs>`,
    colors
      .map(
        (c, i) =>
          `<rect x="${x0 + i * cell}" y="420" width="${cell}" height="70" fill="${c}"/><text x="${x0 + i * cell + cell / 2}" y="520" font-family="${SANS}" font-size="20" font-weight="700" fill="#27404f" text-anchor="middle">${i + 1}</text>`,
      )
      .join(''),
    `<rect x="${x0}" y="420" width="${colors.length * cell}" height="70" fill="none" stroke="#fff" stroke-width="3"/>`,
    `<path d="M${x0 + 4.5 * cell},410 l-14,-24 h28 Z" fill="#1c2630"/><text x="${x0 + 4.5 * cell}" y="376" font-family="${SANS}" font-size="18" font-weight="700" fill="#1c2630" text-anchor="middle">ideal 4.5–6</text>`,
    `<path d="M${x0 + 7.5 * cell},410 l-14,-24 h28 Z" fill="#c62828"/><text x="${x0 + 7.5 * cell}" y="376" font-family="${SANS}" font-size="18" font-weight="700" fill="#c62828" text-anchor="middle">typical borewell 7.5–8.5</text>`,
    `<path d="M600,90 C640,150 690,200 690,250 A90,90 0 0 1 510,250 C510,200 560,150 600,90 Z" fill="url(#drop)"/><ellipse cx="565" cy="220" rx="16" ry="26" fill="#fff" opacity="0.7"/>`,
    `<ellipse cx="1040" cy="404" rx="120" ry="12" fill="url(#shadow)"/><g transform="translate(1040 400) scale(0.55)">${pack.svg}</g>`,
  ].join('');
}

function tradeShow(): string {
  const families = ['agro-emulsifier', 'silicone', 'silicon-nutrient', 'fertilizer', 'paint', 'cleaning'] as const;
  const packs = families.map((family, i) => {
    const palette = PALETTES[family];
    const shape = palette.shapes[0];
    const pack = drawPack(shape, `ts${i}`, { body: palette.body, cap: palette.cap, label: null });
    const x = 330 + i * 108;
    return `<g transform="translate(${x} 452) scale(${(170 / pack.height).toFixed(3)})">${pack.svg}</g>`;
  });
  return [
    backdrop('#2b3440', '#151a21'),
    `<defs><linearGradient id="panel" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#1a8f4e"/><stop offset="1" stop-color="#0f5f33"/></linearGradient>
<linearGradient id="floorShow" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#9aa3ad"/><stop offset="1" stop-color="#5c646d"/></linearGradient>
<radialGradient id="spot" cx="0.5" cy="0" r="1"><stop offset="0" stop-color="#fff8e1" stop-opacity="0.55"/><stop offset="1" stop-color="#fff8e1" stop-opacity="0"/></radialGradient></defs>`,
    `<rect y="500" width="${W}" height="130" fill="url(#floorShow)"/>`,
    `<rect x="220" y="90" width="760" height="410" fill="url(#panel)"/><rect x="220" y="90" width="760" height="70" fill="#0b4626"/>`,
    `<rect x="160" y="120" width="60" height="380" fill="#e9eef1"/><rect x="980" y="120" width="60" height="380" fill="#e9eef1"/>`,
    `<path d="M300,90 L200,500 H420 Z" fill="url(#spot)"/><path d="M900,90 L780,500 H1000 Z" fill="url(#spot)"/>`,
    `<text x="600" y="136" font-family="${SANS}" font-size="28" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="3">SPECIALTY CHEMICALS · INDORE, INDIA</text>`,
    `<rect x="280" y="452" width="640" height="60" rx="4" fill="#f4f6f8"/><rect x="280" y="452" width="640" height="10" fill="#d6dde2"/>`,
    packs.join(''),
    `<rect x="280" y="512" width="640" height="60" fill="#e3e8ec"/><rect x="280" y="512" width="640" height="6" fill="#c3ccd3"/><rect x="540" y="528" width="120" height="30" rx="4" fill="#1a8f4e"/>`,
    tag('TRADE SHOWS & EVENTS', '#1a8f4e'),
  ].join('');
}

function neem(): string {
  const bottle = labelledPack(
    'bottle',
    'neem',
    'botanical',
    'Neem Oil Formulation 1500 ppm',
    'FX BP 801',
    'Botanical Products',
  );
  const random = createRandom('neem-seeds');
  const leaflets = (x: number, y: number, angle: number, id: string) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><path d="M0,0 H420" stroke="#4e6b2a" stroke-width="5"/>${Array.from(
      { length: 7 },
      (_, k) => leaf(40 + k * 55, 0, 120 - k * 6, k % 2 ? 60 : -60, k % 2 ? '#4f8a2b' : '#5e9b33', `${id}${k}`),
    ).join('')}</g>`;
  return [
    backdrop('#f3f0dc', '#d9d2a8'),
    leaflets(80, 170, 10, 'n1'),
    leaflets(640, 120, 160, 'n2'),
    leaflets(720, 520, -15, 'n3'),
    `<ellipse cx="470" cy="560" rx="90" ry="14" fill="url(#shadow)"/><g transform="translate(470 560) scale(0.72)">${bottle.svg}</g>`,
    `<defs><radialGradient id="seed" cx="0.35" cy="0.35" r="0.8"><stop offset="0" stop-color="#ecd58d"/><stop offset="1" stop-color="#a98334"/></radialGradient></defs>`,
    Array.from({ length: 14 }, () => {
      const x = (230 + random() * 120).toFixed(1);
      const y = (545 + random() * 40).toFixed(1);
      return `<ellipse cx="${x}" cy="${y}" rx="15" ry="9" fill="url(#seed)" transform="rotate(${Math.round(random() * 180)} ${x} ${y})"/>`;
    }).join(''),
    tag('BOTANICAL PRODUCTS', '#5f8a1f'),
  ].join('');
}

function slAdjuvant(): string {
  return [
    backdrop('#eef3e6', '#cbd9b8'),
    glassGradient(),
    bench(480, '#5a6b4a'),
    tag('SOLUBLE LIQUID', '#1a8f4e'),
    `<defs><linearGradient id="amber" x1="0" x2="1"><stop offset="0" stop-color="#e6d27a"/><stop offset="0.4" stop-color="#fff4b8"/><stop offset="1" stop-color="#cdb55a"/></linearGradient></defs>`,
    `<path d="M210,480 L300,300 V200 H360 V300 L450,480 Z" fill="url(#amber)" opacity="0.85"/><path d="M210,480 L300,300 V150 H360 V300 L450,480 Z" fill="url(#glass)" stroke="#9fb0ba" stroke-width="2.5"/>`,
    leaf(560, 330, 560, -12, '#4f8a2b', 'slLeaf'),
    `<defs><radialGradient id="dr" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#bfe0c0" stop-opacity="0.7"/></radialGradient></defs>`,
    [700, 800, 900, 990]
      .map(
        (x, i) =>
          `<ellipse cx="${x}" cy="${300 - i * 8}" rx="${16 + i * 10}" ry="${9 - i}" fill="url(#dr)" stroke="#fff" stroke-opacity="0.6"/>`,
      )
      .join(''),
  ].join('');
}

const SCENES = {
  'ec-screening': ecScreening,
  'sc-formulation': scFormulation,
  'wp-formulation': wpFormulation,
  'sl-adjuvant': slAdjuvant,
  'silicone-spread': siliconeSpread,
  'silicon-crop': siliconCrop,
  'fruit-fly': fruitFly,
  'spray-ph': sprayPh,
  'trade-show': tradeShow,
  neem,
} satisfies Record<string, () => string>;

/** The name of a drawn blog header: its file is `blogs/{name}.webp`. */
export type BlogArt = keyof typeof SCENES;

/** True when a blog header of that name is drawn here. */
export function isBlogArt(name: string): name is BlogArt {
  return Object.hasOwn(SCENES, name);
}

/** The SVG document of a blog header image. */
export function blogSvg(art: BlogArt): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${SCENES[art]()}</svg>`;
}

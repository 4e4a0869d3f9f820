/**
 * 800×800 product renders: the front pack shot, the pack-range shot (big and small pack,
 * the small one in a second colour) and the label close-up.
 */
import { closeUpLabel, frontLabel, type LabelText } from './label.ts';
import { drawPack, type DrawnPack } from './packs.ts';
import { NET_QUANTITY, type Palette, type PackShape } from './palette.ts';
import { shade } from '../kit/colour.ts';

const VIEWS = ['front', 'range', 'label'] as const;

/** The shots of a product: its file is `products/{slug}-{view}.webp`. */
export type ProductView = (typeof VIEWS)[number];

/** True when `name` is one of the product shots drawn here. */
export function isProductView(name: string): name is ProductView {
  return (VIEWS as readonly string[]).includes(name);
}

/** What a product's pictures show: its label's text (the net quantity follows the pack) and its family's palette. */
export interface ProductArt extends Omit<LabelText, 'netQuantity'> {
  palette: Palette;
}

const SIZE = 800;

function studio(tint: string): string {
  return `<defs><radialGradient id="bg" cx="0.5" cy="0.32" r="0.8"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="${shade(tint, 0.93)}"/><stop offset="1" stop-color="${shade(tint, 0.8)}"/></radialGradient>
<linearGradient id="floor" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.07"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.42"/><stop offset="0.55" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/><rect y="560" width="${SIZE}" height="240" fill="url(#floor)"/>`;
}

function placed(pack: DrawnPack, x: number, floor: number, scale: number): string {
  const shadowW = pack.halfWidth * scale * 1.25;
  return `<ellipse cx="${x}" cy="${floor + 4}" rx="${shadowW.toFixed(1)}" ry="${(28 * scale).toFixed(1)}" fill="url(#shadow)"/>
<ellipse cx="${x}" cy="${floor}" rx="${(pack.halfWidth * scale * 0.95).toFixed(1)}" ry="${(9 * scale).toFixed(1)}" fill="#000" opacity="0.18"/>
<g transform="translate(${x} ${floor}) scale(${scale})">${pack.svg}</g>`;
}

function labelText(art: ProductArt, shape: PackShape): LabelText {
  return { ...art, netQuantity: NET_QUANTITY[shape] };
}

function frontView(art: ProductArt): string {
  const shape = art.palette.shapes[0];
  const pack = drawPack(shape, 'p', {
    body: art.palette.body,
    cap: art.palette.cap,
    label: (w, h) => frontLabel(labelText(art, shape), art.palette, w, h),
  });
  const scale = Math.min(1.12, 560 / pack.height);
  return studio(art.palette.body) + placed(pack, 400, 690, scale);
}

/** Rough real-world size, so the bigger container stands at the back of the range shot. */
const SIZE_RANK: Record<PackShape, number> = { drum: 4, bag: 3, jerrycan: 3, bottle: 1, amber: 1, pouch: 1 };

function rangeView(art: ProductArt): string {
  const [first, second] = art.palette.shapes;
  const [big, small] = SIZE_RANK[second] > SIZE_RANK[first] ? [second, first] : [first, second];
  const same = small === big;
  const smallBody = same ? shade(art.palette.accent, 0.15) : shade(art.palette.body, small === 'bottle' ? 0.82 : 0.35);
  const back = drawPack(big, 'b', {
    body: art.palette.body,
    cap: art.palette.cap,
    label: (w, h) => frontLabel(labelText(art, big), art.palette, w, h),
  });
  const front = drawPack(small, 's', {
    body: smallBody,
    cap: small === 'bottle' ? art.palette.accent : art.palette.cap,
    label: (w, h) => frontLabel(labelText(art, small), art.palette, w, h, true),
  });
  const backScale = Math.min(0.95, 480 / back.height);
  const frontScale = Math.min(0.72, 330 / front.height);
  return studio(art.palette.accent) + placed(back, 320, 640, backScale) + placed(front, 570, 720, frontScale);
}

function labelView(art: ProductArt): string {
  const shape = art.palette.shapes[0];
  const body = art.palette.body;
  const stops = [
    [0, -0.45],
    [0.2, -0.1],
    [0.36, 0.35],
    [0.48, 0.12],
    [0.8, -0.2],
    [1, -0.5],
  ]
    .map(([o, a]) => `<stop offset="${o}" stop-color="${shade(body, a ?? 0)}"/>`)
    .join('');
  const w = 600;
  const h = 640;
  const x = 100;
  const y = 80;
  return `<defs><linearGradient id="surface" x1="0" x2="1" y1="0" y2="0">${stops}</linearGradient>
<linearGradient id="wrap" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.18" stop-color="#000" stop-opacity="0.04"/><stop offset="0.36" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.46" stop-color="#fff" stop-opacity="0"/><stop offset="0.82" stop-color="#000" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.34"/></linearGradient>
<clipPath id="paper"><path d="M${x},${y} Q400,${y + 26} ${x + w},${y} L${x + w},${y + h} Q400,${y + h + 26} ${x},${y + h} Z"/></clipPath></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#surface)"/>
<path d="M0,40 Q400,84 800,40" stroke="${shade(body, -0.5)}" stroke-width="14" fill="none" opacity="0.5"/>
<path d="M0,768 Q400,812 800,768" stroke="${shade(body, -0.5)}" stroke-width="14" fill="none" opacity="0.5"/>
<g clip-path="url(#paper)"><g transform="translate(${x} ${y + 12})">${closeUpLabel(labelText(art, shape), art.palette, w, h)}</g>
<rect x="${x}" y="${y}" width="${w}" height="${h + 30}" fill="url(#wrap)"/></g>`;
}

/** The SVG document of one product image. */
export function productSvg(art: ProductArt, view: ProductView): string {
  const content = view === 'front' ? frontView(art) : view === 'range' ? rangeView(art) : labelView(art);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${content}</svg>`;
}

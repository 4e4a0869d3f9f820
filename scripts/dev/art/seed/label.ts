/**
 * The printed label of a pack: header band with the family emblem, product name, code badge,
 * net quantity and a barcode. Drawn in its own box (0,0)-(w,h) and placed by the container.
 */
import type { Icon, Palette } from './palette.ts';
import { shade } from '../kit/colour.ts';
import { createRandom } from '../../../../src/lib/seeded.ts';
import { escapeXml } from '../../../../src/lib/text.ts';
import { blockHeight, fitText, measureText, SANS, textBlock } from '../kit/text.ts';

export interface LabelText {
  /** Short family line printed in the header band. */
  header: string;
  name: string;
  code: string;
  category: string;
  subCategory: string;
  dosage: string;
  /** Key features, printed on the close-up while there is room. */
  highlights: string[];
  netQuantity: string;
}

/** Family emblem drawn in a 100×100 box. */
export function iconPath(icon: Icon, color: string): string {
  switch (icon) {
    case 'leaf':
      return `<path d="M18 84 C18 40 48 14 88 12 C88 56 64 86 24 86 Z" fill="${color}"/><path d="M24 80 C40 60 56 44 76 26" stroke="${shade(color, -0.35)}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case 'drop':
      return `<path d="M50 8 C66 34 82 50 82 66 A32 32 0 0 1 18 66 C18 50 34 34 50 8 Z" fill="${color}"/><path d="M36 64 A14 14 0 0 0 48 80" stroke="${shade(color, -0.3)}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    case 'hex':
      return `<g fill="none" stroke="${color}" stroke-width="8" stroke-linejoin="round"><path d="M50 10 L84 30 L84 70 L50 90 L16 70 L16 30 Z"/><circle cx="50" cy="50" r="14" fill="${color}"/></g>`;
    case 'flask':
      return `<path d="M38 10 H62 V38 L86 82 A8 8 0 0 1 79 92 H21 A8 8 0 0 1 14 82 L38 38 Z" fill="${color}"/><path d="M26 70 H74" stroke="${shade(color, -0.35)}" stroke-width="6"/>`;
    case 'sprout':
      return `<path d="M50 92 V48" stroke="${color}" stroke-width="8" stroke-linecap="round"/><path d="M50 52 C50 28 34 16 12 16 C12 40 28 52 50 52 Z" fill="${color}"/><path d="M50 46 C50 22 66 10 90 10 C90 34 74 46 50 46 Z" fill="${color}"/>`;
    case 'fly':
      return `<ellipse cx="50" cy="56" rx="12" ry="26" fill="${color}"/><circle cx="50" cy="26" r="10" fill="${color}"/><path d="M46 44 C20 30 10 44 16 58 C24 66 40 58 46 50 Z M54 44 C80 30 90 44 84 58 C76 66 60 58 54 50 Z" fill="${color}" opacity="0.75"/>`;
    case 'bubbles':
      return `<g fill="none" stroke="${color}" stroke-width="7"><circle cx="40" cy="58" r="26"/><circle cx="74" cy="30" r="14"/><circle cx="76" cy="76" r="9"/></g><path d="M28 52 A12 12 0 0 1 38 42" stroke="${color}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
}

/** EAN-like bars derived from the label text so every product's barcode differs. */
export function barcode(seedText: string, x: number, y: number, width: number, height: number, color: string): string {
  const random = createRandom(seedText);
  const bars: string[] = [];
  let cursor = 0;
  let dark = true;
  const unit = width / 95;
  while (cursor < 95) {
    const span = Math.min(95 - cursor, 1 + Math.floor(random() * 3));
    if (dark)
      bars.push(
        `<rect x="${(x + cursor * unit).toFixed(1)}" y="${y}" width="${(span * unit).toFixed(1)}" height="${height}"/>`,
      );
    cursor += span;
    dark = !dark;
  }
  return `<g fill="${color}">${bars.join('')}</g>`;
}

function codeBadge(code: string, cx: number, y: number, size: number, palette: Palette): string {
  const width = measureText(code, size) + size * 1.3;
  const height = size * 1.7;
  return `<rect x="${(cx - width / 2).toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${height.toFixed(1)}" rx="${(height / 2).toFixed(1)}" fill="${palette.accent}"/><text x="${cx}" y="${(y + height * 0.7).toFixed(1)}" font-family="${SANS}" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="middle" letter-spacing="0.5">${escapeXml(code)}</text>`;
}

/** A front label for a pack shot, laid out for a box of `w`×`h` px. */
export function frontLabel(text: LabelText, palette: Palette, w: number, h: number, compact = false): string {
  const pad = Math.round(w * 0.07);
  const band = Math.round(Math.max(30, h * (compact ? 0.2 : 0.17)));
  const iconSize = band * 0.62;
  const head = fitText(text.header.toUpperCase(), w - pad * 2 - iconSize - 8, 1, Math.round(band * 0.34), 7);
  const nameMax = Math.round(Math.min(w * 0.115, h * 0.105));
  const badgeSize = Math.round(Math.min(w * 0.075, h * 0.07));
  const badgeHeight = badgeSize * 1.7;
  const gap = h * 0.05;
  // Name and badge share the space between the header band and the footer (or the label's foot).
  const areaTop = band + h * 0.06;
  const areaBottom = compact ? h - h * 0.06 : h * 0.76;
  const name = fitText(
    text.name,
    (w - pad * 2) * 0.96,
    compact ? 3 : 4,
    nameMax,
    Math.max(9, Math.round(nameMax * 0.5)),
    true,
    areaBottom - areaTop - gap - badgeHeight,
  );
  const blockH = blockHeight(name) + gap + badgeHeight;
  const offset = Math.max(0, (areaBottom - areaTop - blockH) / 2);
  const nameTop = areaTop + offset + name.size * 0.74;
  const nameBottom = nameTop + (name.lines.length - 1) * name.size * 1.16;
  const badgeTop = nameBottom + gap;
  const parts = [
    `<rect width="${w}" height="${h}" fill="${palette.paper}"/>`,
    `<rect width="${w}" height="${band}" fill="${palette.accent}"/>`,
    `<rect y="${band}" width="${w}" height="${Math.max(2, h * 0.012).toFixed(1)}" fill="${shade(palette.accent, -0.3)}"/>`,
    `<g transform="translate(${pad} ${(band - iconSize) / 2}) scale(${(iconSize / 100).toFixed(3)})">${iconPath(palette.icon, '#ffffff')}</g>`,
    textBlock(head, pad + iconSize + 8, band / 2 + head.size * 0.36, '#ffffff', { anchor: 'start', spacing: 0.6 }),
    textBlock(name, w / 2, nameTop, palette.ink),
    text.code
      ? codeBadge(text.code, w / 2, badgeTop, badgeSize, palette)
      : textBlock(
          fitText(text.subCategory || text.category, w - pad * 2, 1, badgeSize, 7, false),
          w / 2,
          badgeTop + badgeSize,
          palette.accent,
          { weight: 400 },
        ),
  ];
  if (!compact) {
    const foot = h - h * 0.075;
    const qtySize = Math.round(Math.max(9, h * 0.045));
    parts.push(
      `<rect x="${pad}" y="${(foot - h * 0.14).toFixed(1)}" width="${w - pad * 2}" height="1.5" fill="${shade(palette.paper, -0.18)}"/>`,
      `<text x="${pad}" y="${(foot - qtySize * 1.2).toFixed(1)}" font-family="${SANS}" font-size="${Math.round(qtySize * 0.7)}" fill="${shade(palette.ink, 0.35)}" letter-spacing="0.5">NET QTY</text>`,
      `<text x="${pad}" y="${foot.toFixed(1)}" font-family="${SANS}" font-size="${qtySize}" font-weight="700" fill="${palette.ink}">${escapeXml(text.netQuantity)}</text>`,
      barcode(text.name + text.code, w - pad - w * 0.34, foot - h * 0.1, w * 0.34, h * 0.1, palette.ink),
    );
  }
  return parts.join('');
}

/** The large, detailed label of the close-up shot (box `w`×`h`). */
export function closeUpLabel(text: LabelText, palette: Palette, w: number, h: number): string {
  const pad = Math.round(w * 0.07);
  const inner = w - pad * 2;
  const band = Math.round(h * 0.15);
  const iconSize = band * 0.6;
  const head = fitText(text.header.toUpperCase(), inner - iconSize - 16, 1, 22, 11);
  const trail =
    text.subCategory && text.subCategory !== text.category ? `${text.category} · ${text.subCategory}` : text.category;
  const name = fitText(text.name, inner, 3, 46, 24);
  const parts = [
    `<rect width="${w}" height="${h}" fill="${palette.paper}"/>`,
    `<rect width="${w}" height="${band}" fill="${palette.accent}"/>`,
    `<rect y="${band}" width="${w}" height="5" fill="${shade(palette.accent, -0.3)}"/>`,
    `<g transform="translate(${pad} ${(band - iconSize) / 2}) scale(${(iconSize / 100).toFixed(3)})">${iconPath(palette.icon, '#ffffff')}</g>`,
    textBlock(head, pad + iconSize + 16, band / 2 + head.size * 0.36, '#ffffff', { anchor: 'start', spacing: 1 }),
  ];
  let y = band + 34 + name.size * 0.78;
  parts.push(textBlock(name, pad, y, palette.ink, { anchor: 'start' }));
  y += (name.lines.length - 1) * name.size * 1.16 + 20;
  if (text.code) {
    const size = 24;
    const width = measureText(text.code, size) + size * 1.3;
    parts.push(
      `<rect x="${pad}" y="${y}" width="${width.toFixed(1)}" height="${size * 1.7}" rx="${size * 0.85}" fill="${palette.accent}"/>`,
      `<text x="${(pad + width / 2).toFixed(1)}" y="${(y + size * 1.19).toFixed(1)}" font-family="${SANS}" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="middle" letter-spacing="0.5">${escapeXml(text.code)}</text>`,
    );
    y += size * 1.7 + 12;
  }
  const sub = fitText(trail, inner, 1, 19, 11, false);
  parts.push(textBlock(sub, pad, y + sub.size, shade(palette.accent, -0.2), { anchor: 'start', weight: 400 }));
  y += sub.size * 1.4 + 18;
  parts.push(`<rect x="${pad}" y="${y.toFixed(1)}" width="${inner}" height="2" fill="${shade(palette.paper, -0.2)}"/>`);
  const footTop = h - 136;
  const room = footTop - (y + 40);
  const dosageLines = Math.max(1, Math.min(3, Math.floor(room / 28)));
  if (room > 20) {
    y += 36;
    parts.push(
      `<text x="${pad}" y="${y.toFixed(1)}" font-family="${SANS}" font-size="16" font-weight="700" fill="${palette.accent}" letter-spacing="1.5">DOSAGE</text>`,
    );
    const dosage = fitText(text.dosage, inner, dosageLines, 22, 13, false);
    parts.push(
      textBlock(dosage, pad, y + 8 + dosage.size, palette.ink, { anchor: 'start', weight: 400, lineHeight: 1.25 }),
    );
    y += 8 + dosage.size + (dosage.lines.length - 1) * dosage.size * 1.25;
  }
  // Key features fill what is left above the footer, one line each, only those that fit whole.
  const bullets = text.highlights.filter((line) => measureText(line, 17, false) <= inner - 24);
  if (bullets.length && footTop - y > 90) {
    y += 44;
    parts.push(
      `<text x="${pad}" y="${y.toFixed(1)}" font-family="${SANS}" font-size="16" font-weight="700" fill="${palette.accent}" letter-spacing="1.5">KEY FEATURES</text>`,
    );
    for (const line of bullets) {
      if (y + 30 > footTop - 16) break;
      y += 30;
      parts.push(
        `<circle cx="${pad + 5}" cy="${(y - 6).toFixed(1)}" r="4" fill="${palette.accent}"/>`,
        `<text x="${pad + 20}" y="${y.toFixed(1)}" font-family="${SANS}" font-size="17" fill="${palette.ink}">${escapeXml(line)}</text>`,
      );
    }
  }
  const foot = h - 34;
  parts.push(
    `<rect x="${pad}" y="${footTop}" width="${inner}" height="2" fill="${shade(palette.paper, -0.2)}"/>`,
    `<text x="${pad}" y="${foot - 66}" font-family="${SANS}" font-size="14" fill="${shade(palette.ink, 0.35)}" letter-spacing="1">NET QTY</text>`,
    `<text x="${pad}" y="${foot - 34}" font-family="${SANS}" font-size="26" font-weight="700" fill="${palette.ink}">${escapeXml(text.netQuantity)}</text>`,
    `<text x="${pad}" y="${foot}" font-family="${SANS}" font-size="14" fill="${shade(palette.ink, 0.3)}">Store in a cool, dry place · Made in India</text>`,
    barcode(text.name + text.code, w - pad - 130, foot - 88, 130, 60, palette.ink),
  );
  return parts.join('');
}

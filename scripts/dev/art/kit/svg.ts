/**
 * SVG markup for the generated pictures: a tiny document builder that collects gradient and filter
 * definitions with unique ids (drawing code asks for `s.linear(...)` inline and gets back a
 * `url(#…)` to use as a fill), number rounding and text escaping.
 */

/** A gradient stop: offset 0–1, colour, optional opacity. */
export type Stop = readonly [offset: number, color: string, opacity?: number];

/** Options of a linear gradient; coordinates are fractions of the shape's box unless `user` is set. */
export interface LinearOptions {
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
  user?: boolean;
}

/** Options of a radial gradient; coordinates are fractions of the shape's box unless `user` is set. */
export interface RadialOptions {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  user?: boolean;
  transform?: string;
}

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
}

/** One SVG document under construction. */
export class Svg {
  readonly width: number;
  readonly height: number;
  #defs: string[] = [];
  #count = 0;
  #cache = new Map<string, string>();

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
  }

  /** A fresh id with the given prefix. */
  id(prefix: string): string {
    this.#count += 1;
    return `${prefix}${this.#count}`;
  }

  /** Adds a raw definition and returns nothing. */
  def(xml: string): void {
    this.#defs.push(xml);
  }

  #memo(key: string, make: (id: string) => string, prefix: string): string {
    const hit = this.#cache.get(key);
    if (hit !== undefined) return hit;
    const id = this.id(prefix);
    this.#defs.push(make(id));
    const ref = `url(#${id})`;
    this.#cache.set(key, ref);
    return ref;
  }

  /** A linear gradient; defaults run top to bottom. Returns `url(#id)`. */
  linear(stops: readonly Stop[], o: LinearOptions = {}): string {
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = o;
    const key = `L${JSON.stringify(stops)}${x1},${y1},${x2},${y2},${user}`;
    return this.#memo(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopsXml(stops)}</linearGradient>`,
      'lg',
    );
  }

  /** A radial gradient; defaults centred. Returns `url(#id)`. */
  radial(stops: readonly Stop[], o: RadialOptions = {}): string {
    const { cx = 0.5, cy = 0.5, r = 0.5, user = false } = o;
    const fx = o.fx ?? cx;
    const fy = o.fy ?? cy;
    const key = `R${JSON.stringify(stops)}${cx},${cy},${r},${fx},${fy},${user},${o.transform ?? ''}`;
    return this.#memo(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}${o.transform === undefined ? '' : ` gradientTransform="${o.transform}"`}>${stopsXml(stops)}</radialGradient>`,
      'rg',
    );
  }

  /** A Gaussian blur filter. Returns `url(#id)` for the `filter` attribute. */
  blur(std: number): string {
    return this.#memo(
      `B${std}`,
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
      'bl',
    );
  }

  /** A soft drop shadow filter. Returns `url(#id)`. */
  shadow(dx: number, dy: number, std: number, opacity: number): string {
    return this.#memo(
      `S${dx},${dy},${std},${opacity}`,
      (id) =>
        `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="${std}"/><feOffset dx="${dx}" dy="${dy}" result="o"/><feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
      'sh',
    );
  }

  /** A clip path from raw shape markup. Returns `url(#id)`. */
  clip(shapes: string): string {
    const id = this.id('cp');
    this.#defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** The complete document around `body`. */
  render(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.#defs.join('')}</defs>${body}</svg>`;
  }
}

/** Rounds for compact SVG output. */
export function r1(n: number): number {
  return Math.round(n * 10) / 10;
}

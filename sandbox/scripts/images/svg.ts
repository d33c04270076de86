// Drawing primitives for the pack's illustrations. Every function returns an SVG fragment;
// randomness comes only from the seeded generator passed in, so images are reproducible.

export type Rng = () => number;

/** mulberry32: small, fast, and the same sequence on every machine. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rng: Rng, min: number, max: number): number => min + rng() * (max - min);
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
/** A coordinate to one decimal place, as every drawing writes them. */
export const r1 = (n: number): string => n.toFixed(1);

export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

export function linearGradient(id: string, stops: readonly string[], vertical = true): string {
  const coords = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const stopTags = stops
    .map(
      (colour, index) =>
        `<stop offset="${((index / Math.max(1, stops.length - 1)) * 100).toFixed(0)}%" stop-color="${colour}"/>`,
    )
    .join('');
  return `<linearGradient id="${id}" ${coords}>${stopTags}</linearGradient>`;
}

export function radialGlow(id: string, colour: string, opacity = 0.8): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="100%" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

/** A colour fading out downwards (light lying on grass), or upwards (a beam or a haze), from `opacity`. */
export const fading = (id: string, colour: string, opacity: number, upwards = false): string =>
  `<linearGradient id="${id}" x1="0" y1="${upwards ? 1 : 0}" x2="0" y2="${upwards ? 0 : 1}"><stop offset="0%" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="100%" stop-color="${colour}" stop-opacity="0"/></linearGradient>`;

export function sky(width: number, height: number, gradientId: string): string {
  return `<rect width="${width}" height="${height}" fill="url(#${gradientId})"/>`;
}

export function sun(cx: number, cy: number, radius: number, colour: string, glowId: string): string {
  return `<circle cx="${cx}" cy="${cy}" r="${radius * 4}" fill="url(#${glowId})"/><circle cx="${cx}" cy="${cy}" r="${radius}" fill="${colour}"/>`;
}

export function clouds(
  rng: Rng,
  width: number,
  top: number,
  bottom: number,
  count: number,
  colour: string,
  opacity: number,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = between(rng, -100, width);
    const y = between(rng, top, bottom);
    const scale = between(rng, 0.6, 1.6);
    out += `<g opacity="${opacity}" fill="${colour}" transform="translate(${r1(x)} ${r1(y)}) scale(${scale.toFixed(2)})">`;
    out += `<ellipse cx="0" cy="0" rx="90" ry="22"/><ellipse cx="40" cy="-14" rx="55" ry="26"/><ellipse cx="-30" cy="-8" rx="45" ry="18"/><ellipse cx="90" cy="4" rx="50" ry="14"/></g>`;
  }
  return out;
}

/** A rolling ridge from x=0 to width, filled down to the bottom edge. */
export function ridge(
  rng: Rng,
  width: number,
  height: number,
  baseY: number,
  amplitude: number,
  colour: string,
  step = 80,
): string {
  let d = `M0 ${height} L0 ${r1(baseY)}`;
  for (let x = 0; x <= width + step; x += step) {
    const y = baseY - between(rng, 0, amplitude);
    d += ` Q${r1(x + step / 2)} ${r1(y - amplitude * 0.3)} ${r1(x + step)} ${r1(y)}`;
  }
  d += ` L${width} ${height} Z`;
  return `<path d="${d}" fill="${colour}"/>`;
}

/** A tree line: overlapping crowns sitting on baseY. */
export function trees(
  rng: Rng,
  width: number,
  baseY: number,
  minR: number,
  maxR: number,
  colours: readonly string[],
): string {
  let out = '';
  let x = -20;
  while (x < width + 20) {
    const radius = between(rng, minR, maxR);
    const colour = pick(rng, colours);
    out += `<ellipse cx="${r1(x)}" cy="${r1(baseY - radius * 0.7)}" rx="${r1(radius)}" ry="${r1(radius * 1.15)}" fill="${colour}"/>`;
    x += radius * between(rng, 0.9, 1.5);
  }
  return out;
}

/** Mown turf: bands that widen towards the viewer. */
export function turf(
  width: number,
  height: number,
  horizonY: number,
  light: string,
  dark: string,
  bands = 9,
): string {
  let out = `<rect x="0" y="${horizonY}" width="${width}" height="${height - horizonY}" fill="${dark}"/>`;
  let y = horizonY;
  let size = (height - horizonY) / (bands * 2.2);
  for (let i = 0; i < bands && y < height; i++) {
    out += `<rect x="0" y="${r1(y)}" width="${width}" height="${r1(size)}" fill="${light}"/>`;
    y += size * 2;
    size *= 1.25;
  }
  return out;
}

/** The white running rail: a top bar and posts along a gentle curve. */
export function rail(
  width: number,
  y: number,
  sag: number,
  postGap: number,
  colour = '#f7f7f2',
  thickness = 6,
): string {
  const path = `M-10 ${y} Q${width / 2} ${y + sag} ${width + 10} ${y}`;
  let posts = '';
  for (let x = 0; x <= width; x += postGap) {
    const t = x / width;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag) + t * t * y;
    posts += `<rect x="${r1(x - thickness / 2)}" y="${r1(py)}" width="${thickness}" height="${thickness * 6}" fill="${colour}"/>`;
  }
  return `<path d="${path}" stroke="${colour}" stroke-width="${thickness}" fill="none"/>${posts}`;
}

const HORSE =
  'M45 62 C60 50 110 50 130 55 C140 45 150 30 165 22 L171 13 L175 22 C183 27 190 33 193 40 C195 45 189 48 184 45 C176 41 169 43 162 50 C157 58 153 66 151 71 L169 82 L188 87 L192 94 L183 95 L165 90 L147 83 L152 95 L160 107 L153 110 L140 97 C130 89 105 87 86 87 L70 93 L46 104 L21 113 L18 106 L41 96 L55 84 C45 82 38 76 36 70 C28 68 15 71 4 80 C11 66 25 57 45 62 Z';

export interface Silks {
  body: string;
  cap: string;
  sleeves?: string;
}

/** A galloping horse and jockey, 200 wide at scale 1, facing right (flip to face left). */
export function horse(
  x: number,
  y: number,
  scale: number,
  colour: string,
  silks: Silks,
  flip = false,
  rotate = 0,
): string {
  const flipTransform = flip ? ' translate(200 0) scale(-1 1)' : '';
  const jockey =
    `<path d="M112 52 C114 38 128 27 143 27 L147 36 C135 38 125 46 121 55 Z" fill="${silks.body}"/>` +
    `<path d="M141 30 L157 40 L161 45" stroke="${silks.sleeves ?? silks.body}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M117 52 L134 58 L124 67" stroke="#efeee6" stroke-width="7" fill="none" stroke-linejoin="round"/>` +
    `<path d="M121 66 L127 70" stroke="${colour}" stroke-width="6"/>` +
    `<circle cx="150" cy="22" r="6.5" fill="#d9b99b"/><path d="M143.5 21 A6.5 6.5 0 0 1 156.5 21 L159 22 Z" fill="${silks.cap}"/>`;
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${scale.toFixed(3)}) rotate(${rotate} 100 60)${flipTransform}"><path d="${HORSE}" fill="${colour}"/><path d="M162 50 L186 44" stroke="#3a2a1a" stroke-width="1.5"/>${jockey}</g>`;
}

/** A grandstand: tiers, glazed boxes and a cantilevered roof. */
export function grandstand(
  x: number,
  baseY: number,
  width: number,
  height: number,
  body: string,
  glass: string,
  roof: string,
  lit = false,
): string {
  const tiers = 4;
  let out = `<rect x="${x}" y="${baseY - height}" width="${width}" height="${height}" fill="${body}"/>`;
  const tierHeight = height / (tiers + 1);
  for (let i = 0; i < tiers; i++) {
    const ty = baseY - height + tierHeight * (i + 0.6);
    out += `<rect x="${x + 12}" y="${r1(ty)}" width="${width - 24}" height="${r1(tierHeight * 0.55)}" fill="${glass}"/>`;
    for (let wx = x + 12; wx < x + width - 12; wx += 38) {
      out += `<rect x="${r1(wx)}" y="${r1(ty)}" width="3" height="${r1(tierHeight * 0.55)}" fill="${body}"/>`;
      if (lit && (wx * 7 + i * 13) % 5 < 3) {
        out += `<rect x="${r1(wx + 6)}" y="${r1(ty + 4)}" width="26" height="${r1(tierHeight * 0.4)}" fill="#ffd98a" opacity="0.85"/>`;
      }
    }
  }
  out += `<path d="M${x - 40} ${baseY - height - 10} L${x + width + 40} ${baseY - height - 30} L${x + width + 40} ${baseY - height - 18} L${x - 40} ${baseY - height + 4} Z" fill="${roof}"/>`;
  for (let fx = x + 30; fx < x + width; fx += width / 5) {
    out += `<path d="M${r1(fx)} ${baseY - height - 20} l0 -50" stroke="${roof}" stroke-width="3"/><path d="M${r1(fx)} ${baseY - height - 70} l28 8 l-28 8 Z" fill="#c8102e"/>`;
  }
  return out;
}

/** A crowd of small figures along a line. */
export function crowd(
  rng: Rng,
  fromX: number,
  toX: number,
  baseY: number,
  size: number,
  colours: readonly string[],
): string {
  let out = '';
  for (let x = fromX; x < toX; x += size * between(rng, 0.6, 1.1)) {
    const h = size * between(rng, 1.8, 2.4);
    const colour = pick(rng, colours);
    out += `<rect x="${r1(x)}" y="${r1(baseY - h)}" width="${r1(size * 0.8)}" height="${r1(h)}" rx="${r1(size * 0.3)}" fill="${colour}"/>`;
    out += `<circle cx="${r1(x + size * 0.4)}" cy="${r1(baseY - h - size * 0.35)}" r="${r1(size * 0.38)}" fill="${colour}"/>`;
    if (rng() < 0.3) {
      out += `<ellipse cx="${r1(x + size * 0.4)}" cy="${r1(baseY - h - size * 0.55)}" rx="${r1(size * 0.75)}" ry="${r1(size * 0.15)}" fill="${pick(rng, colours)}"/>`;
    }
  }
  return out;
}

export function bunting(
  width: number,
  y: number,
  sag: number,
  colours: readonly string[],
  size = 26,
): string {
  let out = `<path d="M0 ${y} Q${width / 2} ${y + sag} ${width} ${y}" stroke="#ffffff" stroke-width="2" fill="none"/>`;
  let i = 0;
  for (let x = 10; x < width; x += size * 1.4) {
    const t = x / width;
    const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag) + t * t * y;
    out += `<path d="M${r1(x)} ${r1(py)} l${size} 0 l${-size / 2} ${size * 1.2} Z" fill="${colours[i % colours.length]}"/>`;
    i++;
  }
  return out;
}

export function firework(rng: Rng, cx: number, cy: number, radius: number, colour: string): string {
  let out = `<circle cx="${cx}" cy="${cy}" r="${radius * 1.1}" fill="${colour}" opacity="0.08"/>`;
  const rays = 28;
  for (let i = 0; i < rays; i++) {
    const angle = (i / rays) * Math.PI * 2 + rng() * 0.1;
    const length = radius * between(rng, 0.6, 1);
    const x2 = cx + Math.cos(angle) * length;
    const y2 = cy + Math.sin(angle) * length;
    out += `<line x1="${r1(cx + Math.cos(angle) * radius * 0.2)}" y1="${r1(cy + Math.sin(angle) * radius * 0.2)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${colour}" stroke-width="3" stroke-linecap="round"/>`;
    out += `<circle cx="${r1(x2)}" cy="${r1(y2 + 6)}" r="3" fill="${colour}"/>`;
  }
  return out;
}

export function dots(
  rng: Rng,
  width: number,
  top: number,
  bottom: number,
  count: number,
  colour: string,
  maxR: number,
  opacity = 0.9,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${r1(between(rng, 0, width))}" cy="${r1(between(rng, top, bottom))}" r="${r1(between(rng, maxR * 0.3, maxR))}" fill="${colour}" opacity="${opacity}"/>`;
  }
  return out;
}

export function winningPost(x: number, baseY: number, height: number): string {
  return `<rect x="${x - 6}" y="${baseY - height}" width="12" height="${height}" fill="#f4f1e8"/><circle cx="${x}" cy="${baseY - height}" r="${height * 0.16}" fill="#f4f1e8"/><circle cx="${x}" cy="${baseY - height}" r="${height * 0.1}" fill="#c8102e"/>`;
}

/** A birch brush fence seen side-on. */
export function fence(x: number, baseY: number, width: number, height: number): string {
  let out = `<path d="M${x} ${baseY} L${x + 20} ${baseY - height} L${x + width - 20} ${baseY - height} L${x + width} ${baseY} Z" fill="#4d3b22"/>`;
  for (let bx = x + 16; bx < x + width - 12; bx += 9) {
    out += `<path d="M${bx} ${baseY - height + 6} l${(bx % 3) - 1} -18" stroke="#6b5530" stroke-width="4"/>`;
  }
  out += `<rect x="${x - 6}" y="${baseY - 24}" width="${width + 12}" height="24" fill="#f2efe6"/><rect x="${x - 6}" y="${baseY - 14}" width="${width + 12}" height="6" fill="#1f5f3a"/>`;
  return out;
}

export function text(
  x: number,
  y: number,
  size: number,
  colour: string,
  value: string,
  options: { family?: string; weight?: string; anchor?: string; spacing?: number; italic?: boolean } = {},
): string {
  const family = options.family ?? 'DejaVu Serif';
  const style = options.italic ? ' font-style="italic"' : '';
  const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${options.weight ?? 'normal'}" fill="${colour}" text-anchor="${options.anchor ?? 'middle'}" letter-spacing="${options.spacing ?? 0}"${style}>${escaped}</text>`;
}

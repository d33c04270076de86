// Square card images, jockey portraits and logos.
import { badge, cutlery, flute, hat, jockeyPortrait, plate, rosette, signature, trophy } from './objects';
import { type Rng, dots, linearGradient, radialGlow, svgDocument, text } from './svg';

export type Drawing = (rng: Rng, width: number, height: number) => string;

function backdrop(id: string, stops: string[], w: number, h: number): { defs: string; body: string } {
  return {
    defs: linearGradient(id, stops) + radialGlow('spot', '#ffffff', 0.5),
    body: `<rect width="${w}" height="${h}" fill="url(#${id})"/><circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.45}" fill="url(#spot)"/>`,
  };
}

export function hatCard(palette: [string, string, string, string, string, string]): Drawing {
  return (rng, w, h) => {
    const [bgA, bgB, brim, crown, band, trim] = palette;
    const base = backdrop('bg', [bgA, bgB], w, h);
    return svgDocument(
      w,
      h,
      base.body +
        dots(rng, w, 0, h, 16, '#ffffff', 5, 0.35) +
        hat(w / 2, h * 0.58, 1.3, brim, crown, band, trim),
      base.defs,
    );
  };
}

export function plateCard(cloth: string, food: string[]): Drawing {
  return (rng, w, h) => {
    let body = `<rect width="${w}" height="${h}" fill="${cloth}"/>`;
    for (let y = 0; y < h; y += 60)
      body += `<rect y="${y}" width="${w}" height="2" fill="#000" opacity="0.04"/>`;
    body += plate(rng, w * 0.5, h * 0.52, 250, food) + cutlery(30, h * 0.25, 420);
    return svgDocument(w, h, body);
  };
}

export const afternoonTea: Drawing = (_rng, w, h) => {
  const base = backdrop('bg', ['#f7e9ef', '#efd5de'], w, h);
  let body =
    base.body + `<rect x="${w / 2 - 6}" y="${h * 0.12}" width="12" height="${h * 0.72}" fill="#c9a227"/>`;
  [0.3, 0.52, 0.76].forEach((y, i) => {
    const r = 120 + i * 50;
    body += `<ellipse cx="${w / 2}" cy="${h * y}" rx="${r}" ry="${r * 0.22}" fill="#ffffff" stroke="#c9a227" stroke-width="4"/>`;
    for (let k = 0; k < 3 + i; k++) {
      const x = w / 2 - r * 0.6 + (k * r * 1.2) / (2 + i);
      body += `<ellipse cx="${x}" cy="${h * y - 18}" rx="26" ry="18" fill="${['#f4a6b8', '#f7d08a', '#c9e4a5', '#b5838d'][(k + i) % 4]}"/>`;
    }
  });
  return svgDocument(w, h, body, base.defs);
};

export const champagne: Drawing = (rng, w, h) => {
  const base = backdrop('bg', ['#1b2a3a', '#0d151f'], w, h);
  const body =
    base.body +
    dots(rng, w, 0, h, 40, '#f7d774', 14, 0.18) +
    flute(w * 0.4, h * 0.12, 1.8) +
    flute(w * 0.62, h * 0.16, 1.7, '#f7e6a8');
  return svgDocument(w, h, body, base.defs);
};

export function badgeCard(
  bg: [string, string],
  ring: string,
  face: string,
  ribbon: string,
  label: string,
  sub: string,
): Drawing {
  return (_rng, w, h) => {
    const base = backdrop('bg', bg, w, h);
    return svgDocument(
      w,
      h,
      base.body + badge(w / 2, h * 0.4, 210, ring, face, ribbon, label, sub),
      base.defs,
    );
  };
}

export const trophyCard: Drawing = (rng, w, h) => {
  const base = backdrop('bg', ['#2d1f3f', '#120c1c'], w, h);
  return svgDocument(
    w,
    h,
    base.body + dots(rng, w, 0, h, 50, '#d4af37', 4, 0.5) + trophy(w / 2, h * 0.62, 1.7),
    base.defs,
  );
};

export const rosetteCard: Drawing = (_rng, w, h) => {
  const base = backdrop('bg', ['#e8f0e4', '#cddcc6'], w, h);
  return svgDocument(w, h, base.body + rosette(w / 2, h * 0.36, 150, '#1d3f8f', '#f2c230'), base.defs);
};

export const racecard: Drawing = (rng, w, h) => {
  const base = backdrop('bg', ['#2f5d3a', '#1c3a24'], w, h);
  let body =
    base.body +
    `<g transform="rotate(-6 ${w / 2} ${h / 2})"><rect x="${w * 0.2}" y="${h * 0.12}" width="${w * 0.6}" height="${h * 0.76}" fill="#fbf8ef"/>`;
  body +=
    `<rect x="${w * 0.2}" y="${h * 0.12}" width="${w * 0.6}" height="90" fill="#8a1c2b"/>` +
    text(w / 2, h * 0.12 + 58, 34, '#ffffff', 'RACECARD', { spacing: 6, weight: 'bold' });
  for (let i = 0; i < 9; i++) {
    const y = h * 0.12 + 130 + i * 52;
    body += `<rect x="${w * 0.24}" y="${y}" width="32" height="32" fill="${['#c8102e', '#1d3f8f', '#f2c230', '#0f7a4a', '#6b2d8c'][i % 5]}"/>`;
    body += `<rect x="${w * 0.24 + 48}" y="${y + 6}" width="${(w * 0.28 * (0.6 + rng() * 0.4)).toFixed(0)}" height="10" fill="#3b3b3b"/><rect x="${w * 0.24 + 48}" y="${y + 22}" width="${(w * 0.2 * (0.5 + rng() * 0.5)).toFixed(0)}" height="6" fill="#9a9a9a"/>`;
  }
  body += '</g>';
  return svgDocument(w, h, body, base.defs);
};

export function jockeyCard(
  background: string,
  skin: string,
  body: string,
  pattern: string,
  cap: string,
  style: number,
): Drawing {
  return (_rng, w) => svgDocument(w, w, jockeyPortrait(w, background, skin, body, pattern, cap, style));
}

export const memorialPortrait: Drawing = (_rng, w, h) => {
  const defs = linearGradient('bg', ['#5b5046', '#2e2822']);
  const c = w / 2;
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<path d="M${c - 230} ${h} C${c - 220} ${h - 190} ${c - 120} ${h - 230} ${c} ${h - 235} C${c + 120} ${h - 230} ${c + 220} ${h - 190} ${c + 230} ${h} Z" fill="#2a2a30"/>` +
    `<path d="M${c - 40} ${h - 235} L${c} ${h - 150} L${c + 40} ${h - 235} Z" fill="#e8e2d6"/><path d="M${c - 10} ${h - 210} L${c + 10} ${h - 210} L${c + 6} ${h - 140} L${c - 6} ${h - 140} Z" fill="#6b2d3a"/>` +
    `<ellipse cx="${c}" cy="${c - 30}" rx="${w * 0.16}" ry="${w * 0.2}" fill="#c9b49e"/>` +
    `<path d="M${c - w * 0.16} ${c - 60} C${c - w * 0.18} ${c - w * 0.3} ${c + w * 0.18} ${c - w * 0.3} ${c + w * 0.16} ${c - 60} C${c + w * 0.1} ${c - w * 0.2} ${c - w * 0.1} ${c - w * 0.2} ${c - w * 0.16} ${c - 60} Z" fill="#d8d4ce"/>`;
  return svgDocument(w, h, body, defs);
};

export const signatureDrawing: Drawing = (_rng, w, h) => svgDocument(w, h, signature(w, h, '#1a1a2e'));

export interface LogoStyle {
  name: string;
  strapline: string;
  background: string;
  ink: string;
  accent: string;
  family: string;
  emblem: 'circle' | 'bar' | 'star' | 'shield' | 'none';
  transparent?: boolean;
}

export function logo(style: LogoStyle): Drawing {
  return (_rng, w, h) => {
    let body = style.transparent
      ? ''
      : `<rect width="${w}" height="${h}" rx="14" fill="${style.background}"/>`;
    const hasEmblem = style.emblem !== 'none';
    const tx = hasEmblem ? (h + w - 16) / 2 : w / 2;
    const room = hasEmblem ? w - 16 - h : w * 0.86;
    if (style.emblem === 'circle')
      body +=
        `<circle cx="${h * 0.6}" cy="${h / 2}" r="${h * 0.32}" fill="${style.accent}"/>` +
        text(
          h * 0.6,
          h / 2 + h * 0.12,
          h * 0.34,
          style.background === 'none' ? '#fff' : style.transparent ? '#ffffff' : style.background,
          style.name.charAt(0),
          { family: style.family, weight: 'bold' },
        );
    if (style.emblem === 'bar')
      body += `<rect x="${h * 0.3}" y="${h * 0.2}" width="${h * 0.14}" height="${h * 0.6}" fill="${style.accent}"/><rect x="${h * 0.52}" y="${h * 0.32}" width="${h * 0.14}" height="${h * 0.48}" fill="${style.accent}" opacity="0.7"/>`;
    if (style.emblem === 'star')
      body += `<path d="M${h * 0.6} ${h * 0.18} L${h * 0.68} ${h * 0.42} L${h * 0.92} ${h * 0.42} L${h * 0.72} ${h * 0.56} L${h * 0.8} ${h * 0.8} L${h * 0.6} ${h * 0.65} L${h * 0.4} ${h * 0.8} L${h * 0.48} ${h * 0.56} L${h * 0.28} ${h * 0.42} L${h * 0.52} ${h * 0.42} Z" fill="${style.accent}"/>`;
    if (style.emblem === 'shield')
      body += `<path d="M${h * 0.3} ${h * 0.2} L${h * 0.9} ${h * 0.2} L${h * 0.9} ${h * 0.5} C${h * 0.9} ${h * 0.7} ${h * 0.6} ${h * 0.82} ${h * 0.6} ${h * 0.82} C${h * 0.6} ${h * 0.82} ${h * 0.3} ${h * 0.7} ${h * 0.3} ${h * 0.5} Z" fill="${style.accent}"/>`;
    const size = Math.min(h * 0.3, room / (style.name.length * 0.68));
    body += text(tx, h * 0.52, size, style.ink, style.name, { family: style.family, weight: 'bold' });
    body += text(
      tx,
      h * 0.52 + size * 0.95,
      Math.min(size * 0.42, room / (style.strapline.length * 0.8)),
      style.accent,
      style.strapline.toUpperCase(),
      { family: 'DejaVu Sans', spacing: 3 },
    );
    return svgDocument(w, h, body);
  };
}

/** A table seen from above: several dishes on a cloth, glasses beside them, laid out per restaurant. */
export function tableCard(
  cloth: string,
  stripe: string,
  dishes: [x: number, y: number, r: number, food: string[]][],
): Drawing {
  return (rng, w, h) => {
    let body = `<rect width="${w}" height="${h}" fill="${cloth}"/>`;
    for (let x = 0; x < w; x += 80)
      body += `<rect x="${x}" width="3" height="${h}" fill="${stripe}" opacity="0.35"/>`;
    for (const [x, y, r, food] of dishes) body += plate(rng, w * x, h * y, r, food);
    // glasses from above: a rim and the drink inside
    for (const [x, y, drink] of [
      [0.82, 0.16, '#f3d36b'],
      [0.14, 0.84, '#8a1c2b'],
    ] as const)
      body += `<circle cx="${w * x}" cy="${h * y}" r="46" fill="#ffffff" opacity="0.55"/><circle cx="${w * x}" cy="${h * y}" r="34" fill="${drink}" opacity="0.85"/>`;
    return svgDocument(w, h, body);
  };
}

/** Cocktails on a bar top: coupes and a highball in the bar's colours. */
export function cocktailCard(bg: [string, string], drinks: [string, string, string]): Drawing {
  return (rng, w, h) => {
    const base = backdrop('bg', bg, w, h);
    let body = base.body + dots(rng, w, 0, h * 0.5, 30, '#ffffff', 10, 0.12);
    body += `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#2a1a12"/><rect y="${h * 0.78}" width="${w}" height="8" fill="#c9a227"/>`;
    const coupe = (cx: number, drink: string, scale: number): string =>
      `<g transform="translate(${cx} ${h * 0.78}) scale(${scale})"><ellipse cx="0" cy="0" rx="60" ry="10" fill="#ffffff" opacity="0.5"/><rect x="-4" y="-170" width="8" height="170" fill="#ffffff" opacity="0.55"/><path d="M-110 -280 Q0 -140 110 -280 Z" fill="#ffffff" opacity="0.35"/><path d="M-96 -266 Q0 -156 96 -266 Z" fill="${drink}"/><circle cx="70" cy="-285" r="16" fill="#d62828"/></g>`;
    body += coupe(w * 0.28, drinks[0], 1.1) + coupe(w * 0.72, drinks[1], 1);
    body += `<rect x="${w * 0.44}" y="${h * 0.38}" width="${w * 0.12}" height="${h * 0.4}" rx="8" fill="#ffffff" opacity="0.4"/><rect x="${w * 0.45}" y="${h * 0.46}" width="${w * 0.1}" height="${h * 0.31}" fill="${drinks[2]}" opacity="0.9"/><circle cx="${w * 0.5}" cy="${h * 0.44}" r="22" fill="#9acd32"/>`;
    return svgDocument(w, h, body, base.defs);
  };
}

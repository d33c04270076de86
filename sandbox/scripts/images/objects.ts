// Still-life objects for card images: hats, plates, glasses, badges, trophies, portraits.
import { type Rng, between, text } from './svg';

export function hat(
  cx: number,
  cy: number,
  scale: number,
  brim: string,
  crown: string,
  band: string,
  trim: string,
): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${scale})">` +
    `<ellipse cx="0" cy="30" rx="210" ry="58" fill="${brim}"/>` +
    `<ellipse cx="0" cy="22" rx="200" ry="50" fill="${brim}" opacity="0.7"/>` +
    `<path d="M-95 20 C-100 -80 -70 -120 0 -122 C70 -120 100 -80 95 20 Z" fill="${crown}"/>` +
    `<path d="M-97 0 C-40 14 40 14 97 0 L96 22 C40 36 -40 36 -96 22 Z" fill="${band}"/>` +
    `<circle cx="78" cy="4" r="34" fill="${trim}"/><circle cx="62" cy="-12" r="22" fill="${trim}" opacity="0.8"/>` +
    `<circle cx="98" cy="-8" r="20" fill="${trim}" opacity="0.9"/><circle cx="78" cy="4" r="10" fill="${band}"/>` +
    `<path d="M70 -20 C120 -120 180 -150 230 -160 C190 -120 140 -70 80 -10 Z" fill="${trim}" opacity="0.75"/>` +
    `</g>`
  );
}

export function plate(rng: Rng, cx: number, cy: number, radius: number, food: readonly string[]): string {
  let out = `<ellipse cx="${cx + 8}" cy="${cy + 12}" rx="${radius}" ry="${radius}" fill="#000" opacity="0.18"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="#fbfaf6"/><circle cx="${cx}" cy="${cy}" r="${radius * 0.72}" fill="#f1efe8"/>`;
  out += `<circle cx="${cx}" cy="${cy}" r="${radius * 0.94}" fill="none" stroke="#c9a227" stroke-width="3"/>`;
  for (let i = 0; i < food.length; i++) {
    const angle = between(rng, 0, Math.PI * 2);
    const distance = between(rng, 0, radius * 0.3);
    const size = between(rng, radius * 0.12, radius * 0.28);
    const fx = cx + Math.cos(angle) * distance;
    const fy = cy + Math.sin(angle) * distance;
    out += `<ellipse cx="${fx.toFixed(1)}" cy="${fy.toFixed(1)}" rx="${size.toFixed(1)}" ry="${(size * 0.7).toFixed(1)}" fill="${food[i]}" transform="rotate(${Math.round(angle * 57)} ${fx.toFixed(1)} ${fy.toFixed(1)})"/>`;
  }
  out += `<path d="M${cx - radius * 0.25} ${cy - radius * 0.1} q${radius * 0.25} ${-radius * 0.2} ${radius * 0.5} 0" stroke="#6a8f3a" stroke-width="6" fill="none"/>`;
  return out;
}

export function cutlery(x: number, y: number, length: number): string {
  return (
    `<rect x="${x}" y="${y}" width="10" height="${length}" rx="5" fill="#cfd3d6"/>` +
    `<rect x="${x + 40}" y="${y}" width="10" height="${length}" rx="5" fill="#cfd3d6"/>` +
    `<path d="M${x + 34} ${y} l0 40 M${x + 45} ${y} l0 40 M${x + 56} ${y} l0 40" stroke="#cfd3d6" stroke-width="4"/>`
  );
}

export function flute(x: number, y: number, scale: number, fill = '#f3d36b'): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})">` +
    `<path d="M-28 0 L28 0 L22 150 C20 170 -20 170 -22 150 Z" fill="#ffffff" opacity="0.35"/>` +
    `<path d="M-24 40 L24 40 L21 148 C19 165 -19 165 -21 148 Z" fill="${fill}"/>` +
    `<circle cx="-6" cy="80" r="3" fill="#fff8d8"/><circle cx="5" cy="110" r="2.5" fill="#fff8d8"/><circle cx="-2" cy="130" r="2" fill="#fff8d8"/>` +
    `<rect x="-4" y="165" width="8" height="120" fill="#ffffff" opacity="0.5"/>` +
    `<ellipse cx="0" cy="290" rx="46" ry="10" fill="#ffffff" opacity="0.5"/></g>`
  );
}

/** A round enclosure or membership badge with a ribbon. */
export function badge(
  cx: number,
  cy: number,
  radius: number,
  ring: string,
  face: string,
  ribbon: string,
  label: string,
  sub: string,
): string {
  return (
    `<path d="M${cx - radius * 0.5} ${cy + radius * 0.6} L${cx - radius * 0.8} ${cy + radius * 1.7} L${cx - radius * 0.45} ${cy + radius * 1.45} L${cx - radius * 0.25} ${cy + radius * 1.8} L${cx - radius * 0.05} ${cy + radius * 0.8} Z" fill="${ribbon}"/>` +
    `<path d="M${cx + radius * 0.5} ${cy + radius * 0.6} L${cx + radius * 0.8} ${cy + radius * 1.7} L${cx + radius * 0.45} ${cy + radius * 1.45} L${cx + radius * 0.25} ${cy + radius * 1.8} L${cx + radius * 0.05} ${cy + radius * 0.8} Z" fill="${ribbon}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${ring}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.84}" fill="${face}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.78}" fill="none" stroke="${ring}" stroke-width="3" stroke-dasharray="6 6"/>` +
    text(cx, cy - radius * 0.08, radius * 0.3, ring, label, { weight: 'bold' }) +
    text(cx, cy + radius * 0.3, radius * 0.12, ring, sub, { family: 'DejaVu Sans', spacing: 3 })
  );
}

export function trophy(cx: number, cy: number, scale: number): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(${scale})">` +
    `<path d="M-90 -160 L90 -160 C90 -60 50 -10 0 0 C-50 -10 -90 -60 -90 -160 Z" fill="#d4a93a"/>` +
    `<path d="M-90 -140 C-150 -140 -150 -60 -70 -50" stroke="#d4a93a" stroke-width="14" fill="none"/>` +
    `<path d="M90 -140 C150 -140 150 -60 70 -50" stroke="#d4a93a" stroke-width="14" fill="none"/>` +
    `<path d="M-60 -150 C-60 -80 -30 -40 0 -30" stroke="#f6dd8a" stroke-width="10" fill="none" opacity="0.7"/>` +
    `<rect x="-14" y="0" width="28" height="60" fill="#b88d27"/><rect x="-70" y="60" width="140" height="30" rx="6" fill="#5a3d1e"/>` +
    `<rect x="-90" y="90" width="180" height="40" rx="6" fill="#3f2a14"/></g>`
  );
}

export function rosette(cx: number, cy: number, radius: number, colour: string, centre: string): string {
  let petals = '';
  for (let i = 0; i < 16; i++) {
    const angle = (i / 16) * 360;
    petals += `<ellipse cx="${cx}" cy="${cy - radius * 0.7}" rx="${radius * 0.28}" ry="${radius * 0.45}" fill="${colour}" transform="rotate(${angle} ${cx} ${cy})"/>`;
  }
  return (
    `<path d="M${cx - 60} ${cy + 40} L${cx - 110} ${cy + 330} L${cx - 60} ${cy + 300} L${cx - 20} ${cy + 340} L${cx} ${cy + 60} Z" fill="${colour}"/>` +
    `<path d="M${cx + 60} ${cy + 40} L${cx + 110} ${cy + 330} L${cx + 60} ${cy + 300} L${cx + 20} ${cy + 340} L${cx} ${cy + 60} Z" fill="${colour}" opacity="0.85"/>` +
    petals +
    `<circle cx="${cx}" cy="${cy}" r="${radius * 0.55}" fill="${centre}"/>` +
    text(cx, cy + 24, radius * 0.42, colour, '1st', { weight: 'bold' })
  );
}

/** Illustrated jockey portrait: shoulders in silks, a skull cap, a face with no features. */
export function jockeyPortrait(
  size: number,
  background: string,
  skin: string,
  body: string,
  pattern: string,
  cap: string,
  style: number,
): string {
  const c = size / 2;
  let silks = `<path d="M${c - 230} ${size} C${c - 220} ${size - 170} ${c - 130} ${size - 215} ${c} ${size - 220} C${c + 130} ${size - 215} ${c + 220} ${size - 170} ${c + 230} ${size} Z" fill="${body}"/>`;
  if (style === 0)
    silks += `<rect x="${c - 40}" y="${size - 220}" width="80" height="220" fill="${pattern}"/>`;
  if (style === 1) {
    for (let y = size - 200; y < size; y += 60)
      silks += `<rect x="${c - 240}" y="${y}" width="480" height="26" fill="${pattern}"/>`;
  }
  if (style === 2) {
    for (let x = c - 200; x < c + 220; x += 90)
      silks += `<circle cx="${x}" cy="${size - 90}" r="26" fill="${pattern}"/>`;
  }
  if (style === 3)
    silks += `<path d="M${c - 160} ${size - 200} L${c} ${size - 60} L${c + 160} ${size - 200} L${c + 160} ${size - 150} L${c} ${size} L${c - 160} ${size - 150} Z" fill="${pattern}"/>`;
  return (
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
    `<circle cx="${c}" cy="${c - 40}" r="${size * 0.42}" fill="#ffffff" opacity="0.06"/>` +
    silks +
    `<path d="M${c - 48} ${size - 260} L${c + 48} ${size - 260} L${c + 44} ${size - 205} L${c - 44} ${size - 205} Z" fill="${skin}" opacity="0.9"/>` +
    `<ellipse cx="${c}" cy="${c - 40}" rx="${size * 0.16}" ry="${size * 0.2}" fill="${skin}"/>` +
    `<path d="M${c - size * 0.17} ${c - 50} C${c - size * 0.17} ${c - size * 0.3} ${c + size * 0.17} ${c - size * 0.3} ${c + size * 0.17} ${c - 50} L${c + size * 0.24} ${c - 40} L${c - size * 0.17} ${c - 40} Z" fill="${cap}"/>` +
    `<circle cx="${c}" cy="${c - size * 0.24}" r="8" fill="${pattern}"/>` +
    `<path d="M${c - size * 0.13} ${c - 6} C${c - size * 0.1} ${c + 60} ${c + size * 0.1} ${c + 60} ${c + size * 0.13} ${c - 6}" stroke="#5a4030" stroke-width="6" fill="none" opacity="0.5"/>`
  );
}

/** A hand-written signature as one flowing stroke. */
export function signature(width: number, height: number, ink: string): string {
  const mid = height / 2;
  return (
    `<path d="M30 ${mid + 30} C60 ${mid - 80} 90 ${mid - 60} 80 ${mid + 20} C75 ${mid + 60} 120 ${mid + 10} 140 ${mid - 20} C150 ${mid + 30} 170 ${mid + 30} 190 ${mid - 10} C200 ${mid + 25} 225 ${mid + 25} 240 ${mid - 15} C255 ${mid - 70} 270 ${mid - 60} 262 ${mid + 10} C258 ${mid + 50} 300 ${mid + 10} 320 ${mid - 10} C340 ${mid + 20} 360 ${mid + 20} 380 ${mid - 5} C395 ${mid + 15} 420 ${mid + 10} 440 ${mid - 10}" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M60 ${mid + 50} C180 ${mid + 40} 320 ${mid + 45} ${width - 40} ${mid + 30}" stroke="${ink}" stroke-width="3" fill="none" stroke-linecap="round"/>`
  );
}

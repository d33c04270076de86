// The heroes of the section fronts (What's on, Memberships, Plan your visit, Tickets): each front has
// a picture of its own, drawn in the same illustrated style as the racecourse scenes. The subject of
// each sits in the middle two thirds of the width, so a phone's crop of the hero still shows it.
import { CROWD, field, landscape, type Scene } from './scenes';
import { between, bunting, clouds, crowd, grandstand, r1, rail, sun, svgDocument, text, trees } from './svg';

const FLAGS = ['#c8102e', '#f2c230', '#1d3f8f', '#0f7a4a', '#ffffff'];

/** A marquee: a striped tent with a peaked roof and a pennant. */
function marquee(x: number, baseY: number, width: number, height: number, stripe: string): string {
  const roof = height * 0.45;
  let out = `<rect x="${r1(x)}" y="${r1(baseY - height + roof)}" width="${r1(width)}" height="${r1(height - roof)}" fill="#fbf8f0"/>`;
  for (let sx = x; sx < x + width; sx += width / 6)
    out += `<rect x="${r1(sx)}" y="${r1(baseY - height + roof)}" width="${r1(width / 12)}" height="${r1(height - roof)}" fill="${stripe}" opacity="0.85"/>`;
  out += `<path d="M${r1(x - 8)} ${r1(baseY - height + roof)} L${r1(x + width / 2)} ${r1(baseY - height)} L${r1(x + width + 8)} ${r1(baseY - height + roof)} Z" fill="${stripe}"/>`;
  out += `<path d="M${r1(x + width / 2)} ${r1(baseY - height)} l0 -36" stroke="#5a4636" stroke-width="3"/><path d="M${r1(x + width / 2)} ${r1(baseY - height - 36)} l26 7 l-26 7 Z" fill="#f2c230"/>`;
  out += `<path d="M${r1(x + width * 0.4)} ${r1(baseY)} L${r1(x + width / 2)} ${r1(baseY - (height - roof) * 0.8)} L${r1(x + width * 0.6)} ${r1(baseY)} Z" fill="#3a2a1a" opacity="0.55"/>`;
  return out;
}

/** A parasol on the lawn. */
function parasol(x: number, baseY: number, size: number, colour: string): string {
  return (
    `<path d="M${r1(x)} ${r1(baseY)} l0 ${r1(-size * 1.3)}" stroke="#5a4636" stroke-width="3"/>` +
    `<path d="M${r1(x - size)} ${r1(baseY - size * 1.15)} Q${r1(x)} ${r1(baseY - size * 1.9)} ${r1(x + size)} ${r1(baseY - size * 1.15)} Z" fill="${colour}"/>` +
    `<path d="M${r1(x - size)} ${r1(baseY - size * 1.15)} Q${r1(x)} ${r1(baseY - size * 1.3)} ${r1(x + size)} ${r1(baseY - size * 1.15)}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.7"/>`
  );
}

/** What's on: a bright morning, bunting on the rail, marquees, and a big field sweeping past. */
export const seasonMorning: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#3d7cc4', '#8cc0ea', '#f4e7c4'],
    '#86a88a',
    ['#3f6b3a', '#4c7a44', '#2f5a30'],
    '#84b752',
    '#6f9f44',
    h * 0.56,
  );
  const body =
    base.body +
    clouds(rng, w, 50, 220, 6, '#ffffff', 0.9) +
    grandstand(w * 0.04, h * 0.56, w * 0.2, h * 0.2, '#ece6d8', '#5a7894', '#2f3b48') +
    marquee(w * 0.62, h * 0.58, w * 0.12, h * 0.13, '#1f5f3a') +
    marquee(w * 0.76, h * 0.58, w * 0.1, h * 0.11, '#8a1c2b') +
    marquee(w * 0.87, h * 0.58, w * 0.11, h * 0.12, '#1d3f8f') +
    crowd(rng, w * 0.02, w * 0.98, h * 0.6, 9, CROWD) +
    rail(w, h * 0.62, 8, 70) +
    bunting(w, h * 0.6, 26, FLAGS, 22) +
    field(rng, 6, w, h * 0.64, 1.25, '#3a2414') +
    rail(w, h * 0.9, -14, 130, '#ffffff', 9);
  return svgDocument(w, h, body, base.defs);
};

/** Memberships: the members' pavilion with its clock tower, striped awning and parasols on the lawn. */
export const membersLawn: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#6aa6d6', '#b9d9ef', '#f7ecd0'],
    '#93ae8c',
    ['#3a6536', '#47753f', '#2f5a30'],
    '#8bbd58',
    '#76a94a',
    h * 0.5,
  );
  const px = w * 0.26;
  const pw = w * 0.48;
  const top = h * 0.3;
  const foot = h * 0.62;
  let pavilion = `<rect x="${r1(px)}" y="${r1(top)}" width="${r1(pw)}" height="${r1(foot - top)}" fill="#f6f1e4"/>`;
  // the tall windows of the members' room
  for (let i = 0; i < 8; i++) {
    const wx = px + pw * (0.06 + i * 0.115);
    pavilion += `<rect x="${r1(wx)}" y="${r1(top + (foot - top) * 0.18)}" width="${r1(pw * 0.07)}" height="${r1((foot - top) * 0.38)}" rx="6" fill="#3f5f6f"/>`;
  }
  // the clock tower and its gilded dial
  const tx = px + pw / 2;
  pavilion += `<rect x="${r1(tx - 46)}" y="${r1(top - 150)}" width="92" height="150" fill="#efe8d6"/>`;
  pavilion += `<path d="M${r1(tx - 58)} ${r1(top - 150)} L${r1(tx)} ${r1(top - 220)} L${r1(tx + 58)} ${r1(top - 150)} Z" fill="#1f5f3a"/>`;
  pavilion += `<circle cx="${r1(tx)}" cy="${r1(top - 92)}" r="30" fill="#fbf7ea" stroke="#c9a227" stroke-width="6"/>`;
  pavilion += `<path d="M${r1(tx)} ${r1(top - 92)} l0 -20 M${r1(tx)} ${r1(top - 92)} l14 8" stroke="#1f2a24" stroke-width="4" stroke-linecap="round"/>`;
  // the green and cream awning over the terrace
  const awningY = top + (foot - top) * 0.64;
  for (let i = 0; i < 16; i++) {
    const ax = px - 20 + ((pw + 40) * i) / 16;
    pavilion += `<path d="M${r1(ax)} ${r1(awningY)} l${r1((pw + 40) / 16)} 0 l0 36 q${r1(-(pw + 40) / 32)} 16 ${r1(-(pw + 40) / 16)} 0 Z" fill="${i % 2 ? '#fbf7ea' : '#1f5f3a'}"/>`;
  }
  let lawn = '';
  const colours = ['#ffffff', '#1f5f3a', '#c9a227', '#8a1c2b'];
  for (let i = 0; i < 7; i++) {
    const x = w * (0.12 + i * 0.125) + between(rng, -20, 20);
    lawn += parasol(x, h * 0.78 + (i % 2) * 24, 58, colours[i % colours.length] as string);
  }
  const body =
    base.body +
    clouds(rng, w, 40, 180, 5, '#ffffff', 0.85) +
    sun(w * 0.86, h * 0.16, 46, '#fff2c4', 'glow') +
    pavilion +
    crowd(rng, w * 0.2, w * 0.8, foot + 6, 10, CROWD) +
    lawn +
    crowd(rng, w * 0.05, w * 0.95, h * 0.86, 15, CROWD) +
    rail(w, h * 0.9, -10, 120, '#ffffff', 8);
  return svgDocument(w, h, body, base.defs);
};

/** Plan your visit: the Main Gate at opening time, an avenue of limes, and the race train beyond. */
export const mainGate: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#f0a868', '#f7d59c', '#fbeed0'],
    '#a38f7a',
    ['#56703f', '#62804a', '#4a633a'],
    '#9cbf6a',
    '#8aae5a',
    h * 0.5,
  );
  // the race train on its embankment, on the horizon
  let train = `<rect x="0" y="${r1(h * 0.47)}" width="${w}" height="12" fill="#7a6a58"/>`;
  for (let i = 0; i < 6; i++) {
    const cx = w * 0.05 + i * 118;
    train += `<rect x="${r1(cx)}" y="${r1(h * 0.47 - 42)}" width="110" height="42" rx="8" fill="${i === 0 ? '#1f5f3a' : '#2f6f4a'}"/>`;
    for (let j = 0; j < 4; j++)
      train += `<rect x="${r1(cx + 10 + j * 25)}" y="${r1(h * 0.47 - 34)}" width="18" height="14" rx="3" fill="#f7e6b0"/>`;
  }
  // the avenue: a path narrowing to the gate, limes either side
  const gx = w * 0.5;
  const gateFoot = h * 0.66;
  let avenue = `<path d="M${r1(gx - 110)} ${r1(gateFoot)} L${r1(gx + 110)} ${r1(gateFoot)} L${r1(gx + 420)} ${h} L${r1(gx - 420)} ${h} Z" fill="#d8c8a4"/>`;
  for (let i = 0; i < 4; i++) {
    const spread = 260 + i * 150;
    const y = gateFoot + i * 70;
    const r = 50 + i * 22;
    for (const side of [-1, 1]) {
      const x = gx + side * spread;
      avenue += `<rect x="${r1(x - 6 - i * 2)}" y="${r1(y - r * 1.1)}" width="${12 + i * 4}" height="${r1(r * 1.1)}" fill="#5a4636"/>`;
      avenue += `<circle cx="${r1(x)}" cy="${r1(y - r * 1.4)}" r="${r1(r)}" fill="${i % 2 ? '#4f7a3c' : '#5f8a46'}"/>`;
    }
  }
  // stone piers, gilded finials and the wrought-iron arch with the venue's name
  let gate = '';
  for (const side of [-1, 1]) {
    const x = gx + side * 150;
    gate += `<rect x="${r1(x - 26)}" y="${r1(gateFoot - 230)}" width="52" height="230" fill="#e6dcc6"/>`;
    gate += `<rect x="${r1(x - 32)}" y="${r1(gateFoot - 240)}" width="64" height="16" fill="#d4c8ae"/>`;
    gate += `<circle cx="${r1(x)}" cy="${r1(gateFoot - 256)}" r="16" fill="#c9a227"/>`;
  }
  gate += `<path d="M${r1(gx - 124)} ${r1(gateFoot - 190)} Q${r1(gx)} ${r1(gateFoot - 300)} ${r1(gx + 124)} ${r1(gateFoot - 190)}" stroke="#1f2a24" stroke-width="8" fill="none"/>`;
  for (let bx = gx - 120; bx <= gx + 120; bx += 16)
    gate += `<path d="M${r1(bx)} ${r1(gateFoot)} l0 -170" stroke="#1f2a24" stroke-width="4"/>`;
  gate += `<rect x="${r1(gx - 130)}" y="${r1(gateFoot - 264)}" width="260" height="38" rx="4" fill="#1f5f3a"/>`;
  gate += text(gx, gateFoot - 238, 17, '#f3e3b0', 'KINGSMERE PARK', { weight: 'bold', spacing: 2 });
  const body =
    base.body +
    sun(w * 0.18, h * 0.3, 54, '#fff1c8', 'glow') +
    train +
    trees(rng, w, h * 0.5, 18, 36, ['#56703f', '#4a633a']) +
    avenue +
    gate +
    crowd(rng, gx - 360, gx - 130, h * 0.82, 16, CROWD) +
    crowd(rng, gx + 130, gx + 360, h * 0.84, 16, CROWD) +
    crowd(rng, gx - 90, gx + 90, gateFoot + 20, 9, CROWD);
  return svgDocument(w, h, body, base.defs);
};

/** Tickets: the box office on the concourse, flags flying, and the course beyond. */
export const boxOffice: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#4c8fd0', '#9fcbec', '#e9f3fa'],
    '#8fae8b',
    ['#3f6b3a', '#4c7a44', '#355c31'],
    '#7fb04f',
    '#6a9a40',
    h * 0.5,
  );
  const foot = h * 0.74;
  let kiosks = '';
  const stripes = ['#1f5f3a', '#8a1c2b', '#1f5f3a', '#1d3f8f'];
  for (let i = 0; i < 4; i++) {
    const kx = w * (0.16 + i * 0.18);
    const kw = w * 0.15;
    const top = foot - h * 0.3;
    kiosks += `<rect x="${r1(kx)}" y="${r1(top)}" width="${r1(kw)}" height="${r1(foot - top)}" fill="#f4efe2"/>`;
    kiosks += `<rect x="${r1(kx + kw * 0.12)}" y="${r1(top + h * 0.08)}" width="${r1(kw * 0.76)}" height="${r1(h * 0.1)}" rx="6" fill="#2f4550"/>`;
    kiosks += `<rect x="${r1(kx + kw * 0.08)}" y="${r1(top + h * 0.18)}" width="${r1(kw * 0.84)}" height="10" fill="#c9a227"/>`;
    for (let j = 0; j < 6; j++)
      kiosks += `<path d="M${r1(kx - 10 + ((kw + 20) * j) / 6)} ${r1(top)} l${r1((kw + 20) / 6)} 0 l0 34 q${r1(-(kw + 20) / 12)} 14 ${r1(-(kw + 20) / 6)} 0 Z" fill="${j % 2 ? '#fbf7ea' : stripes[i]}"/>`;
    kiosks += `<rect x="${r1(kx + kw * 0.2)}" y="${r1(top - 58)}" width="${r1(kw * 0.6)}" height="40" rx="6" fill="#1f5f3a"/>`;
    kiosks += text(kx + kw / 2, top - 31, 20, '#f3e3b0', 'TICKETS', { weight: 'bold', spacing: 2 });
  }
  let flags = '';
  for (let i = 0; i < 6; i++) {
    const fx = w * (0.08 + i * 0.168);
    flags += `<path d="M${r1(fx)} ${r1(foot)} l0 ${r1(-h * 0.56)}" stroke="#e9e4d8" stroke-width="5"/>`;
    flags += `<path d="M${r1(fx)} ${r1(foot - h * 0.56)} q40 -10 80 6 l0 44 q-40 -16 -80 -6 Z" fill="${FLAGS[i % FLAGS.length]}"/>`;
  }
  const body =
    base.body +
    clouds(rng, w, 40, 200, 6, '#ffffff', 0.9) +
    grandstand(w * 0.6, h * 0.5, w * 0.36, h * 0.16, '#e9e4d8', '#5a7894', '#2f3b48') +
    `<rect y="${r1(h * 0.62)}" width="${w}" height="${r1(h * 0.38)}" fill="#d9cdb2"/>` +
    flags +
    kiosks +
    crowd(rng, w * 0.02, w * 0.98, h * 0.9, 20, CROWD) +
    crowd(rng, w * 0.1, w * 0.9, h, 26, CROWD);
  return svgDocument(w, h, body, base.defs);
};

/** Royal Kingsmere's film: the Grandstand at dusk in royal colours, the runners silhouetted on the straight. */
export const royalDusk: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#1c1740', '#4b2a7b', '#b0608a', '#f0b86a'],
    '#3a2d55',
    ['#241c3a', '#2c2346'],
    '#3f5a36',
    '#344d2e',
    h * 0.6,
  );
  const body =
    base.body +
    sun(w * 0.5, h * 0.56, 70, '#ffe2a0', 'glow') +
    grandstand(w * 0.58, h * 0.6, w * 0.38, h * 0.22, '#2f2648', '#d4af37', '#1c1740', true) +
    bunting(w, h * 0.2, 40, ['#4b2a7b', '#d4af37', '#ffffff'], 18) +
    rail(w, h * 0.66, 12, 80, '#e9e2f2') +
    field(rng, 5, w, h * 0.66, 1.4, '#120d1c') +
    rail(w, h * 0.94, -18, 140, '#f4efe2', 9);
  return svgDocument(w, h, body, base.defs);
};

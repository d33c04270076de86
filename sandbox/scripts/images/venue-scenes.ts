// Wide scenes of the venue off the track: royal procession, dining, weddings, conferences,
// music, boxes, the course map and the takeover project.
import { flute, hat, plate } from './objects';
import { CROWD, type Scene } from './scenes';
import {
  type Silks,
  between,
  bunting,
  clouds,
  crowd,
  dots,
  fading,
  grandstand,
  horse,
  linearGradient,
  r1,
  radialGlow,
  rail,
  ridge,
  sky,
  sun,
  svgDocument,
  text,
  trees,
  turf,
} from './svg';

const ROYAL: Silks = { body: '#4b2a7b', cap: '#d4af37', sleeves: '#d4af37' };

export const royalProcession: Scene = (rng, w, h) => {
  const defs =
    linearGradient('sky', ['#2c2464', '#5a4a9a', '#c9b6e4', '#f3e6c8']) + radialGlow('glow', '#fff1c0');
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.2, h * 0.3, 36, '#fff3cf', 'glow') +
    trees(rng, w, h * 0.6, 26, 50, ['#2f3e2a', '#3a4d33']) +
    turf(w, h, h * 0.6, '#6f9d4c', '#5f8b40');
  body +=
    grandstand(w * 0.55, h * 0.6, w * 0.42, h * 0.22, '#f1ead8', '#5b5f8a', '#2d2450') +
    crowd(rng, w * 0.5, w, h * 0.64, 9, CROWD);
  body += bunting(w, 30, 70, ['#4b2a7b', '#d4af37', '#ffffff']);
  for (let i = 0; i < 4; i++)
    body += horse(w * 0.08 + i * 120, h * 0.66 + (i % 2) * 10, 0.95, i % 2 ? '#ece6da' : '#d9d2c4', ROYAL);
  const cx = w * 0.46;
  const cy = h * 0.72;
  body += `<path d="M${cx - 90} ${cy} L${cx + 90} ${cy} L${cx + 70} ${cy - 60} L${cx - 60} ${cy - 60} Z" fill="#2a1a4a"/><path d="M${cx - 60} ${cy - 60} L${cx - 40} ${cy - 100} L${cx + 60} ${cy - 100} L${cx + 70} ${cy - 60} Z" fill="#d4af37"/>`;
  body += `<circle cx="${cx - 55}" cy="${cy + 15}" r="34" fill="none" stroke="#d4af37" stroke-width="8"/><circle cx="${cx + 60}" cy="${cy + 10}" r="42" fill="none" stroke="#d4af37" stroke-width="8"/>`;
  body += rail(w, h * 0.84, -10, 110, '#ffffff', 8) + crowd(rng, 0, w, h, 22, CROWD);
  return svgDocument(w, h, body, defs);
};

/**
 * A banquet from above: a long table across the picture, places laid down both sides, a runner of
 * flowers and candles along the middle. It repeats along its length, so any crop of it, from a
 * phone's narrow hero to a wide banner, shows places laid for lunch.
 */
export const diningTable: Scene = (rng, w, h) => {
  const defs =
    linearGradient('floor', ['#3a2a20', '#2b1f18']) +
    linearGradient('cloth', ['#fbf8f1', '#efe8da']) +
    radialGlow('candle', '#ffd28a', 0.75);
  const top = h * 0.2;
  const bottom = h * 0.8;
  let body = `<rect width="${w}" height="${h}" fill="url(#floor)"/>`;
  for (let x = 0; x < w; x += 120)
    body += `<rect x="${x}" width="3" height="${h}" fill="#000000" opacity="0.18"/>`;
  // chairs tucked in on both sides, then the cloth over the table
  const step = w / 7;
  for (let i = 0; i < 7; i++) {
    const x = step * (i + 0.5);
    for (const y of [top - 46, bottom + 6])
      body += `<rect x="${r1(x - 62)}" y="${r1(y)}" width="124" height="40" rx="14" fill="#c9a227"/><rect x="${r1(x - 52)}" y="${r1(y + 8)}" width="104" height="24" rx="10" fill="#e2c766"/>`;
  }
  body += `<rect x="-10" y="${r1(top)}" width="${w + 20}" height="${r1(bottom - top)}" fill="url(#cloth)"/>`;
  body += `<rect x="-10" y="${r1(bottom - 8)}" width="${w + 20}" height="8" fill="#000000" opacity="0.08"/>`;
  // the runner
  const mid = h / 2;
  body += `<rect x="-10" y="${r1(mid - 34)}" width="${w + 20}" height="68" fill="#1f3b2d" opacity="0.92"/><rect x="-10" y="${r1(mid - 30)}" width="${w + 20}" height="2" fill="#c9a227"/><rect x="-10" y="${r1(mid + 28)}" width="${w + 20}" height="2" fill="#c9a227"/>`;
  const foods: string[][] = [
    ['#8b3a2e', '#e9c46a', '#4f772d', '#d62828'],
    ['#f4a261', '#e76f51', '#2a9d8f'],
    ['#7a3e1d', '#e9c46a', '#6a994e'],
  ];
  for (let i = 0; i < 7; i++) {
    const x = step * (i + 0.5);
    // a place on each side: plate, cutlery either side, glasses towards the runner
    for (const [y, glassY] of [
      [top + 86, top + 150],
      [bottom - 86, bottom - 150],
    ] as const) {
      body += plate(rng, x, y, 62, foods[(i + (y > mid ? 1 : 0)) % foods.length] ?? []);
      body += `<rect x="${r1(x - 92)}" y="${r1(y - 50)}" width="8" height="100" rx="4" fill="#d7dadc"/><rect x="${r1(x + 84)}" y="${r1(y - 50)}" width="8" height="100" rx="4" fill="#d7dadc"/><rect x="${r1(x + 100)}" y="${r1(y - 44)}" width="8" height="88" rx="4" fill="#d7dadc"/>`;
      body += `<circle cx="${r1(x + 58)}" cy="${r1(glassY)}" r="17" fill="#ffffff" opacity="0.55" stroke="#d9d2c4" stroke-width="2"/><circle cx="${r1(x + 58)}" cy="${r1(glassY)}" r="11" fill="#f3d36b" opacity="0.85"/>`;
      body += `<circle cx="${r1(x + 20)}" cy="${r1(glassY)}" r="19" fill="#ffffff" opacity="0.55" stroke="#d9d2c4" stroke-width="2"/><circle cx="${r1(x + 20)}" cy="${r1(glassY)}" r="12" fill="#7a1f2b" opacity="0.8"/>`;
    }
    // on the runner: a candle between every two places, flowers between the others
    const cx = x + step / 2;
    if (i % 2 === 0)
      body += `<circle cx="${r1(cx)}" cy="${r1(mid)}" r="60" fill="url(#candle)"/><circle cx="${r1(cx)}" cy="${r1(mid)}" r="12" fill="#fbf6ea"/><circle cx="${r1(cx)}" cy="${r1(mid)}" r="4" fill="#ffb347"/>`;
    else
      for (let f = 0; f < 6; f++) {
        const angle = (f / 6) * Math.PI * 2 + between(rng, 0, 0.5);
        body += `<circle cx="${r1(cx + Math.cos(angle) * 16)}" cy="${r1(mid + Math.sin(angle) * 16)}" r="${r1(between(rng, 9, 13))}" fill="${['#f4a6b8', '#ffffff', '#f7d08a', '#e8b4b8', '#ffffff', '#c9e4a5'][f]}"/>`;
      }
  }
  return svgDocument(w, h, body, defs);
};

export const weddingArch: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#f9d9c5', '#fbeee3', '#fdf7f0']) + radialGlow('glow', '#fff7e0');
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.5, h * 0.3, 50, '#fff8e6', 'glow') +
    trees(rng, w, h * 0.62, 30, 56, ['#5f7d52', '#6f8f5e', '#56734a']) +
    turf(w, h, h * 0.62, '#9ac27a', '#8ab46b');
  const ax = w / 2;
  body += `<path d="M${ax - 220} ${h * 0.95} L${ax - 220} ${h * 0.4} A220 220 0 0 1 ${ax + 220} ${h * 0.4} L${ax + 220} ${h * 0.95}" fill="none" stroke="#ffffff" stroke-width="22"/>`;
  for (let i = 0; i < 40; i++) {
    const t = i / 39;
    const angle = Math.PI + t * Math.PI;
    const x = ax + Math.cos(angle) * 220 + between(rng, -12, 12);
    const y = h * 0.4 + Math.sin(angle) * 220 + between(rng, -12, 12);
    body += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${between(rng, 14, 26).toFixed(0)}" fill="${['#f4a6b8', '#ffffff', '#f7d08a', '#c9e4a5'][i % 4]}"/>`;
  }
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 6; i++) {
      const side = i < 3 ? -1 : 1;
      const x = ax + side * (120 + (i % 3) * 110) - 30;
      body += `<rect x="${x}" y="${h * 0.78 + row * 50}" width="60" height="40" rx="6" fill="#ffffff" opacity="0.95"/>`;
    }
  }
  return svgDocument(w, h, body, defs);
};

export const conferenceSuite: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#7fb6e0', '#d5e9f6']) + linearGradient('wall', ['#2f3640', '#3d4450']);
  let body = `<rect width="${w}" height="${h}" fill="url(#wall)"/><rect x="${w * 0.1}" y="${h * 0.1}" width="${w * 0.8}" height="${h * 0.42}" fill="url(#sky)"/>`;
  body += `<g transform="translate(${w * 0.1} 0)">${trees(rng, w * 0.8, h * 0.4, 14, 26, ['#4a7a3f', '#3c6934'])}<rect y="${h * 0.4}" width="${w * 0.8}" height="${h * 0.12}" fill="#86b85a"/>${rail(w * 0.8, h * 0.46, 0, 60)}</g>`;
  for (let x = w * 0.1; x <= w * 0.9; x += w * 0.2)
    body += `<rect x="${x - 6}" y="${h * 0.1}" width="12" height="${h * 0.42}" fill="#2f3640"/>`;
  body += `<rect y="${h * 0.56}" width="${w}" height="${h * 0.44}" fill="#4b3b2f"/>`;
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 10; col++) {
      const x = w * 0.1 + col * w * 0.085 + row * 6;
      body += `<rect x="${x}" y="${h * 0.62 + row * 80}" width="${w * 0.06}" height="54" rx="8" fill="#8e2b3b"/><rect x="${x}" y="${h * 0.6 + row * 80}" width="${w * 0.06}" height="22" rx="6" fill="#a63a4c"/>`;
    }
  }
  return svgDocument(w, h, body, defs);
};

export const millineryDisplay: Scene = (rng, w, h) => {
  const defs = linearGradient('wall', ['#f3e3e8', '#ead2da', '#dcbfc9']);
  let body = `<rect width="${w}" height="${h}" fill="url(#wall)"/><rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#b98f7a"/>`;
  const palettes = [
    ['#1d2b4a', '#1d2b4a', '#f2efe6', '#e8b4b8'],
    ['#e8b4b8', '#f4d3d8', '#8a1c2b', '#ffffff'],
    ['#f2efe6', '#e9dcc6', '#2d5d3a', '#c9a227'],
  ];
  palettes.forEach((p, i) => {
    const x = w * (0.2 + i * 0.3);
    body += `<rect x="${x - 8}" y="${h * 0.5}" width="16" height="${h * 0.28}" fill="#6b4a3a"/><ellipse cx="${x}" cy="${h * 0.78}" rx="70" ry="12" fill="#6b4a3a"/>`;
    body += hat(x, h * 0.42, 0.95 - i * 0.05, p[0] as string, p[1] as string, p[2] as string, p[3] as string);
  });
  body += dots(rng, w, 0, h * 0.3, 30, '#ffffff', 6, 0.4);
  return svgDocument(w, h, body, defs);
};

export const enclosureLawn: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#5aa0dc', '#bcdcf5']);
  let body =
    sky(w, h, 'sky') +
    clouds(rng, w, 40, 200, 6, '#ffffff', 0.85) +
    grandstand(w * 0.05, h * 0.5, w * 0.9, h * 0.26, '#f2ede2', '#4f6d86', '#22303c') +
    turf(w, h, h * 0.5, '#8dc05d', '#7cae4f', 7);
  for (let i = 0; i < 6; i++) {
    const x = w * 0.1 + i * w * 0.16 + between(rng, -20, 20);
    const y = h * 0.66 + (i % 2) * 80;
    const colour = ['#1d3f8f', '#ffffff', '#0f7a4a', '#c8102e'][i % 4] as string;
    body += `<rect x="${x - 3}" y="${y - 90}" width="6" height="150" fill="#777"/><path d="M${x - 110} ${y - 80} Q${x} ${y - 170} ${x + 110} ${y - 80} Z" fill="${colour}"/><path d="M${x - 110} ${y - 80} Q${x} ${y - 100} ${x + 110} ${y - 80}" stroke="#ffffff" stroke-width="3" fill="none"/>`;
    body += `<rect x="${x - 60}" y="${y + 40}" width="120" height="14" fill="#f4f1e8"/>`;
  }
  body += crowd(rng, 0, w, h * 0.99, 20, CROWD);
  return svgDocument(w, h, body, defs);
};

export const bandstandEvening: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#1e2a5a', '#6a4c8c', '#e58f65']);
  let body =
    sky(w, h, 'sky') +
    trees(rng, w, h * 0.62, 30, 60, ['#1d2233', '#232a3d']) +
    turf(w, h, h * 0.62, '#3f5a3a', '#364e33');
  const cx = w / 2;
  body += `<path d="M${cx - 260} ${h * 0.34} L${cx} ${h * 0.16} L${cx + 260} ${h * 0.34} Z" fill="#e9e1d0"/><rect x="${cx - 240}" y="${h * 0.34}" width="480" height="18" fill="#c8102e"/>`;
  for (let x = cx - 230; x <= cx + 230; x += 92)
    body += `<rect x="${x}" y="${h * 0.36}" width="10" height="${h * 0.3}" fill="#e9e1d0"/>`;
  body += `<rect x="${cx - 270}" y="${h * 0.66}" width="540" height="40" fill="#d9cfbc"/>`;
  for (let i = 0; i < 6; i++)
    body += `<circle cx="${cx - 180 + i * 72}" cy="${h * 0.5}" r="16" fill="#11131c"/><rect x="${cx - 196 + i * 72}" y="${h * 0.52}" width="32" height="70" rx="10" fill="#11131c"/>`;
  for (let i = 0; i < 40; i++)
    body += `<circle cx="${(i * w) / 40 + 20}" cy="${h * 0.12 + Math.sin(i / 3) * 20}" r="7" fill="#ffd98a"/>`;
  body += crowd(rng, 0, w, h, 24, ['#0e1018', '#151824']);
  return svgDocument(w, h, body, defs);
};

export const concertStage: Scene = (rng, w, h) => {
  const defs =
    linearGradient('sky', ['#080818', '#1a1040']) + linearGradient('beam', ['#ffffff', '#ffffff00']);
  let body = sky(w, h, 'sky');
  const colours = ['#ff3d7f', '#3dc1ff', '#ffd23d', '#9d4dff'];
  for (let i = 0; i < 8; i++) {
    const x = w * 0.15 + i * w * 0.1;
    body += `<path d="M${x} ${h * 0.2} L${x - 220 + i * 50} ${h} L${x - 120 + i * 50} ${h} Z" fill="${colours[i % 4]}" opacity="0.22"/>`;
  }
  body += `<rect x="${w * 0.1}" y="${h * 0.18}" width="${w * 0.8}" height="24" fill="#2a2a3a"/><rect x="${w * 0.15}" y="${h * 0.62}" width="${w * 0.7}" height="${h * 0.08}" fill="#1c1c28"/>`;
  body +=
    dots(rng, w, h * 0.1, h * 0.6, 50, '#ffffff', 2, 0.5) + crowd(rng, 0, w, h, 30, ['#05050a', '#0b0b14']);
  for (let i = 0; i < 14; i++)
    body += `<rect x="${between(rng, 0, w)}" y="${h * 0.72}" width="10" height="70" rx="5" fill="#05050a" transform="rotate(${between(rng, -20, 20).toFixed(0)} ${w / 2} ${h})"/>`;
  return svgDocument(w, h, body, defs);
};

export const privateBox: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#6ea8dc', '#cfe5f5']);
  let body =
    sky(w, h, 'sky') +
    clouds(rng, w, 40, 200, 5, '#ffffff', 0.8) +
    ridge(rng, w, h, h * 0.45, 30, '#96b18d', 200) +
    trees(rng, w, h * 0.5, 16, 30, ['#3f6b3a', '#4c7a44']) +
    turf(w, h, h * 0.5, '#8cc05d', '#79ab4f', 6) +
    rail(w, h * 0.6, 10, 60);
  body +=
    horse(w * 0.3, h * 0.52, 0.8, '#2b1a0e', { body: '#c8102e', cap: '#fff' }) +
    horse(w * 0.42, h * 0.54, 0.8, '#4a2c18', { body: '#1d3f8f', cap: '#f2c230' });
  body += `<path d="M0 0 H${w} V${h} H0 Z M${w * 0.08} ${h * 0.08} V${h * 0.7} H${w * 0.92} V${h * 0.08} Z" fill="#2b2118" fill-rule="evenodd"/>`;
  body += `<rect x="${w * 0.497}" y="${h * 0.08}" width="${w * 0.006}" height="${h * 0.62}" fill="#2b2118"/><rect y="${h * 0.76}" width="${w}" height="${h * 0.24}" fill="#f5f0e6"/>`;
  body +=
    flute(w * 0.2, h * 0.5, 0.9) +
    flute(w * 0.26, h * 0.52, 0.9) +
    plate(rng, w * 0.62, h * 0.9, 90, ['#e9c46a', '#2a9d8f']);
  return svgDocument(w, h, body, defs);
};

export const meadow: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#79b8e8', '#d8ecf8']) + radialGlow('glow', '#fffbe0');
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.82, h * 0.2, 46, '#fffbe6', 'glow') +
    ridge(rng, w, h, h * 0.5, 40, '#9dbb8a', 200) +
    trees(rng, w, h * 0.56, 24, 46, ['#3f6b3a', '#4c7a44', '#2f5a2c']);
  body += `<rect y="${h * 0.56}" width="${w}" height="${h * 0.44}" fill="#7fae4e"/>`;
  body += `<path d="M${w * 0.05} ${h * 0.56} L${w * 0.3} ${h * 0.4} L${w * 0.55} ${h * 0.56} Z" fill="#3a4a5e"/>`;
  for (let i = 0; i < 6; i++)
    body += `<rect x="${w * 0.1 + i * 50}" y="${h * 0.46 + (i % 2) * 4}" width="44" height="26" fill="#223a66" stroke="#9fb7d8" stroke-width="2" transform="skewX(-20)"/>`;
  body +=
    dots(rng, w, h * 0.6, h, 320, '#f6e04b', 7) +
    dots(rng, w, h * 0.6, h, 200, '#e8486a', 6) +
    dots(rng, w, h * 0.6, h, 180, '#ffffff', 6) +
    dots(rng, w, h * 0.6, h, 120, '#7b6cf0', 5);
  return svgDocument(w, h, body, defs);
};

export const kitesOpenDay: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#4ca3e6', '#a9d6f7', '#eef8ff']);
  let body =
    sky(w, h, 'sky') +
    clouds(rng, w, 60, 300, 6, '#ffffff', 0.9) +
    trees(rng, w, h * 0.66, 26, 48, ['#4a7a3f', '#3c6934']) +
    turf(w, h, h * 0.66, '#98ca68', '#86b958', 6);
  for (let i = 0; i < 5; i++) {
    const x = w * (0.15 + i * 0.17);
    const y = h * (0.14 + (i % 2) * 0.16);
    const colour = ['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93'][i] as string;
    body += `<path d="M${x} ${y - 60} L${x + 45} ${y} L${x} ${y + 70} L${x - 45} ${y} Z" fill="${colour}"/><path d="M${x} ${y + 70} Q${x + 40} ${h * 0.6} ${x - 20 + i * 10} ${h * 0.86}" stroke="#444" stroke-width="2" fill="none"/>`;
  }
  body +=
    crowd(rng, w * 0.05, w * 0.95, h * 0.92, 20, CROWD) +
    bunting(w, h * 0.58, 30, ['#ff595e', '#ffca3a', '#8ac926', '#1982c4']);
  return svgDocument(w, h, body, defs);
};

/**
 * The course map. It heads Getting Here, where the page's title sits over its lower half at 1440 px and
 * the whole map shows, small, above the title on a phone: so five labels, large and in boxes that fit
 * their words, stand in two rows in the upper half, and the lower half is track and grid alone.
 */
export const courseMap: Scene = (_rng, w, h) => {
  let body = `<rect width="${w}" height="${h}" fill="#e8efe0"/>`;
  for (let x = 0; x < w; x += 80) body += `<rect x="${x}" y="0" width="1" height="${h}" fill="#d3dccb"/>`;
  for (let y = 0; y < h; y += 80) body += `<rect x="0" y="${y}" width="${w}" height="1" fill="#d3dccb"/>`;
  body += `<path d="M300 700 C120 700 120 240 420 220 L1160 200 C1460 200 1500 620 1240 680 L520 700" fill="none" stroke="#6aa84f" stroke-width="70" stroke-linecap="round"/>`;
  body += `<path d="M300 700 C120 700 120 240 420 220 L1160 200 C1460 200 1500 620 1240 680 L520 700" fill="none" stroke="#ffffff" stroke-width="3" stroke-dasharray="14 10"/>`;
  body += `<path d="M200 790 L1380 790" stroke="#6aa84f" stroke-width="60" stroke-linecap="round"/>`;
  // DejaVu Sans Bold runs about 0.7 of its size a letter: each box is its words' width plus a margin.
  // Every label lies above y 450, over the track's far side; the title's band below stays track and grid.
  const size = 34;
  const labels: [number, number, string, string][] = [
    [408, 300, '#c58b3a', 'Car Park A'],
    [794, 300, '#4b2a7b', 'Royal Enclosure'],
    [1179, 300, '#8a1c2b', 'Grandstand'],
    [560, 410, '#0f7a4a', 'Windsor Enclosure'],
    [1000, 410, '#1d3f8f', 'Parade Ring'],
  ];
  for (const [x, y, colour, label] of labels) {
    const width = Math.round(label.length * size * 0.7 + 48);
    body +=
      `<rect x="${x - width / 2}" y="${y - 40}" width="${width}" height="70" rx="12" fill="${colour}" stroke="#ffffff" stroke-width="4"/>` +
      text(x, y + 7, size, '#ffffff', label, { family: 'DejaVu Sans', weight: 'bold' });
  }
  body +=
    text(790, 860, 24, '#2d4a24', 'THE STRAIGHT MILE', { family: 'DejaVu Sans', spacing: 6 }) +
    text(w - 120, 110, 60, '#2d4a24', 'N', { weight: 'bold' }) +
    `<path d="M${w - 120} 120 l-20 60 l20 -14 l20 14 Z" fill="#2d4a24"/>`;
  return svgDocument(w, h, body);
};

/**
 * A car park on a raceday morning: rows of cars on the grass with a steward waving them in, a blue P
 * sign, and the Grandstand beyond the trees. The rows repeat across the picture, so any crop shows cars.
 */
export const carPark: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#7fb6e6', '#d6eaf8']) + radialGlow('glow', '#fffbe0');
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.36, h * 0.14, 40, '#fffbe6', 'glow') +
    clouds(rng, w, 50, 220, 5, '#ffffff', 0.9) +
    grandstand(w * 0.52, h * 0.42, w * 0.36, h * 0.2, '#f1ead8', '#5b6f8a', '#2d4a3a') +
    trees(rng, w, h * 0.45, 22, 40, ['#3f6b3a', '#4c7a44', '#2f5a2c']);
  body += `<rect y="${h * 0.45}" width="${w}" height="${h * 0.55}" fill="#86b35a"/>`;
  const colours = ['#c8102e', '#1d3f8f', '#f2f2f2', '#2b2b2b', '#0f7a4a', '#d4af37', '#8a8f98', '#4b2a7b'];
  // Rows from the back (small) to the front (large), each car a body, a cabin, glass and two wheels.
  const rows = [
    [0.5, 0.45],
    [0.6, 0.65],
    [0.74, 0.9],
    [0.92, 1.2],
  ] as const;
  for (const [row, scale] of rows) {
    const y = h * row;
    const length = 150 * scale;
    const gap = 34 * scale;
    body += `<rect y="${r1(y + 6 * scale)}" width="${w}" height="${r1(4 * scale)}" fill="#6f9a47"/>`;
    for (let x = -between(rng, 0, length); x < w; x += length + gap) {
      const colour = colours[Math.floor(rng() * colours.length)] as string;
      const bodyTop = y - 34 * scale;
      body +=
        `<rect x="${r1(x)}" y="${r1(bodyTop)}" width="${r1(length)}" height="${r1(30 * scale)}" rx="${r1(10 * scale)}" fill="${colour}"/>` +
        `<path d="M${r1(x + length * 0.2)} ${r1(bodyTop + 2)} L${r1(x + length * 0.32)} ${r1(bodyTop - 26 * scale)} L${r1(x + length * 0.72)} ${r1(bodyTop - 26 * scale)} L${r1(x + length * 0.84)} ${r1(bodyTop + 2)} Z" fill="${colour}"/>` +
        `<path d="M${r1(x + length * 0.27)} ${r1(bodyTop)} L${r1(x + length * 0.35)} ${r1(bodyTop - 20 * scale)} L${r1(x + length * 0.69)} ${r1(bodyTop - 20 * scale)} L${r1(x + length * 0.77)} ${r1(bodyTop)} Z" fill="#bcd7ec" opacity="0.9"/>` +
        `<circle cx="${r1(x + length * 0.22)}" cy="${r1(y - 4 * scale)}" r="${r1(11 * scale)}" fill="#1d1d1d"/>` +
        `<circle cx="${r1(x + length * 0.78)}" cy="${r1(y - 4 * scale)}" r="${r1(11 * scale)}" fill="#1d1d1d"/>`;
    }
  }
  // The parking sign on its post, at the left where the road comes in, inside a square card's crop.
  const signX = w * 0.2;
  body +=
    `<rect x="${r1(signX - 5)}" y="${r1(h * 0.3)}" width="10" height="${r1(h * 0.28)}" fill="#555"/>` +
    `<rect x="${r1(signX - 60)}" y="${r1(h * 0.18)}" width="120" height="120" rx="14" fill="#1d4f9a" stroke="#ffffff" stroke-width="6"/>` +
    text(signX, h * 0.18 + 92, 92, '#ffffff', 'P', { family: 'DejaVu Sans', weight: 'bold' });
  return svgDocument(w, h, body, defs);
};

export const christmasParty: Scene = (rng, w, h) => {
  const defs = linearGradient('room', ['#1a0f1f', '#3a1420', '#1a0f1f']);
  let body =
    `<rect width="${w}" height="${h}" fill="url(#room)"/>` +
    dots(rng, w, 0, h, 70, '#ffcf70', 40, 0.12) +
    dots(rng, w, 0, h, 60, '#ff6b6b', 24, 0.12);
  for (let i = 0; i < 12; i++) {
    const x = w * 0.06 + i * w * 0.08;
    const y = h * 0.18 + (i % 3) * 60;
    body += `<path d="M${x} 0 L${x} ${y - 30}" stroke="#d4af37" stroke-width="2"/><circle cx="${x}" cy="${y}" r="30" fill="${['#c8102e', '#d4af37', '#1f6b3a'][i % 3]}"/><rect x="${x - 8}" y="${y - 38}" width="16" height="10" fill="#d4af37"/>`;
  }
  body += `<rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#f3ece0"/>`;
  for (let i = 0; i < 5; i++) body += flute(w * 0.15 + i * w * 0.17, h * 0.46, 0.9);
  return svgDocument(w, h, body, defs);
};

// A colour fading out downwards (light lying on grass), or upwards (a light beam), from `opacity`.
// The new pavilion's launch: the finished building lit from within at dusk, searchlights behind it and
// its light on the turf, as a campaign's key visual (never a site plan).
export const pavilionProject: Scene = (rng, w, h) => {
  const base = h * 0.66;
  const defs =
    linearGradient('sky', ['#0b1530', '#2a2350', '#8a4a5c', '#e79a5a']) +
    radialGlow('glow', '#ffcf8a', 0.9) +
    linearGradient('glass', ['#ffe3a8', '#f3b35c', '#c9793a']) +
    linearGradient('roof', ['#f0d58a', '#b8862f']) +
    fading('beam', '#fff2c8', 1, true) +
    fading('shine', '#f6b864', 0.3);
  let body = sky(w, h, 'sky') + dots(rng, w, 0, h * 0.3, 70, '#ffffff', 1.4, 0.7);
  // Searchlights fanning up from behind the building.
  for (const [x, lean] of [
    [0.3, -0.22],
    [0.45, -0.08],
    [0.62, 0.06],
    [0.8, 0.2],
  ] as const) {
    const foot = w * x;
    const top = foot + w * lean;
    body += `<path d="M${foot - 6} ${base - h * 0.28} L${top - 60} -20 L${top + 60} -20 L${foot + 6} ${base - h * 0.28} Z" fill="url(#beam)" opacity="0.35"/>`;
  }
  body += `<circle cx="${w * 0.58}" cy="${base - h * 0.16}" r="${h * 0.55}" fill="url(#glow)" opacity="0.55"/>`;
  body += trees(rng, w, base + 4, 26, 48, ['#141a2c', '#1a2135', '#10162a']);
  // The building: two glazed floors under a cantilevered roof that lifts at both ends.
  const left = w * 0.16;
  const right = w * 0.94;
  const floor = h * 0.13;
  body += `<rect x="${left}" y="${base - floor * 2}" width="${right - left}" height="${floor * 2}" fill="url(#glass)"/>`;
  body += `<rect x="${left}" y="${base - floor - 5}" width="${right - left}" height="10" fill="#3a2a22"/>`;
  for (let x = left; x <= right; x += (right - left) / 26) {
    body += `<rect x="${x.toFixed(1)}" y="${(base - floor * 2).toFixed(1)}" width="4" height="${(floor * 2).toFixed(1)}" fill="#5a3d28" opacity="0.8"/>`;
  }
  // Diners on the upper terrace and a crowd on the lawn, dark against the light.
  for (let x = left + 30; x < right - 60; x += between(rng, 90, 200)) {
    body += crowd(rng, x, x + between(rng, 20, 60), base - floor - 5, 7, ['#3a2418', '#4a2e1e', '#2c1c14']);
  }
  for (let x = left - 40; x < right + 20; x += between(rng, 70, 150)) {
    body += crowd(rng, x, x + between(rng, 25, 70), base, 9, ['#1c130e', '#2a1a12']);
  }
  const lift = h * 0.07;
  const roofY = base - floor * 2 - 8;
  body += `<path d="M${left - w * 0.08} ${roofY - lift} Q${(left + right) / 2} ${roofY + lift * 0.5} ${right + w * 0.05} ${roofY - lift * 1.2} L${right + w * 0.05} ${roofY - lift * 1.2 + 16} Q${(left + right) / 2} ${roofY + lift * 0.5 + 22} ${left - w * 0.08} ${roofY - lift + 14} Z" fill="url(#roof)"/>`;
  body += `<path d="M${left - w * 0.08} ${roofY - lift + 14} Q${(left + right) / 2} ${roofY + lift * 0.5 + 22} ${right + w * 0.05} ${roofY - lift * 1.2 + 16}" stroke="#fff4d6" stroke-width="3" fill="none" opacity="0.9"/>`;
  for (const x of [0.24, 0.42, 0.6, 0.78, 0.9]) {
    body += `<rect x="${w * x - 4}" y="${roofY - 4}" width="8" height="${base - roofY + 4}" fill="#2a1e18"/>`;
  }
  // The lawn and the course in front, with the building's light lying on it.
  body += turf(w, h, base, '#24402a', '#1c3322', 7);
  body += `<path d="M${left} ${base} L${right} ${base} L${right + w * 0.12} ${h} L${left - w * 0.12} ${h} Z" fill="url(#shine)"/>`;
  body += rail(w, h * 0.84, 14, 90, '#f4efe2', 5);
  return svgDocument(w, h, body, defs);
};

export const closeFinish: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#88b4dc', '#e0ecf6']);
  let body =
    sky(w, h, 'sky') +
    trees(rng, w, h * 0.4, 18, 34, ['#4a7142', '#3a5f36']) +
    turf(w, h, h * 0.4, '#86b85a', '#6e9e46', 6) +
    rail(w, h * 0.46, 0, 50);
  const silks: Silks[] = [
    { body: '#c8102e', cap: '#fff' },
    { body: '#1d3f8f', cap: '#f2c230' },
    { body: '#0f7a4a', cap: '#fff', sleeves: '#fff' },
  ];
  silks.forEach((s, i) => {
    body += horse(
      w * (0.12 + i * 0.05),
      h * (0.32 + i * 0.12),
      3.2 + i * 0.3,
      ['#2a1a10', '#4a2c18', '#1a120c'][i] as string,
      s,
    );
  });
  body += crowd(rng, 0, w, h * 0.42, 8, CROWD);
  return svgDocument(w, h, body, defs);
};

// The restaurants and the Champagne Bar, each drawn as its own room: a view of the course through
// its windows or over its rail, its roof, its tables laid in depth, its light and what it serves.
// One room builder, so the eight rooms share perspective and scale; each room's own details are
// the options and the foreground it adds.
import { CROWD, type Scene } from './scenes';
import { orangeTree, standingHorse } from './story-scenes';
import {
  type Rng,
  type Silks,
  between,
  clouds,
  crowd,
  fading,
  grandstand,
  horse,
  linearGradient,
  pick,
  r1,
  radialGlow,
  rail,
  ridge,
  sky,
  sun,
  svgDocument,
  trees,
  turf,
} from './svg';

interface Room {
  /** the sky beyond the glass, top to horizon */
  sky: string[];
  /** turf stripes, light and dark */
  turf: [string, string];
  trees: string[];
  /** what passes on the course: runners at a gallop, horses walking the ring, or nothing */
  course: 'gallop' | 'ring' | 'quiet';
  /** where along the far side the Grandstand stands, for a room that sees the straight */
  standAt?: number;
  /** 'open' is a deck or terrace with a rail; 'windows' has mullions; 'glass' is a glass house */
  openings: 'open' | 'windows' | 'glass';
  /** wall and frame colour, and the roof or ceiling over the room */
  frame: string;
  roof: 'awning' | 'beams' | 'cage' | 'glass' | 'coffered';
  roofColours: string[];
  floor: string[];
  /** the boards' lines, for a deck or a parquet floor */
  boards?: string;
  cloth: string;
  chair: string;
  lights: 'pendants' | 'strings' | 'candles' | 'none';
  light: string;
  /** what is on the plates, and in the glasses */
  food: string[];
  drink: string;
  /** a low sun's glow, or none at noon */
  sunAt?: [x: number, y: number, colour: string];
  /** round tables in rows (a restaurant), or one long table down the room (a private dining room) */
  layout?: 'rounds' | 'long';
  /** the room's own foreground, drawn last */
  foreground?: (rng: Rng, w: number, h: number) => string;
}

const RUNNERS: Silks[] = [
  { body: '#c8102e', cap: '#ffffff' },
  { body: '#1d3f8f', cap: '#f2c230' },
  { body: '#0f7a4a', cap: '#ffffff', sleeves: '#ffffff' },
  { body: '#f2c230', cap: '#1b1b1b', sleeves: '#1b1b1b' },
];

// A hero is cropped to a band across the middle, so the room's life sits between 0.2 and 0.85.
const HORIZON = 0.38;
const FLOOR = 0.54;

/** The course seen from the room: sky, far trees, the straight, its rail, and what is on it. */
function view(rng: Rng, room: Room, w: number, h: number): string {
  const horizon = h * HORIZON;
  let out = sky(w, h * FLOOR, 'room-sky');
  if (room.sunAt) out += sun(w * room.sunAt[0], h * room.sunAt[1], 30, room.sunAt[2], 'room-sun');
  out += clouds(rng, w, h * 0.08, h * 0.26, 5, '#ffffff', 0.45);
  out += ridge(rng, w, h * FLOOR, horizon - 24, 26, room.trees[0] ?? '#3a5a3a', 120);
  out += trees(rng, w, horizon + 2, 14, 30, room.trees);
  out += turf(w, h * FLOOR, horizon, room.turf[0], room.turf[1], 5);
  if (room.course === 'gallop') {
    const stand = room.standAt ?? 0.72;
    out += grandstand(w * stand, horizon + 6, w * 0.24, h * 0.1, '#efe8d8', '#7c8fa3', '#23402f');
    out += crowd(rng, w * (stand - 0.02), w * (stand + 0.26), horizon + 14, 5, CROWD);
    const first = stand > 0.5 ? 0.18 : 0.5;
    RUNNERS.forEach((silks, i) => {
      out += horse(w * (first + i * 0.1), horizon + h * 0.09 + (i % 2) * 8, 0.5, '#5a3a24', silks);
    });
    out += rail(w, horizon + h * 0.13, 6, 70, '#ffffff', 4);
  } else if (room.course === 'ring') {
    const cy = horizon + h * 0.09;
    out += `<ellipse cx="${w / 2}" cy="${r1(cy)}" rx="${r1(w * 0.38)}" ry="${r1(h * 0.07)}" fill="${room.turf[0]}" stroke="#ffffff" stroke-width="4"/>`;
    out += crowd(rng, w * 0.08, w * 0.92, cy - h * 0.06, 4, CROWD);
    for (let i = 0; i < 5; i++) {
      const x = w * (0.2 + i * 0.14);
      out += standingHorse(
        x,
        cy + (i % 2 ? 8 : -4),
        0.34,
        pick(rng, ['#5a3a24', '#3b2618', '#8a5a34']),
        '#2a1a12',
        'walk',
        i % 2 === 1,
      );
    }
  } else {
    out += rail(w, horizon + h * 0.1, 8, 80, '#ffffff', 4);
  }
  return out;
}

/** The glass and what holds it up: mullions, a deck's rail or a glass house's bars. */
function openings(room: Room, w: number, h: number): string {
  const top = h * 0.1;
  const base = h * FLOOR;
  if (room.openings === 'open') {
    // the deck's own rail, close to the viewer, and posts holding the roof
    let out = `<rect y="${r1(base - h * 0.07)}" width="${w}" height="${r1(h * 0.012)}" fill="${room.frame}"/>`;
    for (let x = 0; x <= w; x += w / 24)
      out += `<rect x="${r1(x - 2)}" y="${r1(base - h * 0.07)}" width="4" height="${r1(h * 0.07)}" fill="${room.frame}"/>`;
    for (const fx of [0.02, 0.5, 0.98])
      out += `<rect x="${r1(w * fx - 9)}" y="${r1(top)}" width="18" height="${r1(base - top)}" fill="${room.frame}"/>`;
    return out;
  }
  const panes = room.openings === 'glass' ? 12 : 5;
  let out = `<rect y="${r1(base - h * 0.03)}" width="${w}" height="${r1(h * 0.03)}" fill="${room.frame}"/>`;
  for (let i = 0; i <= panes; i++) {
    const x = (w * i) / panes;
    out += `<rect x="${r1(x - (room.openings === 'glass' ? 3 : 10))}" y="${r1(top)}" width="${room.openings === 'glass' ? 6 : 20}" height="${r1(base - top)}" fill="${room.frame}"/>`;
  }
  if (room.openings === 'glass')
    out += `<rect y="${r1(h * 0.3)}" width="${w}" height="5" fill="${room.frame}"/>`;
  return out;
}

/** The roof: a striped awning, timber beams, the birdcage's iron ribs, a glass roof or a ceiling. */
function roof(room: Room, w: number, h: number): string {
  const depth = h * 0.1;
  const [first = '#ffffff', second = '#1d3f8f'] = room.roofColours;
  if (room.roof === 'awning') {
    let out = '';
    const stripes = 16;
    for (let i = 0; i < stripes; i++) {
      const x = (w * i) / stripes;
      const width = w / stripes;
      out += `<path d="M${r1(x)} 0 L${r1(x + width)} 0 L${r1(x + width)} ${r1(depth)} Q${r1(x + width / 2)} ${r1(depth + 16)} ${r1(x)} ${r1(depth)} Z" fill="${i % 2 ? second : first}"/>`;
    }
    return out + `<rect y="0" width="${w}" height="${r1(depth * 0.3)}" fill="#000000" opacity="0.12"/>`;
  }
  if (room.roof === 'beams') {
    let out = `<rect width="${w}" height="${r1(depth)}" fill="${first}"/>`;
    for (let x = -w * 0.05; x <= w * 1.05; x += w / 9)
      out += `<path d="M${r1(w / 2 + (x - w / 2) * 0.7)} 0 L${r1(x)} ${r1(depth)}" stroke="${second}" stroke-width="14"/>`;
    return out + `<rect y="${r1(depth - 10)}" width="${w}" height="14" fill="${second}"/>`;
  }
  if (room.roof === 'cage') {
    // a dome of iron ribs meeting over the middle of the room
    let out = '';
    for (let i = 0; i <= 14; i++) {
      const x = (w * i) / 14;
      out += `<path d="M${r1(x)} ${r1(h * FLOOR)} Q${r1(x + (w / 2 - x) * 0.2)} ${r1(h * 0.05)} ${r1(w / 2)} ${r1(-h * 0.05)}" stroke="${first}" stroke-width="${i % 2 ? 3 : 6}" fill="none"/>`;
    }
    for (const y of [0.1, 0.22, 0.36])
      out += `<path d="M0 ${r1(h * (y + 0.1))} Q${w / 2} ${r1(h * (y - 0.08))} ${w} ${r1(h * (y + 0.1))}" stroke="${second}" stroke-width="4" fill="none"/>`;
    return out;
  }
  if (room.roof === 'glass')
    return `<path d="M0 ${r1(depth)} Q${w / 2} ${r1(-depth)} ${w} ${r1(depth)}" stroke="${first}" stroke-width="12" fill="none"/><rect width="${w}" height="6" fill="${first}"/>`;
  // a coffered ceiling
  let out = `<rect width="${w}" height="${r1(depth)}" fill="${first}"/>`;
  for (let x = 0; x < w; x += w / 10)
    out += `<rect x="${r1(x + 8)}" y="8" width="${r1(w / 10 - 16)}" height="${r1(depth - 20)}" fill="${second}" opacity="0.6"/>`;
  return out;
}

/** A round table laid for lunch at (x, y), `scale` from the back of the room (0.4) to the front (1.2). */
function table(rng: Rng, room: Room, x: number, y: number, scale: number): string {
  const rx = 110 * scale;
  const ry = 30 * scale;
  const drop = 58 * scale;
  let out = `<ellipse cx="${r1(x)}" cy="${r1(y + drop + 4 * scale)}" rx="${r1(rx * 1.1)}" ry="${r1(ry * 0.7)}" fill="#000000" opacity="0.16"/>`;
  for (const side of [-1, 1])
    out += `<rect x="${r1(x + side * rx * 1.02 - 16 * scale)}" y="${r1(y - 44 * scale)}" width="${r1(32 * scale)}" height="${r1(96 * scale)}" rx="${r1(10 * scale)}" fill="${room.chair}"/>`;
  out += `<path d="M${r1(x - rx)} ${r1(y)} L${r1(x - rx)} ${r1(y + drop)} Q${r1(x)} ${r1(y + drop + ry)} ${r1(x + rx)} ${r1(y + drop)} L${r1(x + rx)} ${r1(y)} Z" fill="${room.cloth}"/>`;
  out += `<path d="M${r1(x - rx)} ${r1(y + drop)} Q${r1(x)} ${r1(y + drop + ry)} ${r1(x + rx)} ${r1(y + drop)}" stroke="#000000" stroke-opacity="0.1" stroke-width="${r1(4 * scale)}" fill="none"/>`;
  out += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${room.cloth}"/><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="#ffffff" opacity="0.35"/>`;
  // plates round the edge, food on the nearer ones, glasses behind them
  for (let i = 0; i < 4; i++) {
    const angle = (i / 4) * Math.PI * 2 + 0.4;
    const px = x + Math.cos(angle) * rx * 0.62;
    const py = y + Math.sin(angle) * ry * 0.62;
    out += `<ellipse cx="${r1(px)}" cy="${r1(py)}" rx="${r1(20 * scale)}" ry="${r1(6 * scale)}" fill="#fbfaf6" stroke="#c9a227" stroke-width="${r1(1.2 * scale)}"/>`;
    if (Math.sin(angle) > -0.2)
      out += `<ellipse cx="${r1(px)}" cy="${r1(py - 1.5 * scale)}" rx="${r1(9 * scale)}" ry="${r1(3.5 * scale)}" fill="${pick(rng, room.food)}"/>`;
    const gx = px + 14 * scale;
    const gy = py - 6 * scale;
    out += `<path d="M${r1(gx - 5 * scale)} ${r1(gy - 22 * scale)} L${r1(gx + 5 * scale)} ${r1(gy - 22 * scale)} L${r1(gx + 3 * scale)} ${r1(gy - 10 * scale)} L${r1(gx - 3 * scale)} ${r1(gy - 10 * scale)} Z" fill="${room.drink}" opacity="0.9"/><rect x="${r1(gx - 0.8 * scale)}" y="${r1(gy - 10 * scale)}" width="${r1(1.6 * scale)}" height="${r1(10 * scale)}" fill="#ffffff" opacity="0.8"/>`;
  }
  // the centrepiece: a candle in the evening, flowers by day
  if (room.lights === 'candles' || room.lights === 'strings')
    out += `<circle cx="${r1(x)}" cy="${r1(y - 14 * scale)}" r="${r1(40 * scale)}" fill="url(#room-candle)"/><rect x="${r1(x - 3 * scale)}" y="${r1(y - 22 * scale)}" width="${r1(6 * scale)}" height="${r1(18 * scale)}" fill="#fbf6ea"/><ellipse cx="${r1(x)}" cy="${r1(y - 26 * scale)}" rx="${r1(3 * scale)}" ry="${r1(6 * scale)}" fill="#ffcf6b"/>`;
  else
    for (let f = 0; f < 4; f++)
      out += `<circle cx="${r1(x + (f - 1.5) * 8 * scale)}" cy="${r1(y - 10 * scale - (f % 2) * 6 * scale)}" r="${r1(7 * scale)}" fill="${['#f4a6b8', '#ffffff', '#f7d08a', '#c9e4a5'][f]}"/>`;
  return out;
}

/** One long table running away from the viewer, chairs down both sides, candles along it. */
function longTable(rng: Rng, room: Room, w: number, h: number): string {
  const far = h * 0.58;
  const near = h * 0.92;
  const halfAt = (t: number) => w * (0.07 + 0.2 * t);
  let out = '';
  const places = 8;
  // chairs first: the table's top covers their nearer edge
  for (let i = 0; i < places; i++) {
    const t = (i + 0.5) / places;
    const y = far + (near - far) * t;
    const size = 0.45 + 0.75 * t;
    for (const side of [-1, 1]) {
      const x = w / 2 + side * (halfAt(t) + 16 * size);
      out += `<rect x="${r1(x - 16 * size)}" y="${r1(y - 60 * size)}" width="${r1(32 * size)}" height="${r1(74 * size)}" rx="${r1(6 * size)}" fill="${room.chair}"/>`;
    }
  }
  out += `<path d="M${r1(w / 2 - halfAt(0))} ${r1(far)} L${r1(w / 2 + halfAt(0))} ${r1(far)} L${r1(w / 2 + halfAt(1))} ${r1(near)} L${r1(w / 2 - halfAt(1))} ${r1(near)} Z" fill="${room.cloth}"/>`;
  out += `<path d="M${r1(w / 2 - halfAt(1))} ${r1(near)} L${r1(w / 2 + halfAt(1))} ${r1(near)} L${r1(w / 2 + halfAt(1))} ${r1(near + h * 0.05)} L${r1(w / 2 - halfAt(1))} ${r1(near + h * 0.05)} Z" fill="#000000" opacity="0.3"/>`;
  for (let i = 0; i < places; i++) {
    const t = (i + 0.5) / places;
    const y = far + (near - far) * t;
    const size = 0.45 + 0.75 * t;
    for (const side of [-1, 1]) {
      const x = w / 2 + side * halfAt(t) * 0.68;
      out += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(26 * size)}" ry="${r1(8 * size)}" fill="#fbfaf6" stroke="#c9a227" stroke-width="${r1(1.5 * size)}"/><ellipse cx="${r1(x)}" cy="${r1(y - 2 * size)}" rx="${r1(11 * size)}" ry="${r1(4 * size)}" fill="${pick(rng, room.food)}"/>`;
    }
    if (i % 2 === 1)
      out += `<circle cx="${w / 2}" cy="${r1(y - 20 * size)}" r="${r1(60 * size)}" fill="url(#room-candle)"/><rect x="${r1(w / 2 - 4 * size)}" y="${r1(y - 40 * size)}" width="${r1(8 * size)}" height="${r1(34 * size)}" fill="#fbf6ea"/><ellipse cx="${w / 2}" cy="${r1(y - 46 * size)}" rx="${r1(4 * size)}" ry="${r1(8 * size)}" fill="#ffcf6b"/>`;
  }
  return out;
}

/** Pendant lamps on cords, strings of bulbs, or nothing (candles sit on the tables). */
function lights(rng: Rng, room: Room, w: number, h: number): string {
  if (room.lights === 'pendants') {
    let out = '';
    for (let i = 0; i < 6; i++) {
      const x = w * (0.1 + i * 0.16);
      const y = h * (0.2 + (i % 2) * 0.04);
      out += `<path d="M${r1(x)} 0 L${r1(x)} ${r1(y)}" stroke="#2a2a2a" stroke-width="2"/><circle cx="${r1(x)}" cy="${r1(y + 14)}" r="70" fill="url(#room-lamp)"/><path d="M${r1(x - 26)} ${r1(y + 18)} Q${r1(x)} ${r1(y - 14)} ${r1(x + 26)} ${r1(y + 18)} Z" fill="${room.light}"/>`;
    }
    return out;
  }
  if (room.lights === 'strings') {
    let out = '';
    for (let s = 0; s < 3; s++) {
      const y0 = h * (0.12 + s * 0.07);
      const sag = h * (0.08 + s * 0.02);
      for (let i = 0; i <= 26; i++) {
        const t = i / 26;
        const y = y0 + 4 * t * (1 - t) * sag + between(rng, -1, 1);
        out += `<circle cx="${r1(t * w)}" cy="${r1(y)}" r="3.5" fill="${room.light}"/><circle cx="${r1(t * w)}" cy="${r1(y)}" r="11" fill="${room.light}" opacity="0.22"/>`;
      }
    }
    return out;
  }
  return '';
}

function room(options: Room): Scene {
  return (rng, w, h) => {
    const defs =
      linearGradient('room-sky', options.sky) +
      linearGradient('room-floor', options.floor) +
      radialGlow('room-sun', options.sunAt?.[2] ?? '#fff4c8', 0.6) +
      radialGlow('room-lamp', options.light, 0.45) +
      radialGlow('room-candle', '#ffc56b', 0.7) +
      fading('room-shade', '#000000', 0.28, true);
    let body = view(rng, options, w, h);
    body += `<rect y="${r1(h * FLOOR)}" width="${w}" height="${r1(h * (1 - FLOOR))}" fill="url(#room-floor)"/>`;
    if (options.boards) {
      // boards running away from the viewer towards one vanishing point on the horizon
      for (let i = -12; i <= 12; i++)
        body += `<path d="M${r1(w / 2 + i * w * 0.012)} ${r1(h * FLOOR)} L${r1(w / 2 + i * w * 0.09)} ${h}" stroke="${options.boards}" stroke-width="2"/>`;
    }
    body += openings(options, w, h) + roof(options, w, h);
    if (options.layout === 'long') body += longTable(rng, options, w, h);
    else {
      // the room's tables, three rows deep, the back row smallest
      const rows: [number, number, number][] = [
        [0.6, 0.5, 6],
        [0.69, 0.8, 5],
        [0.82, 1.2, 4],
      ];
      rows.forEach(([fy, scale, count], row) => {
        for (let i = 0; i < count; i++) {
          const x = w * ((i + 0.5) / count) + (row % 2 ? w * 0.06 : -w * 0.03) + between(rng, -12, 12);
          body += table(rng, options, x, h * fy, scale);
        }
      });
    }
    body += lights(rng, options, w, h);
    if (options.foreground) body += options.foreground(rng, w, h);
    // a little shade at the foot, where the page's text sits
    body += `<rect y="${r1(h * 0.7)}" width="${w}" height="${r1(h * 0.3)}" fill="url(#room-shade)"/>`;
    return svgDocument(w, h, body, defs);
  };
}

/** A bottle in an ice bucket, close to the viewer. */
function iceBucket(x: number, y: number, scale: number, foil: string): string {
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${scale})">` +
    `<path d="M-8 -150 L8 -150 L12 -100 C30 -90 32 -60 32 -20 L-32 -20 C-32 -60 -30 -90 -12 -100 Z" fill="#1f3b2d"/>` +
    `<rect x="-9" y="-160" width="18" height="24" rx="3" fill="${foil}"/>` +
    `<path d="M-60 -40 L60 -40 L48 60 L-48 60 Z" fill="#d9dde0"/><path d="M-60 -40 L60 -40 L57 -20 L-57 -20 Z" fill="#eef1f3"/>` +
    `<path d="M-40 -40 L-30 50" stroke="#ffffff" stroke-width="6" opacity="0.6"/></g>`
  );
}

/** The Deck: a sun deck over the final furlong, a striped awning, seafood and Champagne. */
export const theDeck: Scene = room({
  sky: ['#5f9fd8', '#a9d0ee', '#e8f3fa'],
  turf: ['#7fb24f', '#6ca040'],
  trees: ['#3f6b3a', '#4a7a42', '#355d33'],
  course: 'gallop',
  openings: 'open',
  frame: '#f4f1ea',
  roof: 'awning',
  roofColours: ['#ffffff', '#1d3f8f'],
  floor: ['#c89a6a', '#a8784c'],
  boards: '#8e6440',
  cloth: '#ffffff',
  chair: '#e9dcc3',
  lights: 'none',
  light: '#ffffff',
  food: ['#f4a261', '#e76f51', '#f1faee', '#2a9d8f'],
  drink: '#f3d36b',
  foreground: (_rng, w, h) =>
    iceBucket(w * 0.93, h * 0.86, 1.3, '#c9a227') + iceBucket(w * 0.06, h * 0.9, 1.1, '#c9a227'),
});

/** The Veranda: shade under a green timber roof, the Parade Ring beyond, sharing boards. */
export const theVeranda: Scene = room({
  sky: ['#8fbfe4', '#d6eaf6'],
  turf: ['#8cc063', '#79ad52'],
  trees: ['#4a7a42', '#5a8a4c', '#3f6b3a'],
  course: 'ring',
  openings: 'open',
  frame: '#2d5d3a',
  roof: 'beams',
  roofColours: ['#e9e1cf', '#2d5d3a'],
  floor: ['#d8c9a8', '#bfae88'],
  boards: '#a8976f',
  cloth: '#f6f1e4',
  chair: '#2d5d3a',
  lights: 'none',
  light: '#ffffff',
  food: ['#90be6d', '#f4a261', '#e9c46a', '#d62828'],
  drink: '#e8b4b8',
  foreground: (_rng, w, h) => {
    // a sharing board on the nearest table
    const x = w * 0.5;
    const y = h * 0.86;
    return `<rect x="${r1(x - 150)}" y="${r1(y - 26)}" width="300" height="52" rx="26" fill="#a8713f"/><rect x="${r1(x - 150)}" y="${r1(y - 26)}" width="300" height="14" rx="7" fill="#c58b55"/>${['#e9c46a', '#d62828', '#90be6d', '#f1faee', '#8b3a2e'].map((c, i) => `<ellipse cx="${r1(x - 110 + i * 55)}" cy="${r1(y - 12)}" rx="22" ry="10" fill="${c}"/>`).join('')}`;
  },
});

/** The Parade Ring Restaurant: a dark-panelled room at evening, candles, the ring below the windows. */
export const theParadeRingRestaurant: Scene = room({
  sky: ['#2c3e66', '#8a6a8a', '#f2b58a'],
  turf: ['#5f8a44', '#52793a'],
  trees: ['#24351f', '#2e4227'],
  course: 'ring',
  openings: 'windows',
  frame: '#3a2618',
  roof: 'coffered',
  roofColours: ['#3a2618', '#5a3c24'],
  floor: ['#5a2c2c', '#3e1d1d'],
  cloth: '#fbf8f0',
  chair: '#6b3a1e',
  lights: 'candles',
  light: '#ffd28a',
  food: ['#c9a227', '#8b3a2e', '#e9c46a', '#4f772d'],
  drink: '#7a1f2b',
  sunAt: [0.78, 0.34, '#ffd9a0'],
});

/** The Orangery: afternoon tea under glass among the citrus trees, cake stands on every table. */
export const theOrangery: Scene = room({
  sky: ['#9cc8ea', '#dcecf6', '#f7f3e6'],
  turf: ['#9ac27a', '#8ab46b'],
  trees: ['#5f7d52', '#6f8f5e', '#56734a'],
  course: 'quiet',
  openings: 'glass',
  frame: '#f7f3ea',
  roof: 'glass',
  roofColours: ['#f7f3ea', '#f7f3ea'],
  floor: ['#efe4cf', '#d9c8a8'],
  cloth: '#ffffff',
  chair: '#c9a227',
  lights: 'none',
  light: '#ffffff',
  food: ['#f4a6b8', '#e9c46a', '#f1faee', '#d62828'],
  drink: '#d9a066',
  foreground: (rng, w, h) => {
    let out = orangeTree(rng, w * 0.05, h * 0.92, 1.3) + orangeTree(rng, w * 0.95, h * 0.92, 1.3);
    // a three-tier cake stand on the nearest middle table
    const x = w * 0.5;
    const y = h * 0.8;
    out += `<rect x="${r1(x - 3)}" y="${r1(y - 150)}" width="6" height="150" fill="#c9a227"/>`;
    [0, 1, 2].forEach((tier) => {
      const ty = y - tier * 50;
      const rx = 70 - tier * 16;
      out += `<ellipse cx="${r1(x)}" cy="${r1(ty)}" rx="${rx}" ry="${r1(rx * 0.22)}" fill="#fbfaf6" stroke="#c9a227" stroke-width="2"/>`;
      for (let i = 0; i < 4; i++)
        out += `<ellipse cx="${r1(x + (i - 1.5) * rx * 0.45)}" cy="${r1(ty - 8)}" rx="${r1(rx * 0.18)}" ry="7" fill="${['#f4a6b8', '#e9c46a', '#f1faee', '#d62828'][(i + tier) % 4]}"/>`;
    });
    return out;
  },
});

/** The Birdcage: cocktails at dusk under the Victorian iron canopy, strung with lights. */
export const theBirdcage: Scene = room({
  sky: ['#1d2b4a', '#5a4a7a', '#e7906a'],
  turf: ['#4f7a3c', '#446b33'],
  trees: ['#1f2e22', '#273a2a'],
  course: 'quiet',
  openings: 'open',
  frame: '#1f2a24',
  roof: 'cage',
  roofColours: ['#1f2a24', '#2f3b34'],
  floor: ['#3b3a3a', '#232222'],
  cloth: '#1d3b36',
  chair: '#c9a227',
  lights: 'strings',
  light: '#ffe3a0',
  food: ['#e76f51', '#f2c230', '#f4a6b8'],
  drink: '#e76f51',
  sunAt: [0.3, 0.4, '#ffc48a'],
  foreground: (_rng, w, h) => {
    // two coupes raised in the foreground
    let out = '';
    for (const [x, colour] of [
      [w * 0.12, '#f4a6b8'],
      [w * 0.86, '#f2c230'],
    ] as const)
      out += `<g transform="translate(${r1(x)} ${r1(h * 0.64)})"><path d="M-60 0 Q0 60 60 0 Z" fill="${colour}" opacity="0.95"/><path d="M-60 0 L60 0" stroke="#ffffff" stroke-width="3" opacity="0.7"/><rect x="-3" y="28" width="6" height="110" fill="#ffffff" opacity="0.7"/><ellipse cx="0" cy="140" rx="34" ry="8" fill="#ffffff" opacity="0.6"/></g>`;
    return out;
  },
});

/** The Terrace: family dining on the Grandstand terrace at noon, a carvery in front. */
export const theTerrace: Scene = room({
  sky: ['#6fb0e0', '#c9e3f4'],
  turf: ['#86ba55', '#74a846'],
  trees: ['#3f6b3a', '#4a7a42'],
  course: 'gallop',
  standAt: 0.04,
  openings: 'open',
  frame: '#f0e6d2',
  roof: 'awning',
  roofColours: ['#f0e6d2', '#8a1c2b'],
  floor: ['#d9d2c4', '#bdb4a4'],
  cloth: '#f6efe0',
  chair: '#8a1c2b',
  lights: 'none',
  light: '#ffffff',
  food: ['#7a3e1d', '#e9c46a', '#4f772d', '#b5651d'],
  drink: '#f4a261',
  foreground: (_rng, w, h) => {
    // the carvery: a joint under warm lamps on a long counter
    const x = w * 0.5;
    const y = h * 0.9;
    let out = `<rect x="${r1(x - w * 0.22)}" y="${r1(y - 40)}" width="${r1(w * 0.44)}" height="80" fill="#6b4a2e"/><rect x="${r1(x - w * 0.22)}" y="${r1(y - 50)}" width="${r1(w * 0.44)}" height="14" fill="#d9d2c4"/>`;
    for (const dx of [-0.13, 0, 0.13]) {
      const lx = x + w * dx;
      out += `<circle cx="${r1(lx)}" cy="${r1(y - 90)}" r="70" fill="url(#room-candle)"/><path d="M${r1(lx - 30)} ${r1(y - 120)} L${r1(lx + 30)} ${r1(y - 120)} L${r1(lx + 20)} ${r1(y - 140)} L${r1(lx - 20)} ${r1(y - 140)} Z" fill="#c9a227"/>`;
    }
    out += `<ellipse cx="${r1(x)}" cy="${r1(y - 58)}" rx="70" ry="30" fill="#7a3e1d"/><ellipse cx="${r1(x - 10)}" cy="${r1(y - 66)}" rx="44" ry="16" fill="#a0522d"/><ellipse cx="${r1(x + w * 0.13)}" cy="${r1(y - 56)}" rx="50" ry="18" fill="#e9c46a"/><ellipse cx="${r1(x - w * 0.13)}" cy="${r1(y - 56)}" rx="50" ry="18" fill="#4f772d"/>`;
    return out;
  },
});

/** The Furlong Grill: brick, dark timber and a charcoal grill's glow, the course at dusk outside. */
export const theFurlongGrill: Scene = room({
  sky: ['#27304a', '#6a4a5a', '#d98a5a'],
  turf: ['#4a6e36', '#3f602d'],
  trees: ['#1f2a1c', '#273424'],
  course: 'quiet',
  openings: 'windows',
  frame: '#2b2320',
  roof: 'beams',
  roofColours: ['#3d2f28', '#1f1815'],
  floor: ['#4a3a30', '#2b2320'],
  boards: '#241c18',
  cloth: '#e9e1d2',
  chair: '#5a4636',
  lights: 'pendants',
  light: '#ffb25a',
  food: ['#5a2a1a', '#3d1f14', '#e9c46a', '#6a994e'],
  drink: '#7a1f2b',
  sunAt: [0.5, 0.42, '#ffb27a'],
  foreground: (rng, w, h) => {
    // the grill at the right: a brick hearth, glowing coals and flames
    const x = w * 0.86;
    const y = h;
    let out = `<rect x="${r1(x - 140)}" y="${r1(y - h * 0.34)}" width="280" height="${r1(h * 0.34)}" fill="#7a3b2a"/>`;
    for (let row = 0; row < 8; row++)
      for (let col = 0; col < 6; col++)
        out += `<rect x="${r1(x - 140 + col * 48 + (row % 2) * 24)}" y="${r1(y - h * 0.34 + row * 38)}" width="44" height="34" fill="#8e4a34" opacity="0.7"/>`;
    out += `<circle cx="${r1(x)}" cy="${r1(y - h * 0.2)}" r="170" fill="url(#room-candle)"/><rect x="${r1(x - 110)}" y="${r1(y - h * 0.22)}" width="220" height="40" fill="#1a1210"/>`;
    for (let i = 0; i < 14; i++)
      out += `<path d="M${r1(x - 100 + i * 15)} ${r1(y - h * 0.22)} q${r1(between(rng, -6, 6))} ${r1(-between(rng, 20, 46))} ${r1(between(rng, -4, 4))} ${r1(-between(rng, 40, 70))}" stroke="${pick(rng, ['#ff8c2a', '#ffb347', '#e9571b'])}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    return out;
  },
});

/** The Champagne Bar: a long gold-lit counter, bottles on backlit shelves, the course behind. */
export const theChampagneBar: Scene = room({
  sky: ['#6fa9db', '#cfe4f4'],
  turf: ['#7fb24f', '#6ca040'],
  trees: ['#3f6b3a', '#4a7a42'],
  course: 'gallop',
  openings: 'windows',
  frame: '#2a2218',
  roof: 'coffered',
  roofColours: ['#2a2218', '#4a3a14'],
  floor: ['#3a2e20', '#1e170a'],
  cloth: '#f7f1e0',
  chair: '#4a3a14',
  lights: 'pendants',
  light: '#f7d774',
  food: ['#f7e6a8', '#e9c46a', '#f1faee'],
  drink: '#f3d36b',
  foreground: (_rng, w, h) => {
    // the counter across the foot of the picture, flutes along it
    const top = h * 0.76;
    let out = `<rect y="${r1(top)}" width="${w}" height="${r1(h - top)}" fill="#2a2218"/><rect y="${r1(top)}" width="${w}" height="16" fill="#c9a227"/><rect y="${r1(top + 16)}" width="${w}" height="6" fill="#f7d774" opacity="0.5"/>`;
    for (let i = 0; i < 9; i++) {
      const x = w * (0.08 + i * 0.105);
      out += `<path d="M${r1(x - 12)} ${r1(top - 70)} L${r1(x + 12)} ${r1(top - 70)} L${r1(x + 9)} ${r1(top - 24)} L${r1(x - 9)} ${r1(top - 24)} Z" fill="#f3d36b"/><rect x="${r1(x - 1.5)}" y="${r1(top - 24)}" width="3" height="22" fill="#ffffff" opacity="0.8"/><ellipse cx="${r1(x)}" cy="${r1(top - 2)}" rx="14" ry="4" fill="#ffffff" opacity="0.6"/>`;
    }
    return out;
  },
});

/** The Oak Room: a private dining room, oak panels, one long oak table set for twenty-four. */
export const theOakRoom: Scene = room({
  sky: ['#8fb4d8', '#e3d9c4'],
  turf: ['#6f9d4c', '#5f8b40'],
  trees: ['#3a5a34', '#44683c'],
  course: 'quiet',
  openings: 'windows',
  frame: '#5a3a22',
  roof: 'coffered',
  roofColours: ['#5a3a22', '#7a5232'],
  floor: ['#6b4a2e', '#4a321e'],
  boards: '#3e2a1a',
  cloth: '#8a5a34',
  chair: '#3e2a1a',
  lights: 'candles',
  light: '#ffd28a',
  food: ['#8b3a2e', '#e9c46a', '#4f772d'],
  drink: '#7a1f2b',
  layout: 'long',
});

/** The Panoramic: the Grandstand's fifth floor, a wall of glass over the home straight, in full sun. */
export const thePanoramic: Scene = room({
  sky: ['#3f86c8', '#9cc8ea', '#e3f0f8'],
  turf: ['#86ba55', '#74a846'],
  trees: ['#3f6b3a', '#4a7a42', '#355d33'],
  course: 'gallop',
  standAt: 0.08,
  openings: 'windows',
  frame: '#e9eef2',
  roof: 'coffered',
  roofColours: ['#f4f6f7', '#dfe5ea'],
  floor: ['#2c3e5c', '#1d2b45'],
  cloth: '#ffffff',
  chair: '#1d3f8f',
  lights: 'none',
  light: '#ffffff',
  food: ['#8b3a2e', '#e9c46a', '#4f772d', '#f4a261'],
  drink: '#f3d36b',
});

/**
 * Hospitality: a hosted balcony at the golden hour, one long table laid for a party, festoon lights
 * and the runners on the straight below.
 */
export const hospitalityBalcony: Scene = room({
  sky: ['#2f3d6b', '#c76b6b', '#f4b66a', '#fbe2a8'],
  turf: ['#6f9a45', '#5e8a3a'],
  trees: ['#2f4230', '#3a5236'],
  course: 'gallop',
  standAt: 0.7,
  openings: 'open',
  frame: '#f2ead8',
  roof: 'beams',
  roofColours: ['#5a3a22', '#7a5232'],
  floor: ['#7a5a3a', '#5a3f28'],
  boards: '#4a321e',
  cloth: '#fbf7ea',
  chair: '#1f5f3a',
  lights: 'strings',
  light: '#ffd98a',
  food: ['#8b3a2e', '#e9c46a', '#4f772d', '#f4a261'],
  drink: '#f3d36b',
  sunAt: [0.22, 0.3, '#ffe3a0'],
  layout: 'long',
});

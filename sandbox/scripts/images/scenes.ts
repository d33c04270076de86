// Wide racecourse scenes (heroes). Each takes a seeded generator and the canvas size.
import {
  type Rng,
  type Silks,
  between,
  bunting,
  clouds,
  crowd,
  dots,
  fence,
  firework,
  grandstand,
  horse,
  linearGradient,
  radialGlow,
  rail,
  ridge,
  sky,
  sun,
  svgDocument,
  text,
  trees,
  turf,
  winningPost,
} from './svg';

export type Scene = (rng: Rng, width: number, height: number) => string;

const SILKS: Silks[] = [
  { body: '#c8102e', cap: '#ffffff' },
  { body: '#1d3f8f', cap: '#f2c230' },
  { body: '#f2c230', cap: '#1b1b1b', sleeves: '#1b1b1b' },
  { body: '#0f7a4a', cap: '#ffffff', sleeves: '#ffffff' },
  { body: '#6b2d8c', cap: '#f2c230' },
  { body: '#ffffff', cap: '#c8102e', sleeves: '#c8102e' },
  { body: '#e46a1c', cap: '#1d3f8f' },
];
/** The colours of a racecourse crowd, shared by the scenes that draw one. */
export const CROWD = ['#1d2b4a', '#8a1c2b', '#f0e6d2', '#2d5d3a', '#c58b3a', '#5b4b8a', '#e8b4b8'];

export function field(
  rng: Rng,
  count: number,
  width: number,
  y: number,
  scale: number,
  colour: string,
  flip = false,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = width * 0.12 + (i * (width * 0.7)) / count + between(rng, -30, 30);
    out += horse(
      x,
      y + between(rng, -12, 12) + (i % 2) * 18,
      scale * between(rng, 0.92, 1.06),
      colour,
      SILKS[(i * 3 + Math.floor(rng() * 7)) % SILKS.length] as Silks,
      flip,
    );
  }
  return out;
}

/** Sky, far hills, trees and striped turf: the base of most racecourse scenes. */
export function landscape(
  rng: Rng,
  w: number,
  h: number,
  skyStops: string[],
  hill: string,
  treeColours: string[],
  turfLight: string,
  turfDark: string,
  horizon: number,
): { defs: string; body: string } {
  const defs = linearGradient('sky', skyStops) + radialGlow('glow', '#fff4c8', 0.7);
  const body =
    sky(w, h, 'sky') +
    ridge(rng, w, h, horizon - 40, 50, hill, 160) +
    trees(rng, w, horizon + 4, 22, 46, treeColours) +
    turf(w, h, horizon, turfLight, turfDark);
  return { defs, body };
}

export const gallopSunset: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#2b2a5a', '#c2527a', '#f59a5b', '#fbd38d'],
    '#5e4a6b',
    ['#3b3550', '#45395a'],
    '#6a8f4a',
    '#557a3a',
    h * 0.6,
  );
  const body =
    base.body +
    sun(w * 0.72, h * 0.5, 60, '#ffe8a8', 'glow') +
    rail(w, h * 0.66, 24, 90) +
    field(rng, 4, w, h * 0.66, 1.5, '#1d1620') +
    rail(w, h * 0.93, -20, 140, '#ffffff', 9);
  return svgDocument(w, h, body, base.defs);
};

export const grandstandDay: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#5b9bd5', '#a7cdee', '#e6f1fa'],
    '#8fae8b',
    ['#3f6b3a', '#4c7a44', '#355c31'],
    '#7fb04f',
    '#6a9a40',
    h * 0.62,
  );
  const body =
    base.body +
    clouds(rng, w, 60, 260, 7, '#ffffff', 0.85) +
    grandstand(w * 0.18, h * 0.62, w * 0.62, h * 0.3, '#e9e4d8', '#5a7894', '#2f3b48') +
    crowd(rng, w * 0.15, w * 0.85, h * 0.66, 11, CROWD) +
    rail(w, h * 0.72, 10, 80) +
    field(rng, 3, w, h * 0.72, 1.2, '#3a2414');
  return svgDocument(w, h, body, base.defs);
};

export const finishLine: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#76a9d6', '#c4dcf0', '#f5f0e2'],
    '#9cb59a',
    ['#4a7142', '#3a5f36'],
    '#86b85a',
    '#6e9e46',
    h * 0.55,
  );
  const body =
    base.body +
    clouds(rng, w, 40, 220, 5, '#ffffff', 0.8) +
    grandstand(w * 0.02, h * 0.55, w * 0.4, h * 0.22, '#efe9dc', '#4f6d86', '#27323d') +
    crowd(rng, 0, w * 0.45, h * 0.6, 8, CROWD) +
    rail(w, h * 0.62, 0, 70) +
    horse(w * 0.28, h * 0.56, 2.3, '#2a1a10', SILKS[1] as Silks) +
    horse(w * 0.08, h * 0.6, 2.5, '#4a2c18', SILKS[0] as Silks) +
    winningPost(w * 0.78, h * 0.95, h * 0.62);
  return svgDocument(w, h, body, base.defs);
};

export const paradeRing: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#8ec0e8', '#d2e6f4'],
    '#a3bf9c',
    ['#365e33', '#2d5230', '#446e3c'],
    '#8cbf5e',
    '#79ab4e',
    h * 0.45,
  );
  let body =
    base.body +
    `<ellipse cx="${w / 2}" cy="${h * 0.72}" rx="${w * 0.42}" ry="${h * 0.2}" fill="#c9b48a"/><ellipse cx="${w / 2}" cy="${h * 0.72}" rx="${w * 0.34}" ry="${h * 0.13}" fill="#7cb356"/>`;
  body += `<ellipse cx="${w / 2}" cy="${h * 0.72}" rx="${w * 0.43}" ry="${h * 0.21}" fill="none" stroke="#ffffff" stroke-width="6"/>`;
  for (let i = 0; i < 7; i++) {
    const angle = (i / 7) * Math.PI * 2;
    body += horse(
      w / 2 + Math.cos(angle) * w * 0.38 - 70,
      h * 0.66 + Math.sin(angle) * h * 0.16,
      0.75,
      '#3b2414',
      SILKS[i % SILKS.length] as Silks,
      Math.sin(angle) < 0,
    );
  }
  body += crowd(rng, 0, w, h * 0.48, 10, CROWD) + crowd(rng, 0, w, h * 0.99, 26, CROWD);
  return svgDocument(w, h, body, base.defs);
};

export const jumpsFence: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#6f7f8e', '#a9b4bd', '#d9d6cc'],
    '#7d7f6a',
    ['#6b5a2e', '#8a6d2f', '#5d4a28'],
    '#7b9a55',
    '#688746',
    h * 0.58,
  );
  const body =
    base.body +
    clouds(rng, w, 30, 300, 9, '#eceae4', 0.6) +
    fence(w * 0.42, h * 0.86, w * 0.3, 120) +
    horse(w * 0.4, h * 0.38, 2.6, '#2b1a0e', SILKS[3] as Silks, false, -14) +
    horse(w * 0.05, h * 0.6, 1.8, '#5a3520', SILKS[4] as Silks);
  return svgDocument(w, h, body, base.defs);
};

export const fireworksNight: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#05071a', '#101840', '#24285a']);
  let body = sky(w, h, 'sky') + dots(rng, w, 0, h * 0.5, 90, '#ffffff', 1.6, 0.7);
  const colours = ['#ffcf4d', '#ff5d8f', '#6fd3ff', '#9dff7a', '#ff8c3a', '#d7a6ff'];
  for (let i = 0; i < 6; i++)
    body += firework(
      rng,
      between(rng, w * 0.1, w * 0.9),
      between(rng, h * 0.12, h * 0.42),
      between(rng, 70, 150),
      colours[i] as string,
    );
  body +=
    grandstand(w * 0.2, h * 0.8, w * 0.6, h * 0.26, '#151a2e', '#2a3356', '#0b0e1c', true) +
    `<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#0d1a12"/>` +
    crowd(rng, 0, w, h * 1.0, 18, ['#05060c', '#0b0d16']);
  return svgDocument(w, h, body, defs);
};

export const winterFrost: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#b9c7d8', '#e4e9ef', '#f6f4ef'],
    '#c5ccd3',
    ['#6d7a83', '#7f8b93'],
    '#dfe8e2',
    '#cbd8cf',
    h * 0.6,
  );
  const body =
    base.body +
    sun(w * 0.25, h * 0.28, 40, '#fff6dc', 'glow') +
    rail(w, h * 0.7, 18, 90) +
    field(rng, 3, w, h * 0.68, 1.6, '#2a1d14') +
    dots(rng, w, 0, h, 260, '#ffffff', 4, 0.85) +
    bunting(w, 30, 80, ['#b3202a', '#1f6b3a', '#e8c35a']);
  return svgDocument(w, h, body, base.defs);
};

export const springFamily: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#7cc4f2', '#c6e8fb', '#f4fbff'],
    '#a8cf9a',
    ['#f4b6c8', '#f7cfd9', '#7fb86a'],
    '#a3d36e',
    '#8cc25a',
    h * 0.58,
  );
  let body =
    base.body +
    clouds(rng, w, 40, 200, 5, '#ffffff', 0.9) +
    bunting(w, 40, 90, ['#ff6b6b', '#ffd93d', '#6bcB77', '#4d96ff']);
  for (let i = 0; i < 9; i++) {
    const x = between(rng, w * 0.05, w * 0.95);
    const y = between(rng, h * 0.2, h * 0.5);
    const colour = ['#ff6b6b', '#ffd93d', '#4d96ff', '#c77dff'][i % 4] as string;
    body += `<path d="M${x.toFixed(0)} ${(y + 50).toFixed(0)} q10 60 -6 120" stroke="#555" stroke-width="2" fill="none"/><ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="34" ry="42" fill="${colour}"/>`;
  }
  body += crowd(rng, 0, w, h * 0.98, 24, CROWD) + field(rng, 2, w, h * 0.56, 1.0, '#3d2616');
  return svgDocument(w, h, body, base.defs);
};

export const summerEvening: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#1b1f4b', '#5a3a7a', '#d06a6a', '#f3b36b'],
    '#3d2f4f',
    ['#2a2238', '#33294a'],
    '#52703f',
    '#445f34',
    h * 0.62,
  );
  const body =
    base.body +
    grandstand(w * 0.55, h * 0.62, w * 0.4, h * 0.24, '#2c2a3c', '#3b3f66', '#1a1826', true) +
    rail(w, h * 0.7, 12, 100, '#e8e2ee') +
    field(rng, 3, w * 0.6, h * 0.7, 1.4, '#140f18');
  return svgDocument(w, h, body, base.defs);
};

export const championsAutumn: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#5d86b3', '#b3c8dc', '#f1e2c4'],
    '#a08a5a',
    ['#c8752a', '#d99a2b', '#a8541f', '#7d3f1a'],
    '#7ea152',
    '#6a8c44',
    h * 0.58,
  );
  const body =
    base.body +
    clouds(rng, w, 40, 200, 4, '#fff8ec', 0.7) +
    rail(w, h * 0.68, 20, 85) +
    field(rng, 5, w, h * 0.68, 1.35, '#2c1a0f');
  return svgDocument(w, h, body, base.defs);
};

export const mistyGallops: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#c9cfd6', '#e5e3dc', '#f3efe4'],
    '#b7bcb8',
    ['#9aa39b', '#a7afa6'],
    '#9fb08e',
    '#92a47f',
    h * 0.6,
  );
  let body = base.body + sun(w * 0.5, h * 0.42, 50, '#fff3d6', 'glow');
  for (let i = 0; i < 4; i++)
    body += `<rect y="${(h * (0.45 + i * 0.08)).toFixed(0)}" width="${w}" height="60" fill="#ffffff" opacity="0.28"/>`;
  body +=
    horse(w * 0.55, h * 0.62, 1.7, '#2f2a26', { body: '#3d5a80', cap: '#3d5a80' }) +
    ridge(rng, w, h, h * 0.9, 20, '#8ea07c', 200);
  return svgDocument(w, h, body, base.defs);
};

export const startStalls: Scene = (rng, w, h) => {
  const base = landscape(
    rng,
    w,
    h,
    ['#6aaee0', '#b8dcf4'],
    '#9ec29a',
    ['#4a7a3f', '#3c6934'],
    '#92c566',
    '#7fb155',
    h * 0.5,
  );
  let body = base.body + clouds(rng, w, 30, 180, 5, '#ffffff', 0.8);
  const stallW = w / 12;
  for (let i = 0; i < 10; i++) {
    const x = w * 0.08 + i * stallW;
    body +=
      `<rect x="${x}" y="${h * 0.42}" width="${stallW - 8}" height="${h * 0.36}" fill="#2e6b3f"/><rect x="${x + 8}" y="${h * 0.47}" width="${stallW - 24}" height="${h * 0.26}" fill="#cfe3d2"/>` +
      text(x + (stallW - 8) / 2, h * 0.46, 30, '#ffffff', String(i + 1), {
        family: 'DejaVu Sans',
        weight: 'bold',
      });
  }
  body +=
    `<rect x="${w * 0.06}" y="${h * 0.38}" width="${w * 0.86}" height="${h * 0.05}" fill="#1f4d2d"/>` +
    crowd(rng, 0, w, h * 0.99, 28, CROWD);
  return svgDocument(w, h, body, base.defs);
};

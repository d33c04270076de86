// The five days of Royal Kingsmere, each its own scene: the opening Group 1 up the straight mile,
// the middle-distance field on the far turn, the Gold Cup on its plinth, the Royal Enclosure's hats on
// fillies' day, and the finale's sprint under fireworks.
import { hat, trophy } from './objects';
import { type Scene } from './scenes';
import {
  type Silks,
  between,
  bunting,
  clouds,
  crowd,
  dots,
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
  trees,
  turf,
  winningPost,
} from './svg';

const ROYAL_BUNTING = ['#4b2a7b', '#d4af37', '#ffffff'];
const CROWD = ['#1d2b4a', '#4b2a7b', '#f0e6d2', '#2d5d3a', '#d4af37', '#8a1c2b', '#e8b4b8'];
const SILKS: Silks[] = [
  { body: '#4b2a7b', cap: '#d4af37', sleeves: '#d4af37' },
  { body: '#c8102e', cap: '#ffffff' },
  { body: '#1d3f8f', cap: '#f2c230' },
  { body: '#0f7a4a', cap: '#ffffff', sleeves: '#ffffff' },
  { body: '#f2c230', cap: '#1b1b1b', sleeves: '#1b1b1b' },
  { body: '#ffffff', cap: '#4b2a7b', sleeves: '#4b2a7b' },
];
const COATS = ['#2a1a10', '#4a2c18', '#1a120c', '#5a3520', '#3b2414', '#6b4226'];

/** Day One: the Kingsmere Crown Stakes, the field stretched across the straight mile in full sun. */
export const royalCrownStakes: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#3f7fc4', '#8fc0ea', '#e4f0fa']) + radialGlow('glow', '#fff8dc');
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.86, h * 0.16, 40, '#fffbe8', 'glow') +
    clouds(rng, w, 50, 230, 6, '#ffffff', 0.9) +
    ridge(rng, w, h, h * 0.44, 30, '#8fb08c', 180) +
    trees(rng, w, h * 0.5, 18, 36, ['#35602f', '#416d39', '#2c522a']) +
    turf(w, h, h * 0.5, '#8cc45a', '#76ad49', 8) +
    grandstand(w * 0.5, h * 0.5, w * 0.46, h * 0.2, '#f4efe2', '#6b5a9a', '#2d2450') +
    crowd(rng, w * 0.48, w, h * 0.53, 7, CROWD) +
    rail(w, h * 0.56, 6, 60) +
    bunting(w * 0.5, h * 0.24, 20, ROYAL_BUNTING, 16);
  // the field, strung out: back markers small and high, the leaders large and low
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    body += horse(
      w * (0.02 + t * 0.56) + between(rng, -20, 20),
      h * (0.5 + t * 0.16),
      0.9 + t * 1.7,
      COATS[i] as string,
      SILKS[(i + 2) % SILKS.length] as Silks,
    );
  }
  body += rail(w, h * 0.97, -30, 150, '#ffffff', 10);
  return svgDocument(w, h, body, defs);
};

/** Day Two: the Prince Regent Stakes' field swinging off the far turn in late-afternoon gold. */
export const royalPrinceRegent: Scene = (rng, w, h) => {
  const defs =
    linearGradient('sky', ['#5a4a8a', '#d98a6a', '#f7c77e', '#fbe7b5']) + radialGlow('glow', '#ffe9b0');
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.3, h * 0.42, 70, '#fff1c4', 'glow') +
    ridge(rng, w, h, h * 0.46, 60, '#7b6a7e', 140) +
    trees(rng, w, h * 0.54, 20, 40, ['#4a4338', '#3d3a33']) +
    turf(w, h, h * 0.54, '#a0a85a', '#8a9448', 8);
  // the running rail sweeping round the bend towards the viewer
  body += `<path d="M${w * 1.05} ${h * 0.6} Q${w * 0.45} ${h * 0.56} ${w * 0.2} ${h * 0.75} T${-w * 0.05} ${h * 1.05}" stroke="#fbf7ec" stroke-width="9" fill="none"/>`;
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    body += horse(
      w * (0.88 - t * 0.6),
      h * (0.5 + t * 0.22),
      0.7 + t * 1.4,
      '#24160e',
      SILKS[i % SILKS.length] as Silks,
      true,
    );
  }
  body += dots(rng, w, h * 0.55, h, 60, '#fff3c4', 3, 0.35);
  return svgDocument(w, h, body, defs);
};

/** Gold Cup Day: the cup on its plinth in the winner's enclosure, the stands behind. */
export const royalGoldCup: Scene = (rng, w, h) => {
  const defs =
    linearGradient('sky', ['#2c2464', '#4b3a8a', '#b9a3de']) +
    radialGlow('glow', '#ffe9a8', 0.9) +
    linearGradient('drape', ['#5a3490', '#3a1f66']);
  let body =
    sky(w, h, 'sky') +
    grandstand(w * 0.02, h * 0.58, w * 0.96, h * 0.34, '#e8e0cc', '#7a6aa8', '#22193f', true) +
    crowd(rng, 0, w, h * 0.62, 10, CROWD);
  body += `<rect y="${h * 0.58}" width="${w}" height="${h * 0.42}" fill="#5e8f3e"/>`;
  body += `<circle cx="${w / 2}" cy="${h * 0.5}" r="${h * 0.42}" fill="url(#glow)"/>`;
  body += `<path d="M${w * 0.3} ${h} L${w * 0.34} ${h * 0.78} L${w * 0.66} ${h * 0.78} L${w * 0.7} ${h} Z" fill="url(#drape)"/>`;
  body += `<rect x="${w * 0.34}" y="${h * 0.76}" width="${w * 0.32}" height="${h * 0.03}" fill="#d4af37"/>`;
  body += trophy(w / 2, h * 0.58, 1.45);
  body +=
    bunting(w, h * 0.06, 50, ROYAL_BUNTING, 22) +
    dots(rng, w, 0, h * 0.7, 90, '#f3d36b', 5, 0.8) +
    dots(rng, w, 0, h * 0.7, 40, '#ffffff', 4, 0.7);
  return svgDocument(w, h, body, defs);
};

/** Day Four: hats on the Royal Enclosure lawn on fillies' day, the parade ring's horses beyond. */
export const royalEnclosureHats: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#6aa6dc', '#c9e2f6', '#f4f8fb']);
  let body =
    sky(w, h, 'sky') +
    clouds(rng, w, 40, 200, 5, '#ffffff', 0.85) +
    trees(rng, w, h * 0.42, 20, 40, ['#3f6b3a', '#4c7a44']) +
    turf(w, h, h * 0.42, '#93c762', '#82b653', 7) +
    rail(w, h * 0.46, 0, 60);
  for (let i = 0; i < 5; i++)
    body += horse(
      w * (0.08 + i * 0.2),
      h * 0.4 + (i % 2) * 8,
      0.55,
      COATS[i] as string,
      SILKS[i] as Silks,
      i % 2 === 1,
    );
  body += crowd(rng, 0, w, h * 0.56, 9, CROWD);
  const hats: [string, string, string, string][] = [
    ['#4b2a7b', '#5a3490', '#d4af37', '#e8d9f5'],
    ['#f5efe2', '#efe6d2', '#4b2a7b', '#d4af37'],
    ['#e8b4b8', '#f4d3d8', '#ffffff', '#8a1c2b'],
    ['#1d2b4a', '#24365c', '#f2efe6', '#e8b4b8'],
  ];
  hats.forEach(([brim, crown, band, trim], i) => {
    body += hat(
      w * (0.14 + i * 0.25),
      h * (0.84 - (i % 2) * 0.08),
      0.9 + (i % 2) * 0.15,
      brim,
      crown,
      band,
      trim,
    );
  });
  return svgDocument(w, h, body, defs);
};

/** The finale: the Jubilee Sprint's leaders at the post as the evening's fireworks open above. */
export const royalFinale: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#120c2e', '#3a2466', '#a2527a', '#f08a5d']);
  let body =
    sky(w, h, 'sky') +
    firework(rng, w * 0.22, h * 0.2, 110, '#f3d36b') +
    firework(rng, w * 0.62, h * 0.14, 90, '#e8d9f5') +
    firework(rng, w * 0.84, h * 0.28, 120, '#d4af37') +
    dots(rng, w, 0, h * 0.4, 70, '#ffffff', 2, 0.6) +
    trees(rng, w, h * 0.56, 24, 44, ['#1d1730', '#241c3a']) +
    grandstand(w * 0.04, h * 0.56, w * 0.5, h * 0.2, '#d9cbb2', '#3c2f66', '#1a1430', true) +
    turf(w, h, h * 0.56, '#3f6a36', '#335a2d', 7) +
    crowd(rng, 0, w * 0.6, h * 0.6, 8, ['#0e0b1a', '#1a1430', '#2a2048']) +
    rail(w, h * 0.64, 4, 70, '#f0ead8') +
    winningPost(w * 0.8, h * 0.98, h * 0.5);
  body +=
    horse(w * 0.32, h * 0.58, 2.4, '#1a120c', SILKS[0] as Silks) +
    horse(w * 0.12, h * 0.62, 2.7, '#3b2414', SILKS[1] as Silks);
  return svgDocument(w, h, body, defs);
};

/** The food festival's market: striped stalls along the Parade Ring lawn, by day or in evening light. */
export function foodMarket(evening: boolean): Scene {
  return (rng, w, h) => {
    const defs = linearGradient(
      'sky',
      evening ? ['#2a2a5a', '#8a5a8a', '#f0a56a'] : ['#69a9de', '#bcdcf4', '#eef6fb'],
    );
    let body =
      sky(w, h, 'sky') +
      (evening
        ? dots(rng, w, 0, h * 0.3, 40, '#ffffff', 2, 0.5)
        : clouds(rng, w, 40, 200, 5, '#ffffff', 0.85)) +
      trees(rng, w, h * 0.5, 22, 44, evening ? ['#22243a', '#2a2c44'] : ['#3f6b3a', '#4c7a44']) +
      turf(w, h, h * 0.5, evening ? '#4f7a44' : '#8cc05d', evening ? '#44693b' : '#7aae4f', 6);
    const awnings = evening
      ? ['#c8102e', '#f2efe6', '#1f3b2d', '#d4af37']
      : ['#1f3b2d', '#f2efe6', '#c8102e', '#1d3f8f'];
    for (let i = 0; i < 5; i++) {
      const x = w * (0.02 + i * 0.2);
      const top = h * (0.42 + (i % 2) * 0.04);
      const width = w * 0.17;
      body += `<rect x="${x}" y="${top + 40}" width="${width}" height="${h * 0.22}" fill="#f7f1e3"/>`;
      for (let s = 0; s < 6; s++)
        body += `<path d="M${x + (s * width) / 6} ${top} h${width / 6} l${width / 12} 50 h${-width / 6} Z" fill="${awnings[(i + s) % 2 === 0 ? i % awnings.length : (i + 1) % awnings.length]}"/>`;
      body += `<rect x="${x}" y="${top + h * 0.2}" width="${width}" height="16" fill="#8a5a3a"/>`;
      body += dots(
        rng,
        width,
        top + h * 0.15,
        top + h * 0.2,
        40,
        ['#e76f51', '#e9c46a', '#4f772d', '#8b3a2e'][i % 4] as string,
        9,
        1,
      ).replace(/cx="([\d.]+)"/g, (_, cx: string) => `cx="${(Number(cx) + x).toFixed(1)}"`);
    }
    if (evening) {
      for (let i = 0; i < 36; i++)
        body += `<circle cx="${(i * w) / 36 + 12}" cy="${h * 0.36 + Math.sin(i / 2.5) * 16}" r="6" fill="#ffd98a"/>`;
    }
    body += crowd(rng, 0, w, h * 1.02, 40, CROWD);
    return svgDocument(w, h, body, defs);
  };
}

/** The Summer Mile's finish: the grey Silver Lantern collars the leader on the line in evening sun. */
export const summerMileFinish: Scene = (rng, w, h) => {
  const defs = linearGradient('sky', ['#3d5a8a', '#e0a070', '#f8d9a0']) + radialGlow('glow', '#fff0c0');
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.12, h * 0.34, 54, '#fff4d0', 'glow') +
    trees(rng, w, h * 0.46, 20, 40, ['#3a4a30', '#44553a']) +
    grandstand(w * 0.46, h * 0.46, w * 0.52, h * 0.22, '#efe4cc', '#6a7894', '#2f3b48') +
    crowd(rng, w * 0.44, w, h * 0.5, 8, CROWD) +
    turf(w, h, h * 0.46, '#9cb85a', '#86a44a', 8) +
    rail(w, h * 0.54, 4, 64) +
    winningPost(w * 0.7, h * 0.96, h * 0.54);
  body +=
    horse(w * 0.36, h * 0.5, 2.3, '#3b2414', SILKS[1] as Silks) +
    horse(w * 0.4, h * 0.6, 2.6, '#c9ccd4', { body: '#1d3f8f', cap: '#ffffff', sleeves: '#ffffff' }) +
    horse(w * 0.02, h * 0.6, 2.4, '#2a1a10', SILKS[3] as Silks);
  return svgDocument(w, h, body, defs);
};

// Scenes drawn for single stories: the Summer Mile in evening sun, Silver Lantern's photo finish, the
// Royal Procession's landaus, the Silver Birch Chase in frost, Ridgeway Bank Saturday's packed stand,
// the going report's watering, the new stable yard, Copper Kettle's paddock at stud, the Orangery
// laid for the Wedding Fair and the Gallery laid for the royal meeting.
import { CROWD, type Scene } from './scenes';
import {
  type Rng,
  type Silks,
  between,
  bunting,
  clouds,
  crowd,
  dots,
  fading,
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
  text,
  trees,
  turf,
  winningPost,
} from './svg';

// the same crowd in the shade of a roof
const SHADED = ['#3f5078', '#8a4a5a', '#c9c2b0', '#4a7058', '#a88a5c', '#645e92', '#c09aa6'];

const shadow = (x: number, y: number, rx: number, ry: number, colour: string, opacity: number): string =>
  `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${colour}" opacity="${opacity}"/>`;

/**
 * A horse standing, walking or grazing, side-on and facing right, its hooves on (x, y). About 180 wide
 * and 140 high at scale 1.
 */
export function standingHorse(
  x: number,
  y: number,
  scale: number,
  coat: string,
  mane: string,
  pose: 'walk' | 'graze' | 'stand' = 'stand',
  flip = false,
  harness = '',
): string {
  const turn = flip ? ' scale(-1 1)' : '';
  const leg = (x1: number, y1: number, x2: number, y2: number, x3: number, y3: number, c = coat) =>
    `<path d="M${x1} ${y1} L${x2} ${y2} L${x3} ${y3}" stroke="${c}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="${x3 - 6}" y="${y3 - 5}" width="12" height="6" rx="2" fill="#2a2220"/>`;
  const far = 'opacity="0.78"';
  let g = '';
  // far legs first, a shade darker
  if (pose === 'walk') {
    g += `<g ${far}>${leg(-46, -70, -52, -36, -62, -2)}${leg(42, -68, 52, -36, 48, -2)}</g>`;
  } else {
    g += `<g ${far}>${leg(-40, -70, -46, -36, -44, -2)}${leg(46, -68, 48, -36, 50, -2)}</g>`;
  }
  // tail
  g += `<path d="M-62 -98 C-80 -86 -82 -60 -74 -34" stroke="${mane}" stroke-width="11" fill="none" stroke-linecap="round"/>`;
  // body, quarters and chest
  g += `<ellipse cx="0" cy="-86" rx="62" ry="26" fill="${coat}"/><circle cx="-42" cy="-90" r="28" fill="${coat}"/><circle cx="44" cy="-88" r="25" fill="${coat}"/>`;
  // neck and head
  if (pose === 'graze') {
    g += `<path d="M20 -112 C58 -116 88 -84 108 -46 L90 -34 C78 -56 66 -68 40 -64 Z" fill="${coat}"/>`;
    g += `<path d="M108 -52 C118 -42 126 -24 128 -8 C128 2 116 4 110 -2 L88 -34 Z" fill="${coat}"/>`;
    g += `<path d="M102 -50 l2 -15 l8 12 Z" fill="${coat}"/>`;
    g += `<path d="M24 -114 C58 -116 86 -86 102 -54" stroke="${mane}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    g += `<circle cx="110" cy="-36" r="2.6" fill="#1a1412"/>`;
  } else {
    g += `<path d="M36 -104 C52 -118 64 -140 74 -156 L94 -150 C86 -128 76 -100 64 -78 Z" fill="${coat}"/>`;
    g += `<path d="M72 -160 C84 -166 94 -162 100 -152 L122 -124 C126 -116 118 -110 110 -114 L84 -134 Z" fill="${coat}"/>`;
    g += `<path d="M76 -162 l-2 -16 l10 12 Z" fill="${coat}"/>`;
    g += `<path d="M38 -106 C54 -120 64 -138 74 -156" stroke="${mane}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    g += `<circle cx="92" cy="-146" r="2.6" fill="#1a1412"/>`;
  }
  if (harness)
    g += `<path d="M30 -110 C40 -84 46 -70 50 -62" stroke="${harness}" stroke-width="7" fill="none"/><path d="M-20 -112 L-20 -62" stroke="${harness}" stroke-width="8"/><path d="M50 -80 L-80 -86" stroke="${harness}" stroke-width="4"/>`;
  // near legs
  if (pose === 'walk') {
    g += leg(-34, -70, -24, -38, -30, -2) + leg(52, -70, 66, -44, 78, -24);
  } else {
    g += leg(-34, -70, -40, -38, -36, -2) + leg(54, -70, 56, -36, 58, -2);
  }
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${scale.toFixed(3)})${turn}">${g}</g>`;
}

/** Summer Mile Saturday: the field strung across the straight mile, backlit by a low evening sun. */
export const summerMileEvening: Scene = (rng, w, h) => {
  const horizon = h * 0.6;
  const defs =
    linearGradient('sky', ['#27335f', '#6b4a7a', '#d9785a', '#f6c27a', '#fbe2a8']) +
    radialGlow('glow', '#fff0c0', 0.95) +
    radialGlow('flare', '#ffe4a0', 0.5) +
    fading('shine', '#ffd488', 0.55) +
    fading('haze', '#f7c98a', 0.7, true);
  let body =
    sky(w, h, 'sky') +
    clouds(rng, w, 90, 250, 5, '#f4a57a', 0.35) +
    sun(w * 0.64, horizon - h * 0.08, 58, '#fff6da', 'glow') +
    ridge(rng, w, h, horizon - 34, 40, '#8a5f6e', 170) +
    `<rect y="${horizon - 90}" width="${w}" height="90" fill="url(#haze)"/>` +
    trees(rng, w, horizon + 4, 18, 38, ['#4a3446', '#3f2d3f', '#553a4c']);
  // the grandstand far down the straight, lights coming on
  const gx = w * 0.04;
  const gw = w * 0.3;
  const gy = horizon - 4;
  body += `<rect x="${gx}" y="${gy - h * 0.15}" width="${gw}" height="${h * 0.15}" fill="#5a4250"/>`;
  for (let row = 0; row < 3; row++)
    for (let c = 0; c < 14; c++)
      body += `<rect x="${r1(gx + 10 + c * ((gw - 20) / 14))}" y="${r1(gy - h * 0.135 + row * h * 0.045)}" width="${r1((gw - 20) / 14 - 5)}" height="${r1(h * 0.028)}" fill="${(c * 5 + row * 3) % 7 < 4 ? '#ffd98a' : '#7a5a6a'}" opacity="0.9"/>`;
  body += `<path d="M${gx - 30} ${gy - h * 0.16} L${gx + gw + 30} ${gy - h * 0.18} L${gx + gw + 30} ${gy - h * 0.165} L${gx - 30} ${gy - h * 0.145} Z" fill="#2e2030"/>`;
  body += crowd(rng, gx, gx + gw + 40, gy + 8, 6, ['#3a2838', '#4a3040', '#2e2030']);
  body += turf(w, h, horizon, '#9a9a4e', '#868a44', 8);
  // the sun's light lying along the turf
  body += `<path d="M${w * 0.6} ${horizon} L${w * 0.68} ${horizon} L${w * 0.98} ${h} L${w * 0.3} ${h} Z" fill="url(#shine)"/>`;
  body += rail(w, horizon + h * 0.06, 6, 70, '#f6e7cf', 5);
  // the field: long shadows thrown back towards the viewer
  const coats = ['#2a1a14', '#3b2418', '#1c1410', '#4a2c1c', '#2f1e16', '#3a2a22'];
  const silks: Silks[] = [
    { body: '#c8102e', cap: '#ffffff' },
    { body: '#1d3f8f', cap: '#f2c230' },
    { body: '#0f7a4a', cap: '#ffffff', sleeves: '#ffffff' },
    { body: '#f2c230', cap: '#1b1b1b', sleeves: '#1b1b1b' },
    { body: '#6b2d8c', cap: '#f2c230' },
    { body: '#ffffff', cap: '#c8102e', sleeves: '#c8102e' },
  ];
  const runners: [number, number, number][] = [
    [0.16, 0.7, 1.05],
    [0.3, 0.69, 1.1],
    [0.06, 0.74, 1.25],
    [0.42, 0.72, 1.3],
    [0.22, 0.78, 1.55],
    [0.5, 0.8, 1.75],
  ];
  runners.forEach(([fx, fy, s], i) => {
    const x = w * fx;
    const y = h * fy;
    body += `<path d="M${r1(x + 30 * s)} ${r1(y + 104 * s)} L${r1(x + 170 * s)} ${r1(y + 104 * s)} L${r1(x - 40 * s)} ${r1(y + 150 * s)} L${r1(x - 200 * s)} ${r1(y + 150 * s)} Z" fill="#3a2c2a" opacity="0.28"/>`;
    body += horse(x, y, s, coats[i] as string, silks[i] as Silks);
    body += `<path d="M${r1(x + 120 * s)} ${r1(y + 30 * s)} C${r1(x + 160 * s)} ${r1(y + 20 * s)} ${r1(x + 186 * s)} ${r1(y + 30 * s)} ${r1(x + 192 * s)} ${r1(y + 40 * s)}" stroke="#ffd27a" stroke-width="${r1(2.5 * s)}" fill="none" opacity="0.8"/>`;
  });
  body += rail(w, h * 0.97, -18, 150, '#fbf1de', 9);
  body +=
    `<circle cx="${w * 0.5}" cy="${h * 0.62}" r="60" fill="url(#flare)"/><circle cx="${w * 0.42}" cy="${h * 0.72}" r="30" fill="url(#flare)"/>` +
    dots(rng, w, h * 0.4, h * 0.8, 50, '#fff0c0', 2.2, 0.45);
  return svgDocument(w, h, body, defs);
};

/** Silver Lantern's photo finish: the grey and the bay nose to nose at the post, the stands roaring. */
export const photoFinish: Scene = (rng, w, h) => {
  const horizon = h * 0.42;
  const defs =
    linearGradient('sky', ['#6d9ccc', '#b8d3ea', '#f1e6cc']) +
    radialGlow('glow', '#fff6d8', 0.8) +
    linearGradient('stand', ['#e9dfc8', '#cbbd9f']) +
    fading('blur', '#e8e2d2', 0.75, true) +
    linearGradient('streak', ['#ffffff00', '#ffffffaa'], false);
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.9, h * 0.1, 40, '#fffbea', 'glow') +
    clouds(rng, w, 30, 140, 4, '#ffffff', 0.7);
  // the stands, packed and out of focus behind the running rail
  body += `<rect x="0" y="${h * 0.12}" width="${w}" height="${horizon - h * 0.12}" fill="url(#stand)"/>`;
  body += `<path d="M-20 ${h * 0.1} L${w + 20} ${h * 0.06} L${w + 20} ${h * 0.1} L-20 ${h * 0.14} Z" fill="#2f3b48"/>`;
  for (let row = 0; row < 3; row++)
    body += crowd(rng, -10, w + 10, h * (0.22 + row * 0.08), 14 + row * 2, CROWD);
  for (let x = 40; x < w; x += 220)
    body += `<rect x="${x}" y="${h * 0.12}" width="8" height="${horizon - h * 0.12}" fill="#8a7c64"/>`;
  body += `<rect x="0" y="${h * 0.12}" width="${w}" height="${horizon - h * 0.12}" fill="url(#blur)"/>`;
  body += turf(w, h, horizon, '#8cc05a', '#78ab4a', 6);
  body += rail(w, horizon + 24, 0, 80, '#ffffff', 7);
  // the line itself, painted across the turf from the post
  const postX = w * 0.72;
  const jx = postX + 150;
  body += `<path d="M${postX - 6} ${horizon + 30} L${postX + 6} ${horizon + 30} L${postX + 40} ${h} L${postX + 16} ${h} Z" fill="#ffffff" opacity="0.85"/>`;
  // speed streaks behind the pair
  for (let i = 0; i < 14; i++) {
    const y = between(rng, h * 0.5, h * 0.92);
    const len = between(rng, 160, 420);
    const x = between(rng, -40, w * 0.3);
    body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(len)}" height="${r1(between(rng, 2, 5))}" fill="url(#streak)" opacity="0.7"/>`;
  }
  const px = w * 0.27;
  body += shadow(px + 260, h * 0.97, w * 0.3, 20, '#2f4a22', 0.35);
  // the bay on the far side, the grey nearer and a short head in front
  body += horse(px - w * 0.015, h * 0.36, 3.25, '#3b2414', {
    body: '#c8102e',
    cap: '#ffffff',
    sleeves: '#c8102e',
  });
  body += horse(px, h * 0.44, 3.5, '#cfd2d8', { body: '#1d3f8f', cap: '#ffffff', sleeves: '#ffffff' });
  body += `<path d="M${r1(px + 42 * 3.5)} ${r1(h * 0.44 + 60 * 3.5)} C${r1(px + 80 * 3.5)} ${r1(h * 0.44 + 52 * 3.5)} ${r1(px + 110 * 3.5)} ${r1(h * 0.44 + 54 * 3.5)} ${r1(px + 128 * 3.5)} ${r1(h * 0.44 + 58 * 3.5)}" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.55"/>`;
  body += winningPost(postX, h * 0.995, h * 0.74);
  // the judge's box beside the line
  body += `<rect x="${jx}" y="${h * 0.14}" width="110" height="120" fill="#f4f1e8"/><rect x="${jx + 12}" y="${h * 0.14 + 16}" width="86" height="46" fill="#35495e"/><path d="M${jx - 10} ${h * 0.14} L${jx + 55} ${h * 0.08} L${jx + 120} ${h * 0.14} Z" fill="#1f3b2d"/><rect x="${jx + 48}" y="${h * 0.14 + 120}" width="14" height="${horizon - h * 0.14 - 100}" fill="#f4f1e8"/>`;
  body += text(jx + 55, h * 0.14 + 96, 20, '#1f3b2d', 'JUDGE', {
    family: 'DejaVu Sans',
    weight: 'bold',
    spacing: 3,
  });
  return svgDocument(w, h, body, defs);
};

function wheel(cx: number, cy: number, r: number, colour: string): string {
  let out = `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="#2a1a22" stroke-width="${r1(r * 0.16)}"/><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${colour}" stroke-width="${r1(r * 0.07)}"/>`;
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    out += `<line x1="${r1(cx)}" y1="${r1(cy)}" x2="${r1(cx + Math.cos(a) * r)}" y2="${r1(cy + Math.sin(a) * r)}" stroke="${colour}" stroke-width="${r1(r * 0.05)}"/>`;
  }
  return out + `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.16)}" fill="${colour}"/>`;
}

/** An open landau facing right: two passengers, a footman up behind, gold lining on deep claret. */
function landau(x: number, y: number, s: number, rng: Rng): string {
  const p = (px: number, py: number): string => `${r1(x + px * s)} ${r1(y + py * s)}`;
  let out = shadow(x + 40 * s, y + 4 * s, 190 * s, 12 * s, '#2d3a20', 0.35);
  out += wheel(x - 80 * s, y - 56 * s, 56 * s, '#d4af37');
  out += `<path d="M${p(-150, -120)} C${p(-150, -60)} ${p(-110, -44)} ${p(-40, -46)} L${p(70, -50)} C${p(120, -52)} ${p(140, -80)} ${p(150, -110)} L${p(60, -104)} L${p(40, -122)} L${p(-30, -122)} L${p(-60, -104)} Z" fill="#4a1630"/>`;
  out += `<path d="M${p(-146, -104)} C${p(-140, -66)} ${p(-100, -56)} ${p(-40, -58)} L${p(70, -62)} C${p(112, -64)} ${p(130, -86)} ${p(140, -104)}" stroke="#d4af37" stroke-width="${r1(4 * s)}" fill="none"/>`;
  // folded hood behind
  out += `<path d="M${p(-160, -118)} C${p(-170, -150)} ${p(-120, -160)} ${p(-100, -120)} Z" fill="#2a0f1e"/>`;
  // passengers: a top hat and a wide-brimmed hat
  out += `<rect x="${r1(x - 70 * s)}" y="${r1(y - 168 * s)}" width="${r1(36 * s)}" height="${r1(50 * s)}" rx="${r1(8 * s)}" fill="#1d2b4a"/><circle cx="${r1(x - 52 * s)}" cy="${r1(y - 178 * s)}" r="${r1(13 * s)}" fill="#e3c4a8"/><rect x="${r1(x - 64 * s)}" y="${r1(y - 214 * s)}" width="${r1(24 * s)}" height="${r1(28 * s)}" fill="#111111"/><rect x="${r1(x - 70 * s)}" y="${r1(y - 190 * s)}" width="${r1(36 * s)}" height="${r1(5 * s)}" fill="#111111"/>`;
  const dress = pick(rng, ['#e8b4b8', '#7fb3e6', '#f2efe6', '#c9a227']);
  out += `<rect x="${r1(x - 6 * s)}" y="${r1(y - 166 * s)}" width="${r1(38 * s)}" height="${r1(48 * s)}" rx="${r1(10 * s)}" fill="${dress}"/><circle cx="${r1(x + 13 * s)}" cy="${r1(y - 176 * s)}" r="${r1(13 * s)}" fill="#e8cbb0"/><ellipse cx="${r1(x + 13 * s)}" cy="${r1(y - 186 * s)}" rx="${r1(30 * s)}" ry="${r1(7 * s)}" fill="${dress}"/><ellipse cx="${r1(x + 13 * s)}" cy="${r1(y - 192 * s)}" rx="${r1(14 * s)}" ry="${r1(9 * s)}" fill="${dress}"/><circle cx="${r1(x + 26 * s)}" cy="${r1(y - 190 * s)}" r="${r1(5 * s)}" fill="#ffffff"/>`;
  // footman standing up behind in scarlet
  out += `<rect x="${r1(x - 170 * s)}" y="${r1(y - 176 * s)}" width="${r1(26 * s)}" height="${r1(56 * s)}" rx="${r1(6 * s)}" fill="#b3202a"/><circle cx="${r1(x - 157 * s)}" cy="${r1(y - 186 * s)}" r="${r1(10 * s)}" fill="#e3c4a8"/><path d="M${p(-172, -192)} L${p(-142, -192)} L${p(-150, -204)} L${p(-164, -204)} Z" fill="#111111"/>`;
  out += wheel(x + 96 * s, y - 40 * s, 40 * s, '#d4af37');
  out += `<path d="M${p(150, -60)} L${p(250, -70)}" stroke="#3a2a1a" stroke-width="${r1(5 * s)}"/>`;
  return out;
}

/** A postilion in royal livery seated on a horse drawn by standingHorse at (x, y). */
function postilion(x: number, y: number, s: number): string {
  const p = (px: number, py: number): string => `${r1(x + px * s)} ${r1(y + py * s)}`;
  return (
    `<path d="M${p(-14, -112)} L${p(10, -104)} L${p(6, -70)} L${p(-2, -66)}" stroke="#f4f1e8" stroke-width="${r1(11 * s)}" fill="none" stroke-linejoin="round"/>` +
    `<path d="M${p(6, -76)} L${p(4, -58)}" stroke="#111111" stroke-width="${r1(11 * s)}" stroke-linecap="round"/>` +
    `<path d="M${p(-26, -112)} C${p(-28, -140)} ${p(-20, -158)} ${p(-4, -160)} L${p(6, -156)} C${p(4, -140)} ${p(2, -124)} ${p(0, -108)} Z" fill="#4b2a7b"/>` +
    `<path d="M${p(-2, -150)} L${p(20, -128)}" stroke="#d4af37" stroke-width="${r1(7 * s)}" stroke-linecap="round"/>` +
    `<circle cx="${r1(x - 6 * s)}" cy="${r1(y - 172 * s)}" r="${r1(10 * s)}" fill="#e3c4a8"/>` +
    `<path d="M${p(-17, -174)} A${r1(11 * s)} ${r1(11 * s)} 0 0 1 ${p(5, -174)} L${p(9, -172)} Z" fill="#111111"/>`
  );
}

/** The Royal Procession: the landaus through the Golden Gates and down the straight mile. */
export const royalLandaus: Scene = (rng, w, h) => {
  const horizon = h * 0.5;
  const defs =
    linearGradient('sky', ['#4d78b8', '#9fc0e2', '#f3e3c0']) +
    radialGlow('glow', '#fff3cf', 0.85) +
    linearGradient('stone', ['#efe6d2', '#cdbf9f']) +
    fading('haze', '#f3e3c0', 0.7, true) +
    fading('warm', '#ffe3a0', 0.25);
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.78, h * 0.14, 40, '#fffbea', 'glow') +
    clouds(rng, w, 40, 180, 4, '#ffffff', 0.8) +
    bunting(w, 18, 60, ['#4b2a7b', '#d4af37', '#ffffff'], 22) +
    ridge(rng, w, h, horizon - 40, 30, '#a5b59a', 200) +
    `<rect y="${horizon - 80}" width="${w}" height="80" fill="url(#haze)"/>` +
    trees(rng, w, horizon + 4, 22, 42, ['#3f6b3a', '#4c7a44', '#355c31']);
  // the Royal Box's stand far down the course
  body += `<rect x="${w * 0.66}" y="${horizon - h * 0.14}" width="${w * 0.32}" height="${h * 0.14}" fill="#efe8d6"/>`;
  for (let c = 0; c < 12; c++)
    body += `<rect x="${r1(w * 0.67 + c * w * 0.026)}" y="${r1(horizon - h * 0.12)}" width="${r1(w * 0.02)}" height="${r1(h * 0.05)}" fill="#6b5a9a"/>`;
  body += `<path d="M${w * 0.64} ${horizon - h * 0.15} L${w * 0.99} ${horizon - h * 0.17} L${w * 0.99} ${horizon - h * 0.155} L${w * 0.64} ${horizon - h * 0.138} Z" fill="#4b2a7b"/>`;
  body += `<path d="M${w * 0.8} ${horizon - h * 0.166} l0 -44" stroke="#2d2450" stroke-width="3"/><path d="M${w * 0.8} ${horizon - h * 0.166 - 44} l40 8 l-40 10 Z" fill="#4b2a7b"/>`;
  body += crowd(rng, w * 0.62, w, horizon + 6, 6, CROWD);
  body +=
    turf(w, h, horizon, '#90c35e', '#7eb150', 8) +
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#warm)"/>`;
  body += rail(w, horizon + h * 0.05, 4, 60, '#ffffff', 5);
  // the Golden Gates on the left, open
  const gx = w * 0.06;
  const top = horizon - h * 0.2;
  for (const px of [gx, gx + w * 0.17]) {
    body += `<rect x="${px - 26}" y="${top}" width="52" height="${horizon + h * 0.1 - top}" fill="url(#stone)"/><rect x="${px - 32}" y="${top - 14}" width="64" height="16" fill="#d9ccb0"/><circle cx="${px}" cy="${top - 30}" r="16" fill="#d4af37"/>`;
  }
  for (const [from, dir] of [
    [gx + 26, -1],
    [gx + w * 0.17 - 26, 1],
  ] as const) {
    const leafW = 70;
    const x0 = dir < 0 ? from - leafW * 1.3 : from;
    body += `<g opacity="0.95"><rect x="${x0}" y="${top + 20}" width="${leafW * 0.9}" height="8" fill="#d4af37"/><rect x="${x0}" y="${horizon + h * 0.07}" width="${leafW * 0.9}" height="8" fill="#d4af37"/>`;
    for (let b = 0; b < 6; b++)
      body += `<rect x="${x0 + b * leafW * 0.16}" y="${top + 20}" width="4" height="${horizon + h * 0.07 - top - 20}" fill="#d4af37"/><circle cx="${x0 + b * leafW * 0.16 + 2}" cy="${top + 14}" r="4" fill="#d4af37"/>`;
    body += '</g>';
  }
  body += `<path d="M${gx + 26} ${top + 30} Q${gx + w * 0.085} ${top - 40} ${gx + w * 0.17 - 26} ${top + 30}" stroke="#d4af37" stroke-width="7" fill="none"/><circle cx="${gx + w * 0.085}" cy="${top - 18}" r="14" fill="#d4af37"/>`;
  // the procession: two landaus, each behind four Windsor Greys with postilions in royal livery
  const team = (frontX: number, y: number, s: number): string => {
    let out = '';
    for (const [dx, dy, shade] of [
      [-150, -10, '#c9c3b8'],
      [0, -10, '#c9c3b8'],
      [-140, 0, '#ece8e0'],
      [10, 0, '#ece8e0'],
    ] as const) {
      out += shadow(frontX + dx * s, y + 2 * s + dy * s, 70 * s, 8 * s, '#2d3a20', 0.3);
      out += standingHorse(frontX + dx * s, y + dy * s, s, shade, '#b9b2a6', 'walk', false, '#2a1a12');
    }
    out += postilion(frontX - 140 * s, y, s) + postilion(frontX + 10 * s, y, s);
    return out;
  };
  const s2 = 0.7;
  body += landau(w * 0.44, h * 0.7, s2, rng) + team(w * 0.44 + 360 * s2, h * 0.7, s2);
  const s1 = 1.0;
  body += landau(w * 0.62, h * 0.86, s1, rng) + team(w * 0.62 + 360 * s1, h * 0.86, s1);
  // the crowd along the rail in the foreground, and royal bunting
  body += rail(w, h * 0.9, 0, 110, '#ffffff', 8) + crowd(rng, -10, w + 10, h * 1.06, 30, CROWD);
  return svgDocument(w, h, body, defs);
};

/**
 * The Royal Procession seen from the Queen Anne rails: one landau and its Greys close by, passing in
 * the afternoon light, hats along the rail beyond and the Royal Box's stand on the far side.
 */
export const royalProcessionRails: Scene = (rng, w, h) => {
  const horizon = h * 0.42;
  const defs =
    linearGradient('sky', ['#6d8fc4', '#bcd2ea', '#f7e7c4']) +
    radialGlow('glow', '#fff1c8', 0.85) +
    fading('warm', '#ffd98a', 0.3);
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.2, h * 0.12, 44, '#fff8e0', 'glow') +
    clouds(rng, w, 30, 150, 4, '#ffffff', 0.8) +
    ridge(rng, w, h, horizon - 30, 24, '#a9b79c', 200) +
    trees(rng, w, horizon + 4, 18, 34, ['#3f6b3a', '#4c7a44', '#355c31']);
  body += `<rect x="${w * 0.08}" y="${horizon - h * 0.12}" width="${w * 0.5}" height="${h * 0.12}" fill="#efe8d6"/>`;
  for (let c = 0; c < 16; c++)
    body += `<rect x="${r1(w * 0.09 + c * w * 0.03)}" y="${r1(horizon - h * 0.1)}" width="${r1(w * 0.022)}" height="${r1(h * 0.045)}" fill="#6b5a9a"/>`;
  body += `<path d="M${w * 0.06} ${horizon - h * 0.13} L${w * 0.6} ${horizon - h * 0.15} L${w * 0.6} ${horizon - h * 0.135} L${w * 0.06} ${horizon - h * 0.117} Z" fill="#4b2a7b"/>`;
  body += crowd(rng, 0, w, horizon + 8, 7, CROWD);
  body +=
    turf(w, h, horizon, '#90c35e', '#7eb150', 8) +
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#warm)"/>` +
    rail(w, horizon + h * 0.06, 4, 70, '#ffffff', 5) +
    bunting(w, horizon + h * 0.035, 10, ['#4b2a7b', '#d4af37', '#ffffff'], 16);
  // one landau, close, behind its four Greys and two postilions
  const s = 1.45;
  const y = h * 0.8;
  const x = w * 0.24;
  body += landau(x, y, s, rng);
  for (const [dx, dy, shade] of [
    [210, -12, '#c9c3b8'],
    [360, -12, '#c9c3b8'],
    [220, 0, '#ece8e0'],
    [370, 0, '#ece8e0'],
  ] as const) {
    body += shadow(x + dx * s, y + 2 * s + dy * s, 70 * s, 8 * s, '#2d3a20', 0.3);
    body += standingHorse(x + dx * s, y + dy * s, s, shade, '#b9b2a6', 'walk', false, '#2a1a12');
  }
  body += postilion(x + 220 * s, y, s) + postilion(x + 370 * s, y, s);
  return svgDocument(w, h, body, defs);
};

function birchTree(rng: Rng, x: number, baseY: number, height: number, lean: number): string {
  const topX = x + lean;
  let out = `<path d="M${r1(x - 9)} ${r1(baseY)} L${r1(topX - 2)} ${r1(baseY - height)} L${r1(topX + 2)} ${r1(baseY - height)} L${r1(x + 9)} ${r1(baseY)} Z" fill="#f1efe8"/>`;
  for (let i = 0; i < 9; i++) {
    const t = between(rng, 0.05, 0.9);
    const bx = x + lean * t;
    out += `<rect x="${r1(bx - 8 + t * 6)}" y="${r1(baseY - height * t)}" width="${r1(between(rng, 5, 12) * (1 - t * 0.6))}" height="3" fill="#2b2a28"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const t = between(rng, 0.45, 0.95);
    const bx = x + lean * t;
    const by = baseY - height * t;
    const side = i % 2 ? 1 : -1;
    out += `<path d="M${r1(bx)} ${r1(by)} q${r1(side * 30)} -20 ${r1(side * between(rng, 50, 80))} -${r1(between(rng, 30, 60))}" stroke="#6b5a52" stroke-width="2.5" fill="none"/>`;
  }
  out += `<ellipse cx="${r1(topX)}" cy="${r1(baseY - height * 0.85)}" rx="${r1(height * 0.22)}" ry="${r1(height * 0.3)}" fill="#8a6a5a" opacity="0.28"/>`;
  return out;
}

/** The Silver Birch Chase: the leader measuring the birch fence on a frosty winter afternoon. */
export const birchChaseWinter: Scene = (rng, w, h) => {
  const horizon = h * 0.58;
  const defs =
    linearGradient('sky', ['#2f3e5e', '#6e7f9e', '#c9b4b2', '#f2d6b4']) +
    radialGlow('glow', '#ffe0b0', 0.9) +
    linearGradient('frost', ['#c9d6cf', '#a9bcb4']) +
    fading('haze', '#e8cdb8', 0.75, true) +
    linearGradient('brush', ['#9a8a74', '#5e4c3a']);
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.16, horizon - h * 0.06, 44, '#fff0d2', 'glow') +
    clouds(rng, w, 60, 220, 6, '#d9c6c6', 0.45) +
    ridge(rng, w, h, horizon - 30, 34, '#7d7f93', 180) +
    `<rect y="${horizon - 90}" width="${w}" height="90" fill="url(#haze)"/>` +
    trees(rng, w, horizon + 4, 14, 30, ['#5a5060', '#4e4858', '#665a62']);
  body += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#frost)"/>`;
  body += turf(w, h, horizon, '#c4d3cb', '#b1c4bb', 8).replace(/^<rect[^>]*\/>/, '');
  // silver birches along the far side
  for (const [fx, hh, lean] of [
    [0.3, 0.3, 8],
    [0.36, 0.25, -6],
    [0.82, 0.34, 10],
    [0.88, 0.27, -4],
    [0.94, 0.31, 6],
  ] as const)
    body += birchTree(rng, w * fx, horizon + 6, h * hh, lean);
  body += crowd(rng, w * 0.44, w * 0.74, horizon + 10, 6, ['#3a3440', '#5a3030', '#2d3a4a', '#4a4a3a']);
  body += rail(w, horizon + h * 0.05, 4, 70, '#f6f4ee', 5);
  // the fence: a bank of birch brush with white wings, a long blue shadow behind it
  const fx = w * 0.46;
  const fy = h * 0.86;
  const fw = w * 0.34;
  body += `<path d="M${fx + 30} ${fy} L${fx + fw + 60} ${fy} L${fx + fw + 260} ${fy + 70} L${fx + 210} ${fy + 70} Z" fill="#6f86a0" opacity="0.35"/>`;
  body += `<path d="M${fx} ${fy} L${fx + 26} ${fy - 130} L${fx + fw - 26} ${fy - 130} L${fx + fw} ${fy} Z" fill="url(#brush)"/>`;
  for (let bx = fx + 20; bx < fx + fw - 16; bx += 7)
    body += `<path d="M${r1(bx)} ${fy - 120} l${r1(between(rng, -4, 4))} ${r1(-between(rng, 14, 28))}" stroke="${pick(rng, ['#b6a68c', '#8a7660', '#d8d0c0'])}" stroke-width="3"/>`;
  body += `<rect x="${fx - 8}" y="${fy - 30}" width="${fw + 16}" height="30" fill="#f5f3ec"/><rect x="${fx - 8}" y="${fy - 18}" width="${fw + 16}" height="7" fill="#1f5f3a"/>`;
  body += `<path d="M${fx - 8} ${fy} L${fx - 90} ${fy - 150} L${fx - 70} ${fy - 150} L${fx + 8} ${fy - 20} Z" fill="#f5f3ec"/><path d="M${fx + fw + 8} ${fy} L${fx + fw + 90} ${fy - 150} L${fx + fw + 70} ${fy - 150} L${fx + fw - 8} ${fy - 20} Z" fill="#f5f3ec"/>`;
  body += dots(rng, fw, fy - 150, fy - 120, 18, '#e8e4da', 5, 0.8).replace(
    /cx="([\d.]+)"/g,
    (_, cx: string) => `cx="${(Number(cx) + fx).toFixed(1)}"`,
  );
  // the leader in the air, the chaser on its heels
  body += shadow(w * 0.58, fy + 40, 170, 14, '#5a6e86', 0.35);
  body += horse(
    w * 0.43,
    h * 0.36,
    2.6,
    '#2b1a0e',
    { body: '#0f7a4a', cap: '#ffffff', sleeves: '#ffffff' },
    false,
    -16,
  );
  body += shadow(w * 0.18, h * 0.94, 150, 12, '#5a6e86', 0.35);
  body += horse(w * 0.03, h * 0.62, 1.95, '#4a2c18', { body: '#8a1c2b', cap: '#1d3f8f', sleeves: '#1d3f8f' });
  // breath in the cold air
  body += `<circle cx="${w * 0.43 + 200 * 2.6}" cy="${h * 0.36 + 30 * 2.6}" r="16" fill="#ffffff" opacity="0.35"/><circle cx="${w * 0.43 + 214 * 2.6}" cy="${h * 0.36 + 26 * 2.6}" r="11" fill="#ffffff" opacity="0.25"/>`;
  body += `<circle cx="${w * 0.03 + 196 * 1.95}" cy="${h * 0.62 + 46 * 1.95}" r="12" fill="#ffffff" opacity="0.35"/>`;
  body += dots(rng, w, h * 0.62, h, 140, '#ffffff', 2.2, 0.6);
  return svgDocument(w, h, body, defs);
};

/** Ridgeway Bank Saturday: a packed grandstand in bright sun, the sponsor's colours along the roof. */
export const ridgewayRaceday: Scene = (rng, w, h) => {
  const horizon = h * 0.64;
  const defs =
    linearGradient('sky', ['#2f86d6', '#7dbbea', '#d9ecf8']) +
    radialGlow('glow', '#fffbe6', 0.9) +
    linearGradient('under', ['#3c4a5a', '#8a94a0']) +
    fading('haze', '#e4f1fa', 0.8, true);
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.9, h * 0.1, 44, '#fffdf2', 'glow') +
    clouds(rng, w, 40, 160, 5, '#ffffff', 0.9) +
    ridge(rng, w, h, horizon - 60, 30, '#9fbf9a', 200) +
    `<rect y="${horizon - 140}" width="${w}" height="140" fill="url(#haze)"/>` +
    trees(rng, w, horizon - 40, 16, 34, ['#3f6b3a', '#4c7a44', '#355c31']);
  // the stand: terraced steps under a cantilevered roof, packed with racegoers
  const left = w * 0.04;
  const right = w * 0.8;
  const roofY = h * 0.27;
  const foot = horizon + 10;
  body += `<path d="M${left} ${foot} L${left} ${roofY + 40} L${right} ${roofY + 20} L${right} ${foot} Z" fill="url(#under)"/>`;
  const rows = 3;
  for (let r = 0; r < rows; r++) {
    const y = roofY + 80 + r * ((foot - roofY - 80) / rows);
    const x0 = left + 20 - r * 4;
    body += `<rect x="${r1(x0)}" y="${r1(y)}" width="${r1(right - x0)}" height="${r1((foot - roofY - 80) / rows)}" fill="#b3aa98"/>`;
    body += crowd(
      rng,
      x0 + 6,
      right - 6,
      y + (foot - roofY - 80) / rows - 2,
      16 + r * 3,
      r === rows - 1 ? CROWD : SHADED,
    );
  }
  body += `<path d="M${left} ${foot} L${left} ${roofY + 40} L${right} ${roofY + 20} L${right} ${foot} Z" fill="#2a3440" opacity="0.3"/>`;
  for (let x = left + 60; x < right; x += (right - left) / 6)
    body += `<rect x="${r1(x)}" y="${roofY + 20}" width="10" height="${foot - roofY - 20}" fill="#e9e4d8"/>`;
  // the roof and its fascia in Ridgeway navy
  body += `<path d="M${left - 60} ${roofY + 30} L${right + 40} ${roofY - 6} L${right + 40} ${roofY + 34} L${left - 60} ${roofY + 70} Z" fill="#0b2e59"/>`;
  body += `<path d="M${left - 60} ${roofY + 64} L${right + 40} ${roofY + 28} L${right + 40} ${roofY + 34} L${left - 60} ${roofY + 70} Z" fill="#7fb3e6"/>`;
  body += `<g transform="rotate(-1.9 ${(left + right) / 2} ${roofY + 40})">${text((left + right) / 2, roofY + 48, 30, '#ffffff', 'RIDGEWAY BANK SATURDAY', { family: 'Liberation Sans', weight: 'bold', spacing: 8 })}</g>`;
  for (let x = left; x < right; x += (right - left) / 7) {
    const y = roofY + 30 - ((x - left) / (right - left)) * 36;
    body += `<path d="M${r1(x)} ${r1(y)} l0 -60" stroke="#0b2e59" stroke-width="3"/><path d="M${r1(x)} ${r1(y - 60)} q20 -6 40 4 q-20 8 -40 12 Z" fill="${pick(rng, ['#0b2e59', '#7fb3e6', '#ffffff'])}"/>`;
  }
  // the lawn, the rail and the field racing past in the foreground
  body += turf(w, h, foot, '#8cc85a', '#79b54c', 7);
  for (let x = -10; x < w; x += between(rng, 160, 300))
    body += crowd(rng, x, x + between(rng, 50, 120), foot + 30, 20, CROWD);
  body += rail(w, h * 0.78, 6, 80, '#ffffff', 6);
  body +=
    `<rect x="${w * 0.1}" y="${h * 0.74}" width="${w * 0.14}" height="28" fill="#0b2e59"/>` +
    text(w * 0.17, h * 0.74 + 20, 16, '#ffffff', 'RIDGEWAY BANK', {
      family: 'Liberation Sans',
      weight: 'bold',
      spacing: 3,
    });
  body +=
    `<rect x="${w * 0.82}" y="${h * 0.75}" width="${w * 0.14}" height="28" fill="#0b2e59"/>` +
    text(w * 0.89, h * 0.75 + 20, 16, '#ffffff', 'RIDGEWAY BANK', {
      family: 'Liberation Sans',
      weight: 'bold',
      spacing: 3,
    });
  const silks: Silks[] = [
    { body: '#0b2e59', cap: '#7fb3e6', sleeves: '#7fb3e6' },
    { body: '#c8102e', cap: '#ffffff' },
    { body: '#f2c230', cap: '#1b1b1b', sleeves: '#1b1b1b' },
    { body: '#0f7a4a', cap: '#ffffff', sleeves: '#ffffff' },
  ];
  silks.forEach((s, i) => {
    const x = w * (0.56 - i * 0.15);
    const y = h * (0.72 + (i % 2) * 0.03);
    body += shadow(x + 190, y + 205, 140, 10, '#3a5a2a', 0.35);
    body += horse(x, y, 1.85 - i * 0.04, ['#3b2414', '#2a1a10', '#5a3520', '#1a120c'][i] as string, s);
  });
  return svgDocument(w, h, body, defs);
};

/** The going report: the irrigation booms putting water on the straight in early-morning light. */
export const goingWatering: Scene = (rng, w, h) => {
  const horizon = h * 0.48;
  const vx = w * 0.56;
  const defs =
    linearGradient('sky', ['#7fa6c8', '#d6dfe0', '#f7e7c4']) +
    radialGlow('glow', '#fff2c8', 0.9) +
    linearGradient('track', ['#a9c070', '#6f9a42']) +
    linearGradient('spray', ['#ffffffcc', '#ffffff00']) +
    fading('haze', '#f6e6c6', 0.8, true);
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.84, horizon - h * 0.12, 46, '#fff8e0', 'glow') +
    clouds(rng, w, 50, 200, 5, '#fbf3e2', 0.7) +
    ridge(rng, w, h, horizon - 24, 28, '#9aab96', 200) +
    `<rect y="${horizon - 80}" width="${w}" height="80" fill="url(#haze)"/>` +
    trees(rng, w, horizon + 4, 14, 30, ['#5a7a4e', '#4e6e44', '#66845a']) +
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="#7d9f52"/>`;
  // the straight mile running away to the horizon
  body += `<path d="M${vx - 6} ${horizon} L${vx + 6} ${horizon} L${w * 1.3} ${h} L${-w * 0.25} ${h} Z" fill="url(#track)"/>`;
  for (let i = 0; i < 12; i++) {
    const t0 = i / 12;
    const t1 = (i + 0.5) / 12;
    const xa = (t: number): number => vx - 6 + (-w * 0.25 - (vx - 6)) * t;
    const xb = (t: number): number => vx + 6 + (w * 1.3 - (vx + 6)) * t;
    body += `<path d="M${r1(xa(t0))} ${r1(horizon + (h - horizon) * t0)} L${r1(xb(t0))} ${r1(horizon + (h - horizon) * t0)} L${r1(xb(t1))} ${r1(horizon + (h - horizon) * t1)} L${r1(xa(t1))} ${r1(horizon + (h - horizon) * t1)} Z" fill="#ffffff" opacity="0.05"/>`;
  }
  // the rails converging on the vanishing point, posts shrinking with distance
  for (const [endX, endY] of [
    [-w * 0.1, h * 0.78],
    [w * 1.1, h * 0.86],
  ] as const) {
    body += `<path d="M${vx} ${horizon + 2} L${endX} ${endY}" stroke="#ffffff" stroke-width="5"/>`;
    for (let t = 0.04; t < 1; t = t * 1.35 + 0.02) {
      const px = vx + (endX - vx) * t;
      const py = horizon + 2 + (endY - horizon - 2) * t;
      body += `<rect x="${r1(px - 2 - t * 3)}" y="${r1(py)}" width="${r1(4 + t * 6)}" height="${r1(8 + t * 60)}" fill="#ffffff"/>`;
    }
  }
  // the booms and their arcs of water, glittering in the low sun
  for (const [t, span] of [
    [0.1, 0.08],
    [0.3, 0.16],
    [0.62, 0.3],
  ] as const) {
    const y = horizon + (h - horizon) * t;
    const cx = vx + (w * 0.5 - vx) * t;
    const sw = w * span;
    body += `<rect x="${r1(cx - sw)}" y="${r1(y - 30 * t - 6)}" width="${r1(sw * 2)}" height="${r1(3 + 6 * t)}" fill="#5a6068"/>`;
    body += `<rect x="${r1(cx - 8 - 8 * t)}" y="${r1(y - 30 * t - 16)}" width="${r1(16 + 16 * t)}" height="${r1(20 + 50 * t)}" fill="#3f6a8a"/>`;
    for (let k = 0; k <= 8; k++) {
      const nx = cx - sw + (k / 8) * sw * 2;
      const top = y - 30 * t - 6;
      const reach = 40 + 160 * t;
      for (const dir of [-1, 1]) {
        body += `<path d="M${r1(nx)} ${r1(top)} q${r1((dir * reach) / 2)} ${r1(-reach * 0.6)} ${r1(dir * reach)} ${r1(reach * 0.35)}" stroke="#ffffff" stroke-width="${r1(1 + 3 * t)}" fill="none" opacity="0.4"/>`;
      }
    }
    body += dots(
      rng,
      sw * 2.4,
      y - 120 * t - 10,
      y + 20 * t,
      Math.round(40 + 120 * t),
      '#ffffff',
      1 + 4 * t,
      0.55,
    ).replace(/cx="([\d.]+)"/g, (_, x: string) => `cx="${(Number(x) + cx - sw * 1.2).toFixed(1)}"`);
  }
  // a faint bow in the nearest spray
  body += `<path d="M${w * 0.26} ${h * 0.8} A${w * 0.25} ${h * 0.3} 0 0 1 ${w * 0.76} ${h * 0.8}" stroke="#f4a6b8" stroke-width="6" fill="none" opacity="0.22"/><path d="M${w * 0.27} ${h * 0.8} A${w * 0.24} ${h * 0.29} 0 0 1 ${w * 0.75} ${h * 0.8}" stroke="#f7e07a" stroke-width="6" fill="none" opacity="0.22"/><path d="M${w * 0.28} ${h * 0.8} A${w * 0.23} ${h * 0.28} 0 0 1 ${w * 0.74} ${h * 0.8}" stroke="#7fc8e6" stroke-width="6" fill="none" opacity="0.22"/>`;
  // the Clerk of the Course's going stick and board in the foreground
  const sx = w * 0.12;
  body += shadow(sx + 40, h * 0.97, 60, 8, '#3a5a2a', 0.4);
  body += `<rect x="${sx - 3}" y="${h * 0.66}" width="6" height="${h * 0.31}" fill="#9aa4ae"/><rect x="${sx - 40}" y="${h * 0.655}" width="80" height="10" rx="5" fill="#2b2f36"/><rect x="${sx - 10}" y="${h * 0.86}" width="20" height="10" fill="#2b2f36"/>`;
  body += `<rect x="${w * 0.84}" y="${h * 0.7}" width="10" height="${h * 0.28}" fill="#e9e4d8"/><rect x="${w * 0.76}" y="${h * 0.62}" width="${w * 0.18}" height="${h * 0.11}" rx="6" fill="#1f3b2d"/>`;
  body +=
    text(w * 0.85, h * 0.66, 20, '#d4af37', 'GOING', { family: 'DejaVu Sans', weight: 'bold', spacing: 4 }) +
    text(w * 0.85, h * 0.7, 24, '#ffffff', 'GOOD TO FIRM', {
      family: 'DejaVu Sans',
      weight: 'bold',
      spacing: 1,
    });
  return svgDocument(w, h, body, defs);
};

/** A horse's head and neck looking out over a stable's half-door, facing right (or left). */
function headOverDoor(x: number, y: number, s: number, coat: string, blaze: boolean, flip: boolean): string {
  const turn = flip ? ' scale(-1 1)' : '';
  let g = `<path d="M-22 10 C-24 -20 -14 -44 4 -58 L22 -46 C14 -30 12 -12 14 10 Z" fill="${coat}"/>`;
  g += `<path d="M0 -62 C14 -70 30 -64 40 -50 L60 -22 C64 -14 56 -8 48 -12 L20 -34 Z" fill="${coat}"/>`;
  g += `<path d="M4 -64 l-2 -16 l10 12 Z" fill="${coat}"/><path d="M-16 8 C-18 -18 -10 -40 2 -56" stroke="#00000055" stroke-width="6" fill="none"/>`;
  if (blaze) g += `<path d="M26 -58 L54 -20 L48 -16 L22 -50 Z" fill="#f4f1e8"/>`;
  g += `<circle cx="22" cy="-52" r="2.6" fill="#1a1412"/>`;
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${s.toFixed(3)})${turn}">${g}</g>`;
}

/** The new stable yard: a brick range of boxes round a clock tower, heads over the doors. */
export const stableYard: Scene = (rng, w, h) => {
  const defs =
    linearGradient('sky', ['#5d9ad4', '#a9cdee', '#eef4f6']) +
    radialGlow('glow', '#fffbe6', 0.9) +
    linearGradient('brick', ['#b5654a', '#9a5038']) +
    linearGradient('yard', ['#d9ccb0', '#c4b392']) +
    fading('eave', '#2a1a14', 0.45);
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.12, h * 0.12, 40, '#fffdf0', 'glow') +
    clouds(rng, w, 40, 150, 4, '#ffffff', 0.85) +
    trees(rng, w, h * 0.42, 26, 50, ['#3f6b3a', '#4c7a44', '#355c31']);
  const top = h * 0.36;
  const base = h * 0.72;
  // the range of boxes
  body += `<rect x="0" y="${top}" width="${w}" height="${base - top}" fill="url(#brick)"/>`;
  for (let y = top + 10; y < base; y += 14)
    body += `<rect x="0" y="${r1(y)}" width="${w}" height="1.5" fill="#8a4630" opacity="0.35"/>`;
  body += `<path d="M-20 ${top + 6} L${w + 20} ${top + 6} L${w + 20} ${top - 50} L-20 ${top - 50} Z" fill="#4a5560"/><path d="M-20 ${top + 6} L${w + 20} ${top + 6} L${w + 20} ${top + 16} L-20 ${top + 16} Z" fill="#2f3840"/>`;
  body += `<rect x="0" y="${top + 16}" width="${w}" height="40" fill="url(#eave)"/>`;
  const doors = 9;
  const doorW = w / doors;
  const heads: Record<number, [string, boolean, boolean]> = {
    1: ['#5a3520', true, false],
    2: ['#cfd2d8', false, true],
    5: ['#3b2414', true, false],
    6: ['#8a4a24', false, false],
    8: ['#1f1612', true, true],
  };
  for (let i = 0; i < doors; i++) {
    if (i === 4) continue;
    const dx = i * doorW + doorW * 0.22;
    const dw = doorW * 0.56;
    const dtop = top + (base - top) * 0.3;
    const mid = top + (base - top) * 0.62;
    body += `<rect x="${r1(dx - 8)}" y="${r1(dtop - 8)}" width="${r1(dw + 16)}" height="${r1(base - dtop + 8)}" fill="#f1ead8"/>`;
    body += `<rect x="${r1(dx)}" y="${r1(dtop)}" width="${r1(dw)}" height="${r1(mid - dtop)}" fill="#241a16"/>`;
    const head = heads[i];
    if (head) body += headOverDoor(dx + dw / 2, mid + 4, 1.25, head[0], head[1], head[2]);
    body += `<rect x="${r1(dx)}" y="${r1(mid)}" width="${r1(dw)}" height="${r1(base - mid)}" fill="#1f5f3a"/><path d="M${r1(dx)} ${r1(mid)} L${r1(dx + dw)} ${r1(base)} M${r1(dx + dw)} ${r1(mid)} L${r1(dx)} ${r1(base)}" stroke="#174a2d" stroke-width="6"/><rect x="${r1(dx - 4)}" y="${r1(mid - 6)}" width="${r1(dw + 8)}" height="8" fill="#e9e1cc"/>`;
    if (!head)
      body += `<path d="M${r1(dx + dw * 0.5 - 30)} ${r1(dtop - 30)} q30 24 60 0 Z" fill="#3f6b3a"/><circle cx="${r1(dx + dw * 0.5 - 16)}" cy="${r1(dtop - 24)}" r="6" fill="#e8486a"/><circle cx="${r1(dx + dw * 0.5 + 10)}" cy="${r1(dtop - 22)}" r="6" fill="#f6e04b"/>`;
  }
  // the arch and clock tower in the middle of the range
  const cx = 4.5 * doorW;
  body += `<rect x="${cx - doorW * 0.6}" y="${top - 40}" width="${doorW * 1.2}" height="${base - top + 40}" fill="#a85a40"/>`;
  body += `<path d="M${cx - doorW * 0.36} ${base} L${cx - doorW * 0.36} ${top + 110} A${doorW * 0.36} ${doorW * 0.36} 0 0 1 ${cx + doorW * 0.36} ${top + 110} L${cx + doorW * 0.36} ${base} Z" fill="#6b8a5a"/>`;
  body += `<path d="M${cx - doorW * 0.36} ${base} L${cx - doorW * 0.36} ${top + 110} A${doorW * 0.36} ${doorW * 0.36} 0 0 1 ${cx + doorW * 0.36} ${top + 110} L${cx + doorW * 0.36} ${base}" stroke="#f1ead8" stroke-width="10" fill="none"/>`;
  body += `<rect x="${cx - 70}" y="${top - 170}" width="140" height="134" fill="#f1ead8"/><path d="M${cx - 86} ${top - 170} L${cx} ${top - 250} L${cx + 86} ${top - 170} Z" fill="#4a5560"/><circle cx="${cx}" cy="${top - 104}" r="46" fill="#ffffff" stroke="#1f3b2d" stroke-width="6"/><path d="M${cx} ${top - 104} L${cx} ${top - 136} M${cx} ${top - 104} L${cx + 22} ${top - 96}" stroke="#1f3b2d" stroke-width="5" stroke-linecap="round"/>`;
  body += `<path d="M${cx} ${top - 250} L${cx} ${top - 300}" stroke="#2b2f36" stroke-width="4"/><path d="M${cx - 30} ${top - 290} L${cx + 34} ${top - 290} L${cx + 20} ${top - 298} M${cx + 34} ${top - 290} L${cx + 20} ${top - 282}" stroke="#2b2f36" stroke-width="3" fill="none"/><path d="M${cx - 34} ${top - 296} l14 6 l-14 6 Z" fill="#2b2f36"/>`;
  // the yard: swept gravel, the shadow of the range, a groom leading a horse out
  body += `<rect y="${base}" width="${w}" height="${h - base}" fill="url(#yard)"/>`;
  body += `<path d="M0 ${base} L${w} ${base} L${w} ${base + 40} L0 ${base + 70} Z" fill="#5a4a36" opacity="0.22"/>`;
  body += dots(rng, w, base + 10, h, 160, '#b3a27f', 3, 0.6);
  const hx = w * 0.66;
  const hy = h * 0.96;
  body += shadow(hx - 10, hy + 4, 150, 14, '#5a4a36', 0.35);
  body += standingHorse(hx, hy, 1.45, '#6b3a1e', '#2a1a12', 'walk');
  body += `<path d="M${hx + 120} ${hy - 190} C${hx + 160} ${hy - 150} ${hx + 170} ${hy - 140} ${hx + 190} ${hy - 150}" stroke="#2a1a12" stroke-width="4" fill="none"/>`;
  body += `<rect x="${hx + 176}" y="${hy - 170}" width="40" height="76" rx="12" fill="#1f3b2d"/><circle cx="${hx + 196}" cy="${hy - 188}" r="16" fill="#d9b99b"/><path d="M${hx + 180} ${hy - 196} a16 16 0 0 1 32 0 Z" fill="#1f3b2d"/><rect x="${hx + 180}" y="${hy - 96}" width="14" height="92" fill="#2b2f36"/><rect x="${hx + 198}" y="${hy - 96}" width="14" height="92" fill="#2b2f36"/>`;
  body += `<rect x="${w * 0.06}" y="${h * 0.8}" width="90" height="60" fill="#3f6a8a"/><rect x="${w * 0.06 - 6}" y="${h * 0.8 - 6}" width="102" height="10" fill="#2d4f68"/>`;
  return svgDocument(w, h, body, defs);
};

/** Copper Kettle at stud: the grey grazing in a railed paddock in golden afternoon light. */
export const studPaddock: Scene = (rng, w, h) => {
  const horizon = h * 0.5;
  const defs =
    linearGradient('sky', ['#5f8fc4', '#b6cfe2', '#f6dfb0']) +
    radialGlow('glow', '#fff0c4', 0.9) +
    linearGradient('field', ['#9fbf5e', '#6f9a3e']) +
    fading('haze', '#f6dfb0', 0.8, true) +
    fading('light', '#ffe2a0', 0.3);
  let body =
    sky(w, h, 'sky') +
    sun(w * 0.14, horizon - h * 0.1, 48, '#fff6da', 'glow') +
    clouds(rng, w, 40, 170, 4, '#fff8ea', 0.75) +
    ridge(rng, w, h, horizon - 30, 40, '#a5b08a', 200) +
    `<rect y="${horizon - 90}" width="${w}" height="90" fill="url(#haze)"/>` +
    trees(rng, w, horizon + 4, 16, 32, ['#5d7a44', '#6a8a4c', '#4e6a3c']);
  // the stud's barn and its cupola beyond the paddocks
  const bx = w * 0.6;
  body += `<rect x="${bx}" y="${horizon - 70}" width="${w * 0.22}" height="76" fill="#efe6d2"/><path d="M${bx - 16} ${horizon - 70} L${bx + w * 0.11} ${horizon - 128} L${bx + w * 0.22 + 16} ${horizon - 70} Z" fill="#7a3a2a"/><rect x="${bx + w * 0.11 - 14}" y="${horizon - 150}" width="28" height="30" fill="#efe6d2"/><path d="M${bx + w * 0.11 - 20} ${horizon - 150} L${bx + w * 0.11} ${horizon - 172} L${bx + w * 0.11 + 20} ${horizon - 150} Z" fill="#4a5560"/>`;
  for (let i = 0; i < 5; i++)
    body += `<rect x="${bx + 16 + i * w * 0.042}" y="${horizon - 46}" width="${w * 0.026}" height="40" fill="#2d4a3a"/>`;
  body += `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#field)"/><rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#light)"/>`;
  // a great oak casting its shade, left of centre
  const ox = w * 0.28;
  const oy = horizon + h * 0.08;
  body += shadow(ox + 160, oy + 16, 260, 30, '#3a5a2a', 0.3);
  body += `<path d="M${ox - 16} ${oy} L${ox - 10} ${oy - 140} L${ox + 10} ${oy - 140} L${ox + 18} ${oy} Z" fill="#4a3a2a"/>`;
  for (const [dx, dy, r, c] of [
    [0, -200, 110, '#4e6e3a'],
    [-90, -160, 80, '#5a7a40'],
    [90, -170, 90, '#46663a'],
    [-30, -260, 80, '#5e8044'],
    [60, -250, 70, '#6a8a4a'],
  ] as const)
    body += `<circle cx="${ox + dx}" cy="${oy + dy}" r="${r}" fill="${c}"/>`;
  body += `<circle cx="${ox - 60}" cy="${oy - 240}" r="50" fill="#8aa860" opacity="0.5"/>`;
  // post-and-rail fences at three depths
  const fenceLine = (y: number, post: number, gap: number, from = -20, to = w + 20): string => {
    let out = '';
    for (let x = from; x <= to; x += gap)
      out += `<rect x="${r1(x)}" y="${r1(y - post)}" width="${r1(post * 0.12)}" height="${r1(post)}" fill="#5a3e28"/>`;
    out += `<rect x="${from}" y="${r1(y - post * 0.9)}" width="${to - from}" height="${r1(post * 0.08)}" fill="#6b4a30"/><rect x="${from}" y="${r1(y - post * 0.55)}" width="${to - from}" height="${r1(post * 0.08)}" fill="#6b4a30"/>`;
    return out;
  };
  body += fenceLine(horizon + 14, 20, 60);
  body += standingHorse(w * 0.8, horizon + h * 0.1, 0.5, '#8a4a24', '#3a1f10', 'graze', true);
  body += fenceLine(horizon + h * 0.14, 44, 140);
  // the grey, grazing, in the sun
  const hx = w * 0.58;
  const hy = h * 0.8;
  const hs = 1.8;
  body += `<path d="M${hx - 120 * hs} ${hy} L${hx + 130 * hs} ${hy} L${hx + 260 * hs} ${hy + 28 * hs} L${hx + 10 * hs} ${hy + 28 * hs} Z" fill="#3a5a2a" opacity="0.3"/>`;
  body += standingHorse(hx, hy, hs, '#d6d8dc', '#9a9ea6', 'graze');
  body += `<path d="M${hx - 56 * hs} ${hy - 100 * hs} C${hx - 20 * hs} ${hy - 106 * hs} ${hx + 10 * hs} ${hy - 106 * hs} ${hx + 30 * hs} ${hy - 100 * hs}" stroke="#ffffff" stroke-width="${r1(5 * hs)}" fill="none" opacity="0.45" stroke-linecap="round"/>`;
  body +=
    dots(rng, w, h * 0.82, h, 90, '#f6e04b', 4, 0.8) + dots(rng, w, h * 0.82, h, 60, '#ffffff', 3.5, 0.8);
  body += fenceLine(h * 1.0, 150, 520, -40, w + 40);
  return svgDocument(w, h, body, defs);
};

/** A potted orange tree: a terracotta pot, a clipped round crown and its fruit. */
export function orangeTree(rng: Rng, x: number, y: number, scale: number): string {
  const crown = 90 * scale;
  let tree = `<path d="M${r1(x - 34 * scale)} ${r1(y - 70 * scale)} L${r1(x + 34 * scale)} ${r1(y - 70 * scale)} L${r1(x + 26 * scale)} ${r1(y)} L${r1(x - 26 * scale)} ${r1(y)} Z" fill="#b8643f"/><rect x="${r1(x - 38 * scale)}" y="${r1(y - 80 * scale)}" width="${r1(76 * scale)}" height="${r1(14 * scale)}" fill="#c97a52"/>`;
  tree += `<rect x="${r1(x - 5 * scale)}" y="${r1(y - 170 * scale)}" width="${r1(10 * scale)}" height="${r1(92 * scale)}" fill="#5b4030"/>`;
  tree += `<circle cx="${r1(x)}" cy="${r1(y - 170 * scale - crown * 0.6)}" r="${r1(crown)}" fill="#2f5d34"/><circle cx="${r1(x - crown * 0.3)}" cy="${r1(y - 170 * scale - crown * 0.8)}" r="${r1(crown * 0.6)}" fill="#3d7341"/>`;
  for (let i = 0; i < 14; i++) {
    const angle = between(rng, 0, Math.PI * 2);
    const reach = between(rng, 0.2, 0.85) * crown;
    tree += `<circle cx="${r1(x + Math.cos(angle) * reach)}" cy="${r1(y - 170 * scale - crown * 0.6 + Math.sin(angle) * reach)}" r="${r1(between(rng, 7, 10) * scale)}" fill="${pick(rng, ['#f08a24', '#f5a03a', '#e9771b'])}"/>`;
  }
  return tree;
}

/** The Orangery laid for a wedding breakfast: a glass roof at dusk, a long table, candles and citrus trees. */
export const orangeryWedding: Scene = (rng, w, h) => {
  const defs =
    linearGradient('dusk', ['#2c3e66', '#7d6a9a', '#f2b58a']) +
    linearGradient('floor', ['#e9dcc3', '#d6c3a2']) +
    linearGradient('cloth', ['#ffffff', '#efe9df']) +
    radialGlow('warm', '#ffc56b', 0.8) +
    fading('haze', '#ffe7c2', 0.5, true);
  // the glass house: dusk through the panes, white glazing bars, an arched roof
  let body = `<rect width="${w}" height="${h}" fill="url(#dusk)"/>`;
  body += `<path d="M0 ${h * 0.34} Q${w / 2} ${-h * 0.12} ${w} ${h * 0.34}" fill="none" stroke="#f7f3ea" stroke-width="14"/>`;
  for (let i = 1; i < 12; i++) {
    const x = (w * i) / 12;
    const t = i / 12;
    // under the roof's curve (the quadratic of the arch above)
    const top = (1 - t) * (1 - t) * h * 0.34 + 2 * (1 - t) * t * -h * 0.12 + t * t * h * 0.34;
    body += `<path d="M${r1(x)} ${r1(top)} L${r1(x)} ${r1(h * 0.6)}" stroke="#f7f3ea" stroke-width="${i % 3 === 0 ? 10 : 5}"/>`;
  }
  for (const y of [0.34, 0.47])
    body += `<rect x="0" y="${r1(h * y)}" width="${w}" height="6" fill="#f7f3ea"/>`;
  body += dots(rng, w, 0, h * 0.2, 26, '#fff6d8', 2.5, 0.8);
  // the back wall, the floor, and strings of lights across the roof
  body += `<rect y="${r1(h * 0.6)}" width="${w}" height="${r1(h * 0.4)}" fill="url(#floor)"/><rect y="${r1(h * 0.6)}" width="${w}" height="10" fill="#cbb894"/>`;
  for (let s = 0; s < 3; s++) {
    const y0 = h * (0.16 + s * 0.08);
    body += `<path d="M0 ${r1(y0)} Q${w / 2} ${r1(y0 + h * 0.12)} ${w} ${r1(y0)}" fill="none" stroke="#3b3a40" stroke-width="1.5" opacity="0.6"/>`;
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      const x = t * w;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + h * 0.12) + t * t * y0;
      body += `<circle cx="${r1(x)}" cy="${r1(y + 4)}" r="4" fill="#fff1c4"/><circle cx="${r1(x)}" cy="${r1(y + 4)}" r="10" fill="#ffe3a0" opacity="0.25"/>`;
    }
  }
  // citrus trees down both sides
  body += orangeTree(rng, w * 0.07, h * 0.9, 1.25) + orangeTree(rng, w * 0.93, h * 0.9, 1.25);
  body += orangeTree(rng, w * 0.2, h * 0.68, 0.7) + orangeTree(rng, w * 0.8, h * 0.68, 0.7);
  // the long table in perspective, chairs, candles and flowers
  const near = h * 0.94;
  const far = h * 0.63;
  body += `<path d="M${w * 0.28} ${near} L${w * 0.43} ${far} L${w * 0.57} ${far} L${w * 0.72} ${near} Z" fill="url(#cloth)"/><path d="M${w * 0.28} ${near} L${w * 0.72} ${near} L${w * 0.72} ${h} L${w * 0.28} ${h} Z" fill="#e7dfd2"/>`;
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const y = far + (near - far) * t;
    const half = w * (0.07 + 0.22 * t);
    const size = 0.4 + 0.6 * t;
    for (const side of [-1, 1]) {
      const cx = w / 2 + side * (half + 18 * size);
      body += `<rect x="${r1(cx - 14 * size)}" y="${r1(y - 46 * size)}" width="${r1(28 * size)}" height="${r1(54 * size)}" rx="${r1(6 * size)}" fill="#c9a227" stroke="#a8841c" stroke-width="${r1(2 * size)}"/>`;
    }
    if (i % 2 === 0) {
      body += `<circle cx="${w / 2}" cy="${r1(y - 10 * size)}" r="${r1(60 * size)}" fill="url(#warm)"/>`;
      body += `<rect x="${r1(w / 2 - 4 * size)}" y="${r1(y - 40 * size)}" width="${r1(8 * size)}" height="${r1(30 * size)}" fill="#fbf6ea"/><ellipse cx="${w / 2}" cy="${r1(y - 46 * size)}" rx="${r1(4 * size)}" ry="${r1(8 * size)}" fill="#ffcf6b"/>`;
    } else {
      for (let f = 0; f < 5; f++)
        body += `<circle cx="${r1(w / 2 + (f - 2) * 12 * size)}" cy="${r1(y - 12 * size - (f % 2) * 8 * size)}" r="${r1(9 * size)}" fill="${['#f4a6b8', '#ffffff', '#f7d08a', '#e8b4b8', '#ffffff'][f]}"/>`;
    }
    body += `<circle cx="${r1(w / 2 - half * 0.6)}" cy="${r1(y)}" r="${r1(12 * size)}" fill="#ffffff" stroke="#d9cdb8" stroke-width="2"/><circle cx="${r1(w / 2 + half * 0.6)}" cy="${r1(y)}" r="${r1(12 * size)}" fill="#ffffff" stroke="#d9cdb8" stroke-width="2"/>`;
  }
  body += `<rect width="${w}" height="${h * 0.5}" y="${h * 0.5}" fill="url(#haze)"/>`;
  return svgDocument(w, h, body, defs);
};

/** The Gallery laid for the royal meeting: a panelled Victorian room, tall windows on the course, gold chairs. */
export const royalGallery: Scene = (rng, w, h) => {
  let defs =
    linearGradient('course-sky', ['#6fa9db', '#cfe4f4']) +
    linearGradient('panel', ['#4b2a7b', '#3a1f61']) +
    linearGradient('carpet', ['#5a2c4a', '#3e1d33']) +
    linearGradient('linen', ['#ffffff', '#ece6da']) +
    radialGlow('chandelier', '#fff1c4', 0.7);
  let body = `<rect width="${w}" height="${h}" fill="url(#panel)"/>`;
  // three tall arched windows onto the course: sky, the far rail, the green straight, bunting
  const windows = [0.2, 0.5, 0.8];
  windows.forEach((fx, index) => {
    const cx = w * fx;
    const half = w * 0.1;
    const top = h * 0.12;
    const sill = h * 0.58;
    const pane = `M${r1(cx - half)} ${r1(sill)} L${r1(cx - half)} ${r1(top + half)} A${r1(half)} ${r1(half)} 0 0 1 ${r1(cx + half)} ${r1(top + half)} L${r1(cx + half)} ${r1(sill)} Z`;
    body += `<path d="${pane}" fill="url(#course-sky)"/>`;
    defs += `<clipPath id="window-${index}"><path d="${pane}"/></clipPath>`;
    body += `<g clip-path="url(#window-${index})"><rect x="${r1(cx - half)}" y="${r1(h * 0.42)}" width="${r1(half * 2)}" height="${r1(sill - h * 0.42)}" fill="#5e9b4c"/><rect x="${r1(cx - half)}" y="${r1(h * 0.44)}" width="${r1(half * 2)}" height="5" fill="#ffffff"/>${clouds(rng, w, top + 20, top + 90, 1, '#ffffff', 0.9)}</g>`;
    body += `<path d="${pane}" fill="none" stroke="#d4af37" stroke-width="10"/><path d="M${r1(cx)} ${r1(top)} L${r1(cx)} ${r1(sill)} M${r1(cx - half)} ${r1(h * 0.36)} L${r1(cx + half)} ${r1(h * 0.36)}" stroke="#f3ead2" stroke-width="5"/>`;
    body += `<rect x="${r1(cx - half - 14)}" y="${r1(sill)}" width="${r1(half * 2 + 28)}" height="14" fill="#d4af37"/>`;
  });
  // gilt picture rail and the chandeliers' glow
  body += `<rect y="${r1(h * 0.06)}" width="${w}" height="8" fill="#d4af37"/>`;
  for (const fx of [0.35, 0.65]) {
    const cx = w * fx;
    body += `<circle cx="${r1(cx)}" cy="${r1(h * 0.16)}" r="${r1(h * 0.16)}" fill="url(#chandelier)"/><path d="M${r1(cx)} 0 L${r1(cx)} ${r1(h * 0.12)}" stroke="#d4af37" stroke-width="3"/>`;
    for (let i = -3; i <= 3; i++)
      body += `<circle cx="${r1(cx + i * 16)}" cy="${r1(h * 0.15 + Math.abs(i) * -3)}" r="5" fill="#fff6d8"/>`;
  }
  // the floor, then round tables laid with white linen, gold chairs and flowers
  body += `<rect y="${r1(h * 0.6)}" width="${w}" height="${r1(h * 0.4)}" fill="url(#carpet)"/>`;
  body += dots(rng, w, h * 0.62, h * 0.98, 60, '#d4af37', 3, 0.25);
  const tables: [number, number, number][] = [
    [0.18, 0.74, 0.7],
    [0.5, 0.72, 0.66],
    [0.82, 0.74, 0.7],
    [0.32, 0.9, 1],
    [0.7, 0.9, 1],
  ];
  for (const [fx, fy, size] of tables) {
    const cx = w * fx;
    const cy = h * fy;
    for (const side of [-1, 1])
      body += `<rect x="${r1(cx + side * 150 * size - 16 * size)}" y="${r1(cy - 60 * size)}" width="${r1(32 * size)}" height="${r1(70 * size)}" rx="${r1(8 * size)}" fill="#d4af37" stroke="#a8841c" stroke-width="3"/>`;
    body += `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(140 * size)}" ry="${r1(40 * size)}" fill="url(#linen)"/><path d="M${r1(cx - 140 * size)} ${r1(cy)} L${r1(cx - 130 * size)} ${r1(cy + 60 * size)} L${r1(cx + 130 * size)} ${r1(cy + 60 * size)} L${r1(cx + 140 * size)} ${r1(cy)} Z" fill="#e9e2d4"/>`;
    for (let i = 0; i < 6; i++) {
      const angle = (i / 6) * Math.PI * 2;
      body += `<circle cx="${r1(cx + Math.cos(angle) * 95 * size)}" cy="${r1(cy + Math.sin(angle) * 24 * size)}" r="${r1(11 * size)}" fill="#ffffff" stroke="#d4af37" stroke-width="2"/>`;
    }
    for (let f = 0; f < 6; f++)
      body += `<circle cx="${r1(cx + (f - 2.5) * 12 * size)}" cy="${r1(cy - 26 * size - (f % 2) * 10 * size)}" r="${r1(10 * size)}" fill="${['#7b4fa8', '#ffffff', '#d4af37', '#e8b4b8', '#ffffff', '#7b4fa8'][f]}"/>`;
    body += `<rect x="${r1(cx - 2)}" y="${r1(cy - 20 * size)}" width="4" height="${r1(20 * size)}" fill="#3f6b3a"/>`;
  }
  return svgDocument(w, h, body, defs);
};

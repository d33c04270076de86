// Every image in the bundled pack: its file name, size and drawing. The content pack refers to
// these names as pack:images/NAME.
import * as c from './cards';
import * as d from './dining-scenes';
import * as r from './royal-days';
import * as s from './scenes';
import * as t from './story-scenes';
import * as v from './venue-scenes';

export interface ImageSpec {
  name: string;
  width: number;
  height: number;
  format: 'jpg' | 'png';
  draw: c.Drawing;
}

const hero = (name: string, draw: c.Drawing): ImageSpec => ({
  name: `${name}.jpg`,
  width: 1600,
  height: 900,
  format: 'jpg',
  draw,
});
const card = (name: string, draw: c.Drawing): ImageSpec => ({
  name: `${name}.jpg`,
  width: 800,
  height: 800,
  format: 'jpg',
  draw,
});
const portrait = (name: string, draw: c.Drawing): ImageSpec => ({
  name: `${name}.jpg`,
  width: 600,
  height: 600,
  format: 'jpg',
  draw,
});
const png = (name: string, width: number, height: number, draw: c.Drawing): ImageSpec => ({
  name: `${name}.png`,
  width,
  height,
  format: 'png',
  draw,
});

const sponsor = (file: string, style: Omit<c.LogoStyle, 'transparent'>): ImageSpec =>
  png(`sponsor-${file}`, 480, 180, c.logo(style));

export const IMAGES: ImageSpec[] = [
  hero('hero-gallop-sunset', s.gallopSunset),
  hero('hero-grandstand-day', s.grandstandDay),
  hero('hero-finish-line', s.finishLine),
  hero('hero-parade-ring', s.paradeRing),
  hero('hero-jumps-fence', s.jumpsFence),
  hero('hero-fireworks-night', s.fireworksNight),
  hero('hero-winter-frost', s.winterFrost),
  hero('hero-spring-family', s.springFamily),
  hero('hero-summer-evening', s.summerEvening),
  hero('hero-champions-autumn', s.championsAutumn),
  hero('hero-misty-gallops', s.mistyGallops),
  hero('hero-start-stalls', s.startStalls),
  hero('hero-royal-procession', v.royalProcession),
  hero('hero-dining-table', v.diningTable),
  hero('hero-wedding-arch', v.weddingArch),
  hero('hero-conference-suite', v.conferenceSuite),
  hero('hero-millinery-display', v.millineryDisplay),
  hero('hero-enclosure-lawn', v.enclosureLawn),
  hero('hero-bandstand-evening', v.bandstandEvening),
  hero('hero-concert-stage', v.concertStage),
  hero('hero-private-box', v.privateBox),
  hero('hero-meadow', v.meadow),
  hero('hero-kites-open-day', v.kitesOpenDay),
  hero('hero-course-map', v.courseMap),
  hero('hero-christmas-party', v.christmasParty),
  hero('hero-pavilion-project', v.pavilionProject),
  hero('hero-close-finish', v.closeFinish),
  hero('hero-royal-crown-stakes', r.royalCrownStakes),
  hero('hero-royal-prince-regent', r.royalPrinceRegent),
  hero('hero-royal-gold-cup', r.royalGoldCup),
  hero('hero-royal-enclosure-hats', r.royalEnclosureHats),
  hero('hero-royal-finale', r.royalFinale),
  hero('hero-summer-mile-finish', r.summerMileFinish),
  hero('hero-food-market-day', r.foodMarket(false)),
  hero('hero-food-market-evening', r.foodMarket(true)),
  hero('hero-summer-mile-evening', t.summerMileEvening),
  hero('hero-photo-finish-grey', t.photoFinish),
  hero('hero-royal-landaus', t.royalLandaus),
  hero('hero-birch-chase-winter', t.birchChaseWinter),
  hero('hero-ridgeway-raceday', t.ridgewayRaceday),
  hero('hero-going-watering', t.goingWatering),
  hero('hero-stable-yard', t.stableYard),
  hero('hero-stud-paddock', t.studPaddock),
  hero('hero-orangery-wedding', t.orangeryWedding),
  hero('hero-royal-gallery', t.royalGallery),
  hero('hero-room-the-deck', d.theDeck),
  hero('hero-room-the-veranda', d.theVeranda),
  hero('hero-room-parade-ring-restaurant', d.theParadeRingRestaurant),
  hero('hero-room-the-orangery', d.theOrangery),
  hero('hero-room-the-birdcage', d.theBirdcage),
  hero('hero-room-the-terrace', d.theTerrace),
  hero('hero-room-furlong-grill', d.theFurlongGrill),
  hero('hero-room-champagne-bar', d.theChampagneBar),
  hero('hero-room-oak-room', d.theOakRoom),
  hero('hero-room-panoramic', d.thePanoramic),

  card('card-hat-navy', c.hatCard(['#dfe7f2', '#b8c8de', '#1d2b4a', '#1d2b4a', '#f2efe6', '#e8b4b8'])),
  card('card-hat-blush', c.hatCard(['#fbeff2', '#f0cfd8', '#e8b4b8', '#f4d3d8', '#8a1c2b', '#ffffff'])),
  card('card-hat-emerald', c.hatCard(['#eef4ec', '#cfe0cb', '#0f5c3a', '#127047', '#d4af37', '#f2efe6'])),
  card('card-plate-lamb', c.plateCard('#f3efe6', ['#8b3a2e', '#e9c46a', '#4f772d', '#d62828'])),
  card('card-plate-seafood', c.plateCard('#e9eff2', ['#f4a261', '#e76f51', '#2a9d8f', '#f1faee'])),
  card('card-afternoon-tea', c.afternoonTea),
  card(
    'card-table-platters',
    c.tableCard('#eef3e6', '#9ab58a', [
      [0.32, 0.36, 170, ['#4f772d', '#e9c46a', '#d62828', '#f1faee']],
      [0.7, 0.66, 190, ['#90be6d', '#f4a261', '#577590']],
    ]),
  ),
  card(
    'card-table-tasting',
    c.tableCard('#1f2a24', '#c9a227', [[0.5, 0.5, 230, ['#c9a227', '#8b3a2e', '#e9c46a']]]),
  ),
  card(
    'card-table-carvery',
    c.tableCard('#f6ecd9', '#c58b3a', [
      [0.36, 0.4, 200, ['#7a3e1d', '#e9c46a', '#4f772d', '#b5651d']],
      [0.74, 0.72, 140, ['#f4a261', '#6a994e']],
    ]),
  ),
  card(
    'card-table-grill',
    c.tableCard('#2b2320', '#5a4636', [
      [0.46, 0.46, 220, ['#5a2a1a', '#3d1f14', '#e9c46a', '#6a994e']],
      [0.82, 0.8, 110, ['#f4a261', '#e76f51']],
    ]),
  ),
  card('card-cocktails-birdcage', c.cocktailCard(['#1d3b36', '#0c1c1a'], ['#e76f51', '#f2c230', '#f4a6b8'])),
  card(
    'card-cocktails-champagne-bar',
    c.cocktailCard(['#4a3a14', '#1e170a'], ['#f7e6a8', '#f3d36b', '#f7d774']),
  ),
  card('card-champagne', c.champagne),
  card(
    'card-badge-queen-anne',
    c.badgeCard(['#e7eef8', '#c4d3ea'], '#1d3f8f', '#ffffff', '#c8102e', 'QA', 'QUEEN ANNE'),
  ),
  card(
    'card-badge-village',
    c.badgeCard(['#eef6e8', '#cfe4c0'], '#2d6a3e', '#fffdf5', '#e9a23b', 'V', 'VILLAGE'),
  ),
  card(
    'card-badge-windsor',
    c.badgeCard(['#f4ede4', '#e2d1bc'], '#7a3e1d', '#fffaf2', '#1d3f8f', 'W', 'WINDSOR'),
  ),
  card(
    'card-badge-royal-enclosure',
    c.badgeCard(['#2b1a4a', '#140b26'], '#d4af37', '#4b2a7b', '#d4af37', 'KE VI', 'ROYAL ENCLOSURE'),
  ),
  card(
    'card-badge-king-edward-vii',
    c.badgeCard(['#2a2f3a', '#161a22'], '#c9a227', '#1f2a44', '#8a1c2b', 'KE VII', 'ANNUAL MEMBER'),
  ),
  card(
    'card-badge-ironstand',
    c.badgeCard(['#e5e7ea', '#c3c8ce'], '#3b4550', '#f6f7f8', '#7a8794', 'IS', 'IRONSTAND'),
  ),
  card('card-trophy', c.trophyCard),
  card('card-rosette', c.rosetteCard),
  card('card-racecard', c.racecard),

  portrait('jockey-01', c.jockeyCard('#203b5c', '#d9b99b', '#c8102e', '#ffffff', '#ffffff', 0)),
  portrait('jockey-02', c.jockeyCard('#3b2f4f', '#b98a6a', '#1d3f8f', '#f2c230', '#f2c230', 1)),
  portrait('jockey-03', c.jockeyCard('#2f4a3a', '#e3c4a8', '#f2c230', '#1b1b1b', '#1b1b1b', 2)),
  portrait('jockey-04', c.jockeyCard('#4a2b2b', '#8d5b3e', '#0f7a4a', '#ffffff', '#0f7a4a', 3)),
  portrait('jockey-05', c.jockeyCard('#24323f', '#d9b99b', '#6b2d8c', '#f2c230', '#f2c230', 0)),
  portrait('jockey-06', c.jockeyCard('#3f3a24', '#c99d7e', '#ffffff', '#c8102e', '#c8102e', 1)),
  portrait('jockey-07', c.jockeyCard('#1f2f2f', '#e8cbb0', '#e46a1c', '#1d3f8f', '#1d3f8f', 2)),
  portrait('jockey-08', c.jockeyCard('#33253d', '#a8734f', '#1b1b1b', '#e8b4b8', '#e8b4b8', 3)),
  portrait('memorial-portrait', c.memorialPortrait),
  png('memorial-signature', 480, 160, c.signatureDrawing),

  png(
    'logo-kingsmere-park',
    600,
    200,
    c.logo({
      name: 'Kingsmere Park',
      strapline: 'Racecourse since 1823',
      background: 'none',
      ink: '#1f3b2d',
      accent: '#b08a2e',
      family: 'DejaVu Serif',
      emblem: 'shield',
      transparent: true,
    }),
  ),
  png(
    'logo-royal-kingsmere',
    600,
    200,
    c.logo({
      name: 'Royal Kingsmere',
      strapline: 'The royal meeting',
      background: 'none',
      ink: '#4b2a7b',
      accent: '#b08a2e',
      family: 'DejaVu Serif',
      emblem: 'star',
      transparent: true,
    }),
  ),
  sponsor('harrowgate-champagne', {
    name: 'Harrowgate',
    strapline: 'Champagne',
    background: '#111111',
    ink: '#f3e3b0',
    accent: '#c9a227',
    family: 'DejaVu Serif',
    emblem: 'none',
  }),
  sponsor('ridgeway-bank', {
    name: 'Ridgeway Bank',
    strapline: 'Private banking',
    background: '#0b2e59',
    ink: '#ffffff',
    accent: '#7fb3e6',
    family: 'Liberation Sans',
    emblem: 'bar',
  }),
  sponsor('longacre-motors', {
    name: 'LONGACRE',
    strapline: 'Motors',
    background: '#f4f4f4',
    ink: '#1b1b1b',
    accent: '#c8102e',
    family: 'Liberation Sans Narrow',
    emblem: 'none',
  }),
  sponsor('fenwick-hale', {
    name: 'Fenwick & Hale',
    strapline: 'Jewellers',
    background: '#1d1a2b',
    ink: '#e9dfc9',
    accent: '#b8a27a',
    family: 'Liberation Serif',
    emblem: 'none',
  }),
  sponsor('thistledown-gin', {
    name: 'Thistledown',
    strapline: 'Small batch gin',
    background: '#e8f1f0',
    ink: '#3b2a5c',
    accent: '#6a8f7b',
    family: 'DejaVu Serif',
    emblem: 'star',
  }),
  sponsor('marlow-timepieces', {
    name: 'MARLOW',
    strapline: 'Official timekeeper',
    background: '#0e3b2e',
    ink: '#ffffff',
    accent: '#c9a227',
    family: 'DejaVu Sans',
    emblem: 'circle',
  }),
  sponsor('brightwater-energy', {
    name: 'brightwater',
    strapline: 'Energy',
    background: '#ffffff',
    ink: '#0a7bb8',
    accent: '#5cc16b',
    family: 'DejaVu Sans',
    emblem: 'circle',
  }),
  sponsor('oakhurst-insurance', {
    name: 'Oakhurst',
    strapline: 'Insurance',
    background: '#2c4a2a',
    ink: '#f5f1e6',
    accent: '#b8d08a',
    family: 'Liberation Serif',
    emblem: 'shield',
  }),
  sponsor('calloway-hotels', {
    name: 'Calloway',
    strapline: 'Hotels & Spas',
    background: '#f6efe4',
    ink: '#5a3d2b',
    accent: '#b08a2e',
    family: 'DejaVu Serif',
    emblem: 'none',
  }),
  sponsor('sterling-rowe', {
    name: 'Sterling Rowe',
    strapline: 'Wealth management',
    background: '#202833',
    ink: '#ffffff',
    accent: '#9fb3c8',
    family: 'Liberation Sans',
    emblem: 'bar',
  }),
  sponsor('kestrel-air', {
    name: 'KESTREL AIR',
    strapline: 'Fly further',
    background: '#c8102e',
    ink: '#ffffff',
    accent: '#ffd1d8',
    family: 'DejaVu Sans',
    emblem: 'star',
  }),
  sponsor('greyfriars-tailoring', {
    name: 'Greyfriars',
    strapline: 'Tailoring since 1898',
    background: '#e9e6df',
    ink: '#2b2b2b',
    accent: '#7a6a4f',
    family: 'Liberation Serif',
    emblem: 'none',
  }),
];

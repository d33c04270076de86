// Kingsmere Park's commercial partners. Twelve have a drawn logo; the rest show their name.
import { type Sponsor, png } from './model';

export interface Partner {
  slug: string;
  name: string;
  role: string;
  logo?: string;
  url: string;
  since: number;
  blurb: string;
  race?: string;
}

export const PARTNERS: Partner[] = [
  {
    slug: 'harrowgate-champagne',
    name: 'Harrowgate Champagne',
    role: 'Official Champagne',
    logo: 'sponsor-harrowgate-champagne',
    url: 'https://harrowgate.example.com',
    since: 2009,
    blurb:
      'Harrowgate has poured at every Royal Kingsmere for more than a decade, from the Champagne Lawn to the last glass on the Parade Ring balcony.',
    race: 'The Harrowgate Champagne Stakes',
  },
  {
    slug: 'ridgeway-bank',
    name: 'Ridgeway Bank',
    role: 'Premier Partner',
    logo: 'sponsor-ridgeway-bank',
    url: 'https://ridgewaybank.example.com',
    since: 2014,
    blurb:
      'Ridgeway Bank backs our big Saturdays and the Ridgeway Bank Apprentice Series, which has launched the careers of more than forty young riders.',
    race: 'The Ridgeway Bank Handicap',
  },
  {
    slug: 'longacre-motors',
    name: 'Longacre Motors',
    role: 'Official Vehicle Partner',
    logo: 'sponsor-longacre-motors',
    url: 'https://longacremotors.example.com',
    since: 2018,
    blurb:
      'Longacre Motors provides the fleet that carries jockeys, officials and the Clerk of the Course around the estate on every raceday.',
  },
  {
    slug: 'fenwick-hale',
    name: 'Fenwick & Hale',
    role: 'Official Jeweller',
    logo: 'sponsor-fenwick-hale',
    url: 'https://fenwickhale.example.com',
    since: 2011,
    blurb:
      'The Fenwick & Hale workshop crafts the Kingsmere Gold Cup trophy each year, and judges the Best Dressed competition on the Saturday of Royal Kingsmere.',
  },
  {
    slug: 'thistledown-gin',
    name: 'Thistledown Gin',
    role: 'Official Gin',
    logo: 'sponsor-thistledown-gin',
    url: 'https://thistledown.example.com',
    since: 2021,
    blurb:
      'Distilled twenty miles from the course, Thistledown runs the garden bar by the Bandstand and the botanical masterclasses on Family Funday.',
  },
  {
    slug: 'marlow-timepieces',
    name: 'Marlow Timepieces',
    role: 'Official Timekeeper',
    logo: 'sponsor-marlow-timepieces',
    url: 'https://marlow.example.com',
    since: 2016,
    blurb:
      'Marlow times every race to the hundredth of a second and powers the sectional timing data published after each race.',
    race: 'The Marlow Sprint',
  },
  {
    slug: 'brightwater-energy',
    name: 'Brightwater Energy',
    role: 'Sustainability Partner',
    logo: 'sponsor-brightwater-energy',
    url: 'https://brightwater.example.com',
    since: 2022,
    blurb:
      'Brightwater supplies the renewable electricity for the grandstand and installed the solar array on the Queen Anne roof.',
  },
  {
    slug: 'oakhurst-insurance',
    name: 'Oakhurst Insurance',
    role: 'Jump Racing Partner',
    logo: 'sponsor-oakhurst-insurance',
    url: 'https://oakhurst.example.com',
    since: 2015,
    blurb:
      'Oakhurst sponsors the Silver Birch Chase and the winter jumps programme, including the Oakhurst Novices’ Hurdle series.',
    race: 'The Oakhurst Silver Birch Chase',
  },
  {
    slug: 'calloway-hotels',
    name: 'Calloway Hotels',
    role: 'Official Hotel Partner',
    logo: 'sponsor-calloway-hotels',
    url: 'https://callowayhotels.example.com',
    since: 2019,
    blurb:
      'Calloway’s three hotels within ten miles of the course offer raceday packages with shuttle transfers to the Main Gate.',
  },
  {
    slug: 'sterling-rowe',
    name: 'Sterling Rowe',
    role: 'Champions Day Partner',
    logo: 'sponsor-sterling-rowe',
    url: 'https://sterlingrowe.example.com',
    since: 2017,
    blurb:
      'Sterling Rowe supports Kingsmere Champions Day, the finale of the flat season, and its bursary for stable staff.',
    race: 'The Sterling Rowe Champion Stakes',
  },
  {
    slug: 'kestrel-air',
    name: 'Kestrel Air',
    role: 'Official Airline',
    logo: 'sponsor-kestrel-air',
    url: 'https://kestrelair.example.com',
    since: 2023,
    blurb:
      'Kestrel Air flies international owners and racegoers to Royal Kingsmere and sponsors the international jockeys’ challenge.',
  },
  {
    slug: 'greyfriars-tailoring',
    name: 'Greyfriars Tailoring',
    role: 'Official Tailor',
    logo: 'sponsor-greyfriars-tailoring',
    url: 'https://greyfriars.example.com',
    since: 2012,
    blurb:
      'Greyfriars dresses the Kingsmere Park officials and runs the morning-suit hire service for the Royal Enclosure.',
  },
  {
    slug: 'pemberton-estates',
    name: 'Pemberton Estates',
    role: 'Official Property Partner',
    url: 'https://pembertonestates.example.com',
    since: 2020,
    blurb:
      'Pemberton Estates sponsors our Friday Evening Racing series and hosts the owners’ lounge on summer Fridays.',
  },
  {
    slug: 'saltmarsh-seafood',
    name: 'Saltmarsh Seafood',
    role: 'Official Seafood Supplier',
    url: 'https://saltmarsh.example.com',
    since: 2018,
    blurb:
      'Day-boat catch from the south coast, served at The Deck and the oyster bar under the Windsor stand.',
  },
  {
    slug: 'ashcombe-coffee',
    name: 'Ashcombe Coffee',
    role: 'Official Coffee',
    url: 'https://ashcombecoffee.example.com',
    since: 2021,
    blurb: 'Ashcombe roasts a Kingsmere blend for the course and runs the coffee carts at every entrance.',
  },
  {
    slug: 'blackthorn-cider',
    name: 'Blackthorn Orchard Cider',
    role: 'Official Cider',
    url: 'https://blackthornorchard.example.com',
    since: 2019,
    blurb: 'Pressed from apples grown on the edge of the estate, poured at the Village Enclosure bars.',
  },
  {
    slug: 'northgate-logistics',
    name: 'Northgate Logistics',
    role: 'Official Logistics Partner',
    url: 'https://northgate.example.com',
    since: 2016,
    blurb: 'Northgate moves everything from marquees to the Christmas market chalets across the estate.',
  },
  {
    slug: 'merriweather-florists',
    name: 'Merriweather Florists',
    role: 'Official Florist',
    url: 'https://merriweather.example.com',
    since: 2013,
    blurb: 'The Merriweather team dresses the Royal Procession route with more than 40,000 stems each year.',
  },
  {
    slug: 'highcliffe-water',
    name: 'Highcliffe Spring Water',
    role: 'Official Water',
    url: 'https://highcliffe.example.com',
    since: 2020,
    blurb: 'Free refill stations run by Highcliffe can be found in every enclosure.',
  },
  {
    slug: 'wexford-bloodstock',
    name: 'Wexford Bloodstock',
    role: 'Breeders’ Partner',
    url: 'https://wexfordbloodstock.example.com',
    since: 2010,
    blurb: 'Wexford Bloodstock sponsors the two-year-old maidens and the breeders’ prize fund.',
    race: 'The Wexford Bloodstock Maiden Stakes',
  },
  {
    slug: 'lindqvist-optics',
    name: 'Lindqvist Optics',
    role: 'Official Binoculars',
    url: 'https://lindqvist.example.com',
    since: 2022,
    blurb: 'Binocular hire from Lindqvist is available at the Grandstand information desk.',
  },
  {
    slug: 'corbel-and-finch',
    name: 'Corbel & Finch',
    role: 'Official Wine Merchant',
    url: 'https://corbelfinch.example.com',
    since: 2015,
    blurb: 'Corbel & Finch curates the wine lists for all twelve of our restaurants.',
  },
  {
    slug: 'halden-tote',
    name: 'Halden Tote',
    role: 'Official Pool Betting Partner',
    url: 'https://haldentote.example.com',
    since: 2018,
    blurb: 'Halden Tote runs pool betting on course and the World Pool link-up during Royal Kingsmere.',
  },
  {
    slug: 'fairlie-racing-radio',
    name: 'Fairlie Racing Radio',
    role: 'Official Broadcaster',
    url: 'https://fairlieradio.example.com',
    since: 2019,
    blurb: 'Live commentary on 87.7FM across the estate and car parks, and in the Kingsmere Park app.',
  },
  {
    slug: 'quarry-hill-farm',
    name: 'Quarry Hill Farm',
    role: 'Official Produce Partner',
    url: 'https://quarryhill.example.com',
    since: 2021,
    blurb: 'Lamb, beef and seasonal vegetables for our restaurants, raised eight miles away.',
  },
];

export const LICENSEES = [
  {
    slug: 'kingsmere-collection',
    name: 'The Kingsmere Collection',
    blurb:
      'Official merchandise: ties, scarves, umbrellas and the Royal Kingsmere crest collection, sold at the Paddock Shop and online.',
  },
  {
    slug: 'fairhaven-hats',
    name: 'Fairhaven Hats',
    blurb:
      'The official millinery licensee, with a hat-hire desk inside the Main Gate during Royal Kingsmere.',
  },
  {
    slug: 'kingsmere-prints',
    name: 'Kingsmere Prints',
    blurb:
      'Limited-edition prints of Kingsmere Park’s great races, from the archive and from contemporary artists.',
  },
];

const byslug = new Map(PARTNERS.map((partner) => [partner.slug, partner]));

export function sponsor(slug: string): Sponsor {
  const partner = byslug.get(slug);
  if (!partner) throw new Error(`unknown partner "${slug}"`);
  return { imageUrl: partner.logo ? png(partner.logo) : '', text: partner.name, linkUrl: partner.url };
}

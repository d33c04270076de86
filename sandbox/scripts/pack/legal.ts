// Generated pages: policies, terms and conditions sections, partners and licensees.
import { addArticle } from './articles';
import { type Block, custom, dark, light, link, picture, png, related, text } from './model';
import { LICENSEES, PARTNERS, sponsor } from './partners-data';

const POLICIES: [slug: string, title: string, summary: string, points: string[]][] = [
  [
    'privacy-notice',
    'Privacy Notice',
    'How Kingsmere Park collects and uses your personal data.',
    [
      'We collect the details you give us when you buy tickets, join as a member or sign up to our newsletter.',
      'We use them to deliver your tickets, run your membership and, if you agree, to tell you about fixtures and offers.',
      'You can ask for a copy of your data, or for it to be deleted, by writing to the Data Protection Officer.',
    ],
  ],
  [
    'cookie-notice',
    'Cookie Notice',
    'The cookies our website uses and how to control them.',
    [
      'Strictly necessary cookies keep you signed in and remember your basket.',
      'Analytics cookies help us understand how the site is used; they are off until you agree.',
      'You can change your choices at any time from the cookie preferences link in the footer.',
    ],
  ],
  [
    'entry-policy',
    'Conditions of Entry',
    'What you agree to when you enter the racecourse.',
    [
      'Everyone must have a valid ticket or badge, which must be shown on request.',
      'Bags may be searched. Large bags, glass and gazebos are not allowed.',
      'Kingsmere Park may refuse entry or remove anyone whose behaviour is unacceptable.',
    ],
  ],
  [
    'touts-policy',
    'Ticket Touting Policy',
    'Tickets may only be bought from Kingsmere Park or authorised agents.',
    [
      'Tickets resold for more than face value will be cancelled without refund.',
      'Royal Enclosure badges are personal and may never be sold or transferred.',
    ],
  ],
  [
    'car-parking-policy',
    'Car Parking Policy',
    'Terms for parking on the estate.',
    [
      'Vehicles are parked at the owner’s risk.',
      'Pre-booked parking passes must be displayed on the dashboard.',
      'Overnight parking is not allowed except in the campervan field.',
    ],
  ],
  [
    'refunds-policy',
    'Refunds Policy',
    'When and how tickets are refunded.',
    [
      'If a fixture is abandoned before the first race, tickets are refunded in full.',
      'If fewer than four races are run, tickets are refunded at 50%.',
      'Hospitality refunds are set out in your booking terms.',
    ],
  ],
  [
    'picnics-policy',
    'Picnics Policy',
    'Where you can picnic, and what to bring.',
    [
      'Picnics are welcome in the Village and Windsor Enclosures and in the car parks.',
      'Each adult may bring one bottle of wine or four cans; no spirits.',
      'Barbecues and gazebos are not allowed.',
    ],
  ],
  [
    'drugs-policy',
    'Drugs Policy',
    'A zero-tolerance approach to illegal drugs.',
    [
      'Anyone found with illegal drugs will be removed and may be reported to the police.',
      'Search dogs may be used at the gates.',
    ],
  ],
  [
    'liability-policy',
    'Liability Policy',
    'The limits of Kingsmere Park’s liability.',
    [
      'Kingsmere Park is not liable for loss of or damage to personal property except where caused by our negligence.',
      'Nothing in this policy limits liability for death or personal injury caused by negligence.',
    ],
  ],
];

const TERMS: [slug: string, title: string, body: string][] = [
  [
    'introduction',
    'Introduction',
    'These terms apply to every ticket, badge, membership and hospitality booking sold by Kingsmere Park Racecourse Limited.',
  ],
  [
    'definitions',
    'Definitions',
    '“Fixture” means a day of racing or an event; “Ticket” includes badges and digital passes; “We” means Kingsmere Park Racecourse Limited.',
  ],
  [
    'general-conditions',
    'General Conditions',
    'Tickets are sold subject to these conditions and the conditions of entry. A ticket is a personal, revocable licence to enter the racecourse.',
  ],
  [
    'special-conditions-a',
    'Special Conditions A: Royal Kingsmere',
    'Additional conditions apply during Royal Kingsmere, including dress codes, bag restrictions and the sponsorship rules of the Royal Enclosure.',
  ],
  [
    'special-conditions-b',
    'Special Conditions B: Memberships',
    'Annual memberships run for twelve months and are personal to the member.',
  ],
  [
    'special-conditions-c',
    'Special Conditions C: Hospitality',
    'Hospitality bookings require a 50% deposit and full payment eight weeks before the fixture.',
  ],
  [
    'special-conditions-d',
    'Special Conditions D: Non-racing Events',
    'Concerts, markets and shows may have their own age limits and entry rules.',
  ],
  [
    'special-conditions-e',
    'Special Conditions E: Car Parking',
    'Parking passes are valid for the date shown and for one vehicle.',
  ],
  [
    'special-conditions-f',
    'Special Conditions F: Digital Tickets',
    'Digital tickets must not be copied; only the first scan is valid.',
  ],
  [
    'annex',
    'Annex: Prohibited Items',
    'Prohibited items include glass, gazebos, drones, flares, large bags and anything that could be used as a weapon.',
  ],
  [
    'hospitality-conditions',
    'Hospitality Terms',
    'Hospitality packages include the items listed at booking; substitutions may be made for reasons outside our control.',
  ],
];

export function buildLegal(): void {
  for (const [slug, title, summary, points] of POLICIES) {
    addArticle({
      slug,
      title,
      summary,
      image: 'card-racecard',
      display: 'kingsmere-policies',
      group: 'kingsmere-policies',
      file: 'policies-and-terms.json',
      publish: '@now-200d',
      modified: '@now-30d',
      tags: ['policies'],
      content: [
        text(
          `<ol>${points.map((point) => `<li>${point}</li>`).join('')}</ol><p>Last reviewed by the Kingsmere Park legal team. Questions? <a href="/contact-us">Contact us</a>.</p>`,
        ),
      ],
    });
  }
  addArticle({
    slug: 'kingsmere-policies',
    title: 'Kingsmere Park Policies',
    summary: 'Every policy in one place.',
    image: 'card-racecard',
    group: 'kingsmere-policies',
    file: 'policies-and-terms.json',
    content: [
      custom('useful-links', {
        title_string: 'Policies',
        links_custom: POLICIES.slice(0, 5).map(([slug, title, summary]) => ({
          link_content: link(title, `/kingsmere-policies/${slug}`),
          description_string: summary,
        })),
      }),
      custom('useful-links', {
        title_string: 'More policies',
        links_custom: POLICIES.slice(5).map(([slug, title, summary]) => ({
          link_content: link(title, `/kingsmere-policies/${slug}`),
          description_string: summary,
        })),
      }),
    ],
  });
  TERMS.forEach(([slug, title, body], index) => {
    const next = TERMS[index + 1];
    const content: Block[] = [
      text(
        `<h2>${index + 1}. ${title}</h2><p>${body}</p><p>${index + 1}.1 These conditions are governed by the law of England and Wales.</p>`,
      ),
    ];
    if (next)
      content.push(
        custom('useful-links', {
          title_string: 'Next section',
          links_custom: [{ link_content: link(next[1], `/tcs-page/${next[0]}`), description_string: '' }],
        }),
      );
    addArticle({
      slug,
      title,
      summary: `Section ${index + 1} of the conditions for tickets, memberships and hospitality.`,
      image: 'card-racecard',
      display: 'tcs-page',
      group: 'tcs-page',
      file: 'policies-and-terms.json',
      publish: '@now-200d',
      content,
      tags: ['terms'],
    });
  });
  addArticle({
    slug: 'tcs-page',
    title: 'Terms and Conditions',
    summary: 'Terms for tickets, memberships and hospitality.',
    image: 'card-racecard',
    group: 'tcs-page',
    file: 'policies-and-terms.json',
    content: [
      custom('custom-tab-collection', {
        collection_content: {
          title: 'The sections',
          content: 'Choose a section.',
          children: TERMS.map(([slug, title, body]) => ({
            title,
            children: [
              text(`<p>${body}</p>`),
              {
                contentType: 'BUTTON',
                title: 'Read the section',
                link: `/tcs-page/${slug}`,
                openInNewTab: false,
              },
            ],
          })),
        },
      }),
    ],
  });
  addArticle({
    slug: 'cookie-policy',
    title: 'Cookie Policy',
    summary: 'How we use cookies, and how to change your choices.',
    image: 'card-racecard',
    group: 'cookie-policy',
    file: 'policies-and-terms.json',
    content: [
      text(
        '<p>We use cookies to make the site work, to remember your choices and, with your consent, to measure how the site is used. You can change your choices at any time.</p><h3>Cookies we use</h3><ul><li><strong>Strictly necessary:</strong> sign-in, security and your cookie choices.</li><li><strong>Functional:</strong> video players, forms and polls from our content provider.</li><li><strong>Analytics:</strong> page views and video plays, only with consent.</li><li><strong>Advertising:</strong> off unless you agree.</li></ul>',
      ),
      {
        contentType: 'BUTTON',
        title: 'Read the full cookie notice',
        link: '/kingsmere-policies/cookie-notice',
        openInNewTab: false,
      },
    ],
  });

  PARTNERS.forEach((p, index) => {
    const content: Block[] = [
      custom('feature-block', {
        title_string: 'The partnership',
        subtitle_string: `${p.role} since ${p.since}`,
        description_string: p.blurb,
        image_content: p.logo
          ? { image: png(p.logo), altText: p.name }
          : picture('hero-grandstand-day', p.name),
        video_content: {},
        button_content: link(`Visit ${p.name}`, p.url, true),
        imagePosition_select: index % 2 ? 'Left' : 'Right',
        darklightTheme_custom: index % 4 === 0 ? dark() : light(),
        royalkingsmereTheme_select: 'No',
      }),
    ];
    if (p.race) content.push(text(`<p>${p.name} sponsors <strong>${p.race}</strong>.</p>`));
    content.push(related({ title: 'Other partners', tags: ['partners'], max: 6 }));
    addArticle({
      slug: p.slug,
      title: p.name,
      summary: `${p.role}. ${p.blurb}`,
      image: p.logo ? `${p.logo}.png` : 'hero-grandstand-day',
      display: 'partners',
      group: 'partners and sponsors',
      file: 'partners.json',
      publish: `@now-${100 + index}d`,
      tags: ['partners'],
      sponsors: [sponsor(p.slug)],
      content,
    });
  });
  addArticle({
    slug: 'official-partners',
    title: 'Official Partners and Sponsors',
    summary: 'The companies that make Kingsmere Park possible.',
    image: 'hero-grandstand-day',
    group: 'partners and sponsors',
    file: 'partners.json',
    content: [
      custom('feed-container', {
        title_string: 'Our partners',
        description_string: 'Twenty-five partners across racing, hospitality and sustainability.',
        feed_content: { sourceSystemId: 'feed-partners' },
        componentType_select: 'Index Cards',
        appereance_select: 'Grid',
        button_content: link('Become a partner', '/enquiry-forms/race-sponsorship-enquiry'),
        darklightTheme_custom: light(),
      }),
    ],
  });
  for (const l of LICENSEES) {
    addArticle({
      slug: l.slug,
      title: l.name,
      summary: l.blurb,
      image: 'card-rosette',
      display: 'licensees',
      group: 'licensees',
      file: 'partners.json',
      tags: ['partners'],
      content: [
        text(
          `<p>You will find ${l.name} in the Kingsmere Park shop beside the main entrance on every raceday, and on the Grandstand concourse during Royal Kingsmere.</p>`,
        ),
      ],
    });
  }
  addArticle({
    slug: 'licensees',
    title: 'Official Licensees',
    summary: 'Official Kingsmere Park and Royal Kingsmere products.',
    image: 'card-rosette',
    group: 'licensees',
    file: 'partners.json',
    content: [
      custom('useful-links', {
        title_string: 'Licensees',
        links_custom: LICENSEES.map((l) => ({
          link_content: link(l.name, `/licensees/${l.slug}`),
          description_string: l.blurb,
        })),
      }),
    ],
  });
}

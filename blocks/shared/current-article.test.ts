import { endRequest, oneRequest } from '@/test/one-request';
import { hasRelatedBlock } from './current-article';

describe('finding the page’s own related block', () => {
  it('finds a related block at the top or nested in sections and tabs', () => {
    expect(hasRelatedBlock([{ contentType: 'TEXT' }, { contentType: 'RELATED_CONTENT', max: 6 }])).toBe(true);
    const nested = [
      { contentType: 'CUSTOM', customContent: { blocks: [{ contentType: 'RELATED_CONTENT' }] } },
    ];
    expect(hasRelatedBlock(nested)).toBe(true);
  });

  it('finds none in a page without one, or past the nesting limit', () => {
    expect(hasRelatedBlock([{ contentType: 'TEXT', title: 'RELATED_CONTENT' }])).toBe(false);
    let deep: unknown = { contentType: 'RELATED_CONTENT' };
    for (let i = 0; i < 10; i += 1) deep = [deep];
    expect(hasRelatedBlock([deep] as never)).toBe(false);
  });
});

describe('the picture at the top of the page', () => {
  it('is not repeated by a block: the same image is left out, any other kept', async () => {
    oneRequest();
    const current = await import('./current-article');
    const lawn = { src: 'https://img.test/enclosure-lawn.jpg', alt: 'The lawn' };
    expect(current.unlessPagePicture(lawn)).toBe(lawn);
    current.setCurrentArticle({ id: '7', slug: 'queen-anne', hero: { heroImage: lawn } });
    expect(current.currentArticlePicture()).toBe(lawn.src);
    expect(current.unlessPagePicture({ ...lawn, alt: 'Another caption' })).toBeUndefined();
    const badge = { src: 'https://img.test/badge.jpg', alt: 'Badge' };
    expect(current.unlessPagePicture(badge)).toBe(badge);
    expect(current.unlessPagePicture(undefined)).toBeUndefined();
    endRequest();
  });
});

describe('a link to the page itself', () => {
  it('is one whose path ends in the page’s slug, with or without a fragment, query or slash', async () => {
    oneRequest();
    const current = await import('./current-article');
    expect(current.leadsToThisPage('/memberships/queen-anne')).toBe(false);
    current.setCurrentArticle({ id: '9', slug: 'queen-anne' });
    for (const href of ['/memberships/queen-anne', '/memberships/queen-anne/', '/memberships/queen-anne?x=1'])
      expect(current.leadsToThisPage(href)).toBe(true);
    for (const href of ['/memberships/queen-anne-plus', '/memberships', 'https://queen-anne', undefined])
      expect(current.leadsToThisPage(href)).toBe(false);
    endRequest();
  });
});

describe('the page’s summary', () => {
  it('is not said again by a block: the same words are left out, any others kept', async () => {
    oneRequest();
    const current = await import('./current-article');
    const standfirst = 'Lunch in the Panoramic with the whole course below.';
    expect(current.unlessPageSummary(standfirst)).toBe(standfirst);
    current.setCurrentArticle({ id: '3', slug: 'package-the-panoramic', summary: ` ${standfirst} ` });
    expect(current.unlessPageSummary(standfirst)).toBeUndefined();
    expect(current.unlessPageSummary('Three courses and a private tote.')).toBe(
      'Three courses and a private tote.',
    );
    expect(current.unlessPageSummary(undefined)).toBeUndefined();
    endRequest();
  });
});

// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { TAKEOVER_FLAG } from '@/features/takeover/takeover-flag';
import { HeadshotBannerBlock } from './headshot-banner';
import { headshotBannerSchema } from './headshot-banner-schema';
import { headshotBannerFixture } from './headshot-banner.fixture';
import { sectionTitled } from '../shared/test-queries';

describe('HeadshotBannerBlock', () => {
  afterEach(() => {
    document.cookie = `${TAKEOVER_FLAG}=; Path=/; Max-Age=0`;
    localStorage.clear();
  });

  it('shows the portrait, tribute, signature, name and role', () => {
    render(<HeadshotBannerBlock {...headshotBannerFixture()} />);
    expect(sectionTitled('Sir Edmund Hale')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sir Edmund Hale' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sir Edmund Hale' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signature of Sir Edmund Hale' })).toBeInTheDocument();
    expect(screen.getByText('We dedicate the Paddock Pavilion to his memory.')).toBeInTheDocument();
    expect(screen.getByText('Chairman of Kingsmere Park, 1978–2019')).toBeInTheDocument();
  });

  it('dismisses the takeover when its link is followed', () => {
    document.documentElement.dataset.takeover = 'on';
    render(<HeadshotBannerBlock {...headshotBannerFixture()} />);
    const link = screen.getByRole('link', { name: 'Enter Kingsmere Park' });
    expect(link).toHaveAttribute('href', '/');
    fireEvent.click(link);
    expect(localStorage.getItem(TAKEOVER_FLAG)).toBe('true');
    expect(document.cookie).toContain(`${TAKEOVER_FLAG}=true`);
    expect(document.documentElement.dataset.takeover).toBeUndefined();
  });
});

describe('headshotBannerSchema', () => {
  it("reads the pack's banner", () => {
    const props = headshotBannerSchema.parse({
      contentType: 'CUSTOM',
      customContentType: 'memorial-headshot-banner',
      customContent: {
        image_content: { image: 'pack:images/memorial-portrait.jpg', altText: 'Sir Edmund Hale' },
        text_string: 'Today, that dream opens its doors.',
        signature_content: { image: 'pack:images/memorial-signature.png', altText: 'Signature' },
        name_string: 'Sir Edmund Hale',
        role_string: 'Chairman of Kingsmere Park, 1978–2019',
        link_content: { title: 'Enter Kingsmere Park', link: '/' },
      },
    });
    expect(props).toEqual({
      portrait: { src: 'pack:images/memorial-portrait.jpg', alt: 'Sir Edmund Hale' },
      text: 'Today, that dream opens its doors.',
      signature: { src: 'pack:images/memorial-signature.png', alt: 'Signature' },
      name: 'Sir Edmund Hale',
      role: 'Chairman of Kingsmere Park, 1978–2019',
      link: { href: '/', label: 'Enter Kingsmere Park', newTab: false },
    });
  });

  it('rejects a banner with nothing to show', () => {
    expect(headshotBannerSchema.safeParse({ customContent: { link_content: {} } }).success).toBe(false);
    expect(headshotBannerSchema.safeParse({ customContent: 'Sir Edmund' }).success).toBe(false);
  });
});

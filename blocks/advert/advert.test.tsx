// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { AdvertBlock } from './advert';
import { advertSchema } from './advert-schema';
import { advertFixture } from './advert.fixture';

describe('AdvertBlock', () => {
  it("reserves a labelled slot of the unit's size for the ad network", () => {
    render(<AdvertBlock {...advertFixture()} />);
    const label = screen.getByText('Advertisement');
    const slot = label.nextElementSibling as HTMLElement;
    expect(slot).toHaveAttribute('data-ad-slot');
    expect(slot).toHaveAttribute('data-ad-unit', 'kingsmere_web_leaderboard');
    expect(slot).toHaveAttribute('data-network-code', '21809957681');
    expect(slot.style.getPropertyValue('--ad-w-md')).toBe('728px');
    expect(slot.style.getPropertyValue('--ad-h-md')).toBe('90px');
    expect(slot.style.getPropertyValue('--ad-h')).toBe('50px');
  });

  it('renders nothing when the advert is not for the web', () => {
    const { container } = render(<AdvertBlock {...advertFixture({ onWeb: false })} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('advertSchema', () => {
  it("reads the pack's adverts: WEB decides, the unit's name gives its size", () => {
    const mpu = advertSchema.parse({
      contentType: 'ADVERT',
      platforms: ['WEB', 'IOS', 'ANDROID'],
      sourceSystemId: '21809957681',
      content: 'kingsmere_web_mpu',
    });
    expect(mpu).toEqual({
      onWeb: true,
      networkCode: '21809957681',
      adUnit: 'kingsmere_web_mpu',
      size: { mobile: { width: 300, height: 250 }, desktop: { width: 300, height: 250 } },
    });
    const appOnly = advertSchema.parse({
      platforms: ['IOS', 'ANDROID'],
      sourceSystemId: '21809957681',
      content: 'kingsmere_app_only',
    });
    expect(appOnly.onWeb).toBe(false);
    expect(advertSchema.parse({ platforms: ['web'], sourceSystemId: '1', content: 'x' }).onWeb).toBe(false);
  });

  it('rejects platforms that are not a list and a numeric network code', () => {
    expect(advertSchema.safeParse({ platforms: 'WEB', sourceSystemId: 12 }).success).toBe(false);
    expect(advertSchema.safeParse({ platforms: ['WEB'], sourceSystemId: '1' }).success).toBe(false);
  });
});

// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { AdvertBlock } from './advert';
import { advertSchema } from './advert-schema';
import { advertFixture } from './advert.fixture';

const { settings } = vi.hoisted(() => ({
  settings: {
    thirdParty: { adNetworkCode: '21809957681' as string | null, adTagScriptUrl: 'https://ads.test/gpt.js' },
  },
}));
vi.mock('@/platform/settings', () => ({ getSettings: () => settings }));

afterEach(() => {
  delete window.googletag;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  settings.thirdParty.adNetworkCode = '21809957681';
});

describe('AdvertBlock', () => {
  it("reserves a labelled slot of the unit's size and queues the slot for the ad tag, loaded once", async () => {
    render(
      <>
        <AdvertBlock {...advertFixture()} />
        <AdvertBlock {...advertFixture({ adUnit: 'kingsmere_web_mpu', size: advertFixture().size })} />
      </>,
    );
    const [label] = screen.getAllByText('Advertisement');
    const slot = label!.nextElementSibling as HTMLElement;
    expect(slot).toHaveAttribute('data-ad-unit', 'kingsmere_web_leaderboard');
    expect(slot.style.getPropertyValue('--ad-w-md')).toBe('728px');
    expect(slot.style.getPropertyValue('--ad-h-md')).toBe('90px');
    expect(slot.style.getPropertyValue('--ad-h')).toBe('50px');
    await waitFor(() =>
      expect(document.head.querySelectorAll('script[src="https://ads.test/gpt.js"]')).toHaveLength(1),
    );

    // The tag's script arrives: it runs the queued commands.
    const defined: Array<[string, [number, number][], string]> = [];
    const displayed: string[] = [];
    const queued = (window.googletag!.cmd as Array<() => void>).splice(0);
    const tagSlot = { addService: () => tagSlot, defineSizeMapping: () => tagSlot };
    Object.assign(window.googletag!, {
      defineSlot: (path: string, sizes: [number, number][], divId: string) => {
        defined.push([path, sizes, divId]);
        return tagSlot;
      },
      pubads: () => ({}),
      enableServices: () => {},
      display: (divId: string) => displayed.push(divId),
    });
    queued.forEach((command) => command());
    expect(defined.map(([path, sizes]) => [path, sizes])).toEqual([
      [
        '/21809957681/kingsmere_web_leaderboard',
        [
          [320, 50],
          [728, 90],
        ],
      ],
      [
        '/21809957681/kingsmere_web_mpu',
        [
          [320, 50],
          [728, 90],
        ],
      ],
    ]);
    expect(displayed).toEqual(defined.map(([, , divId]) => divId));
    expect(displayed.every((divId) => document.getElementById(divId) !== null)).toBe(true);
  });

  it('renders nothing when the advert is not for the web, or no ad network is configured', () => {
    const { container } = render(<AdvertBlock {...advertFixture({ onWeb: false })} />);
    expect(container).toBeEmptyDOMElement();
    settings.thirdParty.adNetworkCode = null;
    const unconfigured = render(<AdvertBlock {...advertFixture()} />);
    expect(unconfigured.container).toBeEmptyDOMElement();
    expect(document.head.querySelector('script')).toBeNull();
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

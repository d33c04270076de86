// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { consentEntriesFrom } from './consent-entries';
import { consentAllows, setConsent, useConsentAllows, type ConsentNeed } from './consent-store';

const youtube: ConsentNeed = { name: 'YouTube', vendorNames: ['youtube'] };
const forms: ConsentNeed = { name: 'Furlong', vendorNames: ['Furlong'], freeOnLocalhost: true };

const answer = (granted: Record<string, boolean>) => ({
  consentedVendors: Object.entries(granted)
    .filter(([, on]) => on)
    .map(([name]) => ({ _id: `v-${name}`, name })),
  grants: Object.fromEntries(Object.entries(granted).map(([name, on]) => [`v-${name}`, { vendorGrant: on }])),
});

describe('consentEntriesFrom', () => {
  it('reads one entry a vendor grant, named from the consented vendors', () => {
    expect(consentEntriesFrom(answer({ YouTube: true, Instagram: false }))).toEqual([
      { id: 'v-YouTube', name: 'YouTube', isAllowed: true },
      { id: 'v-Instagram', name: '', isAllowed: false },
    ]);
  });

  it.each([null, 'x', 42, { grants: null }, { grants: { a: 'yes' } }, { grants: { a: null } }])(
    'grants nothing from a malformed answer %#',
    (data) => {
      expect(consentEntriesFrom(data).every((entry) => !entry.isAllowed)).toBe(true);
    },
  );
});

describe('consentAllows', () => {
  const ready = (granted: Record<string, boolean>) => ({
    status: 'ready' as const,
    entries: consentEntriesFrom(answer(granted)),
  });

  it('allows a feature once its vendor is granted, by name without case', () => {
    expect(consentAllows(youtube, ready({ YouTube: true }), 'site.example')).toBe(true);
    expect(consentAllows(youtube, ready({ YouTube: false, Facebook: true }), 'site.example')).toBe(false);
  });

  it('blocks everything while waiting, when unavailable and when off', () => {
    for (const status of ['waiting', 'unavailable', 'off'] as const) {
      expect(consentAllows(youtube, { status, entries: [] }, 'site.example')).toBe(false);
    }
  });

  it('lets forms and polls run on localhost only while no consent platform runs', () => {
    expect(consentAllows(forms, { status: 'off', entries: [] }, 'localhost')).toBe(true);
    expect(consentAllows(forms, { status: 'off', entries: [] }, 'site.example')).toBe(false);
    expect(consentAllows(forms, ready({ Furlong: false }), 'localhost')).toBe(false);
    expect(consentAllows(youtube, { status: 'off', entries: [] }, 'localhost')).toBe(false);
  });
});

describe('useConsentAllows', () => {
  let renders = 0;
  function Probe({ need }: { need: ConsentNeed }) {
    renders += 1;
    return <p>{useConsentAllows(need) ? `${need.name} on` : `${need.name} off`}</p>;
  }

  it('re-renders a feature only when its own answer changes', () => {
    setConsent({ status: 'waiting', entries: [] });
    renders = 0;
    render(<Probe need={youtube} />);
    expect(screen.getByText('YouTube off')).toBeInTheDocument();
    const first = renders;
    act(() => setConsent({ status: 'ready', entries: consentEntriesFrom(answer({ Facebook: true })) }));
    expect(renders).toBe(first);
    act(() => setConsent({ status: 'ready', entries: consentEntriesFrom(answer({ YouTube: true })) }));
    expect(screen.getByText('YouTube on')).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ConsentGate } from './consent-gate.client';
import { setConsent } from './consent-store';

const need = { name: 'YouTube', vendorNames: ['YouTube'] };
const grant = (isAllowed: boolean) =>
  setConsent({ status: 'ready', entries: [{ id: 'yt', name: 'YouTube', isAllowed }] });

afterEach(() => act(() => setConsent({ status: 'waiting', entries: [] })));

describe('ConsentGate', () => {
  it('renders the blocked message on the server, whatever the browser later allows', () => {
    grant(true);
    const html = renderToString(
      <ConsentGate need={need}>
        <iframe title="video" src="https://www.youtube-nocookie.com/embed/x" />
      </ConsentGate>,
    );
    expect(html).not.toContain('<iframe');
    expect(html).toContain('This feature (YouTube) is currently not available');
  });

  it('shows the consent message and a cookie preferences button until allowed, then the feature without reload', () => {
    grant(false);
    render(
      <ConsentGate need={need}>
        <iframe title="video" src="https://www.youtube-nocookie.com/embed/x" />
      </ConsentGate>,
    );
    expect(screen.getByText(/^This feature \(YouTube\)/)).toHaveTextContent(
      'This feature (YouTube) is currently not available because you need to provide consent to functional cookies. Please update your cookie preferences',
    );
    expect(screen.getByRole('button', { name: 'cookie preferences' })).toBeInTheDocument();
    expect(screen.queryByTitle('video')).toBeNull();
    act(() => grant(true));
    expect(screen.getByTitle('video')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'cookie preferences' })).toBeNull();
  });
});

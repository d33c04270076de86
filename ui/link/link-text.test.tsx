// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { LinkLabel } from './link-label';
import { isGenericLinkText, linkName, linkTextSuffix } from './link-text';

describe('isGenericLinkText', () => {
  it.each(['Read more', 'Learn more', 'learn more.', ' More ', 'Find out more', 'Click here', 'here'])(
    'calls %j generic',
    (text) => expect(isGenericLinkText(text)).toBe(true),
  );

  it.each(['Buy tickets', 'More news', 'Read the latest news', 'Compare memberships', ''])(
    'calls %j descriptive',
    (text) => expect(isGenericLinkText(text)).toBe(false),
  );
});

describe('linkTextSuffix', () => {
  it('names the target after a generic text', () => {
    expect(linkTextSuffix('Learn more', 'The Ironstand')).toBe(' about The Ironstand');
    expect(linkTextSuffix('Click here', 'Directions')).toBe(': Directions');
  });

  it('adds nothing to a descriptive text, or without a title', () => {
    expect(linkTextSuffix('Buy tickets', 'Family Funday Raceday')).toBe('');
    expect(linkTextSuffix('Read more', undefined)).toBe('');
    expect(linkTextSuffix('Read more', '  ')).toBe('');
  });
});

describe('linkName', () => {
  it('is the text and the title, with a new-tab note; nothing for a descriptive text', () => {
    expect(linkName('Read more', 'Gates open at 11:00', true)).toBe(
      'Read more about Gates open at 11:00 (opens in a new tab)',
    );
    expect(linkName('Buy tickets', 'Family Funday Raceday')).toBeUndefined();
  });
});

describe('LinkLabel', () => {
  it('keeps the visible text and names the target in the link', () => {
    render(
      <a
        href="https://kingsmere.example/racedays/family-funday-raceday"
        aria-label={linkName('Learn more', 'Family Funday Raceday')}
      >
        <LinkLabel text="Learn more" subject="Family Funday Raceday" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Learn more about Family Funday Raceday' })).toHaveAttribute(
      'href',
      'https://kingsmere.example/racedays/family-funday-raceday',
    );
    // Search engines read the words, not the label: the title is in the link's text, visually hidden.
    expect(screen.getByRole('link').textContent).toBe('Learn more about Family Funday Raceday');
    expect(screen.getByText('about Family Funday Raceday', { exact: false })).toHaveClass('sr-only');
  });

  it('leaves a descriptive text alone', () => {
    render(
      <a href="https://kingsmere.example/news">
        <LinkLabel text="More news" subject="Latest news" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'More news' })).toBeInTheDocument();
  });
});

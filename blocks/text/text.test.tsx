// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { markdown } from './markdown';
import { TextBlock } from './text';
import { textFixture } from './text.fixture';

describe('TextBlock', () => {
  it('renders markdown with links that open in a new tab, safely', () => {
    render(<TextBlock {...textFixture()} />);
    expect(screen.getByText('11:00').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'racecard' });
    expect(link).toHaveAttribute('href', 'https://racing.example.com/card');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('never lets a script in markdown through, nor a javascript: link', () => {
    const content = 'Hello <script>window.hacked = true</script> [click](javascript:alert(1))';
    const html = renderToStaticMarkup(<TextBlock {...textFixture({ content })} />);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('javascript:');
    const { container } = render(<TextBlock {...textFixture({ content })} />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('link', { name: 'click' })).not.toBeInTheDocument();
  });

  it('removes every script from the server HTML of an HTML body', () => {
    const content =
      '<p>Gates open at 11:00.</p><script src="https://embed.example.com/w.js" async></script><script>var a = 1;</script>';
    const html = renderToStaticMarkup(<TextBlock {...textFixture({ content, isHtml: true })} />);
    expect(html).toContain('Gates open at 11:00.');
    expect(html).not.toMatch(/<script/i);
  });

  it('re-inserts the scripts of an HTML body after mount, with their attributes', () => {
    const content = '<p>Embed below</p><script src="https://embed.example.com/w.js" data-id="42"></script>';
    const { container } = render(<TextBlock {...textFixture({ content, isHtml: true })} />);
    expect(screen.getByText('Embed below')).toBeInTheDocument();
    const script = container.querySelector('script');
    expect(script).toHaveAttribute('src', 'https://embed.example.com/w.js');
    expect(script).toHaveAttribute('data-id', '42');
  });

  it('shows the dark variant on a dark surface', () => {
    render(<TextBlock {...textFixture({ content: '<h3>After dark</h3>', isHtml: true, theme: 'dark' })} />);
    const heading = screen.getByRole('heading', { name: 'After dark' });
    expect(heading.closest('section')).toHaveAttribute('data-theme', 'dark');
  });

  it("shows 'An error occurred' with the message when markdown cannot be parsed", () => {
    vi.spyOn(markdown, 'parse').mockImplementation(() => {
      throw new Error('Token with "weird" type was not found.');
    });
    render(<TextBlock {...textFixture()} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An error occurred');
    expect(alert).toHaveTextContent('Token with "weird" type was not found.');
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ButtonBlock } from './button';
import { buttonFixture } from './button.fixture';

describe('ButtonBlock', () => {
  it('links to the target in the same tab by default', () => {
    render(<ButtonBlock {...buttonFixture()} />);
    const link = screen.getByRole('link', { name: 'Buy tickets' });
    expect(link).toHaveAttribute('href', '/tickets');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens in a new tab when the content asks, and says so', () => {
    render(<ButtonBlock {...buttonFixture({ newTab: true })} />);
    const link = screen.getByRole('link', { name: /Buy tickets.*opens in a new tab/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});

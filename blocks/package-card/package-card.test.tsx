// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { PackageCardBlock } from './package-card';
import { packageCardSchema } from './package-card-schema';
import { packageCardFixture } from './package-card.fixture';

describe('PackageCardBlock', () => {
  it('shows the title, price with its parts, benefits and both buttons', () => {
    render(<PackageCardBlock {...packageCardFixture()} />);
    expect(screen.getByRole('heading', { name: 'Seafood Terrace package' })).toBeInTheDocument();
    expect(screen.getByText('£150').parentElement).toHaveTextContent('From£150per person');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Buy now' })).toHaveAttribute('href', '/packages');
    expect(screen.getByRole('link', { name: /Learn more.*new tab/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'Queen Anne badge' })).toBeInTheDocument();
  });

  it('reads up to 8 benefits from content, skipping empty ones', () => {
    const custom: Record<string, unknown> = { packagemembershipTitle_string: 'Gold', price_string: '99' };
    for (let n = 1; n <= 9; n += 1) custom[`benefit${n}_string`] = n === 3 ? '' : `Benefit ${n}`;
    const props = packageCardSchema.parse({ customContent: custom });
    expect(props.benefits).toHaveLength(7);
    expect(props.price).toBe('£99');
    render(<PackageCardBlock {...props} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByText('Benefit 9')).not.toBeInTheDocument();
  });

  it('never lists more than 8 benefits', () => {
    const benefits = Array.from({ length: 10 }, (_, index) => `Perk ${index + 1}`);
    render(<PackageCardBlock {...packageCardFixture({ benefits })} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(8);
  });
});

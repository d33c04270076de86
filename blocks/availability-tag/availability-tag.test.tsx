// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { AvailabilityTagBlock } from './availability-tag';
import { availabilityTagSchema } from './availability-tag-schema';
import { availabilityTagFixture } from './availability-tag.fixture';

describe('AvailabilityTagBlock', () => {
  it('shows Sold Out with a warning icon', () => {
    const { container } = render(<AvailabilityTagBlock {...availabilityTagFixture()} />);
    expect(screen.getByText('Sold Out')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows Low Availability', () => {
    render(<AvailabilityTagBlock {...availabilityTagFixture({ availability: 'Low Availability' })} />);
    expect(screen.getByText('Low Availability')).toBeInTheDocument();
  });

  it('shows nothing for any other value', () => {
    const props = availabilityTagSchema.parse({ customContent: [{ availabilityTag_select: 'Plenty' }] });
    const { container } = render(<AvailabilityTagBlock {...props} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads the first entry of the customContent array', () => {
    expect(availabilityTagSchema.parse({ customContent: [{ availabilityTag_select: 'sold out' }] })).toEqual({
      availability: 'Sold Out',
    });
  });
});

describe('availabilityTagSchema', () => {
  it('also reads a single object, and an empty one as no tag', () => {
    expect(
      availabilityTagSchema.parse({ customContent: { availabilityTag_select: 'Low Availability' } }),
    ).toEqual({
      availability: 'Low Availability',
    });
    expect(availabilityTagSchema.parse({ customContent: {} })).toEqual({ availability: undefined });
  });
});

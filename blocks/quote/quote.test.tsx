// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { QuoteBlock } from './quote';
import { quoteFixture } from './quote.fixture';

describe('QuoteBlock', () => {
  it('shows the quote and who said it', () => {
    render(<QuoteBlock {...quoteFixture()} />);
    expect(screen.getByRole('blockquote')).toHaveTextContent(
      'The ground rides fast and fair; she will love it.',
    );
    expect(screen.getByText('— Tom Ashdown, trainer')).toBeInTheDocument();
  });

  it('leaves the attribution out when there is no author', () => {
    render(<QuoteBlock {...quoteFixture({ author: undefined })} />);
    expect(screen.queryByText(/—/)).not.toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { TextAndCarouselBlock } from './text-and-carousel';
import { textAndCarouselSchema } from './text-and-carousel-schema';
import { textAndCarouselFixture } from './text-and-carousel.fixture';

describe('textAndCarouselSchema', () => {
  it("reads the pack's block, skipping an image entry without an image", () => {
    const props = textAndCarouselSchema.parse({
      contentType: 'CUSTOM',
      customContentType: 'text-and-carousel',
      customContent: {
        title_string: 'text-and-carousel',
        text_string: '<p>Text beside an image carousel.</p>',
        images_custom: [
          {
            image_content: { image: 'pack:images/hero-parade-ring.jpg', altText: 'Parade ring' },
            caption_string: 'hero-parade-ring',
          },
          { image_content: {}, caption_string: 'no picture' },
          null,
          { image_content: { image: 'pack:images/hero-enclosure-lawn.jpg' } },
        ],
        button_content: { title: 'Enclosures', link: '/enclosures', openInNewTab: false },
        imagePosition_select: 'Left',
        darklightTheme_custom: [{ darklightTheme_select: 'Dark' }],
      },
    });
    expect(props).toMatchObject({
      title: 'text-and-carousel',
      html: '<p>Text beside an image carousel.</p>',
      button: { href: '/enclosures', label: 'Enclosures' },
      imagePosition: 'left',
      theme: 'dark',
      royal: false,
    });
    expect(props.images).toEqual([
      { src: 'pack:images/hero-parade-ring.jpg', alt: 'Parade ring', caption: 'hero-parade-ring' },
      { src: 'pack:images/hero-enclosure-lawn.jpg', alt: '', caption: undefined },
    ]);
  });

  it('rejects malformed text', () => {
    expect(textAndCarouselSchema.safeParse({ customContent: { text_string: 42 } }).success).toBe(false);
  });
});

describe('TextAndCarouselBlock', () => {
  it('shows the title, text and button beside a named carousel of captioned pictures', () => {
    render(<TextAndCarouselBlock {...textAndCarouselFixture()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Inside the enclosure' })).toBeInTheDocument();
    expect(screen.getByText('The Queen Anne Enclosure gives you the whole Grandstand.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What to wear' })).toHaveAttribute(
      'href',
      '/what-to-wear/queen-anne-enclosure-dress-code',
    );
    const track = screen.getByRole('group', { name: 'Inside the enclosure: pictures' });
    expect(track).toHaveAttribute('tabindex', '0');
    expect(within(track).getAllByRole('listitem')).toHaveLength(3);
    expect(within(track).getByRole('img', { name: 'The Grandstand' })).toBeInTheDocument();
    expect(within(track).getByText('Lawns and parasols')).toBeInTheDocument();
    // Three pictures that fit: the arrows keep their space but are hidden.
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('reads a caption that repeats the alt text once, from the caption', () => {
    const { container } = render(
      <TextAndCarouselBlock
        {...textAndCarouselFixture({
          images: [{ src: 'http://localhost/images/a.jpg', alt: 'Parade ring', caption: 'parade ring ' }],
        })}
      />,
    );
    expect(container.querySelector('figure img')).toHaveAttribute('alt', '');
    expect(screen.getByText('parade ring')).toBeInTheDocument();
  });

  it('shows arrows for more than three pictures', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(3000);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(500);
    const images = textAndCarouselFixture().images;
    render(<TextAndCarouselBlock {...textAndCarouselFixture({ images: [...images, ...images] })} />);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
  });

  it('renders nothing when there is nothing to show', () => {
    const { container } = render(
      <TextAndCarouselBlock {...textAndCarouselFixture({ title: undefined, html: undefined, images: [] })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { isShownModal, polyfillDialog } from '@/test/dialog-polyfill';
import { GalleryBlock } from './gallery';
import { darkGallerySchema, gallerySchema } from './gallery-schema';
import { galleryFixture, galleryItemsFixture } from './gallery.fixture';
import { sectionTitled } from '../shared/test-queries';

polyfillDialog();

function rawItems(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    image: `http://localhost/images/${index + 1}.jpg`,
    imageThumbnail: `http://localhost/images/${index + 1}-thumb.jpg`,
    title: `Photo ${index + 1}`,
  }));
}

describe('gallery schemas', () => {
  it('keep at most five items, grid unless it says carousel', () => {
    const props = gallerySchema.parse({ contentType: 'GALLERY', title: 'Photos', children: rawItems(7) });
    expect(props.items).toHaveLength(5);
    expect(props.appearance).toBe('GRID');
    expect(props.theme).toBe('light');
  });

  it('read dark-gallery from gallery_content, skipping malformed items', () => {
    const props = darkGallerySchema.parse({
      contentType: 'CUSTOM',
      customContentType: 'dark-gallery',
      customContent: {
        gallery_content: {
          title: 'Night racing',
          withBackground: true,
          appearance: { type: 'CAROUSEL' },
          children: [...rawItems(2), null, { title: 'No image' }],
        },
      },
    });
    expect(props).toMatchObject({ title: 'Night racing', appearance: 'CAROUSEL', theme: 'dark' });
    expect(props.items).toHaveLength(2);
  });

  it('read a gallery with no children as empty', () => {
    expect(gallerySchema.parse({ contentType: 'GALLERY', title: 'Empty' }).items).toEqual([]);
    expect(darkGallerySchema.parse({ contentType: 'CUSTOM', customContent: {} }).items).toEqual([]);
  });
});

/** Picks a thumbnail and waits for the lightbox, which is fetched on first use. */
async function open(name: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('GalleryBlock', () => {
  it('shows a titled grid of thumbnails, alt text from the item titles, with the lightbox closed', () => {
    render(<GalleryBlock {...galleryFixture()} />);
    const region = sectionTitled('A day at the races');
    const list = within(region).getByRole('list', { name: 'A day at the races' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing without items', () => {
    const { container } = render(<GalleryBlock {...galleryFixture({ items: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the picked image in a labelled modal dialog and moves focus into it', async () => {
    render(<GalleryBlock {...galleryFixture()} />);
    await open('Photo 2');
    const dialog = screen.getByRole('dialog', { name: 'A day at the races: image 2 of 3' });
    expect(isShownModal(dialog)).toBe(true);
    expect(within(dialog).getByRole('img', { name: 'Photo 2' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('wraps previous and next around the items', async () => {
    render(<GalleryBlock {...galleryFixture()} />);
    await open('Photo 3');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: /image 1 of 3/ })).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('dialog', { name: /image 3 of 3/ })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: /image 1 of 3/ })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the thumbnail', async () => {
    render(<GalleryBlock {...galleryFixture()} />);
    const thumbnail = screen.getByRole('button', { name: 'Photo 1' });
    await open('Photo 1');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next image' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it('closes on a click outside the image but not on one inside', async () => {
    render(<GalleryBlock {...galleryFixture()} />);
    const dialog = await open('Photo 1');
    fireEvent.click(within(dialog).getByRole('img', { name: 'Photo 1' }));
    fireEvent.click(within(dialog).getByText('1 of 3'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A click on a modal dialog's backdrop (or its padding) is a click on the dialog element itself.
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo 1' })).toHaveFocus();
  });

  it('closes with the close button', async () => {
    render(<GalleryBlock {...galleryFixture()} />);
    await open('Photo 1');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo 1' })).toHaveFocus();
  });
});

describe('GalleryBlock as a carousel', () => {
  it('hides the arrows for three items that fit', () => {
    render(<GalleryBlock {...galleryFixture({ appearance: 'CAROUSEL' })} />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows arrows for more than three items, scrolling one item width and disabled at the ends', () => {
    const scrollBy = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1200);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(280);
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true });
    try {
      render(<GalleryBlock {...galleryFixture({ appearance: 'CAROUSEL', items: galleryItemsFixture(5) })} />);
      const back = screen.getByRole('button', { name: 'Previous slide' });
      const forward = screen.getByRole('button', { name: 'Next slide' });
      expect(back).toBeDisabled();
      expect(forward).toBeEnabled();
      fireEvent.click(forward);
      expect(scrollBy).toHaveBeenCalledWith({ left: 280, behavior: 'smooth' });

      const track = document.getElementById(forward.getAttribute('aria-controls') ?? '');
      expect(track).toHaveAttribute('tabindex', '0');
      expect(within(track as HTMLElement).getAllByRole('listitem')).toHaveLength(5);
      (track as HTMLElement).scrollLeft = 600;
      fireEvent.scroll(track as HTMLElement);
      expect(forward).toBeDisabled();
      expect(back).toBeEnabled();
    } finally {
      delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
    }
  });
});

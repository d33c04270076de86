// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { endRequest, oneRequest } from '@/test/one-request';
import { FeatureBlock } from './feature-block';
import { featureBlockSchema } from './feature-block-schema';
import { featureBlockFixture } from './feature-block.fixture';
import { sectionTitled } from '../shared/test-queries';

// Nested blocks are drawn by the block registry; here only what the feature block hands it matters.
vi.mock('../render-blocks', () => ({
  RenderBlocks: ({ blocks }: { blocks: { contentType: string; mediaTitle?: string }[] }) => (
    <div data-testid="nested-blocks">
      {blocks.map((block) => `${block.contentType}: ${block.mediaTitle}`)}
    </div>
  ),
}));

// The pack's two feature blocks (block-showcase).
const imageBlock = {
  id: 'feed5649-90b2-4edd-ac2d-e5305ed3b037',
  contentType: 'CUSTOM',
  customContentType: 'feature-block',
  customContent: {
    title_string: 'feature-block (image, light)',
    subtitle_string: 'Subtitle',
    description_string: 'Image on the left, light theme.',
    image_content: { image: 'http://localhost/images/hero-wedding-arch.jpg', altText: 'Wedding arch' },
    video_content: {},
    button_content: { title: 'Weddings', link: '/weddings', openInNewTab: false },
    imagePosition_select: 'Left',
    darklightTheme_custom: [{ darklightTheme_select: 'Light' }],
    royalkingsmereTheme_select: 'No',
  },
};
const videoBlock = {
  id: '957687a7-e161-4393-a06f-0b54e61ef3a3',
  contentType: 'CUSTOM',
  customContentType: 'feature-block',
  customContent: {
    title_string: 'feature-block (video, dark, royal)',
    subtitle_string: 'With a feature-block video',
    description_string: 'Video on the right, dark royal theme.',
    image_content: {
      image: 'http://localhost/images/hero-royal-procession.jpg',
      altText: 'Royal Procession',
    },
    video_content: {
      id: '1cfc9329-9100-4634-a28b-771ce821ceff',
      contentType: 'VIDEO',
      sourceSystem: 'STREAM',
      sourceSystemId: '1_rk7procession',
      mediaTitle: 'The Royal Procession',
      variant: 'feature-block',
    },
    button_content: {
      title: 'Royal Kingsmere',
      link: '/horse-races-and-events/royal-kingsmere',
      openInNewTab: false,
    },
    imagePosition_select: 'Right',
    darklightTheme_custom: [{ darklightTheme_select: 'Dark' }],
    royalkingsmereTheme_select: 'Yes',
  },
};

describe('featureBlockSchema', () => {
  it('reads the image feature block', () => {
    expect(featureBlockSchema.parse(imageBlock)).toEqual({
      title: 'feature-block (image, light)',
      subtitle: 'Subtitle',
      description: 'Image on the left, light theme.',
      image: { src: 'http://localhost/images/hero-wedding-arch.jpg', alt: 'Wedding arch' },
      video: undefined,
      button: { href: '/weddings', label: 'Weddings', newTab: false },
      mediaPosition: 'left',
      theme: 'light',
      royal: false,
    });
  });

  it('reads the video feature block with its VIDEO block, on the right, dark and royal', () => {
    const props = featureBlockSchema.parse(videoBlock);
    expect(props.video).toMatchObject({ contentType: 'VIDEO', sourceSystemId: '1_rk7procession' });
    expect(props).toMatchObject({ mediaPosition: 'right', theme: 'dark', royal: true });
  });

  it('ignores a video that is not a VIDEO block, and rejects malformed raw data', () => {
    const props = featureBlockSchema.parse({ customContent: { title_string: 'T', video_content: 'x.mp4' } });
    expect(props.video).toBeUndefined();
    expect(featureBlockSchema.safeParse({ customContent: { title_string: ['not', 'text'] } }).success).toBe(
      false,
    );
    expect(featureBlockSchema.safeParse({ customContent: 'feature' }).success).toBe(false);
  });
});

describe('FeatureBlock', () => {
  it('shows the image, title, subtitle, text and button', () => {
    render(<FeatureBlock {...featureBlockSchema.parse(imageBlock)} />);
    const region = sectionTitled('feature-block (image, light)');
    expect(region).toHaveAttribute('data-theme', 'light');
    expect(
      screen.getByRole('heading', { level: 2, name: 'feature-block (image, light)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Subtitle')).toBeInTheDocument();
    expect(screen.getByText('Image on the left, light theme.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Wedding arch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weddings' })).toHaveAttribute('href', '/weddings');
    expect(screen.queryByTestId('nested-blocks')).not.toBeInTheDocument();
  });

  it('plays the video block in place of the image, on the royal dark surface', () => {
    render(<FeatureBlock {...featureBlockSchema.parse(videoBlock)} />);
    const region = sectionTitled('feature-block (video, dark, royal)');
    expect(region).toHaveAttribute('data-royal', 'true');
    expect(region).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByTestId('nested-blocks')).toHaveTextContent('VIDEO: The Royal Procession');
    expect(screen.queryByRole('img', { name: 'Royal Procession' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Royal Kingsmere' })).toHaveAttribute(
      'href',
      '/horse-races-and-events/royal-kingsmere',
    );
  });

  it('shows a partner’s logo whole rather than cropped', () => {
    render(
      <FeatureBlock
        {...featureBlockFixture({
          image: { src: 'http://localhost/images/sponsor-harrowgate.png', alt: 'Harrowgate' },
        })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Harrowgate' })).toHaveClass('object-contain');
  });

  it('renders nothing when there is nothing to show', () => {
    const props = featureBlockSchema.parse({ customContent: { button_content: {}, image_content: {} } });
    const { container } = render(<FeatureBlock {...props} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('FeatureBlock under a hero of the same picture', () => {
  it('leaves the picture out and keeps its words and button', async () => {
    oneRequest();
    const current = await import('../shared/current-article');
    const { FeatureBlock: OnPage } = await import('./feature-block');
    const props = featureBlockSchema.parse(imageBlock);
    current.setCurrentArticle({ id: '1', hero: { heroImage: { src: props.image?.src ?? '' } } });
    render(<OnPage {...props} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { name: 'feature-block (image, light)' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Weddings/ })).toHaveAttribute('href', '/weddings');
    endRequest();
  });
});

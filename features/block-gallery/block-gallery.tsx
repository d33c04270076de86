import 'server-only';
import { RenderBlocks } from '@/blocks/render-blocks';
import type { Article } from '@/platform/types/article';
import { DesignSystem } from './design-system';
import { gallerySections, type GalleryExample, type GallerySection } from './gallery-sections';

/** The pack article holding one of every block (docs/content-pack.md). */
export const BLOCK_GALLERY_ARTICLE = 'block-showcase';

/** 'RELATED_CONTENT' → 'Related content', 'event-card' → 'Event card'. */
export function blockTypeName(type: string): string {
  const words = type.toLowerCase().split(/[_-]+/).filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Chip({ children }: { children: string }) {
  return (
    <span className="rounded-full border border-ink/15 bg-white px-2.5 py-0.5 text-xs font-semibold text-ink/80">
      {children}
    </span>
  );
}

function Example({ type, example }: { type: string; example: GalleryExample }) {
  return (
    <div data-block-example={type} className="border-t border-dashed border-ink/15 pt-4">
      <div className="container-page mb-3 flex flex-wrap gap-2">
        {example.theme ? <Chip>{example.theme === 'dark' ? 'Dark' : 'Light'}</Chip> : null}
        {example.royal ? <Chip>Royal</Chip> : null}
        {example.variant ? <Chip>Other theme of the same content</Chip> : null}
        {example.nestedIn ? (
          <Chip>{`Also inside a ${blockTypeName(example.nestedIn).toLowerCase()}`}</Chip>
        ) : null}
      </div>
      <RenderBlocks blocks={[example.block]} />
    </div>
  );
}

function Section({ section }: { section: GallerySection }) {
  const name = blockTypeName(section.type);
  return (
    // Not a named landmark: a block inside may carry the same name as its type.
    <section id={`block-${section.type}`} data-block-type={section.type} className="scroll-mt-24 py-10">
      <header className="container-page mb-6 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 className="heading-section">{name}</h2>
        <code className="text-sm text-ink/70">
          {section.kind === 'custom' ? `CUSTOM · ${section.type}` : section.type}
        </code>
      </header>
      {section.examples.length > 0 ? (
        <div className="space-y-8">
          {section.examples.map((example) => (
            <Example key={example.key} type={section.type} example={example} />
          ))}
        </div>
      ) : (
        <p className="container-page text-ink/70">The content has no {name.toLowerCase()} block.</p>
      )}
    </section>
  );
}

/** Every block type the site renders, with the content's examples of each in each theme. */
export function BlockGallery({ article }: { article: Article | null }) {
  const sections = gallerySections(article?.blocks ?? []);
  const shown = sections.filter((section) => section.examples.length > 0).length;
  return (
    <div className="bg-cream">
      <header className="bg-turf-950 py-12 text-cream">
        <div className="container-page">
          <p className="eyebrow text-gold-400">For designers and editors</p>
          <h1 className="mt-2 font-display text-4xl font-bold md:text-5xl">Block gallery</h1>
          <p className="mt-4 max-w-2xl text-cream/85">
            The design system, then every block and card the site can draw, from the content&rsquo;s showcase
            page, in its light, dark and royal looks. {shown} of {sections.length} block types have an
            example.
          </p>
        </div>
      </header>
      <nav aria-label="Block types" className="border-b border-ink/10 bg-white py-6">
        <ul className="container-page grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-5">
          <li>
            <a
              href="#design-system"
              className="font-semibold text-turf-800 underline-offset-2 hover:underline focus-visible:underline"
            >
              Design system
            </a>
          </li>
          {sections.map((section) => (
            <li key={section.type}>
              <a
                href={`#block-${section.type}`}
                className="text-turf-800 underline-offset-2 hover:underline focus-visible:underline"
              >
                {blockTypeName(section.type)}
                <span className="text-ink/60"> ({section.examples.length})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {article ? null : (
        <p role="status" className="container-page py-10 text-lg">
          The content service has no &lsquo;{BLOCK_GALLERY_ARTICLE}&rsquo; article, so there is nothing to
          show.
        </p>
      )}
      <DesignSystem />
      <div className="divide-y divide-ink/10">
        {sections.map((section) => (
          <Section key={section.type} section={section} />
        ))}
      </div>
    </div>
  );
}

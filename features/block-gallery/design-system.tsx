import type { ReactNode } from 'react';

/** The palette's tokens (app/globals.css), as a designer names them. */
const COLOURS = [
  { token: 'turf-950', swatch: 'bg-turf-950', use: 'Hero veils, the darkest band' },
  { token: 'turf-900', swatch: 'bg-turf-900', use: 'Dark bands, the chosen filter' },
  { token: 'turf-700', swatch: 'bg-turf-700', use: 'Links and icons on light' },
  { token: 'turf-100', swatch: 'bg-turf-100', use: 'A pale band, placeholders' },
  { token: 'gold-500', swatch: 'bg-gold-500', use: 'The primary button, focus ring' },
  { token: 'gold-400', swatch: 'bg-gold-400', use: 'Eyebrows and accents on dark' },
  { token: 'cream', swatch: 'bg-cream', use: 'The page' },
  { token: 'ink', swatch: 'bg-ink', use: 'Text and headings on light' },
  { token: 'royal-900', swatch: 'bg-royal-900', use: 'The royal meeting’s bands' },
  { token: 'royal-700', swatch: 'bg-royal-700', use: 'Royal accents on white' },
  { token: 'alert', swatch: 'bg-alert', use: 'Errors, live and sold-out marks' },
] as const;

/** The spacing scale's tokens, drawn at their size on this screen. */
const SPACES = [
  { token: 'gutter', bar: 'w-gutter', use: 'The page’s side margin (px-gutter, in container-page)' },
  { token: 'stack', bar: 'w-stack', use: 'A heading to what it heads (mt-stack, mb-stack)' },
  { token: 'part', bar: 'w-part', use: 'Between pieces of one section (mt-part, my-part)' },
  { token: 'section', bar: 'w-section', use: 'Above and below a section (py-section, my-section)' },
] as const;

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div id={id} className="scroll-mt-24 border-t border-ink/10 pt-part">
      <h3 className="heading-sub">{title}</h3>
      <div className="mt-stack">{children}</div>
    </div>
  );
}

/**
 * The design system on one screen (docs/design-system.md): the palette, the type scale, the button
 * family, the filter control and the spacing scale, each drawn with the utilities the blocks use, so
 * what shows here is what the site shows.
 */
export function DesignSystem() {
  return (
    <section id="design-system" aria-labelledby="design-system-title" className="scroll-mt-24 py-section">
      <div className="container-page space-y-part">
        <header>
          <p className="eyebrow text-turf-700">Tokens and styles</p>
          <h2 id="design-system-title" className="mt-2 heading-section">
            Design system
          </h2>
          <p className="mt-stack max-w-measure text-lg text-ink/80">
            One container and side margin a breakpoint, one section heading and one sub-heading, one button
            family in sentence case, one filter control and one spacing scale. Every block below is built from
            them.
          </p>
        </header>

        <Part id="design-colours" title="Colours">
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {COLOURS.map((colour) => (
              <li key={colour.token} className="text-sm">
                <span className={`block h-16 rounded-lg ring-1 ring-ink/15 ${colour.swatch}`} />
                <code className="mt-2 block font-semibold">{colour.token}</code>
                <span className="text-ink/75">{colour.use}</span>
              </li>
            ))}
          </ul>
        </Part>

        <Part id="design-type" title="Type scale">
          <div className="grid gap-6 md:grid-cols-2">
            <div className="rounded-xl bg-white p-6 ring-1 ring-ink/10">
              <p className="eyebrow text-turf-700">Eyebrow · eyebrow</p>
              <p className="mt-2 heading-section">Section heading · heading-section</p>
              <p className="mt-stack heading-sub">Sub-heading · heading-sub</p>
              <p className="mt-3 text-lg">Lead text · text-lg, Inter</p>
              <p className="mt-2">Body text · text-base, Inter</p>
            </div>
            <div className="rounded-xl bg-turf-900 p-6 text-cream">
              <p className="eyebrow text-gold-400">On a dark band</p>
              <p className="mt-2 heading-section">Cream on turf green</p>
              <p className="mt-stack heading-sub">The heading takes the band’s text colour</p>
              <p className="mt-3 text-lg text-cream/90">Never gold, never green on green.</p>
            </div>
          </div>
        </Part>

        <Part id="design-buttons" title="Buttons">
          <div className="grid gap-6 md:grid-cols-2">
            <div className="flex flex-wrap items-center gap-4 rounded-xl bg-white p-6 ring-1 ring-ink/10">
              <span className="btn btn-primary">Buy tickets</span>
              <span className="btn btn-secondary text-turf-900">See the racecard</span>
              <span className="btn-link text-turf-900">Plan your visit</span>
              <button type="button" disabled className="btn btn-primary">
                Sold out
              </button>
            </div>
            <div className="flex flex-wrap items-center gap-4 rounded-xl bg-royal-900 p-6 text-cream">
              <span className="btn btn-primary">Buy tickets</span>
              <span className="btn btn-secondary">Explore the week</span>
              <span className="btn-link">The dress code</span>
            </div>
          </div>
        </Part>

        <Part id="design-filter" title="Filter control">
          <ul className="flex flex-wrap gap-2" aria-label="Filter chips, as drawn">
            <li>
              <span className="chip chip-chosen">All news</span>
            </li>
            <li>
              <span className="chip">Racing</span>
            </li>
            <li>
              <span className="chip">Royal Kingsmere</span>
            </li>
            <li>
              <span className="chip">The venue</span>
            </li>
          </ul>
        </Part>

        <Part id="design-spacing" title="Spacing and grid">
          <ul className="space-y-3">
            {SPACES.map((space) => (
              <li key={space.token} className="grid items-center gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
                <code className="text-sm font-semibold">{space.token}</code>
                <span className="flex items-center gap-3 text-sm text-ink/75">
                  <span
                    aria-hidden="true"
                    className={`block h-3 shrink-0 rounded-sm bg-gold-500 ${space.bar}`}
                  />
                  {space.use}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-stack max-w-measure text-sm text-ink/75">
            <code className="font-semibold">container-page</code>: at most 80rem wide with its side margins,
            centred; every block&rsquo;s content starts at its left edge. Running text keeps to{' '}
            <code className="font-semibold">max-w-measure</code> (48rem) from that same edge.
          </p>
        </Part>
      </div>
    </section>
  );
}

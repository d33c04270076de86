import { useId, type ReactNode } from 'react';
import { enclosureTabsFor, type TabsSectionProps } from './tabs-section-schema';
import { BlockTheme } from '../shared/block-theme';
import { loadTicketCards } from '../shared/tabs-ticket-cards';
import { TicketGrid } from '../shared/tabs-ticket-grid';
import { Tabs } from '../shared/tabs.client';

/**
 * The feed loaded on the server and split by enclosure. A missing or failed feed, or one with no
 * cards, renders nothing; the rest of the page is not affected.
 */
export async function TabsSectionContent(props: TabsSectionProps): Promise<ReactNode> {
  const { title, description, sourceSystemId, theme, royal } = props;
  if (!sourceSystemId) {
    console.warn('tabs-section without a feed (no sourceSystemId); it is skipped');
    return null;
  }
  const cards = await loadTicketCards(sourceSystemId);
  if (!cards || cards.length === 0) return null;
  return (
    <EnclosureTabs title={title} description={description} theme={theme} royal={royal}>
      {enclosureTabsFor(royal).map((tab) => ({
        key: tab.enclosure,
        label: tab.label,
        panel: (
          <TicketGrid
            cards={cards.filter((card) => card.props.enclosure === tab.enclosure)}
            emptyText={`No ${tab.label} tickets are on sale for this day.`}
          />
        ),
      }))}
    </EnclosureTabs>
  );
}

interface EnclosureTabsProps extends Omit<TabsSectionProps, 'sourceSystemId'> {
  children: { key: string; label: string; panel: ReactNode }[];
}

function EnclosureTabs({ title, description, theme, royal, children }: EnclosureTabsProps) {
  const titleId = useId();
  return (
    <BlockTheme theme={theme} royal={royal}>
      <div>
        {title ? (
          <h2 id={titleId} className="heading-section">
            {title}
          </h2>
        ) : null}
        {description ? <p className="mt-3 max-w-measure text-lg opacity-90">{description}</p> : null}
        <div className="mt-stack">
          {/* The tabs section defaults to the Queen Anne enclosure (the first tab). */}
          <Tabs label="Enclosures" items={children} defaultIndex={0} />
        </div>
      </div>
    </BlockTheme>
  );
}

/** tabs-section: enclosure tabs over one feed of ticket cards, rendered with the page once its feed has loaded (docs/decisions/0014). */
export function TabsSectionBlock(props: TabsSectionProps) {
  return <TabsSectionContent {...props} />;
}

import { useId } from 'react';
import type { TabsBlockProps } from './tabs-block-schema';
import { BlockTheme } from '../shared/block-theme';
import { loadTicketCards } from '../shared/tabs-ticket-cards';
import { TicketGrid } from '../shared/tabs-ticket-grid';
import { Tabs } from '../shared/tabs.client';

/** One tab's ticket cards, loaded on the server; a failed feed (already warned about) shows as empty. */
export async function TicketTabPanel({ sourceSystemId }: { sourceSystemId: string }) {
  const cards = await loadTicketCards(sourceSystemId);
  return <TicketGrid cards={cards ?? []} emptyText="No tickets are on sale for this day yet." />;
}

/**
 * tabs-block: ticket tabs by event date, ascending, the earliest selected. Every
 * tab's feed is loaded on the server with the page (docs/decisions/0014), side by side; switching tabs
 * only shows a panel that is already there (no API route, and the client part is just the tab row).
 */
export function TabsBlock({ title, tabs, theme, royal }: TabsBlockProps) {
  const titleId = useId();
  if (tabs.length === 0) return null;
  return (
    <BlockTheme theme={theme} royal={royal}>
      <div>
        {title ? (
          <h2 id={titleId} className="mb-stack heading-section">
            {title}
          </h2>
        ) : null}
        <Tabs
          label={title ?? 'Racedays'}
          items={tabs.map((tab, index) => ({
            // Tabs have no ids; two tabs may share a feed, so the position keeps keys unique.
            key: `${index}-${tab.sourceSystemId}`,
            label: tab.title,
            detail: tab.date,
            panel: <TicketTabPanel sourceSystemId={tab.sourceSystemId} />,
          }))}
        />
      </div>
    </BlockTheme>
  );
}

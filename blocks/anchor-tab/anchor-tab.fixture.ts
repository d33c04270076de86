import type { AnchorTabProps } from './anchor-tab-schema';

export function anchorTabFixture(overrides: Partial<AnchorTabProps> = {}): AnchorTabProps {
  return {
    anchors: [
      { label: 'Tickets', targetId: 'tickets' },
      { label: 'Enclosures', targetId: 'enclosures' },
      { label: 'Dress code', targetId: 'dress-code' },
    ],
    ...overrides,
  };
}

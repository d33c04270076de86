import type { TextBoxAndDetailsProps } from './text-box-and-details-schema';

export function textBoxAndDetailsFixture(
  overrides: Partial<TextBoxAndDetailsProps> = {},
): TextBoxAndDetailsProps {
  return {
    title: 'Raceday timings',
    html: '<p>Arrive early to walk the course.</p>',
    details: [
      { label: 'Gates', value: '11:00', icon: 'Clock' },
      { label: 'First race', value: '13:30', icon: 'Flag' },
    ],
    button: { href: '/plan-visit', label: 'Plan your visit', newTab: false },
    theme: 'dark',
    royal: false,
    ...overrides,
  };
}

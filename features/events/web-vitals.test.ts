import type { Metric } from 'web-vitals';
import { reportWebVitals } from './web-vitals';

const handlers = vi.hoisted(() => new Map<string, (metric: Metric) => void>());
vi.mock('web-vitals', () => ({
  onLCP: (handler: (metric: Metric) => void) => handlers.set('LCP', handler),
  onINP: (handler: (metric: Metric) => void) => handlers.set('INP', handler),
  onCLS: (handler: (metric: Metric) => void) => handlers.set('CLS', handler),
}));

describe('reportWebVitals', () => {
  it('reports LCP, INP and CLS with their value, rating, id and navigation type', () => {
    const report = vi.fn();
    reportWebVitals(report);
    expect([...handlers.keys()].sort()).toEqual(['CLS', 'INP', 'LCP']);
    handlers.get('CLS')!({
      name: 'CLS',
      value: 0.012,
      rating: 'good',
      delta: 0.012,
      id: 'v5-1-2',
      entries: [],
      navigationType: 'back-forward',
      navigationId: 1,
    });
    expect(report).toHaveBeenCalledWith({
      name: 'CLS',
      value: 0.012,
      rating: 'good',
      metricId: 'v5-1-2',
      navigationType: 'back-forward',
    });
  });
});

import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { WebVitalName, WebVitalRating } from './browser-event';

export interface WebVital {
  name: WebVitalName;
  value: number;
  rating: WebVitalRating;
  metricId: string;
  navigationType: string;
}

/**
 * Issue 14: the Core Web Vitals of real visits (LCP, INP, CLS), each reported by web-vitals when its
 * value is final for the page (for INP and CLS, when the page is hidden). It reads the browser's
 * buffered performance entries, so it may start after the page is interactive and miss nothing.
 */
export function reportWebVitals(report: (vital: WebVital) => void): void {
  const forward = (metric: Metric) =>
    report({
      name: metric.name as WebVitalName,
      value: metric.value,
      rating: metric.rating,
      metricId: metric.id,
      navigationType: metric.navigationType,
    });
  onLCP(forward);
  onINP(forward);
  onCLS(forward);
}

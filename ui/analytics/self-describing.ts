/** A self-describing event of the behavioural tracker: the schema names what `data` holds. */
export interface SelfDescribingJson {
  schema: string;
  data: Record<string, unknown>;
}

type Sink = (event: SelfDescribingJson) => void;

let sink: Sink | null = null;

/**
 * Where self-describing events go: set by the analytics runtime (features/analytics) while a tracker
 * runs with analytics consent, null otherwise. Blocks send through trackSelfDescribing() without
 * knowing whether a tracker is configured, loaded or allowed.
 */
export function setSelfDescribingSink(next: Sink | null): void {
  sink = next;
}

/** Hands the event to the behavioural tracker when one runs with consent; otherwise it is dropped. */
export function trackSelfDescribing(event: SelfDescribingJson): void {
  sink?.(event);
}

import { CookiePreferencesButton } from './cookie-preferences-button.client';

/** What a feature shows in place of itself until its provider is allowed. */
export function BlockedFeature({ name }: { name: string }) {
  return (
    <div
      data-blocked-feature={name}
      className="flex min-h-40 items-center justify-center rounded-lg bg-cream p-6 text-center text-sm text-ink/80 ring-1 ring-turf-950/10"
    >
      <div className="max-w-prose">
        {`This feature (${name}) is currently not available because you need to provide consent to functional cookies. Please update your `}
        <CookiePreferencesButton className="font-semibold text-turf-900 underline underline-offset-2 hover:text-turf-700" />
      </div>
    </div>
  );
}

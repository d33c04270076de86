import { useId } from 'react';
import { getSettings } from '@/platform/settings';
import { ConsentGate } from '@/ui/consent/consent-gate.client';
import type { FormProps } from './form-schema';
import { FormWidget } from './form-widget.lazy';
import { contentProviderNeed } from '../shared/content-provider-need';

/**
 * FORM: the forms widget draws the form named by `formId`, once the site's own content provider is allowed
 * (or on localhost without a consent platform). Without a forms script configured there is no form to draw,
 * and the block draws nothing.
 */
export function FormBlock({ formId, title }: FormProps) {
  const headingId = useId();
  const scriptUrl = getSettings().thirdParty.formsScriptUrl;
  if (!scriptUrl) return null;
  return (
    <section aria-labelledby={title ? headingId : undefined} className="container-page my-section">
      {title ? (
        <h2 id={headingId} className="mb-stack heading-section">
          {title}
        </h2>
      ) : null}
      <div
        data-form={formId}
        className="flex min-h-64 max-w-measure flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-turf-900/10 sm:p-8"
      >
        <ConsentGate need={contentProviderNeed(title ?? 'Enquiry form')}>
          <FormWidget formId={formId} scriptUrl={scriptUrl} />
        </ConsentGate>
      </div>
    </section>
  );
}

import { useId } from 'react';
import type { FormProps } from './form-schema';

/**
 * FORM: the panel the forms widget fills later (it needs consent and the fan's token, spec blocks §5,
 * §6). It holds the form's room so the page does not move when the form arrives.
 */
export function FormBlock({ formId, title }: FormProps) {
  const headingId = useId();
  return (
    <section className="mx-auto my-10 max-w-3xl px-4">
      <div
        data-form={formId}
        className="flex min-h-64 flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-turf-900/10 sm:p-8"
      >
        {title ? (
          <h2 id={headingId} className="mb-4 text-2xl font-bold text-turf-900">
            {title}
          </h2>
        ) : null}
        <p className="flex flex-1 items-center justify-center rounded-lg border border-dashed border-turf-900/20 px-4 py-10 text-center text-ink/70">
          The form will appear here.
        </p>
      </div>
    </section>
  );
}

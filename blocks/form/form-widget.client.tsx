'use client';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/ui/spinner/spinner';
import { formTicket } from './forms-widget';
import { loadScriptOnce } from '../shared/load-script';

/**
 * The forms widget drawing one form: its script is loaded once per page, and the
 * widget is given a way to ask our server for a ticket rather than the fan's token.
 */
export function FormWidget({ formId, scriptUrl }: { formId: string; scriptUrl: string }) {
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let widget: { destroy(): void } | undefined;
    let live = true;
    loadScriptOnce(scriptUrl)
      .then(() => {
        const api = window.FormsWidget;
        if (!api) throw new Error('the forms script defines no FormsWidget');
        if (!live || !target.current) return;
        widget = api.render(target.current, { formId, getTicket: () => formTicket(formId) });
        setState('ready');
      })
      .catch((error: unknown) => {
        console.warn(`Form ${formId} could not be shown:`, error);
        if (live) setState('failed');
      });
    return () => {
      live = false;
      widget?.destroy();
    };
  }, [formId, scriptUrl]);

  return (
    <div data-form-widget={formId} aria-busy={state === 'loading'}>
      {state === 'loading' ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading the form" />
        </div>
      ) : null}
      {state === 'failed' ? (
        <p role="alert" className="py-6 text-center text-ink/80">
          This form cannot be shown just now. Please try again later.
        </p>
      ) : null}
      <div ref={target} />
    </div>
  );
}

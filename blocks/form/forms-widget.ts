/** The part of the forms widget's browser API the site uses (its script sets `window.FormsWidget`). */
export interface FormsWidgetApi {
  render(
    element: HTMLElement,
    options: {
      formId: string;
      /** The site's ticket for this form (docs/decisions/0012), asked for when the visitor sends it. */
      getTicket: () => Promise<string | null>;
    },
  ): { destroy(): void };
}

declare global {
  interface Window {
    FormsWidget?: FormsWidgetApi;
  }
}

/** A ticket from our server for this form; null (the form is sent anonymously) when there is none. */
export async function formTicket(formId: string): Promise<string | null> {
  try {
    const response = await fetch(`/api/forms/${encodeURIComponent(formId)}/ticket`, {
      method: 'POST',
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`the ticket request answered ${response.status}`);
    const body = (await response.json()) as { ticket?: string | null };
    return body.ticket ?? null;
  } catch (error) {
    console.warn(`Form ${formId}: no ticket:`, error);
    return null;
  }
}

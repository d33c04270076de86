// The forms service (/forms): the widget script (sandbox/browser/forms-widget.js, a double with the browser
// API the site calls), each form's fields, and submissions. A submission may carry the site's form ticket:
// the service redeems it with the site (POST {site}/api/forms/redeem, docs/decisions/0012) for the fan's
// bearer token, checks that token like the real service would, and records who sent what.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ServiceDeps } from './deps';
import type { RequestContext } from '../http/context';
import { HttpError, sendJson } from '../http/respond';
import type { Router } from '../http/router';

type Field =
  | { name: string; label: string; type: 'text' | 'email' | 'tel' | 'date' | 'number'; required?: boolean }
  | { name: string; label: string; type: 'textarea'; required?: boolean }
  | { name: string; label: string; type: 'select'; options: string[]; required?: boolean };

interface FormDefinition {
  title: string;
  intro: string;
  submitLabel: string;
  fields: Field[];
}

const contact: Field[] = [
  { name: 'name', label: 'Full name', type: 'text', required: true },
  { name: 'email', label: 'Email address', type: 'email', required: true },
  { name: 'phone', label: 'Phone number', type: 'tel' },
];

const enquiry = (title: string, intro: string, extra: Field[] = []): FormDefinition => ({
  title,
  intro,
  submitLabel: 'Send enquiry',
  fields: [
    ...contact,
    ...extra,
    { name: 'message', label: 'Your message', type: 'textarea', required: true },
  ],
});

/** The pack's forms, by the formId its FORM blocks name. */
export const FORMS: Record<string, FormDefinition> = {
  'form-contact': enquiry(
    'Contact us',
    'Questions about a race day, your booking or the course: we reply within two working days.',
  ),
  'form-race-sponsorship': enquiry('Race sponsorship enquiry', 'Put your name to a race at Kingsmere Park.', [
    { name: 'company', label: 'Company', type: 'text', required: true },
  ]),
  'form-fine-dining': enquiry(
    'Fine dining enquiry',
    'Reserve a table in one of our restaurants on a race day.',
    [
      { name: 'date', label: 'Race day', type: 'date' },
      { name: 'guests', label: 'Number of guests', type: 'number' },
    ],
  ),
  'form-hospitality': enquiry(
    'Hospitality enquiry',
    'Packages, private boxes, weddings and events: tell us what you have in mind.',
    [
      {
        name: 'interest',
        label: 'I am interested in',
        type: 'select',
        options: ['A raceday package', 'A private box', 'A wedding', 'A conference or event'],
        required: true,
      },
      { name: 'date', label: 'Preferred date', type: 'date' },
      { name: 'guests', label: 'Number of guests', type: 'number' },
    ],
  ),
  'form-conference-events': enquiry(
    'Conference and events enquiry',
    'Meetings, conferences and celebrations on non-race days.',
    [
      { name: 'company', label: 'Company', type: 'text' },
      { name: 'guests', label: 'Number of delegates', type: 'number' },
    ],
  ),
  'form-wedding': enquiry(
    'Wedding enquiry',
    'Book a show round with our wedding coordinator, or register for a time slot at the Wedding Fair.',
    [
      {
        name: 'visit',
        label: 'I would like to',
        type: 'select',
        options: ['Book a show round', 'Register for the Wedding Fair'],
        required: true,
      },
      { name: 'date', label: 'Wedding date, if you have one', type: 'date' },
      { name: 'guests', label: 'Number of guests', type: 'number' },
    ],
  ),
  'form-royal-enhancements': enquiry(
    'Royal Kingsmere ticket enhancements',
    'Register your interest in upgrades for the royal meeting.',
    [
      {
        name: 'enclosure',
        label: 'Enclosure',
        type: 'select',
        options: ['Queen Anne', 'Village', 'Windsor'],
      },
    ],
  ),
  'form-membership': {
    title: 'Apply for membership',
    intro: 'Annual membership: every race day, the members’ enclosure and priority booking.',
    submitLabel: 'Apply',
    fields: [
      ...contact,
      {
        name: 'membership',
        label: 'Membership',
        type: 'select',
        options: ['Annual', 'Junior (18–25)', 'Family'],
        required: true,
      },
    ],
  },
  'form-charity-request': enquiry('Charity request', 'Ask us to support your charity’s raffle or event.', [
    { name: 'charity', label: 'Charity name', type: 'text', required: true },
  ]),
  'form-newsletter': {
    title: 'Race-day news in your inbox',
    intro: 'Fixtures, offers and results, once a week.',
    submitLabel: 'Sign up',
    fields: [
      { name: 'name', label: 'First name', type: 'text', required: true },
      { name: 'email', label: 'Email address', type: 'email', required: true },
    ],
  },
};

const submissionSchema = z.object({
  values: z.record(z.string(), z.string().max(5000)),
  ticket: z.string().max(4096).nullish(),
});

type FormsOptions = NonNullable<ServiceDeps['forms']>;

const here = path.dirname(fileURLToPath(import.meta.url));

async function redeem(ticket: string, formId: string, options: FormsOptions): Promise<string> {
  if (!options.siteUrl || !options.serviceKey)
    throw new HttpError(401, 'unauthorized', 'No site to redeem tickets with');
  const response = await fetch(`${options.siteUrl}/api/forms/redeem`, {
    method: 'POST',
    headers: { authorization: `Bearer ${options.serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, formId }),
  });
  const body = (await response.json().catch(() => null)) as { token?: string } | null;
  if (!response.ok || !body?.token) throw new HttpError(401, 'unauthorized', 'The ticket was refused');
  return body.token;
}

export function registerFormsService(
  router: Router,
  { state, tokens, forms: options = {} }: ServiceDeps,
): void {
  const widget = readFileSync(path.join(here, '..', 'browser', 'forms-widget.js'), 'utf8');
  const service = router.scope('/forms');
  const formOf = (ctx: RequestContext) => {
    const form = FORMS[ctx.params.formId ?? ''];
    if (!form) throw new HttpError(404, 'not_found', `Form "${ctx.params.formId}" not found`);
    return form;
  };

  service.on('GET', 'widget.js', (ctx) => {
    ctx.res.writeHead(200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
    ctx.res.end(widget);
  });

  service.on('GET', 'v1/forms/:formId', (ctx) =>
    sendJson(ctx.res, 200, { status: 'success', data: formOf(ctx) }, ctx.origin),
  );

  service.on('POST', 'v1/forms/:formId/submissions', async (ctx) => {
    const form = formOf(ctx);
    let parsed;
    try {
      parsed = submissionSchema.parse(JSON.parse(await ctx.readBody()));
    } catch {
      throw new HttpError(400, 'bad_request', 'The body must be JSON {"values": {...}, "ticket": "..."}');
    }
    const missing = form.fields.filter((field) => field.required && !parsed.values[field.name]?.trim());
    if (missing.length > 0) {
      throw new HttpError(400, 'bad_request', `Missing: ${missing.map((field) => field.label).join(', ')}`);
    }
    let fan: string | null = null;
    if (parsed.ticket) {
      const token = await redeem(parsed.ticket, ctx.params.formId!, options);
      const claims = await tokens.verify(token);
      if (!claims) throw new HttpError(401, 'unauthorized', 'The bearer token is not valid');
      fan = claims.typ === 'anonymous' ? null : claims.sub;
    }
    state.log.record('forms', { formId: ctx.params.formId, fan, values: parsed.values });
    sendJson(
      ctx.res,
      201,
      { status: 'success', data: { message: 'Thank you: we have your details and will be in touch.' } },
      ctx.origin,
    );
  });
}

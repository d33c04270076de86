// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { setConsent } from '@/ui/consent/consent-store';
import { FormBlock } from './form';
import { formSchema } from './form-schema';
import { formFixture } from './form.fixture';
import { sectionTitled } from '../shared/test-queries';

const SCRIPT = 'https://forms.test/widget.js';
const { settings } = vi.hoisted(() => ({
  settings: { thirdParty: { formsScriptUrl: null as string | null, consentContentVendor: 'Furlong' } },
}));
vi.mock('@/platform/settings', () => ({ getSettings: () => settings }));

const allowFurlong = () =>
  act(() => setConsent({ status: 'ready', entries: [{ id: 'f', name: 'Furlong', isAllowed: true }] }));

beforeEach(() => {
  settings.thirdParty.formsScriptUrl = SCRIPT;
});

afterEach(() => {
  act(() => setConsent({ status: 'waiting', entries: [] }));
  delete window.FormsWidget;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  vi.unstubAllGlobals();
});

describe('FormBlock', () => {
  it('draws nothing when no forms widget is configured', () => {
    settings.thirdParty.formsScriptUrl = null;
    const { container } = render(<FormBlock {...formFixture()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the blocked text until the site's content provider is allowed, and loads nothing before", () => {
    render(<FormBlock {...formFixture({ title: 'Sponsor a race' })} />);
    expect(sectionTitled('Sponsor a race')).toHaveTextContent(
      'This feature (Sponsor a race) is currently not available because you need to provide consent to functional cookies. Please update your cookie preferences',
    );
    // The consent platform's vendor name is no word a fan would know.
    expect(sectionTitled('Sponsor a race')).not.toHaveTextContent('Furlong');
    expect(document.head.querySelector(`script[src="${SCRIPT}"]`)).toBeNull();
  });

  it('once allowed, loads the widget script once and has it draw the form, with a ticket from our server', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ticket: 'sealed-ticket' }));
    vi.stubGlobal('fetch', fetchMock);
    const renderForm = vi.fn((element: HTMLElement, options: { formId: string }) => {
      element.textContent = `form ${options.formId}`;
      return { destroy: () => {} };
    });
    allowFurlong();
    render(
      <>
        <FormBlock {...formFixture({ formId: 'form-contact' })} />
        <FormBlock {...formFixture({ formId: 'form-membership' })} />
      </>,
    );
    await waitFor(() => expect(document.head.querySelectorAll(`script[src="${SCRIPT}"]`)).toHaveLength(1));
    window.FormsWidget = { render: renderForm };
    act(() => void document.head.querySelector('script')!.dispatchEvent(new Event('load')));
    expect(await screen.findByText('form form-contact')).toBeVisible();
    expect(await screen.findByText('form form-membership')).toBeVisible();
    const [, options] = renderForm.mock.calls[0] as unknown as [
      HTMLElement,
      { getTicket: () => Promise<string> },
    ];
    expect(await options.getTicket()).toBe('sealed-ticket');
    expect(fetchMock).toHaveBeenCalledWith('/api/forms/form-contact/ticket', {
      method: 'POST',
      cache: 'no-store',
    });
  });

  it('says so when the widget cannot be loaded', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    settings.thirdParty.formsScriptUrl = 'https://forms.test/unreachable.js';
    allowFurlong();
    render(<FormBlock {...formFixture()} />);
    await waitFor(() => expect(document.head.querySelector('script[src$="unreachable.js"]')).not.toBeNull());
    act(() => void document.head.querySelector('script')!.dispatchEvent(new Event('error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('This form cannot be shown just now.');
    expect(warned).toHaveBeenCalled();
  });
});

describe('formSchema', () => {
  it('needs the form id', () => {
    expect(formSchema.parse({ contentType: 'FORM', formId: 'form-race-sponsorship' })).toEqual({
      formId: 'form-race-sponsorship',
      title: undefined,
    });
    expect(formSchema.safeParse({ contentType: 'FORM' }).success).toBe(false);
    expect(formSchema.safeParse({ contentType: 'FORM', formId: '' }).success).toBe(false);
  });
});

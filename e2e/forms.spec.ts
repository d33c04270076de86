import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { consentChoice, dismissedTakeover } from './visitor-state';

const FINE_DINING = '/enquiry-forms/fine-dining-enquiry';

interface FormSubmission {
  formId: string;
  fan: string | null;
  values: Record<string, string>;
}

async function submissions(sandboxUrl: string): Promise<FormSubmission[]> {
  const response = await fetch(`${sandboxUrl}/__sandbox/events?type=forms`);
  return ((await response.json()) as { events: FormSubmission[] }).events;
}

async function fillFineDining(page: Page, name: string) {
  const form = page.locator('[data-form="form-fine-dining"]');
  await form.getByLabel('Full name (required)').fill(name);
  await form.getByLabel('Email address (required)').fill('guest@example.com');
  await form.getByLabel('Number of guests').fill('4');
  await form.getByLabel('Your message (required)').fill('A table by the window, please.');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you: we have your details and will be in touch.');
}

test.describe('forms', () => {
  test('a visitor who is not signed in sends an enquiry through the widget, as the anonymous session', async ({
    page,
    sandbox,
  }) => {
    const before = (await submissions(sandbox.url)).length;
    await page.goto(FINE_DINING);
    await hydrated(page);
    await fillFineDining(page, 'Ada Guest');
    const sent = (await submissions(sandbox.url)).slice(before);
    expect(sent).toEqual([
      expect.objectContaining({
        formId: 'form-fine-dining',
        fan: null,
        values: expect.objectContaining({ name: 'Ada Guest', guests: '4' }),
      }),
    ]);
  });

  test('a signed-in fan sends it as themselves, and the page never holds their token', async ({
    page,
    sandbox,
  }) => {
    const before = (await submissions(sandbox.url)).length;
    await page.goto(FINE_DINING);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Username').fill('ellie');
    await page.getByLabel('Password').fill('gallop');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === FINE_DINING);
    await hydrated(page);
    const tickets: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/ticket')) tickets.push(await response.text());
    });
    await fillFineDining(page, 'Ellie Marchbank');
    const sent = (await submissions(sandbox.url)).slice(before);
    expect(sent).toEqual([expect.objectContaining({ formId: 'form-fine-dining', fan: 'fan-ellie' })]);
    // The ticket is sealed: the access token's signed claims are nowhere in what the page received.
    const accessToken = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'furlong_at',
    )?.value;
    expect(accessToken).toBeTruthy();
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).not.toContain(accessToken!.split('.')[1]!);
  });

  test('a visitor who rejected cookies sees the blocked text instead of the form', async ({
    openContext,
    siteUrl,
  }) => {
    const context = await openContext({
      storageState: { cookies: [dismissedTakeover], origins: [consentChoice(siteUrl, {})] },
    });
    const page = await context.newPage();
    await page.goto(FINE_DINING);
    await hydrated(page);
    const form = page.locator('[data-form="form-fine-dining"]');
    await expect(form).toContainText(
      'This feature (Enquiry form) is currently not available because you need to provide consent to functional cookies.',
    );
    await expect(form.getByRole('button', { name: 'Send enquiry' })).toHaveCount(0);
  });
});

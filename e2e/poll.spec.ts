import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

test.describe('Jockey of the Day poll', () => {
  test('an anonymous visitor votes, sees the result with their pick, shares and goes back', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const teaser = page.locator('[data-poll-timing]').first();
    await expect(teaser).toHaveText(/\d+ (hours?|minutes?) left/);
    const voteNow = page.getByRole('button', { name: 'Vote Now' }).first();
    await voteNow.click();
    const dialog = page.getByRole('dialog', { name: 'Who is your Jockey of the Day?' });
    await expect(dialog).toBeVisible();

    const submit = dialog.getByRole('button', { name: 'Submit Vote' });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('searchbox', { name: 'Search jockeys' }).fill('zzzz');
    await expect(dialog.getByText('No jockeys found')).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Search jockeys' }).fill('');
    const choice = dialog.getByRole('radio').nth(3);
    const picked =
      (await choice.locator('xpath=..').locator('[data-option-name]').textContent())?.trim() ?? '';
    await choice.check();
    await submit.click();

    await expect(dialog.getByText(/You voted for/)).toHaveText(`You voted for ${picked}.`);
    await expect(dialog.locator('li[data-selected]')).toContainText(picked);
    const percents = await dialog.locator('li').allTextContents();
    expect(percents.every((row) => /\d+%/.test(row))).toBe(true);

    await dialog.getByRole('button', { name: 'Share Poll' }).click();
    await expect(
      dialog.getByRole('navigation', { name: 'Share this poll' }).getByRole('link', { name: /^Facebook/ }),
    ).toHaveAttribute('href', /facebook\.com\/sharer/);
    await dialog.getByRole('button', { name: 'Back to Poll' }).click();
    await expect(dialog.getByRole('button', { name: 'Share Poll' })).toBeVisible();

    // Voted already and the poll is open: it starts at the result next time.
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Vote Now' }).first().click();
    await expect(page.getByRole('dialog').getByText(/You voted for/)).toHaveText(`You voted for ${picked}.`);
  });

  test('a signed-in fan votes as themselves: signed out the poll is open again, signed back in it shows their pick', async ({
    page,
    sandbox,
  }) => {
    // Two sign-ins and a sign-out, each through the identity provider's page and back.
    test.setTimeout(60_000);
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
    const signIn = async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      await page.getByLabel('Username').fill('priya');
      await page.getByLabel('Password').fill('trot');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await hydrated(page);
    };
    const openPoll = async () => {
      await page.getByRole('button', { name: 'Vote Now' }).first().click();
      return page.getByRole('dialog', { name: 'Who is your Jockey of the Day?' });
    };
    await page.goto('/');
    await signIn();
    let dialog = await openPoll();
    const choice = dialog.getByRole('radio').nth(1);
    const picked =
      (await choice.locator('xpath=..').locator('[data-option-name]').textContent())?.trim() ?? '';
    await choice.check();
    await dialog.getByRole('button', { name: 'Submit Vote' }).click();
    await expect(dialog.getByText(/You voted for/)).toHaveText(`You voted for ${picked}.`);

    // Signed out, this device has not voted: the poll is open to it.
    await page.goto('/?signout');
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    dialog = await openPoll();
    await expect(dialog.getByRole('button', { name: 'Submit Vote' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Signed back in, the fan's own vote is there.
    await signIn();
    dialog = await openPoll();
    await expect(dialog.getByText(/You voted for/)).toHaveText(`You voted for ${picked}.`);
  });

  test('each timing state reads as the spec says; a closed poll starts at its result', async ({ page }) => {
    await page.goto('/_blocks');
    await hydrated(page);
    // The text is counted in the browser once the page is hydrated and the clock is read.
    await expect
      .poll(() => page.locator('[data-poll-timing]').allTextContents())
      .toEqual(
        expect.arrayContaining([
          'Closed',
          expect.stringMatching(/^Results announced in \d+ (hours?|day)/),
          expect.stringMatching(/^Opening in 1 day • \d+ hours?$|^Opening in 2 days • \d+ hours?$/),
          expect.stringMatching(/ left$/),
        ]),
      );
    const closed = page.locator('[data-poll-timing]', { hasText: /^Closed$/ }).first();
    await closed.locator('xpath=following-sibling::div[1]').getByRole('button', { name: 'Vote Now' }).click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog.getByRole('button', { name: 'Share Poll' })).toBeVisible();
    await expect(dialog.locator('li').first()).toContainText('%');
  });

  /** At the width set: every jockey wears initials in silks, and no option lies under Submit vote. */
  async function optionsLaidOut(page: Page) {
    await page.getByRole('button', { name: 'Vote Now' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Who is your Jockey of the Day?' });
    const submit = dialog.getByRole('button', { name: 'Submit vote' });
    await expect(submit).toBeVisible();
    const options = dialog.locator('label:has(input[type="radio"])');
    expect(await options.count()).toBeGreaterThan(20);
    const layout = await dialog.evaluate((element) => {
      const submitBox = element.querySelector('button[type="submit"]')!.getBoundingClientRect();
      const dialogBox = element.getBoundingClientRect();
      const labels = [...element.querySelectorAll('label:has(input[type="radio"])')];
      const boxes = labels.map((label) => label.getBoundingClientRect());
      const list = element.querySelector('[data-poll-options]')!;
      const listBox = list.getBoundingClientRect();
      return {
        // The options scroll in a box of their own that ends above Submit vote: none is drawn under it.
        listEndsAboveSubmit: listBox.bottom <= submitBox.top + 1,
        listClips: ['auto', 'scroll'].includes(getComputedStyle(list).overflowY),
        submitInside: submitBox.bottom <= dialogBox.bottom + 1 && submitBox.top >= dialogBox.top,
        overlapping: boxes.filter((box, index) =>
          boxes.some(
            (other, otherIndex) =>
              otherIndex !== index &&
              box.left < other.right - 1 &&
              other.left < box.right - 1 &&
              box.top < other.bottom - 1 &&
              other.top < box.bottom - 1,
          ),
        ).length,
        initials: labels.map((label) => label.querySelector('[aria-hidden="true"]')?.textContent ?? ''),
        insideScreen: dialogBox.left >= 0 && dialogBox.right <= window.innerWidth,
      };
    });
    expect(layout.listEndsAboveSubmit, 'the options end above Submit vote').toBe(true);
    expect(layout.listClips, 'the options scroll inside their box').toBe(true);
    expect(layout.submitInside, 'Submit vote inside the dialog').toBe(true);
    expect(layout.overlapping, 'options drawn over one another').toBe(0);
    expect(layout.initials.every((text) => /^[A-Z]{1,2}$/.test(text))).toBe(true);
    expect(layout.insideScreen).toBe(true);
    // The last option scrolls into view above the button and can be chosen.
    const last = options.last();
    await last.scrollIntoViewIfNeeded();
    await last.locator('input').check();
    await expect(submit).toBeEnabled();
  }

  test('at 375 px every jockey wears initials in silks, and no option lies under Submit vote', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await hydrated(page);
    await optionsLaidOut(page);
  });

  // The modal's behaviour and its layout at 1440 px are checked in one visit of the home page.
  test('at 1440 px the modal is a real dialog, every jockey wears initials in silks, and no option lies under Submit vote', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await hydrated(page);

    await test.step('the modal is a real dialog: focus moves in and returns, Escape and outside click close it, no axe violations', async () => {
      const voteNow = page.getByRole('button', { name: 'Vote Now' }).first();
      await voteNow.click();
      const dialog = page.getByRole('dialog', { name: 'Who is your Jockey of the Day?' });
      await expect(dialog.getByRole('button', { name: 'Submit Vote' })).toBeVisible();
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(voteNow).toBeFocused();

      await voteNow.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    });

    await test.step('at 1440 px every jockey wears initials in silks, and no option lies under Submit vote', () =>
      optionsLaidOut(page));
  });
});

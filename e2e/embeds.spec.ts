import { expect, test } from './fixtures';
import { consentMessage, dismissedTakeover } from './visitor-state';

// An embed from a host the venue allows besides the listed providers (EMBED_HOSTS: the sandbox's map
// provider), on the Directions page: behind the consent platform's 'Embedded content' vendor like any
// other embed, and let through by the page's policy.
const PAGE = '/directions';
const BLOCKED =
  'This feature (embedded maps and widgets) is currently not available because you need to provide consent to functional cookies.';

test('a visitor who accepted every vendor sees the map; one who rejected them sees why it is missing', async ({
  page,
  openContext,
}) => {
  const response = await page.goto(PAGE);
  const frame = page.locator('iframe[title="Kingsmere Park on the map"]');
  await expect(frame).toHaveAttribute('src', /\/embeds\/course-map$/);
  expect(response?.headers()['content-security-policy']).toMatch(/frame-src [^;]*http:\/\/localhost:\d+/);
  await expect(
    page
      .frameLocator('iframe[title="Kingsmere Park on the map"]')
      .getByRole('img', { name: /Kingsmere Park/ }),
  ).toBeVisible();

  const context = await openContext({ storageState: { cookies: [dismissedTakeover], origins: [] } });
  const rejecting = await context.newPage();
  await rejecting.goto(PAGE);
  await consentMessage(rejecting).getByRole('button', { name: 'Reject all' }).click();
  await expect(rejecting.locator('[data-embed="other"]')).toContainText(BLOCKED);
  await expect(rejecting.locator('iframe[title="Kingsmere Park on the map"]')).toHaveCount(0);
});

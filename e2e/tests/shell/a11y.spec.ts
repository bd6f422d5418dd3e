import { blockingViolations } from '../../support/axe.ts';
import { expect, test, waitForInteractive } from '../../support/fixtures.ts';

// Several navigations and sign-ins per test: allow for a busy CI box.
test.describe.configure({ timeout: 90_000 });

test.describe('accessibility of the shell pages (axe: no serious or critical violations)', { tag: '@mobile' }, () => {
  test('/auth, both tabs', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('form', { name: 'Sign up' }).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the 404 page', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the home page chrome (header, ticker, navigation, footer)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('ticker')).not.toHaveAttribute('data-state', 'loading');
    expect(await blockingViolations(page, ['[data-testid="shell-header"]', '[data-testid="shell-footer"]'])).toEqual(
      [],
    );
  });

  test('the lite front, a lite story, lite search and the newsletter form (issue 55)', async ({ page }) => {
    await page.goto('/lite');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('main').locator('a[href^="/lite/story/"]').first().click();
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.goto('/lite/search?q=election');
    await expect(page.getByRole('search')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    // The newsletter's refusal: its reason describes the field, the address kept.
    await page.goto('/lite/newsletter?result=invalid&email=reader%40localhost');
    await expect(page.getByLabel('Email address')).toHaveValue('reader@localhost');
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('/subscribe and /alerts', async ({ page }) => {
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeVisible();
    expect(await blockingViolations(page, ['main'])).toEqual([]);
    await page.goto('/alerts');
    await expect(page.getByRole('heading', { name: 'Breaking news alerts' })).toBeVisible();
    expect(await blockingViolations(page, ['main'])).toEqual([]);
  });
});

// The scans above pass on an empty list: this shows the scanner, as configured, still sees what
// blocks people, in the page and in a same-origin frame.
test('the scanner reports blocking violations, in frames too', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  // After hydration, which would take out nodes the server did not render.
  await waitForInteractive(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML('beforeend', '<img src="/logo.png"><input type="text">');
    const frame = document.createElement('iframe');
    frame.title = 'Scanner check';
    frame.srcdoc = '<!doctype html><html lang="en"><title>t</title><main><img src="/logo.png"></main></html>';
    main.append(frame);
  });
  await expect(page.frameLocator('iframe[title="Scanner check"]').locator('img')).toBeAttached();
  const violations = await blockingViolations(page);
  expect(violations.map((violation) => violation.id).sort()).toEqual(['image-alt', 'label']);
  expect(violations.find((violation) => violation.id === 'image-alt')?.targets).toHaveLength(2);
});

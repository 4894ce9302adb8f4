import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { baseURL, launchBrowser, newPage, PASSWORD, uniqueEmail } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Collects any native browser dialog (there must be none: the app uses its own), accepting it. */
function recordNativeDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    void dialog.accept();
  });
  return seen;
}

/** From the sign-in page: create the account, then sign in with it. */
async function signUpThenSignIn(page: Page, name: string, email: string) {
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Successfully signed up! You can now sign in.').waitFor();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const card = (scope: Page | Locator, name: string) => scope.getByRole('article', { name });

describe('plans and payment in the browser', () => {
  it('takes a visitor from a plan on the landing page through the test checkout into the app', async () => {
    const { context, page } = await newPage(browser);
    const nativeDialogs = recordNativeDialogs(page);

    await page.goto('/#pricing');
    await card(page.locator('#pricing'), 'Pro')
      .getByRole('button', { name: 'Get Started' })
      .click();
    await page.waitForURL('**/signin');

    await signUpThenSignIn(page, 'Priya Pro', uniqueEmail('buyer'));
    await page.waitForURL('**/subscription-plans');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Priya Pro' }).waitFor();
    await card(page, 'Basic').getByRole('button', { name: 'Get Started' }).waitFor();

    // The plan picked before signing in is selected: its payment button is showing.
    const subscribe = card(page, 'Pro').getByRole('button', { name: 'Subscribe Now' });
    await subscribe.waitFor();
    expect(await card(page, 'Pro').getByRole('button', { name: 'Get Started' }).count()).toBe(0);

    // A declined payment changes nothing and can be retried: the app says so in its own dialog.
    await subscribe.click();
    let checkout = page.getByRole('dialog', { name: 'CandleLens test checkout' });
    await checkout.getByText('Test mode').waitFor();
    await checkout.getByText('$12.99 USD per week').waitFor();
    await checkout.getByRole('button', { name: 'Decline' }).click();
    let told = page.getByRole('dialog', { name: 'Payment not completed' });
    await told.getByText(/Failed to process subscription\. Please try again\./).waitFor();
    await told.getByRole('button', { name: 'OK' }).click();
    await subscribe.waitFor();

    // Closing the checkout is a calm cancellation: nothing charged, the plan choice kept.
    await subscribe.click();
    checkout = page.getByRole('dialog', { name: 'CandleLens test checkout' });
    await checkout.getByText('Test mode').waitFor();
    await page.keyboard.press('Escape');
    told = page.getByRole('dialog', { name: 'Checkout closed' });
    await told.getByText(/nothing was charged/).waitFor();
    await told.getByRole('button', { name: 'OK' }).click();
    await subscribe.waitFor();

    await subscribe.click();
    checkout = page.getByRole('dialog', { name: 'CandleLens test checkout' });
    await checkout.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL('**/app');
    await page.getByText('Subscription successful!').waitFor();
    await page.getByTestId('credits-badge').getByText('15,000 credits').waitFor();

    await page.goto('/app/subscription');
    const plan = page.getByRole('region', { name: 'Current Plan' });
    await plan.getByText('Active', { exact: true }).waitFor();
    await plan.getByText('Pro', { exact: true }).waitFor();
    await plan.getByText('Renews on').waitFor();
    await page.getByTestId('remaining-credits').getByText('15,000').waitFor();
    const history = page.getByRole('list', { name: 'Credit history' });
    await history.getByText('Pro plan activated').waitFor();
    await history.getByText('+15,000').waitFor();

    // The chooser now marks the plan and offers the others as changes.
    await page.getByRole('link', { name: 'Upgrade Your Plan' }).click();
    await page.waitForURL('**/subscription-plans');
    await card(page, 'Pro').getByRole('button', { name: 'Subscribed' }).waitFor();
    expect(await card(page, 'Pro').getByRole('button', { name: 'Subscribed' }).isDisabled()).toBe(
      true,
    );
    await card(page, 'Basic').getByRole('button', { name: 'Downgrade' }).waitFor();
    // The 'Current plan' label does not push the Pro card's content down.
    const listTops = await Promise.all(
      ['Basic', 'Pro', 'Elite'].map(async (name) => {
        const box = await card(page, name).getByRole('list').boundingBox();
        return Math.round(box?.y ?? -1);
      }),
    );
    expect(new Set(listTops).size, `feature lists start at ${listTops.join(', ')}`).toBe(1);
    await card(page, 'Elite').getByRole('button', { name: 'Upgrade' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Elite?' });
    // Before confirming, the dialog tells what is charged today, the new weekly price and the
    // credits.
    const summary = upgrade.getByTestId('plan-change-summary');
    await summary.getByText('$22.99', { exact: true }).waitFor();
    expect(await upgrade.getByTestId('charged-today').textContent()).toMatch(
      /Charged today\$(9|10)\.\d\d for the rest of this week on Elite/,
    );
    expect(await summary.textContent()).toMatch(
      /Elite price\$22\.99 per week \(Pro: \$12\.99 per week\)/,
    );
    expect(await summary.textContent()).toMatch(
      /30,000 credits to use until .+: the full Elite allowance, as none has been used this week\./,
    );
    await upgrade.getByRole('button', { name: 'Upgrade to Elite' }).click();
    await page
      .getByText("You're now on Elite. You have 30,000 credits to use this week.")
      .waitFor();
    await card(page, 'Elite').getByRole('button', { name: 'Subscribed' }).waitFor();

    // Cancelling asks in the app's own dialog, says when the plan ends and what happens to the
    // credits, and changes nothing until confirmed.
    await page.goto('/app/subscription');
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await cancel
      .getByText(
        /^Your Elite plan will not renew\. You keep it and its remaining credits until .+; then the plan ends and unused credits expire\./,
      )
      .waitFor();
    await cancel.getByRole('button', { name: 'Keep my plan' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await plan.getByText('Renews on').waitFor();
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await cancel.getByRole('button', { name: 'Cancel at period end' }).click();
    await plan.getByText('Ends on').waitFor();
    await page
      .getByText('Your plan will not renew. You can keep analyzing charts until it ends.')
      .waitFor();
    expect(nativeDialogs).toEqual([]);
    await context.close();
  });

  it('shows a user in India prices in rupees, marked approximate, on every pricing screen', async () => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      locale: 'en-IN',
      extraHTTPHeaders: { 'Accept-Language': 'en-IN' },
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);

    // As a visitor: the landing pricing and the plans page.
    await page.goto('/#pricing');
    const landing = page.locator('#pricing');
    await card(landing, 'Pro').getByText('₹1,079.73', { exact: true }).waitFor();
    await card(landing, 'Pro').getByTitle('Approximate price').waitFor();
    await landing.getByText(/approximate; plans are charged in US dollars/).waitFor();
    await page.goto('/subscription');
    await card(page, 'Elite').getByText('₹1,910.93', { exact: true }).waitFor();

    await page.goto('/signin');
    await signUpThenSignIn(page, 'Arjun Rao', uniqueEmail('india'));
    await page.waitForURL('**/subscription-plans');
    await card(page, 'Pro').getByText('₹1,079.73', { exact: true }).waitFor();
    await card(page, 'Basic').getByText('₹581.01', { exact: true }).waitFor();
    await card(page, 'Elite').getByText('₹1,910.93', { exact: true }).waitFor();
    await page.getByText(/Prices in Indian rupees \(INR\) are approximate/).waitFor();

    // The user can show another currency; the choice is remembered.
    await page.getByLabel('Currency').selectOption('USD');
    await card(page, 'Pro').getByText('$12.99', { exact: true }).waitFor();
    await page.reload();
    await card(page, 'Pro').getByText('$12.99', { exact: true }).waitFor();
    const plans = page.getByRole('list', { name: 'Subscription plans' });
    expect(await plans.getByText('₹').count()).toBe(0);
    await context.close();
  });
});

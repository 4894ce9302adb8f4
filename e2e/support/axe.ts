import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
// Evaluated through the browser's debugging protocol: the app's Content Security Policy rightly
// refuses an injected <script>.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** The widths every page is checked at: a desktop and a phone. */
export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Opens a route and waits until its heading is drawn (app pages fade in after 500 ms). */
export async function openRoute(page: Page, route: string) {
  await page.goto(route);
  await page.locator('h1').first().waitFor();
  await page.waitForTimeout(350);
}

/** axe's findings on the page as it stands (WCAG 2.1 A/AA and best practices), as 'rule: selector' lines. */
export async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const axe = (window as any).axe;
    const res = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return res.violations as Violation[];
  });
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}): ${n.target.join(' ')}`));
}

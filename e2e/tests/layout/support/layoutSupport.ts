import type { Page } from '@playwright/test';
import { expect } from '../../../support/fixtures.ts';

/** The phone widths every page must fit: a small Android phone and a large one (Pixel 7). */
export const PHONE_WIDTHS = [360, 412] as const;

/** What does not fit one page at one width, as readable lines (empty when the page fits). */
export interface LayoutReport {
  scrollWidth: number;
  /** The innermost elements that pass the device's right edge unclipped: why the page is too wide. */
  widest: string[];
  /** Links, buttons and fields a reader cannot reach: off screen and not in a box that scrolls. */
  clipped: string[];
}

/**
 * Measures the page in the browser. An interactive element inside a box that scrolls sideways (a
 * tab strip, a wide table) is reachable by scrolling that box, so the box is what must be on
 * screen; anything else must lie within the device's width. Visually hidden elements (skip links,
 * 1 px screen-reader text) are not looked at.
 */
export function measureLayout(page: Page, deviceWidth: number): Promise<LayoutReport> {
  return page.evaluate((width) => {
    const describe = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      const testId = el.getAttribute('data-testid') ?? el.getAttribute('data-remote-module') ?? '';
      return `<${el.tagName.toLowerCase()}${testId ? ` ${testId}` : ''}> "${name}" ${Math.round(rect.left)}..${Math.round(rect.right)}`;
    };
    const scrollsSideways = (el: Element) =>
      /auto|scroll/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth;
    const horizontalScroller = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (scrollsSideways(node)) return node;
      }
      return null;
    };
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return el.checkVisibility({ visibilityProperty: true }) && rect.width > 1 && rect.height > 1;
    };
    const outside = (rect: DOMRect) => rect.left < -1 || rect.right > width + 1;

    // An element widens the page when it passes the right edge with no clipping box around it.
    const clippedByAncestor = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const widens = (el: Element) => el.getBoundingClientRect().right > width + 1 && !clippedByAncestor(el);
    const widest = [...document.body.querySelectorAll('*')]
      .filter((el) => shown(el) && widens(el) && ![...el.children].some(widens))
      .slice(0, 8)
      .map(describe);
    const interactive = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]';
    const clipped = [...document.querySelectorAll(interactive)]
      .filter(shown)
      .filter((el) => outside((horizontalScroller(el) ?? el).getBoundingClientRect()))
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, widest, clipped };
  }, deviceWidth);
}

/** Waits until the page's data has arrived: nothing on the network and no loading message left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** Asserts that the page fits `deviceWidth`; the message names what does not. */
export async function expectFits(page: Page, deviceWidth: number, where: string): Promise<void> {
  const report = await measureLayout(page, deviceWidth);
  expect
    .soft(
      report.scrollWidth,
      `${where} at ${deviceWidth}px is ${report.scrollWidth}px wide: ${report.widest.join(' | ')}`,
    )
    .toBeLessThanOrEqual(deviceWidth);
  expect.soft(report.clipped, `${where} at ${deviceWidth}px: interactive elements off screen`).toEqual([]);
}

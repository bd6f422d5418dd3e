import type { Page } from '@playwright/test';

/**
 * Collects what must never happen on a public page: a React hydration error (React reports it
 * through console.error), an uncaught error, or a Content-Security-Policy violation (the event
 * the browser fires, and its console report). Install before the page's first navigation.
 */
export async function watchPageProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The browser logs a page answered with 404 (the 404 page itself) as a failed resource.
    if (/^Failed to load resource: the server responded with a status of 404/.test(text)) return;
    problems.push(`console.error: ${text.slice(0, 500)}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  return async () => {
    const csp = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => [] as string[]);
    return [...problems, ...csp.map((violation) => `CSP: ${violation}`)];
  };
}

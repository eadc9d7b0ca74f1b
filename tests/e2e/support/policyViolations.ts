// Content-Security-Policy violations, as the browser reports them to the page (securitypolicyviolation).
import type {BrowserContext, Page} from '@playwright/test';

/** From the first script of every page of `target` on, keeps each violation as `directive: blocked sample`. */
export async function recordPolicyViolations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, {cspViolations: violations});
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} ${event.sample}`),
    );
  });
}

/** The violations the page has seen since it loaded (recordPolicyViolations must have been called). */
export const policyViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

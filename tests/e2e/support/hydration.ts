// Waiting for a page to hydrate, on the site's largest pages too.
import type {Page} from '@playwright/test';
import {PENDING} from '../../../packages/docusaurus-accelerate/reference-sections/deferredGroups';

/**
 * Resolves once React has hydrated the page (`html[data-has-hydrated=true]`), polling in the page itself.
 * On the largest generated reference pages (the GraphQL objects, the CLI and environment-variable
 * references) each poll of `expect(locator).toHaveAttribute` took seconds while React hydrated, so that a
 * page hydrated in ~1.5 s was reported after 10 s or more, and past 15 s on a loaded CI machine.
 */
export const waitForHydration = (page: Page, timeout = 30_000) =>
  page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout});

/**
 * Resolves once every deferred group of a long reference page is built (docusaurus-accelerate's
 * reference-sections: the groups the server sent as `<noscript>` text are built after hydration, the last ones
 * when the browser is idle), so that the whole page is in the document.
 */
export const waitForDeferredGroups = (page: Page, timeout = 30_000) =>
  page.waitForFunction((pending) => !document.querySelector(pending), PENDING, {timeout});

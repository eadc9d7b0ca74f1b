// What a sweep of a build's sitemap reads: the paths it lists, and every problem a page shows while it loads.
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';

/** The paths (and queries) of a sitemap's URLs: they carry the public origin, a sweep visits them locally. */
export function sitemapPaths(sitemapFile: string): string[] {
  const xml = readFileSync(sitemapFile, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!.replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  });
}

/**
 * Reports every console error or warning (with the resource it names), uncaught error, failed request
 * and HTTP error of `page`, for as long as the page lives.
 */
export function watchPageProblems(page: Page, report: (problem: string) => void): void {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      // A failed load's message does not name the resource; its location does.
      const source = message.location().url;
      report(`console ${message.type()}: ${message.text()}${source ? ` (${source})` : ''}`);
    }
  });
  page.on('pageerror', (error) => report(`uncaught ${error.message}`));
  page.on('requestfailed', (request) => {
    // Leaving a page cancels its in-flight prefetches; that is not a failure of the site.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    report(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) report(`HTTP ${response.status()} for ${response.url()}`);
  });
}

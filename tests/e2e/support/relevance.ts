// The relevance fixture's scoring, shared by the site's search (search-relevance.spec.ts) and the docs
// MCP server's search_docs tool (docs-mcp.spec.ts): one rule for a hit, one report, one set of floors.
import fixture from '../../fixtures/search-queries.json';

export type Query = {query: string; expect: string[]; kind?: string};
export type Outcome = {query: Query; urls: string[]; rank: number; hit: boolean};

export const HALVES = ['tuning', 'heldOut'] as const;
export const queriesOf = (half: (typeof HALVES)[number]) => fixture[half] as Query[];

/**
 * Floors the two halves must keep, as fractions in the top 3. They hold what ranking reaches today
 * (83/85 and 99/106; the last 30 held-out queries were written afresh by someone who never ran the
 * search, after the ranking they measure was chosen, bar Pagefind's termSimilarity, set after they
 * existed: see PAGEFIND_OPTIONS). Issue #26 asks for 0.95 held out and 0.98 overall,
 * which the task-like queries (a reader's sentence in other words than the page's) have still to reach.
 * Raise them as ranking improves; never lower them to pass.
 */
export const FLOORS = {tuning: 0.97, heldOut: 0.93};

/**
 * Where a query lands, from its hits' URLs (path and anchor) in order: with an anchored expectation the
 * first hit must be one of them (the reader lands on the row); otherwise any expected page among the
 * first 3 distinct pages.
 */
export function outcome(item: Query, hitUrls: string[]): Outcome {
  const anchored = item.expect.some((url) => url.includes('#'));
  const urls = anchored ? hitUrls : [...new Set(hitUrls.map((url) => url.split('#')[0]!))];
  const rank = urls.findIndex((url) => item.expect.includes(url));
  return {query: item, urls, rank, hit: rank >= 0 && rank < (anchored ? 1 : 3)};
}

/** Prints a half's share in the top 3, its mean reciprocal rank and its misses; returns the share. */
export function report(name: string, outcomes: Outcome[]): number {
  const hits = outcomes.filter((o) => o.hit).length;
  const reciprocal = outcomes.reduce((sum, o) => sum + (o.rank >= 0 ? 1 / (o.rank + 1) : 0), 0) / outcomes.length;
  console.log(
    `${name}: ${hits}/${outcomes.length} in the top 3 (${((100 * hits) / outcomes.length).toFixed(1)}%), ` +
      `mean reciprocal rank ${reciprocal.toFixed(3)}`,
  );
  for (const miss of outcomes.filter((o) => !o.hit))
    console.log(`  miss (${miss.query.kind ?? 'query'}): ${miss.query.query} -> ${miss.urls.slice(0, 3).join(', ')}`);
  return hits / outcomes.length;
}

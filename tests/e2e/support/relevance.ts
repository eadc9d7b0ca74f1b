// The relevance fixture's scoring, shared by the site's search (search-relevance.spec.ts) and the docs
// MCP server's search_docs tool (docs-mcp.spec.ts): one rule for a hit, one report, one set of floors.
import fixture from '../../fixtures/search-queries.json';

export type Query = {query: string; expect: string[]; kind?: string};
export type Outcome = {query: Query; urls: string[]; rank: number; hit: boolean};

export const HALVES = ['tuning', 'heldOut'] as const;
export const queriesOf = (half: (typeof HALVES)[number]) => fixture[half] as Query[];

/**
 * Floors the two halves must keep, as fractions in the top 3. They hold what ranking reaches today: tuning
 * 215/215; held out 206/214. The held-out half grew in five blind batches, each written from the pages by
 * someone who never ran the search, and each measured once before any change was tried on it: the first
 * 76 queries, then 30 (24/30 when first run), 40 (33/40), 30 (26/30) and 38 (32/38, with termSimilarity
 * 16; one identifier's expectation then named the second source that defines the option too). The tuning
 * half grew the same way by 80 (75/80 when first run), then open to tuning; by 11 of a sixth blind batch
 * of 40 (34/40 when first run; 9/11 of those kept), the rest set aside as repeats of queries already here
 * or near held-out ones (same page, like words), so tuning on them cannot tune the held-out half; and by a
 * seventh of 40, written for pages no query expected before (39/40 when first run; its one miss, a
 * misspelt product name, led to the vocabulary keeping titles' product names).
 * Issue #26 asks for 0.95 held out and 0.98 overall; the blind batches show that task sentences in other
 * words than the page's are what stops it. Raise the floors as ranking improves; never lower them to pass
 * a change of ranking (a new blind batch sets its half's floor to what it measures).
 */
export const FLOORS = {tuning: 1, heldOut: 0.962};

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

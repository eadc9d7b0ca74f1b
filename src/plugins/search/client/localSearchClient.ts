// An Algolia lite-client look-alike over the Pagefind index, so that the upstream DocSearch modal
// and the /search page work unchanged offline. Contract: /README.md "Search" and the tests.
import {bundleTags, INDEX_LANGUAGE} from '../indexer/prepare.mjs';

export type FacetFilters = (string | string[])[] | string | undefined;
type Params = {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string[] | string;
  highlightPreTag?: string;
  highlightPostTag?: string;
};
type LegacyRequest = {indexName: string; params?: Params | string};
type ModernRequest = {indexName: string; query?: string} & Params;
export type SearchInput = {requests: ModernRequest[]} | LegacyRequest[];

type Highlight = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};
export type Hit = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2';
  content: string | null;
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  _highlightResult: {hierarchy: Record<string, Highlight>; content?: Highlight};
  _snippetResult: {content?: Highlight};
};
export type SearchResponse = {
  results: {
    hits: Hit[];
    nbHits: number;
    page: number;
    nbPages: number;
    hitsPerPage: number;
    query: string;
    params: string;
    index: string;
    processingTimeMS: number;
    exhaustiveNbHits: true;
    facets?: Record<string, Record<string, number>>;
  }[];
};

/** The parts of Pagefind's browser API the adapter uses. */
export type PagefindSubResult = {
  title: string;
  url: string;
  excerpt: string;
  anchor?: {id?: string};
  /** Where the query's words occur in this section, with Pagefind's score of each. */
  weighted_locations?: {balanced_score: number}[];
};
export type PagefindData = {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  sub_results: PagefindSubResult[];
};
/** One result of a Pagefind search: its page's data loads on demand; `words` are its matched words' positions. */
export type PagefindResult = {id: string; score?: number; words?: number[]; data(): Promise<PagefindData>};

/** Pagefind's search, of its module or of an instance it creates. */
export type PagefindSearch = Pick<PagefindApi, 'search'>;
export type PagefindApi = {
  options(options: Record<string, unknown>): Promise<void>;
  /** A second instance over the same index, with options of its own (Pagefind 1.2+). */
  createInstance?(options: Record<string, unknown>): PagefindSearch;
  search(
    query: string,
    options?: {filters?: Record<string, unknown>},
  ): Promise<{
    results: PagefindResult[];
    filters: Record<string, Record<string, number>>;
  } | null>;
};

/**
 * Result pages the modal asks for. Each page is one Pagefind fragment to fetch and becomes up to four
 * rows (the page and its best sections), so 6 pages give about the 20 rows hosted DocSearch shows;
 * 20 pages cost 20 fragments (~65 kB) per query. "See all results" opens the full list.
 */
export const MODAL_RESULT_PAGES = 6;

/**
 * Pagefind's ranking for every search: a word that merely begins a longer one counts far less than the
 * word itself (Pagefind's default `termSimilarity` is 1), so "table" finds tables before Tableau, and a
 * relaxed query's "tables" does not score Tableau's pages as if they held it. Chosen on the relevance
 * fixture's tuning half: of 1 to 40, 16 and 20 rank it best (163/165 in the top 3, MRR 0.930; 159/165 and
 * 0.919 at 2); at 40 a misspelt word, which Pagefind shortens until it matches, ranks poorly.
 */
const RANKING = {termSimilarity: 16};
/** Pagefind's options for every search: excerpts of 24 words, about two lines of the modal. */
export const PAGEFIND_OPTIONS = {excerptLength: 24, ranking: RANKING};
/** How many more results an identifier query reads when none of the first defines the identifier. */
const DEFINITION_LOOKAHEAD = 12;
/**
 * Ranking of identifier queries and of one-word queries: a page's length does not count against it
 * (Pagefind's default is 0.75). The source pages, which define most options and are what a platform's name
 * ("snowflake", "kafka") asks for, are among the longest; the title reranking then puts the page titled
 * with the word first. One-word queries ranked so: the relevance fixture alike, and 80 of the 86 source
 * pages' titles find their source first (78 before).
 */
export const IDENTIFIER_RANKING = {...RANKING, pageLength: 0};

const MAX_SUB_RESULTS = 3;
const DEFAULT_LVL0 = 'Documentation';

/** An error DocSearch recognises as "Unable to fetch results" (it checks `name`). */
export class RetryError extends Error {
  override name = 'RetryError';
}

/** Both call shapes (the modal's `{requests}` and the helper's legacy array) as flat params. */
export function normalizeRequests(input: SearchInput): (Params & {indexName: string; query: string})[] {
  const list = Array.isArray(input) ? input : input.requests;
  return list.map((request) => {
    const raw = 'params' in request && request.params !== undefined ? request.params : request;
    const params: Params =
      typeof raw === 'string' ? Object.fromEntries(new URLSearchParams(raw).entries()) : {...(raw as Params)};
    if (typeof raw === 'string') {
      for (const key of ['facetFilters', 'facets'] as const) {
        const value = params[key] as unknown;
        if (typeof value === 'string' && value.startsWith('[')) params[key] = JSON.parse(value);
      }
    }
    return {
      ...params,
      indexName: request.indexName,
      query: String(params.query ?? (request as ModernRequest).query ?? ''),
      page: Number(params.page ?? 0),
      hitsPerPage: Number(params.hitsPerPage ?? 20),
    };
  });
}

/** Pagefind filters with one more condition, `key` holding `value`. */
export function withFilter(filters: Record<string, unknown>, key: string, value: string): Record<string, unknown> {
  const condition = {[key]: {any: [value]}};
  return Array.isArray(filters.all) ? {all: [...(filters.all as unknown[]), condition]} : {...filters, ...condition};
}

/** Algolia facetFilters as their groups: ANDed at the top level, each an OR of its filters. */
const filterGroups = (facetFilters: FacetFilters): string[][] =>
  (typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? [])).map((g) => (Array.isArray(g) ? g : [g]));

/**
 * Algolia facetFilters (top level AND, nested arrays OR) as Pagefind filters. Returns null when a
 * group can never match here (a negation, which the site never sends).
 */
export function toPagefindFilters(facetFilters: FacetFilters): Record<string, unknown> | null {
  const groups = filterGroups(facetFilters);
  const clauses: Record<string, {any: string[]}>[] = [];
  for (const group of groups) {
    const byKey: Record<string, string[]> = {};
    for (const filter of group) {
      if (filter.startsWith('-')) return null;
      const at = filter.indexOf(':');
      if (at < 0) continue;
      (byKey[filter.slice(0, at)] ??= []).push(filter.slice(at + 1));
    }
    const keys = Object.keys(byKey);
    if (keys.length === 1) clauses.push({[keys[0]]: {any: byKey[keys[0]]}});
    else if (keys.length > 1) return null; // OR across different keys: not something DocSearch sends
  }
  const merged: Record<string, unknown> = {};
  for (const clause of clauses) {
    const [key] = Object.keys(clause);
    if (key in merged) return {all: clauses};
    merged[key] = clause[key];
  }
  return merged;
}

/**
 * The filters without the groups that every page of `bundle` passes: DocSearch's contextual language and
 * version filters, on every query of the modal. Pagefind fetches a filter's chunks to apply it (two
 * requests, 5 kB of a reader's first search), to keep every page.
 */
export function withoutBundleWideFilters(facetFilters: FacetFilters, bundle: string): string[][] {
  const tags = bundleTags(bundle);
  const everyPage = (group: string[]) =>
    group.includes(`language:${INDEX_LANGUAGE}`) || tags.every((tag) => group.includes(`docusaurus_tag:${tag}`));
  return filterGroups(facetFilters).filter((group) => !everyPage(group));
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

/**
 * Query words, lower-cased, without quotes or punctuation Pagefind ignores. A word with inner dots stays one
 * (`v0.2.0`, `profiling.enabled`), as Pagefind indexes it; a sentence's full stop is not part of a word.
 */
export function queryWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}_.-]+/gu) ?? [])
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
}

/** HTML-escaped text with the words that start with a query word wrapped in the highlight tags. */
export function highlight(text: string, words: string[], pre = '<mark>', post = '</mark>'): Highlight {
  const escaped = escapeHtml(text);
  if (words.length === 0) return {value: escaped, matchLevel: 'none', matchedWords: []};
  const matched = new Set<string>();
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}])(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'giu',
  );
  const value = escaped.replace(pattern, (_, lead: string, word: string) => {
    matched.add(word.toLowerCase());
    return `${lead}${pre}${word}${post}`;
  });
  const matchLevel = matched.size === 0 ? 'none' : matched.size >= words.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matched]};
}

/**
 * Pagefind excerpts are plain text with `<mark>` around matches; keep only those tags, escape the
 * rest, and use the caller's highlight tags.
 */
export function safeExcerpt(excerpt: string, words: string[], pre = '<mark>', post = '</mark>'): Highlight {
  const parts = excerpt.split(/(<mark>|<\/mark>)/);
  let inMark = false;
  const matched = new Set<string>();
  const value = parts
    .map((part) => {
      if (part === '<mark>' || part === '</mark>') {
        inMark = part === '<mark>';
        return inMark ? pre : post;
      }
      const text = escapeHtml(
        part
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&'),
      );
      if (inMark) matched.add(part.toLowerCase());
      return text;
    })
    .join('');
  const matchLevel = matched.size === 0 ? 'none' : matched.size >= words.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matched]};
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '');

// Words that say nothing of a page's topic: they neither need to be on a page nor rank it. NLTK's English
// stop words (function words, and quantifiers such as "most", "once" and "own"), with "get" and "via".
const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below ' +
    'between both but by can did do does doing don down during each few for from further get had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just me more most ' +
    'my myself no nor not now of off on once only or other our ours ourselves out over own s same she ' +
    'should so some such t than that the their theirs them themselves then there these they this those ' +
    'through to too under until up very via was we were what when where which while who whom why will ' +
    'with you your yours yourself yourselves'
  ).split(' '),
);

/**
 * Readers' words for what DataHub's pages call otherwise. A query word here is searched as any of its
 * terms (a term of several words as all of them); the page's own word stays one of them.
 */
export const SYNONYMS: Record<string, string[]> = {
  sso: ['sso', 'single sign-on', 'oidc'],
  'sign-on': ['sign-on', 'sso', 'oidc'],
  oidc: ['oidc', 'sso'],
  upgrade: ['upgrade', 'update', 'upgrading', 'updating'],
  upgrading: ['upgrading', 'upgrade', 'update', 'updating'],
  k8s: ['kubernetes', 'k8s', 'helm'],
  kube: ['kubernetes'],
  gms: ['gms', 'metadata service'],
  // DataHub calls a connector an ingestion source, and usage tracking telemetry.
  connector: ['connector', 'source'],
  connectors: ['connectors', 'sources'],
  tracking: ['tracking', 'telemetry'],
  // Calls made with curl are calls of the HTTP API that DataHub's pages call OpenAPI.
  curl: ['curl', 'openapi'],
  // A table (or a view, a topic, a file) is a dataset in DataHub's model; the API pages say dataset only.
  table: ['table', 'dataset'],
  tables: ['tables', 'datasets'],
  // Access is granted to groups through privileges and policies; readers ask for teams and permissions.
  team: ['team', 'group'],
  teams: ['teams', 'groups'],
  permission: ['permission', 'privilege'],
  permissions: ['permissions', 'privileges'],
  // Late or stale data is what freshness assertions and freshness checks are about.
  stale: ['stale', 'freshness'],
  // Self-hosted, open-source DataHub is "DataHub Core" beside DataHub Cloud.
  'self-hosted': ['self-hosted', 'core'],
  // Sensitive columns are found by classification.
  pii: ['pii', 'classification'],
  sensitive: ['sensitive', 'classification'],
  // Alerts are notifications of subscriptions.
  alert: ['alert', 'notification'],
  alerts: ['alerts', 'notifications'],
  // Irregular plurals that the index's English stemmer keeps apart ("index" and "indices" stem to "index" and
  // "indic"), among the words the pages use in both forms.
  index: ['index', 'indices'],
  indices: ['indices', 'index'],
  child: ['child', 'children'],
  children: ['children', 'child'],
  person: ['person', 'people'],
  people: ['people', 'person'],
  criterion: ['criterion', 'criteria'],
  criteria: ['criteria', 'criterion'],
};

/**
 * Phrasal verbs that pages mostly write as one word: a reader's "log in" is searched as "login" or the two
 * words, instead of as "log" alone ("in" is a stop word), which finds the pages about logs.
 */
export const PHRASES: Record<string, string[]> = {
  'log in': ['login', 'log in'],
  'logs in': ['login', 'logs in'],
  'logged in': ['login', 'logged in'],
  'look up': ['lookup', 'look up'],
  'set up': ['setup', 'set up'],
};

/** The alternatives each significant query word is searched as (itself, or its synonyms). */
export function wordGroups(query: string): string[][] {
  const words = queryWords(query);
  const groups: string[][] = [];
  for (let i = 0; i < words.length; i++) {
    const phrase = PHRASES[`${words[i]} ${words[i + 1]}`];
    if (phrase) {
      groups.push(phrase);
      i++;
    } else if (!STOP_WORDS.has(words[i]!)) groups.push(SYNONYMS[words[i]!] ?? [words[i]!]);
  }
  return groups;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), or `max + 1` as soon as it
 * must exceed `max`: "tabelau" is 1 from "tableau" (a swap), "dagstr" 1 from "dagster".
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Whether a query word may be corrected: letters only (identifiers are searched as typed), and four or
 * more of them (at one or two edits, shorter words are close to too many others).
 */
const isCorrectable = (word: string) => word.length >= 4 && /^\p{L}+$/u.test(word);

/** How many letters two words share at their start. */
function sharedStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}

/**
 * The word of the site's vocabulary (most frequent first) a misspelt query word most likely meant: the
 * nearest within one edit (two for words of six letters or more); on a tie, the one that shares the longest
 * start with it (a typo rarely falls in a word's first letters: "sction" meant "section", not "action", and
 * "qlick" "qlik", not "quick"), then the more frequent; null when none is that near.
 */
export function closestWord(word: string, vocabulary: readonly string[]): string | null {
  if (!isCorrectable(word)) return null;
  const max = word.length >= 6 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = max + 1;
  let bestStart = -1;
  for (const candidate of vocabulary) {
    const distance = editDistance(word, candidate, Math.min(max, bestDistance));
    if (distance > max) continue;
    const start = sharedStart(word, candidate);
    if (distance < bestDistance || (distance === bestDistance && start > bestStart)) {
      best = candidate;
      bestDistance = distance;
      bestStart = start;
    }
  }
  return best;
}

/**
 * The words of a query the index does not hold at all, the candidates for a spelling correction.
 * Pagefind never finds nothing for a word: it shortens an unknown word until something matches
 * ("tabelau" finds pages about tabs), so each word is asked for again quoted, which it answers only
 * with the word itself (or words it begins). Those searches read the index chunks the plain search
 * already loaded: they cost no bytes.
 */
export async function unknownWords(
  engine: PagefindSearch,
  query: string,
  /** Words found before, not asked again (a reader retypes them on every keystroke); found ones are added. */
  known = new Set<string>(),
): Promise<string[]> {
  const words = [...new Set(queryWords(query))].filter(
    (word) => !STOP_WORDS.has(word) && !(word in SYNONYMS) && !known.has(word) && isCorrectable(word),
  );
  const found = await Promise.all(words.map((word) => engine.search(`"${word}"`)));
  words.forEach((word, i) => (found[i]?.results.length ?? 0) > 0 && known.add(word));
  return words.filter((word) => !known.has(word));
}

/**
 * How much a relaxed result loses for each query word it lacks: its score is multiplied by the share of
 * the words it holds, squared. A page that holds three of four words strongly ("DataHub Telemetry" for
 * "opt out of anonymous usage tracking") may then outrank one that names all four in passing; 1 to 3
 * rank the relevance fixture alike, 2 is the middle.
 */
export const COVERAGE_POWER = 2;
/**
 * What a word's Pagefind score counts for in a relaxed ranking: the score raised to this power, so that a
 * word a page repeats a hundred times ("s3" on a source's page) does not outweigh the rarer words of the
 * query it lacks ("JAVA_HOME is not set when profiling s3 files" finds the PySpark page). Pagefind's scores
 * grow with repetition far past what makes a page more relevant; 0.5 to 0.75 rank the fixture alike.
 */
export const SCORE_POWER = 0.6;

/**
 * Pagefind returns only pages that hold every word of the query, and ranks them by all of its words alike,
 * stop words included: a reader's sentence ("run ingestion as a k8s cronjob") or a word the pages say
 * otherwise finds nothing, too little, or pages that name every word in passing. So each significant word
 * (as any of its synonyms) is searched alone, and a page ranks by the sum of Pagefind's scores of the words
 * it holds, lowered by the words it lacks (`COVERAGE_POWER`); ties keep Pagefind's order of the whole query.
 * A query of one word without synonyms is Pagefind's own search.
 */
export async function relaxedResults(
  engine: PagefindSearch,
  query: string,
  filters: Record<string, unknown>,
  strict: PagefindResult[],
): Promise<PagefindResult[]> {
  const groups = wordGroups(query);
  if (groups.length === 0 || (groups.length === 1 && groups[0]!.length === 1)) return strict;
  const searches = await Promise.all(
    groups.map((group) => Promise.all(group.map((term) => engine.search(term, {filters})))),
  );
  // Per page: its best result (for the excerpt), the groups it holds, its score, and each group's results.
  type Found = {result: PagefindResult; groups: number; score: number; matches: PagefindResult[][]};
  const found = new Map<string, Found>();
  searches.forEach((alternatives, group) => {
    const best = new Map<string, PagefindResult>();
    const matches = new Map<string, PagefindResult[]>();
    for (const search of alternatives)
      for (const result of search?.results ?? []) {
        if ((best.get(result.id)?.score ?? -1) < (result.score ?? 0)) best.set(result.id, result);
        const held = matches.get(result.id);
        if (held) held.push(result);
        else matches.set(result.id, [result]);
      }
    for (const [id, result] of best) {
      const entry = found.get(id) ?? {result, groups: 0, score: 0, matches: []};
      entry.groups += 1;
      entry.score += (result.score ?? 0) ** SCORE_POWER;
      entry.matches[group] = matches.get(id)!;
      found.set(id, entry);
    }
  });
  const strictRank = new Map(strict.map((result, rank) => [result.id, rank]));
  const byRank = (a: {rank: number; strict: number}, b: {rank: number; strict: number}) =>
    b.rank - a.rank || a.strict - b.strict;
  const ranked = [...found.values()]
    .map((entry) => ({
      entry,
      rank: entry.score * (entry.groups / groups.length) ** COVERAGE_POWER,
      strict: strictRank.get(entry.result.id) ?? Infinity,
    }))
    .sort(byRank);
  const leaders = ranked.slice(0, PROXIMITY_RERANK);
  for (const leader of leaders) {
    const positions = leader.entry.matches
      .filter(Boolean)
      .map((results) => results.flatMap((result) => result.words ?? []));
    // A word matched in a meta field alone has no position: it is not said with the others.
    leader.rank *= (nearestGroups(positions, PROXIMITY_WINDOW) / groups.length) ** PROXIMITY_POWER;
  }
  return [...leaders.sort(byRank), ...ranked.slice(PROXIMITY_RERANK)].map((item) => item.entry.result);
}

/**
 * Proximity: a reader's sentence ("send metadata through kafka instead of calling gms over http") names
 * words a page about it says together, while a page that merely holds them says them pages apart. The
 * first `PROXIMITY_RERANK` pages of a relaxed ranking are ranked again, each multiplied by the share of the
 * query's words it holds within one stretch of `PROXIMITY_WINDOW` words, raised to `PROXIMITY_POWER`.
 * Pagefind gives each result the positions of its words, so this costs no bytes. Chosen on the relevance
 * fixture's tuning half (powers 0.5, 0.75, 1 and 2; windows of 10 to 100 words; the first 30, 60 or 150
 * pages): 165/165 in the top 3 at 0.5, 70 and 60, MRR 0.955 -> 0.963; windows of 30 to 80 words at 0.5
 * rank 164 or 165, powers of 2 rank fewer.
 */
export const PROXIMITY_POWER = 0.5;
/** The stretch of a page, in words, within which the query's words count as said together (see above). */
export const PROXIMITY_WINDOW = 70;
/** How many of a relaxed ranking's first pages proximity ranks again (see above). */
export const PROXIMITY_RERANK = 60;

/** The most of the query's word groups (each a list of positions on a page) found within `window` words. */
export function nearestGroups(positions: number[][], window: number): number {
  const marks = positions.flatMap((at, group) => at.map((position) => [position, group] as const));
  marks.sort((a, b) => a[0] - b[0]);
  const inWindow = new Map<number, number>();
  let best = 0;
  let first = 0;
  for (const [position, group] of marks) {
    inWindow.set(group, (inWindow.get(group) ?? 0) + 1);
    for (; marks[first]![0] < position - window; first++) {
      const left = marks[first]![1];
      const count = inWindow.get(left)! - 1;
      if (count === 0) inWindow.delete(left);
      else inWindow.set(left, count);
    }
    best = Math.max(best, inWindow.size);
  }
  return best;
}

/**
 * How well a page title answers the query: every significant query word must start a title word
 * (2 for the whole word or its plural, 1 for a prefix); `coverage` favours titles with fewer
 * unrelated words. Zero when a word is missing.
 */
export function titleMatch(title: string, words: string[]): {score: number; coverage: number} {
  const significant = words.filter((w) => !STOP_WORDS.has(w));
  const titleWords = queryWords(title);
  if (significant.length === 0 || titleWords.length === 0) return {score: 0, coverage: 0};
  let score = 0;
  const used = new Set<number>();
  for (const word of significant) {
    // A synonym counts as the word ("Updating DataHub" answers "upgrade datahub").
    const alternatives = (SYNONYMS[word] ?? [word]).filter((alternative) => !alternative.includes(' '));
    const exact = titleWords.findIndex((t) => alternatives.some((w) => t === w || t === `${w}s` || `${t}s` === w));
    const prefix = titleWords.findIndex((t) => alternatives.some((w) => t.startsWith(w)));
    if (exact < 0 && prefix < 0) return {score: 0, coverage: 0};
    score += exact >= 0 ? 2 : 1;
    used.add(exact >= 0 ? exact : prefix);
  }
  return {score, coverage: used.size / titleWords.length};
}

/**
 * The identifier a query names (as typed, trimmed), when it is one: a single word with an underscore, a dot, a
 * leading or inner hyphen or an inner capital, as readers copy options (`profiling.enabled`), variables
 * (`METADATA_SERVICE_AUTH_ENABLED`), flags (`--dump-logs-on-failure`) and GraphQL names
 * (`searchAcrossEntities`). Plain words are topics, never identifiers.
 */
export function identifierOf(query: string): string | null {
  const word = query.trim();
  if (!word || /\s/.test(word) || !/[_.]|^-|\w-\w|\p{Ll}\p{Lu}/u.test(word)) return null;
  return word;
}

/** A member of a type as `Type.field` (`CorpUser.editableProperties`): a capitalised name, a dot, a name. */
const MEMBER = /^([A-Z][A-Za-z0-9]*)\.([A-Za-z_][A-Za-z0-9_]*)$/;

/** The pages an identifier is defined on, as the indexer's `defines` filter names them, if only some. */
export const definedOn = (identifier: string): 'flags' | 'types' | null =>
  identifier.trim().startsWith('-') ? 'flags' : MEMBER.test(identifier.trim()) ? 'types' : null;

/** GraphQL's root types, whose fields the reference lists as sections of their own. */
const ROOT_TYPES = new Set(['Query', 'Mutation']);

/** A name without its surrounding space and a flag's leading dashes. */
const bareName = (name: string) => name.trim().replace(/^-+/, '');
const normaliseIdentifier = (name: string) => bareName(name).toLowerCase();

/**
 * How well a section's title names the identifier: 3 when it is the identifier as typed (`aws_role_arn`
 * the option, not `AWS_ROLE_ARN` the variable), 2 when it is the identifier but for case and a flag's
 * dashes, 1 when it contains it (a partial name), 0 otherwise.
 */
export function identifierMatch(
  title: string,
  identifier: string | null,
  /** Whether the section is of the generated reference: only there does a type's section define its fields. */
  reference = true,
): number {
  if (!identifier) return 0;
  // A flag and its negation share a row: `--strict-warnings/--no-strict-warnings`. A flag is defined by a
  // flag's row, not by an option or a heading of the same word (`--recursive` is not Confluence's `recursive`).
  const flag = identifier.trim().startsWith('-');
  const names = title.split(/\s*\/\s*/).filter((name) => !flag || name.startsWith('-'));
  const typed = bareName(identifier);
  if (names.some((name) => bareName(name) === typed)) return 3;
  const normalised = names.map(normaliseIdentifier);
  const wanted = normaliseIdentifier(identifier);
  if (normalised.includes(wanted)) return 2;
  // A GraphQL field as `Type.field` is defined in its type's section; a root field (`Query.searchAcrossEntities`,
  // `Mutation.addTags`) has a section of its own.
  const member = MEMBER.exec(identifier.trim());
  if (reference && member && names.includes(ROOT_TYPES.has(member[1]!) ? member[2]! : member[1]!)) return 2;
  return wanted.length >= 4 && normalised.some((name) => name.includes(wanted)) ? 1 : 0;
}

/**
 * The pages of the exact search first, then the others, each once. A page's result is taken from the
 * plain search where it has one: its sections are found by the identifier's own words there. Pagefind
 * scores every page of a quoted search alike (and lists them by URL), so the exact pages keep the plain
 * search's order: the GraphQL queries page, where `searchAcrossEntities` is a heading, before the
 * tutorials that call it.
 */
export function exactFirst(exact: PagefindResult[], all: PagefindResult[]): PagefindResult[] {
  const byId = new Map(all.map((result) => [result.id, result]));
  const plainRank = new Map(all.map((result, rank) => [result.id, rank]));
  const first = exact
    .map((result, order) => ({
      result: byId.get(result.id) ?? result,
      rank: plainRank.get(result.id) ?? Infinity,
      order,
    }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((entry) => entry.result);
  const seen = new Set(first.map((result) => result.id));
  return [...first, ...all.filter((result) => !seen.has(result.id))];
}

/** Pagefind's score of a section for the query: the sum of its matched words' scores. */
const sectionScore = (sub: PagefindSubResult) =>
  (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);

/** The best identifier match among a page's sections (not its start, which holds the page's title). */
const pageIdentifierMatch = (data: PagefindData, identifier: string | null) =>
  identifier
    ? Math.max(
        0,
        ...data.sub_results
          .filter((sub) => sub.url !== data.url)
          .map((sub) => identifierMatch(sub.title, identifier, data.meta.kind === 'reference')),
      )
    : 0;

/**
 * Pagefind ranks by where words occur; readers expect the page that defines an identifier they typed
 * first, and otherwise a page whose title answers the query, then guides before generated reference, so
 * the first page of results is reordered by those, keeping Pagefind's order otherwise. A page titled with
 * the query's very words comes first ("About the Remote Executor" before "Monitoring the Remote Executor",
 * which holds its words as well), unless it is generated reference: the guide "Tags" answers "tag" before
 * the metamodel's entity "Tag". A product's name with an inner capital reads as an identifier
 * ("PostgreSQL", "OpenAPI"); a page titled with it is its page, before the pages with a section of that
 * name (the deployment guide's "PostgreSQL").
 */
export function rerankByTitle(
  pages: PagefindData[],
  words: string[],
  identifier: string | null = null,
): PagefindData[] {
  return pages
    .map((data, rank) => {
      const title = titleMatch(data.meta.title ?? '', words);
      return {
        data,
        rank,
        ...title,
        named: (
          identifier
            ? title.coverage === 1 && title.score === 2 * words.length
            : data.meta.kind !== 'reference' && queryWords(data.meta.title ?? '').join(' ') === words.join(' ')
        )
          ? 1
          : 0,
        defines: pageIdentifierMatch(data, identifier),
        // A topic query is answered by a guide before generated reference (meta `kind`, set by the indexer).
        reference: !identifier && data.meta.kind === 'reference' ? 1 : 0,
      };
    })
    .sort(
      (a, b) =>
        b.named - a.named ||
        b.defines - a.defines ||
        b.score - a.score ||
        a.reference - b.reference ||
        b.coverage - a.coverage ||
        a.rank - b.rank,
    )
    .map((entry) => entry.data);
}

/**
 * One page of Pagefind results as DocSearch hits: the page itself, then its best sections (those that
 * name the identifier the query is, then by Pagefind's score); a section that is the identifier comes
 * before the page, so the reader lands on its row.
 */
export function toHits(
  data: PagefindData,
  origin: string,
  words: string[],
  pre: string,
  post: string,
  identifier: string | null = null,
): Hit[] {
  const lvl0 = data.meta.lvl0 || DEFAULT_LVL0;
  const title = data.meta.title || data.url;
  const base = {
    url_without_anchor: origin + data.url,
    _highlightResult: {hierarchy: {lvl0: highlight(lvl0, words, pre, post), lvl1: highlight(title, words, pre, post)}},
  };
  const pageHit: Hit = {
    ...base,
    objectID: data.url,
    url: origin + data.url,
    anchor: null,
    type: 'lvl1',
    content: null,
    hierarchy: {lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _snippetResult: {content: safeExcerpt(data.excerpt, words, pre, post)},
  };
  const ranked = data.sub_results
    .filter((sub) => sub.anchor?.id && sub.url !== data.url && sub.title && sub.title !== title)
    .map((sub, order) => ({
      sub,
      order,
      names: identifierMatch(sub.title, identifier, data.meta.kind === 'reference'),
      score: sectionScore(sub),
    }))
    .sort((a, b) => b.names - a.names || b.score - a.score || a.order - b.order)
    .slice(0, MAX_SUB_RESULTS);
  const sections = ranked.map(({sub}): Hit => {
    const snippet = safeExcerpt(sub.excerpt, words, pre, post);
    return {
      objectID: sub.url,
      url: origin + sub.url,
      url_without_anchor: base.url_without_anchor,
      anchor: sub.anchor!.id!,
      type: 'lvl2',
      content: stripTags(snippet.value),
      hierarchy: {lvl0, lvl1: title, lvl2: sub.title, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      _highlightResult: {
        hierarchy: {...base._highlightResult.hierarchy, lvl2: highlight(sub.title, words, pre, post)},
        content: snippet,
      },
      _snippetResult: {content: snippet},
    };
  });
  return (ranked[0]?.names ?? 0) >= 2 ? [sections[0]!, pageHit, ...sections.slice(1)] : [pageHit, ...sections];
}

/** The page a record of the index belongs to: its URL without the anchor a part of a long page has. */
const pageOf = (url: string) => url.split('#')[0]!;

/**
 * Records of the index as pages, in the order of each page's best record. The longest pages are indexed in
 * parts (`splitForIndex` in indexer/prepare.mjs), each at the URL of its first heading, so that a query that
 * shows one fetches a few kilobytes instead of the whole page's text; a page's parts become one page here,
 * at the page's URL, with the sections of all of them.
 */
export function mergePageParts(records: PagefindData[]): PagefindData[] {
  const pages = new Map<string, PagefindData>();
  for (const data of records) {
    const url = pageOf(data.url);
    const page = pages.get(url);
    if (page) page.sub_results.push(...data.sub_results);
    else pages.set(url, {...data, url, sub_results: [...data.sub_results]});
  }
  return [...pages.values()];
}

/**
 * The data of `count` pages from `results`, starting at `start`: records are read in order, and more of
 * them while parts of one page make fewer pages than asked for. Returns the pages and where reading ended.
 */
export async function loadPages(
  results: PagefindResult[],
  start: number,
  count: number,
): Promise<{pages: PagefindData[]; end: number}> {
  const records: PagefindData[] = [];
  let pages: PagefindData[] = [];
  let end = start;
  while (pages.length < count && end < results.length) {
    const next = results.slice(end, end + count - pages.length);
    end += next.length;
    records.push(...(await Promise.all(next.map((result) => result.data()))));
    pages = mergePageParts(records);
  }
  return {pages, end};
}

/** The tag DocSearch's contextual filters give an archived docs version's pages (`docs-default-1.1.0`). */
const VERSION_TAG = /^docusaurus_tag:docs-default-(.+)$/;

/**
 * The index bundle a request searches: the archived docs version its filters name (each has an index of
 * its own, src/plugins/search/indexer), or '' for the main one (the current docs and the other pages).
 */
export function bundleOf(facetFilters: FacetFilters): string {
  for (const filter of filterGroups(facetFilters).flat()) {
    const version = VERSION_TAG.exec(filter)?.[1];
    if (version && version !== 'current') return version;
  }
  return '';
}

/**
 * Creates the client. `loadPagefind` imports an index bundle's runtime (lazily, on its first search);
 * `loadVocabulary` reads a bundle's word list for spelling corrections (on the first query with a word
 * the index does not hold; without it, nothing is corrected). A bundle is '' (the main index) or the name
 * of an archived docs version (`bundleOf`).
 */
export function createLocalSearchClient(
  loadPagefind: (bundle: string, attempt: number) => Promise<PagefindApi>,
  origin: () => string,
  loadVocabulary?: (bundle: string) => Promise<readonly string[]>,
) {
  let available = true;
  const listeners = new Set<(available: boolean) => void>();
  const setAvailable = (value: boolean) => {
    if (value === available) return;
    available = value;
    listeners.forEach((listener) => listener(value));
  };

  /** One index bundle: its runtime, word list and the words it is known to hold, each loaded once. */
  const openBundle = (name: string) => {
    let pagefind: Promise<PagefindApi> | null = null;
    let vocabulary: Promise<readonly string[]> | null = null;
    let attempts = 0;
    /**
     * The bundle's search engines, each started on the first query that needs it: `topic` is Pagefind's
     * module with the site's ranking; `identifier` a second instance over the same files, ranked without
     * Pagefind's penalty for long pages (an identifier is defined on a reference page, the longest pages of
     * the site, and merely mentioned on short ones; a one-word query is a name). A reader's first query
     * loads one instance, not two (the second loads Pagefind's entry and WebAssembly again: 2.7 kB).
     */
    const engines = new Map<'topic' | 'identifier', PagefindSearch>();
    /**
     * Settles once the engine started last has answered its first search. Started together, two instances
     * each load Pagefind's WebAssembly, and the later load replaces the module the earlier instance's state
     * lives in: the first query then ranked with either instance's options, by timing ("snowflake" lost its
     * source page in two of six cold starts). The next engine starts once this one's module is in place.
     */
    let started: Promise<unknown> = Promise.resolve();
    const startEngine = (api: PagefindApi, kind: 'topic' | 'identifier'): PagefindSearch => {
      const instance = started.then(() =>
        kind === 'identifier' ? (api.createInstance?.({...PAGEFIND_OPTIONS, ranking: IDENTIFIER_RANKING}) ?? api) : api,
      );
      let answered: (() => void) | undefined;
      started = new Promise<void>((resolve) => (answered = resolve));
      return {
        search(query, options) {
          const response = instance.then((own) => own.search(query, options));
          if (answered) void response.finally(answered).catch(() => undefined);
          answered = undefined;
          return response;
        },
      };
    };
    return {
      /** Query words the index holds, so the spelling check asks Pagefind about each once. */
      knownWords: new Set<string>(),
      ready() {
        attempts += 1;
        pagefind ??= loadPagefind(name, attempts).then(
          (api) => {
            setAvailable(true);
            return api;
          },
          (error: unknown) => {
            pagefind = null; // let a later search retry, e.g. once the reader is back online
            setAvailable(false);
            throw new RetryError(`The search index could not be loaded: ${String(error)}`);
          },
        );
        return pagefind;
      },
      engine: (api: PagefindApi, kind: 'topic' | 'identifier'): PagefindSearch =>
        engines.get(kind) ?? engines.set(kind, startEngine(api, kind)).get(kind)!,
      vocabulary: () =>
        (vocabulary ??= (loadVocabulary?.(name) ?? Promise.resolve([])).catch(() => {
          vocabulary = null; // a later query may try again
          return [];
        })),
    };
  };
  const bundles = new Map<string, ReturnType<typeof openBundle>>();
  const bundle = (name: string) => bundles.get(name) ?? bundles.set(name, openBundle(name)).get(name)!;

  /** The query with each unknown word replaced by its correction, or null when none has one. */
  const correctedQuery = async (
    query: string,
    unknown: string[],
    from: ReturnType<typeof openBundle>,
  ): Promise<string | null> => {
    if (!loadVocabulary || unknown.length === 0) return null;
    const words = await from.vocabulary();
    const corrections = new Map(
      unknown.flatMap((word) => {
        const closest = closestWord(word, words);
        return closest ? [[word, closest] as const] : [];
      }),
    );
    if (corrections.size === 0) return null;
    return query.replace(/[\p{L}\p{N}_-]+/gu, (token) => corrections.get(token.toLowerCase()) ?? token);
  };

  async function searchOne(
    request: ReturnType<typeof normalizeRequests>[number],
    correct = true,
  ): Promise<SearchResponse['results'][number]> {
    const started = Date.now();
    const {query, page = 0, hitsPerPage = 20} = request;
    const pre = request.highlightPreTag ?? '<mark>';
    const post = request.highlightPostTag ?? '</mark>';
    const empty = {
      hits: [],
      nbHits: 0,
      page,
      nbPages: 0,
      hitsPerPage,
      query,
      params: '',
      index: request.indexName,
      exhaustiveNbHits: true as const,
    };
    const bundleName = bundleOf(request.facetFilters);
    // The /search page asks for facet counts, which come from the filters applied: it keeps them all.
    const filters = toPagefindFilters(
      request.facets ? request.facetFilters : withoutBundleWideFilters(request.facetFilters, bundleName),
    );
    if (!query.trim() || filters === null) return {...empty, processingTimeMS: Date.now() - started};
    const index = bundle(bundleName);
    const api = await index.ready();
    const words = queryWords(query);
    const identifier = identifierOf(query);
    // One word is a name more than a topic ("snowflake", "kafka"): its page is the one titled so, which
    // Pagefind's length penalty puts below shorter pages that use it (the source pages are among the longest).
    const oneWord = !identifier && wordGroups(query).length === 1;
    const engine = index.engine(api, identifier || oneWord ? 'identifier' : 'topic');
    const definers = identifier ? definedOn(identifier) : null;
    const [search, exact, definingPages, unknown] = await Promise.all([
      engine.search(query, {filters}),
      // Quoted, Pagefind matches the identifier itself, not the longer names it begins (`profiling.max`
      // is also the start of `profiling.max_workers`, defined on many more pages).
      identifier ? engine.search(`"${query.trim()}"`, {filters}) : null,
      // A flag is defined only on pages with flag rows, a `Type.field` on the GraphQL reference's pages (the
      // indexer's `defines` filter); Pagefind reads `Type.field` as one word, found nowhere, so it is searched
      // there as its two words.
      identifier && definers
        ? engine.search(identifier.trim().replace(MEMBER, '$1 $2'), {filters: withFilter(filters, 'defines', definers)})
        : null,
      // A misspelt word ("tabelau dashboards") is searched as the site's nearest word, as if typed so;
      // the response keeps the reader's query, which the /search page matches results to.
      identifier || !correct || !loadVocabulary ? [] : unknownWords(engine, query, index.knownWords),
    ]);
    const corrected = await correctedQuery(query, unknown, index);
    if (corrected) return {...(await searchOne({...request, query: corrected}, false)), query};
    if (!search) return {...empty, processingTimeMS: Date.now() - started};
    const results = identifier
      ? exactFirst(exact?.results ?? [], search.results)
      : await relaxedResults(engine, query, filters, search.results);
    const loading = hitsPerPage > 0 ? await loadPages(results, page * hitsPerPage, hitsPerPage) : null;
    let loaded = loading?.pages ?? [];
    // How well the first results name the identifier: 2 or more, one defines it; 1, one has a row holding it.
    const shown = Math.max(0, ...loaded.map((data) => pageIdentifierMatch(data, identifier)));
    // An identifier whose defining page is not among the first results (a long page that names it once)
    // is looked for a little further, a flag or a `Type.field` among the pages that define such names (a
    // flag of a common word, `--port`, is on hundreds of pages before them); the page that defines it takes
    // the place of the last result.
    if (identifier && loading && page === 0 && shown < 2) {
      const candidates = definingPages?.results.length
        ? definingPages.results
        : results.slice(loading.end, loading.end + DEFINITION_LOOKAHEAD);
      const further = mergePageParts(await Promise.all(candidates.slice(0, DEFINITION_LOOKAHEAD).map((r) => r.data())));
      const matches = further.map((data) => pageIdentifierMatch(data, identifier));
      const first = (level: number) => further[matches.findIndex((match) => match >= level)];
      // A partial name (`include_column`, `AUTH_OIDC`) is defined by no row; a row that holds it will do,
      // when none of the first results has one.
      const definer = first(2) ?? (shown === 0 ? first(1) : undefined);
      // A part of a page already shown joins it, first.
      if (definer) loaded = mergePageParts([definer, ...loaded]).slice(0, hitsPerPage);
    }
    const pages = page === 0 ? rerankByTitle(loaded, words, identifier) : loaded;
    const facets = request.facets ? search.filters : undefined;
    return {
      ...empty,
      hits: pages.flatMap((data) => toHits(data, origin(), words, pre, post, identifier)),
      nbHits: results.length,
      nbPages: hitsPerPage > 0 ? Math.ceil(results.length / hitsPerPage) : 0,
      processingTimeMS: Date.now() - started,
      ...(facets && {facets}),
    };
  }

  return {
    /** Whether the index could be loaded; the modal shows its error screen while it cannot. */
    onAvailabilityChange(listener: (available: boolean) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    transporter: {algoliaAgent: {value: 'local', add: () => undefined}},
    addAlgoliaAgent: () => undefined,
    clearCache: () => Promise.resolve(),
    async search(input: SearchInput): Promise<SearchResponse> {
      return {results: await Promise.all(normalizeRequests(input).map((request) => searchOne(request)))};
    },
    // The /search page helper calls these names on some versions of the lite client.
    searchForFacetValues: () => Promise.resolve([{facetHits: []}]),
  };
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;

// An Algolia lite-client look-alike over the Pagefind index, so that the upstream DocSearch modal
// and the /search page work unchanged offline. Contract: /README.md "Search" and the tests.

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
export type PagefindSubResult = {title: string; url: string; excerpt: string; anchor?: {id?: string}};
export type PagefindData = {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  sub_results: PagefindSubResult[];
};
export type PagefindApi = {
  options(options: Record<string, unknown>): Promise<void>;
  search(
    query: string,
    options?: {filters?: Record<string, unknown>},
  ): Promise<{
    results: {id: string; data(): Promise<PagefindData>}[];
    filters: Record<string, Record<string, number>>;
  } | null>;
};

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

/**
 * Algolia facetFilters (top level AND, nested arrays OR) as Pagefind filters. Returns null when a
 * group can never match here (a negation, which the site never sends).
 */
export function toPagefindFilters(facetFilters: FacetFilters): Record<string, unknown> | null {
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? [])).map((g) =>
    Array.isArray(g) ? g : [g],
  );
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

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);

/** Query words, lower-cased, without quotes or punctuation Pagefind ignores. */
export function queryWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}_-]+/gu) ?? []).filter(Boolean);
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

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'with',
]);

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
    const exact = titleWords.findIndex((t) => t === word || t === `${word}s` || `${t}s` === word);
    const prefix = titleWords.findIndex((t) => t.startsWith(word));
    if (exact < 0 && prefix < 0) return {score: 0, coverage: 0};
    score += exact >= 0 ? 2 : 1;
    used.add(exact >= 0 ? exact : prefix);
  }
  return {score, coverage: used.size / titleWords.length};
}

/**
 * Pagefind ranks by where words occur; readers expect a page whose title answers the query first,
 * so the first page of results is reordered by title match, keeping Pagefind's order otherwise.
 */
export function rerankByTitle(pages: PagefindData[], words: string[]): PagefindData[] {
  return pages
    .map((data, rank) => ({data, rank, ...titleMatch(data.meta.title ?? '', words)}))
    .sort((a, b) => b.score - a.score || b.coverage - a.coverage || a.rank - b.rank)
    .map((entry) => entry.data);
}

/** One page of Pagefind results as DocSearch hits: the page itself, then its best sections. */
export function toHits(data: PagefindData, origin: string, words: string[], pre: string, post: string): Hit[] {
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
  const sections = data.sub_results
    .filter((sub) => sub.anchor?.id && sub.url !== data.url && sub.title && sub.title !== title)
    .slice(0, MAX_SUB_RESULTS)
    .map((sub): Hit => {
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
  return [pageHit, ...sections];
}

/** Creates the client. `loadPagefind` imports the index runtime (lazily, on the first search). */
export function createLocalSearchClient(loadPagefind: (attempt: number) => Promise<PagefindApi>, origin: () => string) {
  let pagefind: Promise<PagefindApi> | null = null;
  let attempts = 0;
  let available = true;
  const listeners = new Set<(available: boolean) => void>();
  const setAvailable = (value: boolean) => {
    if (value === available) return;
    available = value;
    listeners.forEach((listener) => listener(value));
  };
  const ready = () => {
    attempts += 1;
    pagefind ??= loadPagefind(attempts).then(
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
  };

  async function searchOne(request: ReturnType<typeof normalizeRequests>[number]) {
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
    const filters = toPagefindFilters(request.facetFilters);
    if (!query.trim() || filters === null) return {...empty, processingTimeMS: Date.now() - started};
    const api = await ready();
    const search = await api.search(query, {filters});
    const words = queryWords(query);
    if (!search) return {...empty, processingTimeMS: Date.now() - started};
    const slice = hitsPerPage > 0 ? search.results.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
    const loaded = await Promise.all(slice.map((r) => r.data()));
    const pages = page === 0 ? rerankByTitle(loaded, words) : loaded;
    const facets = request.facets ? search.filters : undefined;
    return {
      ...empty,
      hits: pages.flatMap((data) => toHits(data, origin(), words, pre, post)),
      nbHits: search.results.length,
      nbPages: hitsPerPage > 0 ? Math.ceil(search.results.length / hitsPerPage) : 0,
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
      return {results: await Promise.all(normalizeRequests(input).map(searchOne))};
    },
    // The /search page helper calls these names on some versions of the lite client.
    searchForFacetValues: () => Promise.resolve([{facetHits: []}]),
  };
}

export type LocalSearchClient = ReturnType<typeof createLocalSearchClient>;

// What Pagefind indexes in a rendered page (pure functions, shared by the indexer and the tests).

/** Parts of a page that are navigation or chrome, not content. */
export const EXCLUDE_SELECTORS = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-version-banner',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  '.hash-link',
  '[data-search-ignore]',
];

/** The site's word list for spelling corrections, beside Pagefind's files in the index folder. */
export const VOCABULARY_FILE = 'vocabulary.json';

/** The language of every indexed page: Docusaurus builds each locale as a site, and its index, of its own. */
export const INDEX_LANGUAGE = 'en';
/**
 * The DocSearch tags of an index bundle's pages (`bundle` '' the main one, else an archived version's
 * name): the pages outside the docs (`default`) and the docs of its version. The indexer fails on a page
 * with another, so a search filter that names all of them filters nothing in that bundle.
 * @param {string} bundle @returns {string[]}
 */
export const bundleTags = (bundle) => ['default', `docs-default-${bundle || 'current'}`];

/**
 * The words of a page's headings (h1 to h3), lower-cased, each once: what readers name when they search,
 * and so what a misspelt word is corrected to. Words of letters only, four or more: identifiers (with an
 * underscore, a digit or an inner capital) are searched as typed, never corrected. A page's title keeps its
 * words with an inner capital: there they are the names of products ("CockroachDB", "BigQuery"), which
 * readers type in lower case and misspell, while in the reference's lower headings they are identifiers.
 * @param {string} html
 * @returns {Set<string>}
 */
export function headingWords(html) {
  const words = new Set();
  for (const [, level, inner] of html.matchAll(/<h([1-3])(?:\s[^>]*)?>([\s\S]*?)<\/h\1>/g)) {
    const text = inner.replace(/<[^>]*>/g, ' ').replace(/&[a-z0-9#]+;/gi, ' ');
    for (const token of text.split(/[^\p{L}\p{N}_-]+/u))
      if (token.length >= 4 && /^\p{L}+$/u.test(token) && (level === '1' || !/\p{Ll}\p{Lu}/u.test(token)))
        words.add(token.toLowerCase());
  }
  return words;
}

/**
 * The vocabulary from each word's count of pages: most frequent first, so a correction prefers a common
 * word to a rare one at the same distance; ties alphabetical, so the file is the same on every build.
 * @param {Map<string, number>} counts
 */
export function vocabularyList(counts) {
  return [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0)).map(([word]) => word);
}

const attr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A reference row's own anchor, as the generated pages write it: the identifier (an option, variable or
 * flag) in code, linking to itself. Groups: the anchor id, the identifier (HTML-escaped).
 */
export const IDENTIFIER_ANCHOR = /<a href="#([^"]+)" id="\1"><code>([^<]+)<\/code><\/a>/g;

/**
 * Pagefind makes a sub-result of every heading with an id, and of any other element with an id and a
 * `data-pagefind-title`: each identifier row becomes a section of its own, titled with the identifier,
 * that opens the page at the row. The identifier weighs as a heading does (Pagefind's h3 weight), so
 * the page that defines it ranks among those that only mention it. A row of a flag and its negation
 * (`--verify/--no-verify`) is indexed as two words, which Pagefind would read as one.
 * @param {string} html
 */
export function markIdentifierRows(html) {
  return html.replace(
    IDENTIFIER_ANCHOR,
    (anchor, id, name) =>
      `<a href="#${id}" id="${id}" data-pagefind-title="${name}" data-pagefind-weight="5"><code>${name.replaceAll('/', ' / ')}</code></a>`,
  );
}

/** The GraphQL reference's pages, in any docs version: they define its types and their fields. */
const GRAPHQL_ROUTE = /^\/docs\/(?:\d[\w.-]*\/)?graphql\//;

/**
 * The kinds of names a page defines that a query finds on few pages, as the filter `defines`: `flags` on
 * pages with CLI flag rows (the CLI reference), `types` on the GraphQL reference. A flag is often a common
 * word (`--port`, `--query`, `--no-verify`) and a field as `Type.field` two common ones, which hundreds of
 * pages use before the page that defines them, so such a query also looks for its definition among these
 * pages (`definedOn` in the client).
 * @param {string} html @param {string} route
 * @returns {string[]}
 */
export function definitionKinds(html, route) {
  const flags = [...html.matchAll(IDENTIFIER_ANCHOR)].some(([, , name]) => name.startsWith('-'));
  return [...(flags ? ['flags'] : []), ...(GRAPHQL_ROUTE.test(route) ? ['types'] : [])];
}

/**
 * Generated reference pages, in any docs version: the metamodel's entities, the GraphQL reference, the
 * environment variables and the CLI reference. They name nearly every word of the site, so a topic query
 * finds them beside the guide that answers it; the index marks them (meta `kind`) and the client ranks
 * them after guides whose titles answer the query as well (`rerankByTitle`). An identifier query ranks
 * them as any page. Source pages are not in this set: they are the guide to their connector.
 */
export const REFERENCE_ROUTE =
  /^\/docs\/(?:\d[\w.-]*\/)?(?:generated\/metamodel\/|graphql\/|deploy\/environment-vars$|generated\/cli-reference$)/;

/**
 * A rendered page's DocSearch tag and language (its `docsearch:` meta).
 * @param {string} html @returns {{tag: string, language: string}}
 */
export function searchFacets(html) {
  return {
    tag: html.match(/name="?docsearch:docusaurus_tag"? content="?([^"\s>]+)/)?.[1] ?? 'default',
    language: html.match(/name="?docsearch:language"? content="?([^"\s>]+)/)?.[1] ?? INDEX_LANGUAGE,
  };
}

/**
 * The page's HTML with the content of each deferred reference group (docusaurus-accelerate's reference-sections:
 * a long reference page's later groups, written inside a `<noscript>` that browsers with scripts build from)
 * as the group's own, as a browser without scripts reads it: Pagefind would read it as text, or not at all.
 * @param {string} html
 */
export const deferredGroupsAsHtml = (html) =>
  html.replace(/(<div class="reference-group"[^>]*>)<noscript>([\s\S]*?)<\/noscript>/g, '$1$2');

/**
 * Marks the content element of a rendered page for Pagefind and adds its filters (the page's own
 * DocSearch version tag and language) and its section (the result group). Null: nothing to index.
 * @param {string} html @param {string} route @param {string} section
 */
export function prepareForIndex(html, route, section) {
  const {tag, language} = searchFacets(html);
  const bodyName = route.startsWith('/docs') || route.startsWith('/learn') ? 'article' : 'main';
  const bodyTag = `<${bodyName}`;
  const bodyStart = html.indexOf(bodyTag);
  const headEnd = html.indexOf('</head>');
  if (bodyStart === -1 || headEnd === -1) return null;
  // Pagefind reads nothing of the page outside the body element and the head, and its time grows with
  // the bytes it parses: the navbar, sidebar, footer and scripts (60% of a doc page) are left out.
  const bodyClose = html.lastIndexOf(`</${bodyName}>`);
  const bodyEnd = bodyClose === -1 ? html.length : bodyClose + bodyName.length + 3;
  const marks =
    `<meta data-pagefind-filter="docusaurus_tag[content]" content="${attr(tag)}">` +
    `<meta data-pagefind-filter="language[content]" content="${attr(language)}">` +
    `<meta data-pagefind-meta="lvl0[content]" content="${attr(section)}">` +
    (REFERENCE_ROUTE.test(route) ? '<meta data-pagefind-meta="kind[content]" content="reference">' : '') +
    definitionKinds(html, route)
      .map((kind) => `<meta data-pagefind-filter="defines[content]" content="${kind}">`)
      .join('');
  const body = `${bodyTag} data-pagefind-body${markIdentifierRows(deferredGroupsAsHtml(html.slice(bodyStart + bodyTag.length, bodyEnd)))}`;
  // The page title outweighs every other heading (Pagefind's default h1 weight is 7 of 10), and the
  // writer's summary of the page (its description and keywords) follows it (see pageSummary), then its
  // sidebar label (see sidebarLabel).
  const label = sidebarLabel(html);
  const summary =
    pageSummary(html.slice(0, headEnd)) + (label ? `<p data-pagefind-weight="${LABEL_WEIGHT}">${label}</p>` : '');
  return `${html.slice(0, headEnd)}${marks}</head><body>${body}</body></html>`.replace(
    /<h1(?=[\s>])[^>]*>[\s\S]*?<\/h1>/,
    (h1) => `${h1.replace(/^<h1/, '<h1 data-pagefind-weight="10"')}${summary}`,
  );
}

/**
 * The page's label in the docs sidebar (its own link, `aria-current="page"`), as written, when it is not the
 * page's title: readers search by the name they see in the sidebar ("Recipe Overview" for "Recipes"), which
 * the page itself may not use. The index holds it under the summary, at `LABEL_WEIGHT`.
 * @param {string} html
 */
export function sidebarLabel(html) {
  const label = html
    .match(/<a class="menu__link[^"]*"[^>]*aria-current="page"[^>]*>(?:<span[^>]*>)?([^<]+)</)?.[1]
    ?.trim();
  const title = html.match(/<h1(?=[\s>])[^>]*>([^<]*)/)?.[1]?.trim();
  return label && label.toLowerCase() !== title?.toLowerCase() ? label : '';
}

/**
 * The weight of a page's sidebar label in the index (see sidebarLabel). A label names a page within its
 * section ("Domains" under the API tutorials), so it weighs less than the title. With each page's title and
 * sidebar label as a query (832 names that name one page), 761 find their page first with the label at 3,
 * 5 or 7, 754 without; the relevance fixture ranks alike. Held as a page's meta field, which Pagefind searches
 * too, it put the API tutorials' "Domains" above the guide titled so.
 */
export const LABEL_WEIGHT = 3;

/** A meta element's content in a page's head, as written (HTML-escaped), or ''. */
const metaContent = (head, name) =>
  head.match(new RegExp(`<meta[^>]*\\sname="${name}"[^>]*\\scontent="([^"]*)"`))?.[1] ?? '';

/** The weight of a page's summary (its description and keywords) in the index (see pageSummary). */
export const SUMMARY_WEIGHT = 10;

/**
 * The page's description and keywords (its front matter, as the head's meta elements carry them), as page
 * text right under the title, weighted as the title (10). A writer sums a page up in the words its readers
 * search for ("okta", "pii", "upgrade", "whole teams"), which the body may never use or use only in
 * passing; Pagefind reads only the body, so without this it never sees them. The description stays a
 * sentence: it is what a result's excerpt shows when its words match there. Weight chosen on the relevance
 * fixture's tuning half: 164/165 in the top 3 at 5, 7 and 10, MRR 0.949, 0.951 and 0.955 (Pagefind's
 * highest weight); before, only the words the body lacked, at 3: 163/165, 0.931. The first query's bytes
 * grew from 187.3 to 188.5 kB gzip, under its budget (`npm run bench:search`).
 * @param {string} head
 */
export function pageSummary(head) {
  const description = metaContent(head, 'description').trim();
  const keywords = metaContent(head, 'keywords')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return [description, keywords.join(', ')]
    .filter(Boolean)
    .map((text) => `<p data-pagefind-weight="${SUMMARY_WEIGHT}">${text}</p>`)
    .join('');
}

/**
 * A page's HTML, as `prepareForIndex` writes it, above which the index holds the page in parts. Pagefind
 * keeps one fragment per record (the record's whole text and every anchor), and a search fetches the
 * fragment of each page it shows: the environment-variables page's was 69 kB gzip, the GraphQL objects
 * page's 58 kB, so a query that showed them cost twice a later query's budget (100 kB). Four pages pass
 * this: those two, the CLI reference and the GraphQL input objects.
 */
export const SPLIT_ABOVE = 150_000;
/** About the HTML of each part (a part ends at the first section heading past it): 1-11 kB gzip fragments. */
export const PART_SIZE = 50_000;

/**
 * Where a part may start, in page order: at each section heading (an h2 or h3 with an id), and for one in the
 * generated reference's groups of headings (`div.reference-group`, the accelerator's reference-sections), the
 * group's opening tag, which the part opens again: without it, the group's end would close the part's body and
 * leave the rest of its text out of the index. A heading deeper in a group is not a start.
 * @param {string} html @returns {{at: number, id: string, open: string}[]}
 */
function partStarts(html) {
  const starts = [];
  /** The open divs: each one's opening tag when it is a group, else ''. */
  const divs = [];
  for (const match of html.matchAll(/<div(?=[\s>])[^>]*>|<\/div>|<h[23](?=\s)[^>]*\sid="([^"]+)"/g)) {
    const [tag, id] = match;
    if (tag === '</div>') divs.pop();
    else if (tag.startsWith('<div')) divs.push(/\sclass="reference-group"/.test(tag) ? tag : '');
    else {
      const group = divs.findLastIndex((open) => open !== '');
      if (group === -1) starts.push({at: match.index, id, open: ''});
      else if (group === divs.length - 1) starts.push({at: match.index, id, open: divs[group]});
    }
  }
  return starts;
}

/**
 * The records a prepared page is indexed as: the page itself, or for a page longer than `SPLIT_ABOVE`,
 * parts of about `PART_SIZE` that each start at a section heading. The first part is the page's start
 * (its title, summary and first sections) at the page's URL; each other part is titled as the page and
 * has the URL of its first heading (`/docs/deploy/environment-vars#kafka`), so Pagefind's sections of it
 * open at their own anchors. The client merges parts of one page back into one result
 * (`mergePageParts` in client/localSearchClient.ts).
 * @param {string} content what `prepareForIndex` returned @param {string} url
 * @returns {{url: string, content: string}[]}
 */
export function splitForIndex(content, url) {
  if (content.length <= SPLIT_ABOVE) return [{url, content}];
  const bodyClose = content.lastIndexOf('</body>');
  /** Where each part after the first starts, the id of the heading it starts at, and the group it opens again. */
  const cuts = [];
  let start = content.indexOf('<body>');
  for (const {at, id, open} of partStarts(content.slice(0, bodyClose)))
    if (at - start >= PART_SIZE) cuts.push({at: (start = at), id, open});
  if (cuts.length === 0) return [{url, content}];
  const head = content.slice(0, content.indexOf('</head>'));
  // The title as the h1 writes it: its entities stay as they are, an attribute's quote is escaped.
  const h1 = content.match(/<h1(?=[\s>])[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
  const title = h1
    .replace(/<[^>]*>/g, '')
    .trim()
    .replace(/"/g, '&quot;');
  return [
    {url, content: `${content.slice(0, cuts[0].at)}</body></html>`},
    ...cuts.map(({at, id, open}, i) => ({
      url: `${url}#${id}`,
      content:
        `${head}<meta data-pagefind-meta="title[content]" content="${title}"></head>` +
        `<body><div data-pagefind-body>${open}${content.slice(at, cuts[i + 1]?.at ?? bodyClose)}</div></body></html>`,
    })),
  ];
}

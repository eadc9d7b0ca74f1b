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
 * the page that defines it ranks among those that only mention it.
 * @param {string} html
 */
export function markIdentifierRows(html) {
  return html.replace(
    IDENTIFIER_ANCHOR,
    (anchor, id, name) =>
      `<a href="#${id}" id="${id}" data-pagefind-title="${name}" data-pagefind-weight="5"><code>${name}</code></a>`,
  );
}

/**
 * Marks the content element of a rendered page for Pagefind and adds its filters (the page's own
 * DocSearch version tag and language) and its section (the result group). Null: nothing to index.
 * @param {string} html @param {string} route @param {string} section
 */
export function prepareForIndex(html, route, section) {
  const tag = html.match(/name="?docsearch:docusaurus_tag"? content="?([^"\s>]+)/)?.[1] ?? 'default';
  const language = html.match(/name="?docsearch:language"? content="?([^"\s>]+)/)?.[1] ?? 'en';
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
    `<meta data-pagefind-meta="lvl0[content]" content="${attr(section)}">`;
  const body = `${bodyTag} data-pagefind-body${markIdentifierRows(html.slice(bodyStart + bodyTag.length, bodyEnd))}`;
  // The page title outweighs every other heading (Pagefind's default h1 weight is 7 of 10).
  return `${html.slice(0, headEnd)}${marks}</head><body>${body}</body></html>`.replace(
    /<h1(?=[\s>])/,
    '<h1 data-pagefind-weight="10"',
  );
}

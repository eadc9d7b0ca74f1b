// Where a page's Markdown twin lives; shared by the build plugin and the "Copy page" menu.

/** The twin of a page is its URL path plus `.md`: /docs/quickstart -> /docs/quickstart.md. */
export function twinPathOf(pagePath: string): string {
  const page = pagePath.replace(/\/index\.html$|\.html$/, '').replace(/\/+$/, '');
  return `${page || '/index'}.md`;
}

// Small text helpers of the docs MCP server: closest names, heading anchors, and bounded answers.

/** Edit distance between two strings (insertions, deletions and substitutions cost 1). */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The `count` items whose key is closest to `query`, case-insensitively: a key that contains the query
 * (or is contained in it) first, then by edit distance relative to length. Items too far off are left out.
 */
export function closest<T>(query: string, items: readonly T[], key: (item: T) => string, count = 5): T[] {
  const q = query.toLowerCase();
  if (!q) return [];
  return items
    .map((item) => {
      const k = key(item).toLowerCase();
      const contains = k.includes(q) || (k.length > 2 && q.includes(k));
      const distance = editDistance(q, k) / Math.max(q.length, k.length);
      return {item, score: contains ? distance - 1 : distance};
    })
    .filter(({score}) => score < 0.5)
    .sort((a, b) => a.score - b.score)
    .slice(0, count)
    .map(({item}) => item);
}

/** The anchor a heading gets on the site (Docusaurus's slugger, for plain text headings). */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/**
 * Where in a page's Markdown the part that `anchor` names starts: the heading whose anchor it is, or the
 * reference row (a table row or list item) that starts with the identifier in code. -1 when none.
 */
export function anchorOffset(markdown: string, anchor: string): number {
  const lines = markdown.split('\n');
  let offset = 0;
  const wanted = decodeURIComponent(anchor).toLowerCase();
  let rowOffset = -1;
  for (const line of lines) {
    const heading = /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (heading && headingAnchor(heading[1]!) === wanted) return offset;
    if (rowOffset < 0) {
      const row = /^(?:\|\s*|[-*]\s+)`([^`]+)`/.exec(line);
      if (
        row &&
        (row[1]!.toLowerCase() === wanted ||
          `config-${row[1]!.replace(/[^A-Za-z0-9]+/g, '-')}`.toLowerCase() === wanted)
      )
        rowOffset = offset;
    }
    offset += line.length + 1;
  }
  return rowOffset;
}

/** `text` cut to at most `max` characters at a line end where one is near, with where it stopped. */
export function window(text: string, offset: number, max: number): {part: string; end: number} {
  if (offset >= text.length) return {part: '', end: text.length};
  let end = Math.min(text.length, offset + max);
  if (end < text.length) {
    const lineEnd = text.lastIndexOf('\n', end);
    if (lineEnd > offset + max / 2) end = lineEnd + 1;
  }
  return {part: text.slice(offset, end), end};
}

/** A text shortened to about `max` characters, at a word boundary. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** The first sentence of a description. */
export function firstSentence(text: string): string {
  const match = /^(.*?[.!?])(\s|$)/.exec(text);
  return match ? match[1]! : text;
}

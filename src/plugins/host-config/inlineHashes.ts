// The Content-Security-Policy allows each inline script and style element of the built pages by its hash
// (config/headers.ts), instead of allowing every inline script: an injected one runs nowhere. The hashes are
// read from the pages themselves after the build, so whatever emits an inline element (Docusaurus's
// colour-mode and base-URL scripts, the page template's loader, a client redirect, an integration's snippet,
// an SVG's style) is covered, and nothing else. Style elements that the bundles render in the browser only
// (DocSearch's modal draws Algolia's logo with one) are read from the bundles: each is a literal
// `createElement("style", null, "...")` or `jsx("style", {children: "..."})`.
import {createHash} from 'node:crypto';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {InlineHashes} from '../../../config/headers';

/** `<script>` or `<style>` with its attributes and raw text (HTML ends both at the first `</script` / `</style`). */
const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
/** Script types a browser runs (absent, a JavaScript MIME type or module); JSON-LD and the like are data. */
const RUNNABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** An element's attributes by lower-case name (a bare attribute is ''). */
function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, ...values] of text.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g))
    found.set(name!.toLowerCase(), values.find((value) => value !== undefined) ?? '');
  return found;
}

/** `'sha256-...'`, the CSP source that allows exactly this text. */
export const cspHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hashes of one page's inline scripts and style elements. */
export function pageInlineHashes(html: string): InlineHashes {
  const script = new Set<string>();
  const style = new Set<string>();
  for (const [, tag, attributeText, text] of html.matchAll(INLINE_ELEMENT)) {
    const attrs = attributes(attributeText!);
    if (tag!.toLowerCase() === 'style') style.add(cspHash(text!));
    else if (!attrs.has('src') && RUNNABLE_TYPE.test(attrs.get('type') ?? '')) script.add(cspHash(text!));
  }
  return {script: [...script], style: [...style]};
}

/** A style element with literal text in a minified bundle, as React's createElement or JSX runtime call. */
const RENDERED_STYLE = /\("style",(?:null,("(?:[^"\\]|\\.)*")\)|\{children:("(?:[^"\\]|\\.)*")\}\))/g;

/** The hashes of the style elements a bundle renders with literal text. */
export function bundleStyleHashes(code: string): string[] {
  return [...code.matchAll(RENDERED_STYLE)].map((match) => cspHash(JSON.parse(match[1] ?? match[2]!) as string));
}

async function filesEndingWith(dir: string, suffix: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true}).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The hashes of every inline script and style element of the pages under `root` and their bundles, sorted. */
export async function inlineHashes(root: string): Promise<InlineHashes> {
  const script = new Set<string>();
  const style = new Set<string>();
  for (const file of await filesEndingWith(root, '.html')) {
    const page = pageInlineHashes(await readFile(file, 'utf8'));
    page.script.forEach((hash) => script.add(hash));
    page.style.forEach((hash) => style.add(hash));
  }
  for (const file of await filesEndingWith(path.join(root, 'assets', 'js'), '.js')) {
    bundleStyleHashes(await readFile(file, 'utf8')).forEach((hash) => style.add(hash));
  }
  return {script: [...script].sort(), style: [...style].sort()};
}

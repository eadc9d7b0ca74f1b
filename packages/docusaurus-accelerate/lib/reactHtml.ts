// Attribute values and text as React writes them into HTML, for the places that write React's HTML as a
// string: code lines (docusaurus-accelerate/lazy-prism/theme/CodeBlock/Line) and the reference tables (docusaurus-accelerate/static-reference-tables).
// tests/unit/code-tokens-html.test.ts holds them to React's own output.
import type {CSSProperties} from 'react';

/** React's text and attribute escaping (escapeTextForBrowser). */
const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Style properties React writes without a unit when their value is a number (as Prism themes use them). */
const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex', 'flex', 'order']);

/**
 * The `style` attribute's value as React writes it: `name:value` pairs joined by `;`, names hyphenated,
 * empty values left out; '' when nothing is left, undefined for a value React would give a unit or that
 * is not a string or number.
 */
export function styleAttribute(style: CSSProperties | undefined): string | undefined {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(style ?? {}) as [string, unknown][]) {
    if (value == null || typeof value === 'boolean' || value === '') continue;
    let text: string;
    if (typeof value === 'string') text = value.trim();
    else if (typeof value === 'number' && (value === 0 || UNITLESS.has(name))) text = String(value);
    else return undefined;
    const cssName = name.startsWith('--')
      ? name
      : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, '-ms-');
    pairs.push(`${cssName}:${text}`);
  }
  return pairs.join(';');
}

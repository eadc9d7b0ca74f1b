// The HTML React writes for a code line's tokens (`<span class style>text</span>` each), written as a
// string by CodeBlock/Line; tests/unit/code-tokens-html.test.ts holds it to React's own output.
import type {CSSProperties, ReactNode} from 'react';
import {escapeHtml, styleAttribute} from '../../../../lib/reactHtml';

type TokenProps = {className?: string; style?: CSSProperties; children?: ReactNode};

/** A token's `<span ...>` as React writes it, or undefined if its style needs React after all. */
export function openTag({className, style}: Omit<TokenProps, 'children'>): string | undefined {
  const css = styleAttribute(style);
  if (css === undefined) return undefined;
  return `<span${className != null ? ` class="${escapeHtml(className)}"` : ''}${css ? ` style="${escapeHtml(css)}"` : ''}>`;
}

type Token = {types: string[]; content: string; empty?: boolean};
type GetTokenProps = (input: {token: Token}) => TokenProps;

/** Opening tags by token kind, for each highlighted block (each has its own getTokenProps). */
const openTagsByBlock = new WeakMap<GetTokenProps, Map<string, string | null>>();

/**
 * A line's tokens as React would render them (`<span class style>text</span>` each), or undefined if one of
 * them needs React after all. getTokenProps is asked once per kind of token in the block: a token's class and
 * style depend on its types and on whether it is an empty line's token, its text is its content.
 */
export function lineTokensHtml(line: Token[], getTokenProps: GetTokenProps): string | undefined {
  let tags = openTagsByBlock.get(getTokenProps);
  if (!tags) openTagsByBlock.set(getTokenProps, (tags = new Map()));
  let html = '';
  for (const token of line) {
    const kind = token.empty != null ? `${token.types.join(' ')} (empty)` : token.types.join(' ');
    let tag = tags.get(kind);
    if (tag === undefined) tags.set(kind, (tag = openTag(getTokenProps({token})) ?? null));
    if (tag === null || typeof token.content !== 'string') return undefined;
    html += `${tag}${escapeHtml(token.content)}</span>`;
  }
  return html;
}

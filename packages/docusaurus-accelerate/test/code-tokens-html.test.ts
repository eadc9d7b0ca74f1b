// A code line's tokens written as an HTML string (docusaurus-accelerate/lazy-prism/theme/CodeBlock/Line) must be the HTML React writes
// for them as elements, or the line must fall back to elements.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement, Fragment, type CSSProperties, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {themes} from 'prism-react-renderer';
import {lineTokensHtml} from '../lazy-prism/theme/CodeBlock/Line/tokensHtml';
import {styleAttribute} from '../lib/reactHtml';
import {lightCodeTheme} from '../../../config/prismTheme';

type TokenProps = {className?: string; style?: CSSProperties; children: string};
const asReact = (tokens: TokenProps[]) =>
  renderToStaticMarkup(createElement(Fragment, null, ...tokens.map((props) => createElement('span', props))));
/** The tokens as Line writes them: each a kind of its own, whose props getTokenProps gives as they are. */
const tokensHtml = (tokens: {className?: string; style?: CSSProperties; children: ReactNode}[]) =>
  lineTokensHtml(
    tokens.map((props, kind) => ({types: [String(kind)], content: props.children as string})),
    ({token}) => tokens[Number(token.types[0])]!,
  );

describe('code tokens as an HTML string', () => {
  test('every style of the Prism themes the site ships, and the empty-token style, as React writes them', () => {
    const styles = [lightCodeTheme, themes.dracula].flatMap((theme) => [
      ...theme.styles.map((entry) => entry.style as CSSProperties),
      {...theme.plain, backgroundColor: undefined},
    ]);
    styles.push({display: 'inline-block'}, {display: 'inline-block', color: '#123456', fontStyle: 'italic'});
    for (const style of styles) {
      const tokens = [{className: 'token keyword', style, children: 'const'}];
      assert.equal(tokensHtml(tokens), asReact(tokens), JSON.stringify(style));
    }
  });

  test('text and class names are escaped as React escapes them; empty tokens stay empty spans', () => {
    const tokens: TokenProps[] = [
      {className: 'token plain', children: `if (a < b && c > "d") 'e'`},
      {className: 'token string', style: {color: '#a"b'}, children: ''},
      {
        className: 'token x"y',
        style: {fontWeight: 'bold', opacity: 0.7, textDecorationLine: 'line-through'},
        children: '&amp;',
      },
      {className: '', style: {}, children: ' '},
      {children: 'no class'},
    ];
    assert.equal(tokensHtml(tokens), asReact(tokens));
  });

  test('values React would give a unit, or anything but a string, fall back to React elements', () => {
    assert.equal(styleAttribute({marginLeft: 4}), undefined);
    assert.equal(styleAttribute({opacity: 0.5, zIndex: 0, width: 0}), 'opacity:0.5;z-index:0;width:0');
    assert.equal(styleAttribute({color: undefined, fontStyle: '', display: 'block '}), 'display:block');
    assert.equal(tokensHtml([{className: 'token', children: createElement('b', null, 'x')}]), undefined);
    assert.equal(tokensHtml([{className: 'token', style: {padding: 2}, children: 'x'}]), undefined);
  });
});

describe('a line of tokens, each kind of token asked of getTokenProps once per block', () => {
  test('gives the HTML of the tokens’ own props, and the same for a line that needs React', () => {
    const styles: Record<string, CSSProperties> = {keyword: {color: '#d73a49'}, string: {color: '#032f62'}};
    const calls: string[] = [];
    // prism-react-renderer's getTokenProps: class from the types, style from the types and `empty`.
    const getTokenProps = ({token}: {token: {types: string[]; content: string; empty?: boolean}}) => {
      calls.push(token.types.join(' '));
      const style = Object.assign(token.empty ? {display: 'inline-block'} : {}, ...token.types.map((t) => styles[t]));
      return {className: ['token', ...token.types].join(' '), style, children: token.content};
    };
    const line = [
      {types: ['keyword'], content: 'const'},
      {types: ['plain'], content: ' a = '},
      {types: ['string'], content: '"<b>"'},
      {types: ['keyword'], content: 'as'},
      {types: ['plain'], content: '', empty: true},
    ];
    assert.equal(lineTokensHtml(line, getTokenProps), asReact(line.map((token) => getTokenProps({token}))));
    calls.length = 0;
    lineTokensHtml([...line, ...line], getTokenProps);
    assert.deepEqual(calls, [], 'kinds already seen in this block are not asked again');
    const withUnit = () => ({className: 'token', style: {padding: 2}, children: 'x'});
    assert.equal(lineTokensHtml([{types: ['x'], content: 'x'}], withUnit), undefined);
  });
});

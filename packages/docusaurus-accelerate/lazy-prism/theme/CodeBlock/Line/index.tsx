// Ejected from theme-classic 3.10.2 (CodeBlock/Line/index.js): a line's tokens are written as one HTML
// string instead of a React element each. Code tokens were a quarter of all the elements the site renders
// (216,000 of 863,000), each costing React work in the static build and again in hydration; the string is
// the HTML React wrote for them, byte for byte (tokensHtml.ts), with each kind of token's class and style
// worked out once per block. A token style this writer does not know how to serialise like React makes
// the line render as elements, as it did before.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import {escapeHtml} from '../../../../lib/reactHtml';
import {lineTokensHtml} from './tokensHtml';
// The original's own CSS module, so the class names (and the stylesheet) stay the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';

type Token = Props['line'][number];

// Replaces single lines with '\n' by '' so that we don't end up with duplicate line breaks (the '\n' + the
// <br/> each line ends with, which keeps an empty line from collapsing); see docusaurus#11565.
function fixLineBreak(line: Token[]): Token[] {
  const single = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  return single ? [{...single, content: ''}] : line;
}

export default function CodeBlockLine({
  line: lineProp,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({line, className: clsx(classNames, showLineNumbers && styles.codeLine)});
  const html = lineTokensHtml(line, getTokenProps);
  if (html !== undefined) {
    const content = showLineNumbers
      ? `<span class="${escapeHtml(styles.codeLineNumber!)}"></span>` +
        `<span class="${escapeHtml(styles.codeLineContent!)}">${html}</span>`
      : html;
    return <div {...lineProps} dangerouslySetInnerHTML={{__html: `${content}<br/>`}} />;
  }
  const lineTokens = line.map((token, key) => {
    const props = getTokenProps({token});
    return (
      <LineToken key={key} {...props} line={line} token={token}>
        {props.children}
      </LineToken>
    );
  });
  return (
    <div {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <br />
    </div>
  );
}

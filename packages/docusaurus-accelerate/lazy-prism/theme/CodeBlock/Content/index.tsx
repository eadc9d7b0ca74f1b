// Ejected from theme-classic 3.10.2 (CodeBlock/Content/index.js) because its one job, highlighting with
// Prism, is what the browser should skip: a block the server rendered is hydrated from the lines the server
// wrote (read from the page itself), so a page opened directly loads and runs no Prism. A block the browser
// renders itself (client-side navigation) highlights with Prism once its chunk has loaded, its code shown
// unhighlighted until then (docusaurus-accelerate/lazy-prism). The markup is the original's in every case.
import React, {useEffect, useId, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {Props} from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import {loadHighlighter, useHighlighter} from '../../../client/highlighter';
import type {LanguageTable} from '../../../languageTable';
// The original's own CSS module, so the class names (and the stylesheet) stay the theme's.
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

/** Marks a block's `<pre>` so that hydration finds the lines the server wrote for it. */
const BLOCK_ID_ATTRIBUTE = 'data-code-block';

/** The inner HTML of the `<code>` the server rendered for block `id`, while the page hydrates. */
function serverLinesHtml(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`pre[${BLOCK_ID_ATTRIBUTE}="${CSS.escape(id)}"] > code`)?.innerHTML;
}

function Code({className, style, ...props}: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <code
      {...props}
      className={clsx(className, styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
      style={{...style, counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined}}
    />
  );
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const languageTable = usePluginData('lazy-prism') as LanguageTable;
  const id = useId();
  // Server rendering and hydration are the renders before the page is a browser page; a block hydrating
  // takes the server's lines once and keeps them.
  const isBrowser = useIsBrowser();
  // Kept as one object: React sets an element's HTML again whenever its dangerouslySetInnerHTML is a new
  // object, and the block renders again once the page has hydrated (useIsBrowser turns true).
  const [hydratedLines] = useState(() => {
    const html = isBrowser ? undefined : serverLinesHtml(id);
    return html === undefined ? undefined : {__html: html};
  });
  const highlighter = useHighlighter();
  const mustLoadHighlighter = hydratedLines === undefined && highlighter === undefined;
  useEffect(() => {
    if (mustLoadHighlighter) loadHighlighter().catch(() => {});
  }, [mustLoadHighlighter]);

  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // What prism-react-renderer's Highlight gives the <pre>: its language class and the theme's plain style.
  const preProps = {
    ref: wordWrap.codeBlockRef,
    [BLOCK_ID_ATTRIBUTE]: id,
    // Focusable, so that a keyboard can scroll a long line (the original's choice).
    tabIndex: 0,
    className: clsx(classNameProp, `prism-code language-${language.toLowerCase()}`, styles.codeBlock, 'thin-scrollbar'),
    style: prismTheme.plain,
  };

  if (hydratedLines !== undefined)
    return (
      <pre {...preProps}>
        <Code dangerouslySetInnerHTML={hydratedLines} />
      </pre>
    );
  if (highlighter === undefined)
    return (
      <pre {...preProps}>
        <Code>{code}</Code>
      </pre>
    );
  const {Highlight, registerLanguage} = highlighter;
  registerLanguage(language, languageTable);
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({tokens: lines, getLineProps, getTokenProps}) => (
        <pre {...preProps}>
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </pre>
      )}
    </Highlight>
  );
}

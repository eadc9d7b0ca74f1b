// Ejected from theme-classic 3.10.2 (MDXComponents/Code.js) for its one import of the code block, which
// made every MDX page load the code block and Prism before hydrating: here the block comes from the page
// that shows it (src/plugins/code-block-import). A block no page registered (none should be: the plugin
// sees every fenced block and raw <pre>/<code>) still renders, once its code has loaded.
import React, {lazy, Suspense, type ReactNode} from 'react';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import {registeredCodeBlock} from '@site/src/plugins/code-block-import/client/registry';

const LazyCodeBlock = lazy(() => import('@theme/CodeBlock'));

function shouldBeInline(props: Props): boolean {
  return (
    // empty code blocks have no props.children, see https://github.com/facebook/docusaurus/pull/9704
    typeof props.children !== 'undefined' &&
    React.Children.toArray(props.children).every((el) => typeof el === 'string' && !el.includes('\n'))
  );
}

export default function MDXCode(props: Props): ReactNode {
  if (shouldBeInline(props)) return <CodeInline {...props} />;
  // As the original: a fenced block's <code> props are the code block's.
  const blockProps = props as CodeBlockProps;
  const CodeBlock = registeredCodeBlock();
  if (CodeBlock) return <CodeBlock {...blockProps} />;
  return (
    <Suspense fallback={null}>
      <LazyCodeBlock {...blockProps} />
    </Suspense>
  );
}

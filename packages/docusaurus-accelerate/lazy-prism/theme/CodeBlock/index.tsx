// Ejected from theme-classic 3.10.2 (CodeBlock/index.js) to change one thing a wrapper cannot reach: the
// original remounts every code block once the page has hydrated (`key={String(isBrowser)}`) so that a
// reader whose color mode differs from the server's gets the other Prism theme. Here the color mode is
// fixed (colorMode.disableSwitch, no prefers-color-scheme), so the client's theme is always the server's
// and the remount only re-highlighted every block of the page (Lighthouse: a 100-140 ms task on the
// quickstart). A site whose color mode can differ keeps the remount.
import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** The children as one string, so the block can be copied; React elements are kept as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const {disableSwitch, respectPrefersColorScheme} = useThemeConfig().colorMode;
  const isBrowser = useIsBrowser();
  const colorModeMayDiffer = !disableSwitch || respectPrefersColorScheme;
  const children = maybeStringifyChildren(rawChildren);
  const key = colorModeMayDiffer ? String(isBrowser) : undefined;
  return typeof children === 'string' ? (
    <StringContent key={key} {...props}>
      {children}
    </StringContent>
  ) : (
    <ElementContent key={key} {...props}>
      {children}
    </ElementContent>
  );
}

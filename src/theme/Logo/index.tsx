// The site's logo, in the navbar and atop the docs sidebar: DataHub's mark and name drawn inline, linking where
// `navbar.logo` says (config/navbar.ts: its href, target and alt), with theme-classic's props (`className`,
// `imageClassName`, `titleClassName`, and the rest for the link). Theme-classic's Logo draws `logo.src` as
// <img> elements (one per colour mode); an SVG image is a document of its own, which the browser creates inside
// the first frame's style recalculation, and React's server render preloads it ahead of the page's other
// requests. Inline, the name is also set in the page's own font and in the navbar's text colour, dark mode
// included. `static/img/logo.svg` stays the same drawing, for others to link to.
import React, {type ComponentProps, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useThemeConfig} from '@docusaurus/theme-common';

type Props = ComponentProps<typeof Link> & {imageClassName?: string; titleClassName?: string};

/** The mark and the name, 128 by 32. */
function BrandMark({label}: {label: string}): ReactNode {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className="site-logo"
      width="128"
      height="32"
      viewBox="0 0 128 32"
      role="img"
      aria-label={label}
    >
      <g fill="none" strokeWidth="2.2" strokeLinecap="round">
        <path d="M6 9 16 4l10 5v14l-10 5-10-5z" stroke="#1a56db" />
        <path d="M16 4v10M6 9l10 5 10-5M16 14v14" stroke="#0e9f6e" />
      </g>
      <circle cx="16" cy="14" r="2.6" fill="#f59e0b" />
      <text x="34" y="22" fontSize="17" fontWeight="700" fill="currentColor">
        DataHub
      </text>
    </svg>
  );
}

export default function Logo({imageClassName, titleClassName, ...link}: Props): ReactNode {
  const {title, logo} = useThemeConfig().navbar;
  const href = useBaseUrl(logo?.href ?? '/');
  const mark = <BrandMark label={logo?.alt ?? 'DataHub'} />;
  return (
    <Link to={href} {...link} {...(logo?.target ? {target: logo.target} : {})}>
      {imageClassName ? <div className={imageClassName}>{mark}</div> : mark}
      {title ? <b className={titleClassName}>{title}</b> : null}
    </Link>
  );
}

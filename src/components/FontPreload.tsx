// Starts a font's download with the HTML instead of after the stylesheet that declares it. With
// `font-display: optional` (src/css/fonts.css) the browser waits only ~100 ms for a font before it keeps
// the fallback for that page view, so the earlier start is what lets a first-time reader see the site's
// fonts; the font URL is the one the stylesheet's @font-face asks for (same file, same hashed name).
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

export default function FontPreload({href}: {href: string}): ReactNode {
  return (
    <Head>
      <link rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    </Head>
  );
}

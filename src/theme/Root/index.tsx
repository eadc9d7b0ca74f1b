// Every page's root: preloads the body font (Latin Inter), which every page's text uses. The code font is
// preloaded by the code blocks (src/theme/CodeBlock), on the pages that have one.
import type {ReactNode} from 'react';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import FontPreload from '@site/src/components/FontPreload';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <FontPreload href={interLatin} />
      {children}
    </>
  );
}

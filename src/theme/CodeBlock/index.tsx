// Wraps the code block to preload the code font (Latin JetBrains Mono) on the pages that show one; the
// body font is preloaded by src/theme/Root. The block itself comes from the build accelerator's lazy-prism.
import type {ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import jetBrainsMonoLatin from '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2';
import FontPreload from '@site/src/components/FontPreload';

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <>
      <FontPreload href={jetBrainsMonoLatin} />
      <CodeBlock {...props} />
    </>
  );
}

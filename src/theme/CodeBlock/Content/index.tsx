// Wraps the highlighted code of a code block to register its Prism language first: languages load with
// the code blocks that use them, not in every page's main bundle (src/plugins/lazy-prism-languages).
import type {ReactNode} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePluginData} from '@docusaurus/useGlobalData';
import {registerLanguage} from '@site/src/plugins/lazy-prism-languages/client/registerLanguage';
import type {LanguageTable} from '@site/src/plugins/lazy-prism-languages/languageTable';

export default function CodeBlockContentWrapper(props: WrapperProps<typeof ContentType>): ReactNode {
  const table = usePluginData('lazy-prism-languages') as LanguageTable;
  registerLanguage(useCodeBlockContext().metadata.language, table);
  return <Content {...props} />;
}

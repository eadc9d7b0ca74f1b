// Wraps the DocSearch bar: hosted mode keeps it as is; local mode (the default) answers from the
// Pagefind index; both add the "Let us know" link to a prefilled issue.
import type {ReactNode} from 'react';
import OriginalSearchBar from '@theme-init/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {missingResultsUrl} from '../../client/missingResultsUrl';
import LocalSearchBar from './LocalSearchBar';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBar(props: Props): ReactNode {
  const {customFields} = useDocusaurusContext().siteConfig;
  const repoUrl = customFields!.repoUrl as string;
  const getMissingResultsUrl = ({query}: {query: string}) => missingResultsUrl(repoUrl, query, window.location.href);
  if (customFields!.searchMode === 'local') return <LocalSearchBar getMissingResultsUrl={getMissingResultsUrl} />;
  return <OriginalSearchBar {...props} {...{getMissingResultsUrl}} />;
}

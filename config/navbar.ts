// The navbar (spec §2): logo to the company site, Docs, Integrations, versions, community icons.
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {
  ARCHIVE_URL,
  ARCHIVED_VERSIONS,
  BUILT_VERSIONS,
  COMPANY_URL,
  CURRENT_VERSION_LABEL,
  EXTERNAL_VERSIONS,
  MAIN_DOC_ID,
  REPO_URL,
  SLACK_URL,
} from './site';
import {OTHER_BUILD_VERSION_ATTRIBUTE, versionPath} from '../src/plugins/version-builds/versionLinks';

/**
 * The site's docs versions another build renders (none when this build renders them all), newer or older
 * than this build's, as links to their main doc that load the page from the server.
 */
function otherBuildsVersions(side: 'newer' | 'older') {
  const here = BUILT_VERSIONS;
  if (!here) return [];
  const versions = ['current', ...ARCHIVED_VERSIONS];
  const built = versions.map((version) => here.includes(version));
  const [first, last] = [built.indexOf(true), built.lastIndexOf(true)];
  // A build renders versions next to each other (src/plugins/version-builds): the others are before or after.
  // The attribute lets a click on a doc page open the same page in that version (src/plugins/version-builds).
  return (side === 'newer' ? versions.slice(0, first) : versions.slice(last + 1)).map((version) => ({
    label: version === 'current' ? CURRENT_VERSION_LABEL : version,
    to: `pathname://${versionPath(version)}${MAIN_DOC_ID}`,
    target: '_self',
    [OTHER_BUILD_VERSION_ATTRIBUTE]: version,
  }));
}

export const navbar = {
  hideOnScroll: true,
  title: '',
  logo: {alt: 'DataHub', src: 'img/logo.svg', href: COMPANY_URL, target: '_self', width: 128, height: 32},
  items: [
    {type: 'doc', docId: MAIN_DOC_ID, label: 'Docs', position: 'right'},
    {to: '/integrations', label: 'Integrations', position: 'right'},
    {
      type: 'docsVersionDropdown',
      position: 'right',
      // A version built into the site (versions.json) is listed once, by the docs plugin, not as a link out;
      // one rendered by another of the site's builds (src/plugins/version-builds) links to its main doc, in
      // its place among the versions, newest first.
      dropdownItemsBefore: otherBuildsVersions('newer'),
      dropdownItemsAfter: [
        ...otherBuildsVersions('older'),
        ...EXTERNAL_VERSIONS.filter((version) => !ARCHIVED_VERSIONS.includes(version)).map((version) => ({
          label: version,
          href: `${ARCHIVE_URL}/${version}/docs/features`,
        })),
      ],
    },
    {
      href: SLACK_URL,
      position: 'right',
      className: 'navbar-icon navbar-icon--slack',
      'aria-label': 'Join the DataHub Slack community',
    },
    {
      href: REPO_URL,
      position: 'right',
      className: 'navbar-icon navbar-icon--github',
      'aria-label': 'DataHub source code on GitHub',
    },
  ],
} satisfies ThemeConfig['navbar'];

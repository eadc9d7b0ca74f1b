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
  VERSION_GROUP_BUILD,
} from './site';

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
      // one rendered by another of the site's builds (scripts/versionBuilds.ts) links to its main doc.
      dropdownItemsAfter: [
        ...(VERSION_GROUP_BUILD
          ? [{label: CURRENT_VERSION_LABEL, to: `pathname:///docs/${MAIN_DOC_ID}`, target: '_self'}]
          : []),
        ...ARCHIVED_VERSIONS.filter((version) => BUILT_VERSIONS && !BUILT_VERSIONS.includes(version)).map(
          (version) => ({label: version, to: `pathname:///docs/${version}/${MAIN_DOC_ID}`, target: '_self'}),
        ),
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

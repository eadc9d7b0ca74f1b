// The navbar (spec §2): logo to the company site, Docs, Integrations, versions, community icons.
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {ARCHIVE_URL, ARCHIVED_VERSIONS, COMPANY_URL, EXTERNAL_VERSIONS, MAIN_DOC_ID, REPO_URL, SLACK_URL} from './site';

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
      // A version built into the site (versions.json) is listed once, by the docs plugin, not as a link out.
      dropdownItemsAfter: EXTERNAL_VERSIONS.filter((version) => !ARCHIVED_VERSIONS.includes(version)).map(
        (version) => ({
          label: version,
          href: `${ARCHIVE_URL}/${version}/docs/features`,
        }),
      ),
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

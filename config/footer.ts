// The footer (spec §2): Docs, Community and More columns.
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {DEMO_URL, FEATURE_REQUESTS_URL, REPO_URL, SLACK_URL, TITLE, YOUTUBE_URL} from './site';

export const footer = {
  style: 'light',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Introduction', to: '/docs/introduction'},
        {label: 'Quickstart', to: '/docs/quickstart'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Slack', href: SLACK_URL},
        {label: 'YouTube', href: YOUTUBE_URL},
        {label: 'Blog', to: '/learn'},
        {label: 'Town Halls', to: '/docs/townhalls'},
        {label: 'Customer Stories', to: '/adoption-stories'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Demo', href: DEMO_URL},
        {label: 'Roadmap', to: '/docs/roadmap'},
        {label: 'Contributing', to: '/docs/contributing'},
        {label: 'GitHub', href: REPO_URL},
        {label: 'Feature Requests', href: FEATURE_REQUESTS_URL},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} ${TITLE} Project Authors. Built with Docusaurus.`,
} satisfies ThemeConfig['footer'];

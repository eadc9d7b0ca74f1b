// Availability and maturity badges: the docs' remark plugin (remark.ts) writes them under a page's title
// from its front matter, and this plugin adds their stylesheet. See README.md.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkPageBadges} from './remark';

export default function pageBadgesPlugin(): Plugin {
  return {
    name: 'page-badges',
    getClientModules: () => [path.join(__dirname, 'badges.css')],
  };
}

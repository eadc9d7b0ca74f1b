// reference-sections: the generated reference pages' content between headings is laid out only near the
// viewport, and a long page's later groups of headings are sent as text and built in the browser (rehype.ts
// says how). This plugin brings the boxes' style, the deferred groups' component (theme/ReferenceGroup, built
// by deferredGroups.ts), and the client module that keeps a linked heading or row in place while the boxes
// near it are laid out (holdFragment.ts).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as rehypeReferenceSections, type ReferenceSectionsOptions} from './rehype';

export default function referenceSections(): Plugin {
  return {
    name: 'reference-sections',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'sections.css'), path.join(__dirname, 'holdFragment.ts')],
  };
}

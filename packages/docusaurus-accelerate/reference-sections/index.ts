// reference-sections: the generated reference pages' content between headings is laid out only near the
// viewport (rehype.ts says how). This plugin brings the boxes' style, and the client module that keeps a
// linked heading or row in place while the boxes near it are laid out (holdFragment.ts).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as rehypeReferenceSections, type ReferenceSectionsOptions} from './rehype';

export default function referenceSections(): Plugin {
  return {
    name: 'reference-sections',
    getClientModules: () => [path.join(__dirname, 'sections.css'), path.join(__dirname, 'holdFragment.ts')],
  };
}

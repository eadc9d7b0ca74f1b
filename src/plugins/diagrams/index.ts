// Diagrams as code: the remark plugin (remark.ts) draws each ```mermaid block at build time, and this
// plugin adds the one stylesheet that colours every diagram. See README.md.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {default as remarkDiagrams} from './remark';

export default function diagramsPlugin(): Plugin {
  return {
    name: 'diagrams',
    getClientModules: () => [path.join(__dirname, 'diagrams.css')],
  };
}

// Image zoom: every content image and diagram opens larger on click, or with its "Enlarge" button from
// the keyboard, in a modal dialog. See README.md.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function imageZoomPlugin(): Plugin {
  return {
    name: 'image-zoom',
    // IdealImage and MDXComponents/Img, wrapped in a zoom frame.
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client.ts'), path.join(__dirname, 'zoom.css')],
  };
}

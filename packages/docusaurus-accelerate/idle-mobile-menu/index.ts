// On a phone, theme-classic builds the navbar's slide-in menu (its header, the navbar's items and the
// docs sidebar as its second panel: 300-500 components on a doc page) as soon as the page knows it is
// narrow, that is in the render that follows hydration, the longest task of a doc page's start-up. The
// menu is closed then, and off screen. This patch builds it in the first idle time after hydration,
// as a transition (in short slices), or at once when the reader opens it first. Its DOM, and every
// later opening and closing, are upstream's. No upstream code is rewritten: a theme component wraps
// theme-classic's (`@theme-init/Navbar/MobileSidebar`).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function idleMobileMenu(): Plugin {
  return {
    name: 'idle-mobile-menu',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}

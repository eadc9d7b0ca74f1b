// Docusaurus hydrates a page in a transition (core's clientEntry: in short slices, between which the
// browser can paint and answer input), but the page's first update after hydration is not one: effects
// of upstream providers set state as soon as hydration commits (core's browser flag, theme-common's
// window size), and the render they start, every code block's buttons, the phone's table of contents
// and whatever else reads them, runs in one task, the longest of a doc page's start-up. This patch makes
// those two updates transitions too, so that render runs in slices as hydration did. Their values and
// when they change are upstream's. Two client modules are replaced, through an alias of the path core
// and theme-common import them by (`./browserContext`, `./hooks/useWindowSize`): copies that differ
// only by `startTransition` (client/).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Core exports its package.json but no main module; theme-common its main module (lib/index.js) only.
const CORE_LIB = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib');
const THEME_COMMON_LIB = path.dirname(require.resolve('@docusaurus/theme-common'));
/** Upstream module (as its importers resolve it, without extension) -> its copy in client/. */
export const REPLACED = {
  [path.join(CORE_LIB, 'client', 'browserContext')]: 'browserContext.tsx',
  [path.join(THEME_COMMON_LIB, 'hooks', 'useWindowSize')]: 'useWindowSize.ts',
};

export default function transitionAfterHydration(): Plugin {
  return {
    name: 'transition-after-hydration',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: Object.fromEntries(
            Object.entries(REPLACED).map(([upstream, copy]) => [`${upstream}$`, path.join(__dirname, 'client', copy)]),
          ),
        },
      };
    },
  };
}

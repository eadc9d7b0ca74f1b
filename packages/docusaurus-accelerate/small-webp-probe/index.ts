// plugin-ideal-image asks whether the browser encodes WebP with a one-pixel canvas (patch.mjs says why). The
// client bundle only: on the server the module answers without a canvas.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {localLoaderRule} from '../lib/localLoaderRule';

const LOADER = path.join(__dirname, 'patch.mjs');

export default function smallWebpProbe(): Plugin {
  return {
    name: 'small-webp-probe',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return localLoaderRule(config, {
        test: /[\\/]@docusaurus[\\/]plugin-ideal-image[\\/]lib[\\/]theme[\\/]IdealImageLegacy[\\/]components[\\/]helpers\.js$/,
        loader: LOADER,
      });
    },
  };
}

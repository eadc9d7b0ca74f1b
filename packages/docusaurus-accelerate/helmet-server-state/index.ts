// The page's head state is worked out once per page on the server, not once per <Head> (patch.mjs says
// why and how). The server bundle only: the browser keeps react-helmet-async as it is.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {localLoaderRule} from '../lib/localLoaderRule';

const LOADER = path.join(__dirname, 'patch.mjs');

export default function helmetServerState(): Plugin {
  return {
    name: 'helmet-server-state',
    configureWebpack(config, isServer) {
      if (!isServer) return {};
      return localLoaderRule(config, {
        test: /[\\/]react-helmet-async[\\/]lib[\\/]index(\.module)?\.js$/,
        loader: LOADER,
      });
    },
  };
}

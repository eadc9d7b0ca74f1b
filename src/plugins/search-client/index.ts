// Local search mode only: points the /search page's `algoliasearch/lite` import at the local index.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function searchClientPlugin(): Plugin {
  return {
    name: 'search-client',
    configureWebpack() {
      return {resolve: {alias: {'algoliasearch/lite$': path.resolve(__dirname, '../../search/algoliaLiteShim.ts')}}};
    },
  };
}

// Emits the option data of each source page's "Check your recipe" panel as its own content-hashed file
// under /assets/recipe-checker/, so hosts cache it like the other assets (the page refers to it with
// `new URL('./_checker/<slug>.json', import.meta.url)`; left alone, the bundler writes it to the build root).
import type {Plugin} from '@docusaurus/types';

/** The data files the generator writes beside the source pages of each version (src/reference/sources.ts). */
export const CHECKER_DATA = /[\\/]generated[\\/]ingestion[\\/]sources[\\/]_checker[\\/][^\\/]+\.json$/;

export default function recipeChecker(): Plugin {
  return {
    name: 'recipe-checker',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: CHECKER_DATA,
              dependency: 'url',
              type: 'asset/resource',
              generator: {filename: 'assets/recipe-checker/[name].[contenthash:8][ext]'},
            },
          ],
        },
      };
    },
  };
}

// Rspack loader that runs before @docusaurus/mdx-loader on the docs (added by index.ts, production builds
// only): it passes the source on unchanged once the conversion workers have parsed the file, so that the
// MDX processor finds the tree (parsedTrees.ts) instead of parsing the page on the main thread.

/** @this {import('@rspack/core').LoaderContext<{trees: import('./parsedTrees').ParsedTrees}>} @param {string} source */
export default function awaitParsedTree(source) {
  const callback = this.async();
  this.getOptions()
    .trees.ready(this.resourcePath)
    .then(() => callback(null, source), callback);
}

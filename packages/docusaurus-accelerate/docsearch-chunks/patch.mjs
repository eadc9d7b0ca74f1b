// Rspack loader for DocSearch 3's one minified bundle (dist/esm/index.js), pinned at 3.9.0. Each patch
// checks that it applies where it should and fails the build otherwise.

// 1. The bundle lost the /*#__PURE__*/ marks that let a bundler drop unused top-level code. Its screens
// hang on a `React.memo(...)` call, the button on a `React.forwardRef(...)`, and the Algolia client's
// errors are Babel class definitions (`X=function(){function e(..){..l(this,e)..}..}()`): all look like
// side effects, so the main bundle kept the screens and the modal's chunk the button. All are pure.
const reactCall = (react) => new RegExp(`(?<![\\w$.])${react}\\.(?:memo|forwardRef)\\(`, 'g');
const CLASS_DEFINITION =
  /(?<=[\w$]=)function\(\)\{function ([\w$]+)\([\w$,]*\)\{(?:var [^;]*;)?return [\w$]+\(this,\1\)/g;

// 2. Each result list is rendered with `getListProps()`, without its source, so every list gets the id
// `docsearch-list` while the input's aria-controls names `docsearch-hits0-list`, ...: an invalid ARIA
// reference (axe: aria-valid-attr-value, critical). DocSearch 4 passes the source; so does this.
const RESULT_LIST = /"ul",([\w$]+)\.getListProps\(\),\1\.collection\./g;

const count = (source, regex) => source.match(regex)?.length ?? 0;

/** @param {string} source */
export function patchDocSearch(source) {
  const react = source.match(/^import ([\w$]+),\{[^}]*\}from"react";/)?.[1];
  const found = {
    reactCalls: react ? count(source, reactCall(react)) : 0,
    classes: count(source, CLASS_DEFINITION),
    resultLists: count(source, RESULT_LIST),
  };
  // What 3.9.0 holds: a different count means a different bundle, which must fail loudly rather than
  // quietly put the modal back in the main bundle.
  const expected = {reactCalls: 2, classes: 6, resultLists: 1};
  if (Object.entries(expected).some(([key, value]) => found[key] !== value))
    throw new Error(
      `docsearch-chunks: DocSearch's bundle changed: expected ${JSON.stringify(expected)}, found ${JSON.stringify(found)}`,
    );
  return source
    .replace(reactCall(react), (call) => `/*#__PURE__*/${call}`)
    .replace(CLASS_DEFINITION, (definition) => `/*#__PURE__*/${definition}`)
    .replace(RESULT_LIST, '"ul",$1.getListProps({source:$1.collection.source}),$1.collection.');
}

export default function patchDocSearchLoader(source) {
  return patchDocSearch(source);
}

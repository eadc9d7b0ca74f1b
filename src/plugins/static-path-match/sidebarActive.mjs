// Rspack loader for the docs plugin's client utilities (lib/client/docsUtils.js). Whether a sidebar item
// is active (its path or one below it is the page's) and visible is asked of each category for each list
// it appears in and again when it renders, and each answer walks the whole category below it, comparing
// lowercased paths: ~0.35 s of each static-rendering thread. Sidebar items are the same objects for every
// page, so each answer is kept with its item, for the path it was given: the walk happens once per page.

const FUNCTIONS = ['isActiveSidebarItem', 'isVisibleSidebarItem'];

/** Keeps the last answer of `compute(item, activePath)` for each item, for that path. */
export function rememberPerItem(compute) {
  var answers = new WeakMap();
  return function (item, activePath) {
    if (item === null || typeof item !== 'object') return compute(item, activePath);
    var answer = answers.get(item);
    if (answer === undefined || answer.path !== activePath) {
      answer = {path: activePath, value: compute(item, activePath)};
      answers.set(item, answer);
    }
    return answer.value;
  };
}

/** @param {string} source @docusaurus/plugin-content-docs 3.10's lib/client/docsUtils.js */
export function patchSidebarActive(source) {
  let patched = source;
  for (const name of FUNCTIONS) {
    const declaration = `export function ${name}(item, activePath) {`;
    const at = patched.indexOf(declaration);
    if (at === -1 || patched.indexOf(declaration, at + 1) !== -1)
      throw new Error(`static-path-match: ${name} changed; review src/plugins/static-path-match`);
    patched = patched.replace(declaration, `function ${name}Walk(item, activePath) {`);
  }
  // The walks call the exported names, so a category's answer reuses those of its items.
  return (
    `${patched}\n// Added by src/plugins/static-path-match.\nvar rememberPerItem = ${rememberPerItem.toString()};\n` +
    FUNCTIONS.map((name) => `export var ${name} = rememberPerItem(${name}Walk);\n`).join('')
  );
}

export default function sidebarActiveLoader(source) {
  return patchSidebarActive(source);
}

// A registry entry is [loader, "module path", require.resolveWeak("module path")]: the middle
// string is blanked; the loader and the module id, which the browser uses, stay as they are.
const ENTRY_MODULE_PATH = /(\), )"(?:[^"\\]|\\.)*"(, require\.resolveWeak\()/g;

/** @param {string} source */
export function blankModulePaths(source) {
  const slimmed = source.replace(ENTRY_MODULE_PATH, '$1""$2');
  const entries = source.match(/require\.resolveWeak\(/g)?.length ?? 0;
  const blanked = slimmed.match(/\), "", require\.resolveWeak\(/g)?.length ?? 0;
  // A registry whose format changed must fail the build loudly rather than ship half-rewritten.
  if (blanked !== entries) throw new Error(`slim-route-table: rewrote ${blanked} of ${entries} registry entries`);
  return slimmed;
}

// Rspack loader for the docs plugin's client utilities (lib/client/docsClientUtils.js). To find the doc
// a pathname shows, getActiveDocContext asks matchPath about every doc of the version in turn, and the
// navbar asks for it on every page render and navigation (its doc items and version menu): ~600 calls
// per page here, a third of a second of each static-rendering thread. A doc path without parameters
// matches a pathname exactly when both are equal once lowercased and stripped of one trailing slash
// (matchPath's exact, non-strict, case-insensitive match, as staticMatch in patch.mjs answers it), so
// those docs are looked up in an index; docs with other paths and non-ASCII pathnames still go through
// matchPath, and the first matching doc in the version's order is the answer, as before.
import {PLAIN, SPECIAL} from './patch.mjs';

/**
 * Given PLAIN and SPECIAL of patch.mjs (passed in, as the function is copied into the docs plugin's module).
 * @returns {(version: {docs: {path: string}[]}, pathname: string, matchPath: Function) => unknown}
 */
export function createFindActiveDoc(plain, special) {
  var indexes = new WeakMap();
  function keyOf(path) {
    return (path.charAt(path.length - 1) === '/' ? path.slice(0, -1) : path).toLowerCase();
  }
  function indexOf(version) {
    var index = indexes.get(version);
    if (index) return index;
    index = {byKey: new Map(), others: []};
    version.docs.forEach(function (doc, position) {
      if (typeof doc.path === 'string' && plain.test(doc.path) && !special.test(doc.path)) {
        var key = keyOf(doc.path);
        if (!index.byKey.has(key)) index.byKey.set(key, position);
      } else index.others.push(position);
    });
    indexes.set(version, index);
    return index;
  }
  return function findActiveDoc(version, pathname, matchPath) {
    function matches(doc) {
      return !!matchPath(pathname, {path: doc.path, exact: true, strict: false});
    }
    if (typeof pathname !== 'string' || !plain.test(pathname)) return version.docs.find(matches);
    var index = indexOf(version);
    var found = index.byKey.get(keyOf(pathname));
    for (var i = 0; i < index.others.length && !(found < index.others[i]); i++) {
      if (matches(version.docs[index.others[i]])) {
        found = index.others[i];
        break;
      }
    }
    return found === undefined ? undefined : version.docs[found];
  };
}

const LINEAR_SEARCH = `activeVersion?.docs.find((doc) => !!matchPath(pathname, {
        path: doc.path,
        exact: true,
        strict: false,
    }));`;

/** @param {string} source @docusaurus/plugin-content-docs 3.10's lib/client/docsClientUtils.js */
export function patchActiveDoc(source) {
  const at = source.indexOf(LINEAR_SEARCH);
  if (at === -1 || source.indexOf(LINEAR_SEARCH, at + 1) !== -1)
    throw new Error('static-path-match: getActiveDocContext changed; review src/plugins/static-path-match');
  return (
    source.replace(LINEAR_SEARCH, 'activeVersion && findActiveDoc(activeVersion, pathname, matchPath);') +
    `\n// Added by src/plugins/static-path-match.\nvar findActiveDoc = (${createFindActiveDoc.toString()})(${PLAIN}, ${SPECIAL});\n`
  );
}

export default function activeDocLoader(source) {
  return patchActiveDoc(source);
}

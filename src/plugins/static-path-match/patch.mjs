// Rspack loader for react-router 5's ES module (esm/react-router.js). Its matchPath compiles every route
// path with path-to-regexp before testing it, and Docusaurus asks it about every route in order: to pick
// the page (route table, Switch), to find the active doc among every doc of a version (the navbar's doc
// items and version menu) and for each link prefetched. On a phone that is thousands of regexps compiled
// during hydration; in the static build, millions of calls. Nearly all our paths are plain text, for
// which path-to-regexp's answer is a string comparison: staticMatch gives that answer, and anything with
// a parameter, group, wildcard, escape or a non-ASCII character still goes through the regexp.

/** Text these patches compare as it is: printable ASCII, whose lowercasing is the regexps' `i` flag. */
export const PLAIN = /^[\x20-\x7e]*$/;
/** Characters that make path-to-regexp read a path as more than text (parameters, groups, escapes). */
export const SPECIAL = /[\\:()*?+]/;

/**
 * Makes staticMatch, given PLAIN and SPECIAL (passed in, as the function is copied into react-router's
 * module): the match path-to-regexp 1.x and matchPath give for a path without special
 * characters; undefined when the path (or the pathname) is not one it answers. The regexp it stands for:
 * `^P(?:/(?=$))?$` when exact, `^P(?:/(?=$))?(?=/|$)` otherwise, P being the path without its trailing
 * slash, case-insensitive unless `sensitive`. Strict matching is left to the regexp. What it learns of a
 * path (plain or not, P lowercased) is kept, as matchPath keeps compiled regexps, and for as many paths
 * (10,000; past that a path is worked out again at each call); of pathnames, the last.
 */
export function createStaticMatch(plain, special) {
  var CACHE_LIMIT = 10000; // react-router's own limit for compiled paths
  var prefixes = new Map();
  var lastPathname = null;
  var lastLower = null;
  return function staticMatch(pathname, path, exact, strict, sensitive) {
    if (typeof path !== 'string' || typeof pathname !== 'string' || strict) return undefined;
    var prefix = prefixes.get(path);
    if (prefix === undefined) {
      var bare = path.charAt(path.length - 1) === '/' ? path.slice(0, -1) : path;
      prefix = plain.test(path) && !special.test(path) ? {text: bare, lower: bare.toLowerCase()} : null;
      if (prefixes.size < CACHE_LIMIT) prefixes.set(path, prefix);
    }
    if (prefix === null) return undefined;
    if (pathname !== lastPathname) {
      lastPathname = pathname;
      lastLower = plain.test(pathname) ? pathname.toLowerCase() : null;
    }
    if (lastLower === null) return undefined;
    var length = prefix.text.length;
    if (sensitive ? !pathname.startsWith(prefix.text) : !lastLower.startsWith(prefix.lower)) return null;
    var rest = pathname.slice(length);
    var url;
    if (rest === '' || rest === '/') url = pathname;
    else if (exact || rest.charAt(0) !== '/') return null;
    else url = pathname.slice(0, length);
    return {path: path, url: path === '/' && url === '' ? '/' : url, isExact: pathname === url, params: {}};
  };
}

export const staticMatch = createStaticMatch(PLAIN, SPECIAL);

const DESTRUCTURED_OPTIONS = `sensitive = _options$sensitive === void 0 ? false : _options$sensitive;
  var paths = [].concat(path);`;

/** @param {string} source react-router 5.3's esm/react-router.js */
export function patchMatchPath(source) {
  const at = source.indexOf(DESTRUCTURED_OPTIONS);
  if (at === -1 || source.indexOf(DESTRUCTURED_OPTIONS, at + 1) !== -1)
    throw new Error("static-path-match: react-router's matchPath changed; review src/plugins/static-path-match");
  const [options, paths] = DESTRUCTURED_OPTIONS.split('\n');
  return (
    source.replace(
      DESTRUCTURED_OPTIONS,
      `${options}\n  var staticMatched = staticMatch(pathname, path, exact, strict, sensitive);\n` +
        `  if (staticMatched !== undefined) return staticMatched;\n${paths}`,
    ) +
    `\n// Added by src/plugins/static-path-match.\nvar staticMatch = (${createStaticMatch.toString()})(${PLAIN}, ${SPECIAL});\n`
  );
}

export default function staticPathMatchLoader(source) {
  return patchMatchPath(source);
}

// Shared by the loaders that rewrite one statement of another package's code (collation-free-start,
// helmet-server-state, small-webp-probe): the statement must be there exactly once, or the build stops with the
// loader's message naming its patch, since upstream's code changed under it.

/**
 * `source` with `statement` replaced by `replacement`; throws `message` unless `statement` is in it exactly once.
 * @param {string} source
 * @param {string} statement
 * @param {string} replacement
 * @param {string} message
 */
export function replaceOnce(source, statement, replacement, message) {
  const at = source.indexOf(statement);
  if (at === -1 || source.indexOf(statement, at + 1) !== -1) throw new Error(message);
  return source.slice(0, at) + replacement + source.slice(at + statement.length);
}

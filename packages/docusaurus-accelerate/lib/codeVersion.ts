// Shared by the local plugins that keep their output between builds (markdown-twins, minified-js-cache):
// the version of the code that made a cached file. Any edit to the plugin's own files (simpler to trust
// than a list of the files that matter), any change to the installed dependency tree and another Node
// version each invalidate the whole cache.
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The site's record of its dependency tree: as installed, and as declared. */
export const lockFilesOf = (siteDir: string): string[] =>
  ['node_modules/.package-lock.json', 'package-lock.json'].map((file) => path.join(siteDir, file));

/** The SHA-256 of `parts`, each ended by a NUL so that no two lists of parts hash alike. */
export function hashParts(parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** A hash of Node's version, `codeFiles` (by name and content) and `lockFiles`; a missing file counts as such. */
export function codeVersion(codeFiles: string[], lockFiles: string[]): string {
  const read = (file: string) => {
    try {
      return readFileSync(file);
    } catch {
      return 'missing';
    }
  };
  return hashParts([
    process.version,
    ...[...codeFiles].sort().flatMap((file) => [path.basename(file), read(file)]),
    ...lockFiles.map(read),
  ]);
}

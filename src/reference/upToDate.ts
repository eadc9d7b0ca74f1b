// Skips regeneration when nothing it reads has changed and what it wrote is still there, untouched: the
// reference pages take ~2.5 s to regenerate (the GraphQL pages start the Docusaurus CLI), on every build
// and `npm start`. The stamp lives with the other build caches (node_modules/.cache), so a cold build, or
// `docusaurus clear`, regenerates.
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** A hash of every file under `paths` (files or folders, relative to `root`): names and contents. */
export function treeHash(root: string, paths: string[]): string {
  const hash = createHash('sha256');
  const files = paths.flatMap((entry) => {
    const full = path.join(root, entry);
    if (!existsSync(full)) return [`${entry} (missing)`];
    if (!statSync(full).isDirectory()) return [entry];
    return (readdirSync(full, {recursive: true}) as string[])
      .map((file) => path.join(entry, file))
      .filter((file) => statSync(path.join(root, file)).isFile());
  });
  for (const file of files.sort()) {
    hash.update(file).update('\0');
    if (!file.endsWith(' (missing)')) hash.update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

type Stamp = {inputs: string; outputs: string; summary: string};

/** The generation a stamp records, if `inputs` and `outputs` still hash as they did when it was written. */
export function previousRun(stampFile: string, inputs: string, outputs: () => string): string | undefined {
  let stamp: Stamp;
  try {
    stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as Stamp;
  } catch {
    return undefined;
  }
  return stamp.inputs === inputs && stamp.outputs === outputs() ? stamp.summary : undefined;
}

export function recordRun(stampFile: string, stamp: Stamp): void {
  mkdirSync(path.dirname(stampFile), {recursive: true});
  writeFileSync(stampFile, JSON.stringify(stamp));
}

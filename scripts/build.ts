// `npm run build`: generates the reference, then builds the site with Docusaurus. A site with more archived
// docs versions than the main build holds (src/plugins/version-builds) builds the older ones a few at a time
// and merges their pages into the main build's folder. Arguments go to `docusaurus build` (`--out-dir DIR`).
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brokenLinks, mergeGroup, planBuilds} from '../src/plugins/version-builds/builds';
import {ARCHIVED_VERSIONS, BUILT_VERSIONS_VARIABLE, FAST_PREVIEW, PAGES_OUTSIDE_DOCS_VARIABLE} from '../config/site';
import {writeHostFiles} from '../src/plugins/host-config';
import {redirects} from '../config/redirects';

const ROOT = path.resolve(__dirname, '..');
/** Found as Node finds packages: a copy of the site (the scale bench's) uses the project's node_modules. */
const DOCUSAURUS = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'bin/docusaurus.mjs');
const args = process.argv.slice(2);
const outFlag = args.indexOf('--out-dir');
const outDir = path.resolve(ROOT, outFlag >= 0 ? args[outFlag + 1]! : 'build');
const ENV = {
  ...process.env,
  SKIP_HTML_MINIFICATION: 'true',
  NODE_OPTIONS: `--max-semi-space-size=32 ${process.env.NODE_OPTIONS ?? ''}`,
};

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = ENV): void {
  const {status} = spawnSync(command, commandArgs, {cwd: ROOT, stdio: 'inherit', env});
  if (status !== 0) process.exit(status ?? 1);
}
const docusaurus = (buildArgs: string[], env: NodeJS.ProcessEnv = {}) =>
  run(process.execPath, [DOCUSAURUS, 'build', ...buildArgs], {...ENV, ...env});

async function main(): Promise<void> {
  run(process.execPath, ['--import', 'tsx', 'scripts/generate.ts']);
  const plan = planBuilds(ARCHIVED_VERSIONS);
  if (plan.groups.length === 0 || FAST_PREVIEW) return docusaurus(args);
  // The main build lists its pages outside the docs in this folder, for the older versions' search bundles.
  const listDir = mkdtempSync(path.join(os.tmpdir(), 'pages-outside-docs-'));
  const versionsBuild = (versions: string[]) => ({
    [BUILT_VERSIONS_VARIABLE]: versions.join(','),
    [PAGES_OUTSIDE_DOCS_VARIABLE]: path.join(listDir, 'pages.json'),
  });
  docusaurus(args, versionsBuild(plan.main));
  for (const [i, versions] of plan.groups.entries()) {
    const groupDir = `${outDir}-versions-${i}`;
    console.log(`[version-builds] versions ${versions.join(', ')} into ${path.relative(ROOT, groupDir)}`);
    docusaurus(['--out-dir', groupDir], versionsBuild(versions));
    mergeGroup(groupDir, outDir, versions);
    rmSync(groupDir, {recursive: true, force: true});
  }
  rmSync(listDir, {recursive: true, force: true});
  // The hosts' headers allow the pages' inline scripts by hash: read them again over every build's pages.
  await writeHostFiles(outDir, redirects);
  // The groups' builds could not check their links to the rest of the site: check them in the merged folder.
  const broken = brokenLinks(
    outDir,
    plan.groups.flat().map((version) => `docs/${version}`),
  );
  if (broken.length > 0) {
    throw new Error(`[version-builds] ${broken.length} broken links in the older versions:\n${broken.join('\n')}`);
  }
  console.log(`[version-builds] merged ${plan.groups.flat().length} versions into ${path.relative(ROOT, outDir)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

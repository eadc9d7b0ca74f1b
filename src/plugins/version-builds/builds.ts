// How the site is built when it holds more docs versions than one Docusaurus build should: the main build
// (every page outside the docs, the current version and the newest archived one) and, for the older
// archived versions, builds of a few versions each, whose pages are merged into the main build's folder.
// A build's memory grows with its pages (bench/README.md, "Scale"): ten versions in one build peak at
// about 8 GiB, a group of three archived versions alone at 2.9.
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/** Archived versions the main build renders beside the current one: the newest. */
export const MAIN_ARCHIVED = 1;
/** Archived versions per build beyond those: each such build peaks under 3 GiB. */
export const VERSIONS_PER_BUILD = 3;

export type BuildPlan = {main: string[]; groups: string[][]};

/** The builds for `archived` (versions.json: newest first); no groups while the main build holds them all. */
export function planBuilds(archived: readonly string[]): BuildPlan {
  const main = ['current', ...archived.slice(0, MAIN_ARCHIVED)];
  const rest = archived.slice(MAIN_ARCHIVED);
  const groups: string[][] = [];
  for (let i = 0; i < rest.length; i += VERSIONS_PER_BUILD) groups.push(rest.slice(i, i + VERSIONS_PER_BUILD));
  return {main, groups};
}

/** The `<url>` entries of a sitemap. */
const sitemapUrls = (xml: string) => xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];

/**
 * Moves a version group's output into the main build's folder: each version's pages (with their Markdown
 * twins) and search bundle, and the group's assets (named by content hash, so a file both builds have is
 * the same file and stays); its pages join the main sitemap. Moved, not copied: a folder the main build
 * lacks is renamed in one step, and the group's folder is thrown away afterwards.
 */
export function mergeGroup(groupDir: string, outDir: string, versions: readonly string[]): void {
  for (const version of versions) {
    for (const dir of [`docs/${version}`, `pagefind/${version}`]) {
      const from = path.join(groupDir, dir);
      if (!existsSync(from)) throw new Error(`version build: ${groupDir} has no ${dir}`);
      if (existsSync(path.join(outDir, dir))) throw new Error(`version build: ${outDir} already has ${dir}`);
      mkdirSync(path.dirname(path.join(outDir, dir)), {recursive: true});
      renameSync(from, path.join(outDir, dir));
    }
  }
  moveMissing(path.join(groupDir, 'assets'), path.join(outDir, 'assets'));
  const sitemap = path.join(outDir, 'sitemap.xml');
  const main = readFileSync(sitemap, 'utf8');
  const added = sitemapUrls(readFileSync(path.join(groupDir, 'sitemap.xml'), 'utf8')).filter((url) =>
    versions.some((version) => url.includes(`/docs/${version}/`) || url.includes(`/docs/${version}<`)),
  );
  writeFileSync(sitemap, main.replace('</urlset>', `${added.join('')}</urlset>`));
}

/** Moves what `to` lacks from `from`, folder by folder: a folder `to` lacks is moved whole. */
function moveMissing(from: string, to: string): void {
  for (const entry of readdirSync(from, {withFileTypes: true})) {
    const target = path.join(to, entry.name);
    if (!existsSync(target)) renameSync(path.join(from, entry.name), target);
    else if (entry.isDirectory()) moveMissing(path.join(from, entry.name), target);
  }
}

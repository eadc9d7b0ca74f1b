// How the site is built when it holds more docs versions than one Docusaurus build should: the main build
// (every page outside the docs, the current version and the newest archived one) and, for the older
// archived versions, builds of a few versions each, whose pages are merged into the main build's folder.
// A build's memory grows with its pages (bench/README.md, "Scale"): ten versions in one build peak at
// about 8 GiB, a group of three archived versions alone at 2.9.
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {resolveFile} from '../host-config';

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

/** The text of an HTML attribute value, with the entities React writes in it. */
const attributeText = (value: string) =>
  value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );

/**
 * The links of the pages under `dirs` (folders of `outDir`) that lead nowhere in `outDir`, as "page -> link":
 * a path with no page or file, or an anchor no element of its page has. A version group's build renders
 * none of the pages outside its versions, so Docusaurus's own check is off there (its links to them would all
 * look broken); this checks the group's pages once they are merged, against the whole site.
 */
export function brokenLinks(outDir: string, dirs: readonly string[]): string[] {
  const root = path.resolve(outDir);
  const anchorsOf = new Map<string, Set<string> | null>();
  /** The ids of a page; null for a redirect page, whose target holds the anchors. */
  const anchors = (file: string) => {
    if (!anchorsOf.has(file)) {
      const html = readFileSync(file, 'utf8');
      anchorsOf.set(
        file,
        /<meta http-equiv="refresh"/i.test(html)
          ? null
          : new Set([...html.matchAll(/\s(?:id|name)="([^"]*)"/g)].map((match) => attributeText(match[1]!))),
      );
    }
    return anchorsOf.get(file)!;
  };
  const broken: string[] = [];
  for (const dir of dirs) {
    const files = readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'});
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      // The page's address as the site links it, without a trailing slash: relative links resolve against it.
      const page = `/${path.join(dir, file).split(path.sep).join('/')}`.replace(/\/index\.html$|\.html$/, '');
      const html = readFileSync(path.join(root, dir, file), 'utf8');
      for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
        const link = attributeText(href!);
        if (link === '' || link === '#' || link.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(link)) continue; // another site's, or another protocol's
        const url = new URL(link, `http://site${page}`);
        const target = resolveFile(root, decodeURIComponent(url.pathname));
        const ids = target && url.hash.length > 1 ? anchors(target) : null;
        if (!target || (ids && !ids.has(decodeURIComponent(url.hash.slice(1))))) broken.push(`${page} -> ${link}`);
      }
    }
  }
  return [...new Set(broken)];
}

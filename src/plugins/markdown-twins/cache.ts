// The twins of unchanged pages, kept between builds (node_modules/.cache/markdown-twins/, which
// `docusaurus clear` removes with the other build caches), so a warm build converts only what changed.
//
// A twin is reused only when all of these match what it was made from:
// - the key: a hash of the converter's code and the installed packages (codeVersion) and of
//   everything the conversion job reads: the source text, its path, format, page URL (site url,
//   baseUrl and route) and fallback title;
// - the links: each `.md` link the page resolved must still resolve to the same URL, since moving
//   another page changes this page's twin without changing its source.
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {hashParts} from 'docusaurus-accelerate/lib/codeVersion';
import type {Converted, ConvertJob, ResolvedLink} from './links';

/** Bumped when the layout of the cache file changes. */
const CACHE_FORMAT = 1;

export const CACHE_FILE = 'twins.json';

type Entry = {key: string; links: ResolvedLink[]; markdown: string};
type CacheFile = {format: number; converter: string; entries: Record<string, Entry>};

/** The cache key of a conversion job. */
export const jobKey = (converter: string, job: ConvertJob): string =>
  hashParts([converter, JSON.stringify([job.sourceFilePath, job.contentPaths, job.twin]), job.source]);

/**
 * One slot per page (its permalink). The file keeps the twins of the last build only, so it stays the
 * size of the site: pages removed, or added by a one-off build (the bench's synthetic pages), leave it.
 */
export class TwinCache {
  /** This build's entries, found or converted: what save() writes. */
  private readonly used = new Map<string, Entry>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly converter: string,
    private readonly entries: Map<string, Entry>,
  ) {}

  /** The cache in `dir`; empty when there is none, it cannot be read, or another converter wrote it. */
  static async open(dir: string, converter: string): Promise<TwinCache> {
    const file = path.join(dir, CACHE_FILE);
    let entries = new Map<string, Entry>();
    try {
      const data = JSON.parse(await readFile(file, 'utf8')) as CacheFile;
      if (data.format === CACHE_FORMAT && data.converter === converter) entries = new Map(Object.entries(data.entries));
    } catch {
      // No cache yet, or an unreadable one: start empty and overwrite it.
    }
    return new TwinCache(file, converter, entries);
  }

  /** Entries read from the file. */
  get size(): number {
    return this.entries.size;
  }

  /** The cached twin of `page` if it was made from `job` and its links still resolve the same way. */
  get(page: string, job: ConvertJob, resolve: (linkPathname: string) => string | null): string | undefined {
    // Entries of this build first: a conversion started early (see index.ts) left its twins there.
    const entry = this.used.get(page) ?? this.entries.get(page);
    if (!entry || entry.key !== jobKey(this.converter, job)) return undefined;
    if (entry.links.some(([linkPathname, permalink]) => resolve(linkPathname) !== permalink)) return undefined;
    this.used.set(page, entry);
    return entry.markdown;
  }

  set(page: string, job: ConvertJob, {markdown, links}: Converted): void {
    this.used.set(page, {key: jobKey(this.converter, job), links, markdown});
    this.changed = true;
  }

  /**
   * Writes this build's entries unless they are exactly what was read; through a temporary file, so a
   * stopped build leaves no half-written cache.
   */
  async save(): Promise<void> {
    if (!this.changed && this.used.size === this.entries.size) return;
    const data: CacheFile = {format: CACHE_FORMAT, converter: this.converter, entries: Object.fromEntries(this.used)};
    await mkdir(path.dirname(this.file), {recursive: true});
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(data));
    await rename(temporary, this.file);
  }
}

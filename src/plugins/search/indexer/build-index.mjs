// Builds the Pagefind index of a production build. Runs as its own Node process (started by the
// search-index plugin) because Pagefind is ESM-only and the site config is loaded as CommonJS.
// Usage: node build-index.mjs <job.json>   job: {outputPath, devCopyPath?, pages: [{url, file, section, bundles}]}
import {cpSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import {
  EXCLUDE_SELECTORS,
  INDEX_LANGUAGE,
  VOCABULARY_FILE,
  bundleTags,
  headingWords,
  prepareForIndex,
  searchFacets,
  splitForIndex,
  vocabularyList,
} from './prepare.mjs';

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const started = Date.now();
// Up to this many pages sent ahead: this process prepares the next pages while Pagefind (another process,
// which takes them one at a time, in the order sent) indexes the earlier ones. 2.8 -> 2.3 s here.
const PAGES_AHEAD = 16;

/** Pages by bundle ('' the main one, first), in the job's order. */
const bundles = new Map([['', []]]);
for (const page of job.pages)
  for (const bundle of page.bundles) (bundles.get(bundle) ?? bundles.set(bundle, []).get(bundle)).push(page);
/** A page of several bundles (outside the docs) is read and prepared once. */
const prepared = new Map();
const contentOf = (page) => {
  if (prepared.has(page.url)) return prepared.get(page.url);
  const html = readFileSync(page.file, 'utf8');
  // The client leaves out a filter that every page of a bundle passes (`bundleTags`, `INDEX_LANGUAGE`).
  const {tag, language} = searchFacets(html);
  const wrong = page.bundles.find((bundle) => !bundleTags(bundle).includes(tag));
  if (wrong !== undefined || language !== INDEX_LANGUAGE)
    throw new Error(`search index: ${page.url} (${tag}, ${language}) does not belong in bundle '${wrong ?? ''}'`);
  const content = prepareForIndex(html, page.url, page.section);
  if (page.bundles.length > 1) prepared.set(page.url, content);
  return content;
};

/** Indexes one bundle's pages into `outputPath`, then frees Pagefind's copy of it. Returns the page count. */
async function writeBundle(pages, outputPath) {
  const {index, errors} = await pagefind.createIndex({
    excludeSelectors: EXCLUDE_SELECTORS,
    forceLanguage: INDEX_LANGUAGE,
  });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const ahead = new Set();
  let indexed = 0;
  /** Heading words and the number of pages each heads: the spelling corrections' vocabulary. */
  const wordCounts = new Map();
  for (const page of pages) {
    const content = contentOf(page);
    if (!content) continue;
    for (const word of headingWords(content)) wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);
    // The longest pages go in as parts, each a record (and a fragment) of its own.
    for (const part of splitForIndex(content, page.url)) {
      const added = index.addHTMLFile(part).then(({errors}) => {
        if (errors.length) throw new Error(`Pagefind could not index ${part.url}: ${errors.join('; ')}`);
        ahead.delete(added);
      });
      ahead.add(added);
      if (ahead.size >= PAGES_AHEAD) await Promise.race(ahead);
    }
    indexed += 1;
  }
  await Promise.all(ahead);
  const written = await index.writeFiles({outputPath});
  if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
  await index.deleteIndex();
  writeFileSync(path.join(outputPath, VOCABULARY_FILE), JSON.stringify(vocabularyList(wordCounts)));
  return indexed;
}

// The main bundle first: the versions' subfolders go inside its folder.
const counts = [];
for (const [bundle, pages] of bundles) counts.push(await writeBundle(pages, path.join(job.outputPath, bundle)));
await pagefind.close();
if (job.devCopyPath) {
  rmSync(job.devCopyPath, {recursive: true, force: true});
  cpSync(job.outputPath, job.devCopyPath, {recursive: true});
}
const versions =
  bundles.size > 1 ? ` (${[...bundles.keys()].map((b, i) => `${b || 'main'} ${counts[i]}`).join(', ')})` : '';
console.log(
  `[search-index] indexed ${counts.reduce((a, b) => a + b, 0)} pages${versions} in ${Date.now() - started} ms`,
);

// The site's Pagefind index, searched in Node with Pagefind's own browser runtime (build/pagefind/
// pagefind.js): the same index, the same ranking and the same client as the search modal. The runtime
// fetches its files; here `fetch` answers file: URLs of the index folder from disk.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {PAGEFIND_OPTIONS, type PagefindApi} from '../../search/client/localSearchClient';
import {VOCABULARY_FILE} from '../../search/indexer/prepare.mjs';

/** The index folders whose files `fetch` answers from disk (one per build the process serves). */
const roots = new Set<string>();

/** Lets Pagefind's runtime `fetch` the files of `dir` (file: URLs), leaving every other request as it was. */
function answerFileUrls(dir: string): void {
  const first = roots.size === 0;
  roots.add(path.resolve(dir) + path.sep);
  if (!first) return;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('file:')) return networkFetch(input, init);
    const file = path.resolve(fileURLToPath(url.split(/[?#]/)[0]!));
    if (![...roots].some((root) => file.startsWith(root))) return new Response('outside the index', {status: 403});
    try {
      const body = await readFile(file);
      const type = file.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream';
      return new Response(body, {status: 200, headers: {'content-type': type}});
    } catch {
      return new Response('not found', {status: 404});
    }
  };
}

/** An index bundle's folder: the main index, or an archived docs version's inside it. */
const bundleDir = (buildDir: string, bundle: string) => path.join(buildDir, 'pagefind', bundle);

/**
 * Pagefind's API over `buildDir/pagefind` (or an archived version's bundle in it), its results' URLs site
 * paths (`/docs/quickstart/`).
 */
export async function loadPagefind(buildDir: string, bundle = ''): Promise<PagefindApi> {
  const dir = bundleDir(buildDir, bundle);
  answerFileUrls(dir);
  // Without a script URL to derive it from, the runtime is told where its files are and what URLs to give.
  const location = {basePath: pathToFileURL(dir).href + '/', baseUrl: '/'};
  const api = await runtime(dir, bundle || 'main');
  await api.options({...PAGEFIND_OPTIONS, ...location});
  return {
    options: (options) => api.options({...options, ...location}),
    search: (query, options) => api.search(query, options),
    // Outside a browser the runtime searches in this thread, and its instances are not independent: the
    // search client's second instance (identifier and one-word queries, no length penalty), started before
    // the first, changed how the first ranks (search_docs lost 3 reader queries after a one-word query). Here
    // it is a runtime of its own.
    createInstance: (options) => {
      const instance = runtime(dir, `${bundle || 'main'}, instance ${++instances}`).then(async (own) => {
        await own.options({...options, ...location});
        return own;
      });
      return {search: async (query, searchOptions) => (await instance).search(query, searchOptions)};
    },
  };
}

let instances = 0;

/**
 * Pagefind's runtime of an index folder, imported from its text as a module of no package (the file sits in
 * a folder without a package.json). `name` heads the text: every bundle's runtime is the same file, and one
 * text is one module.
 */
async function runtime(dir: string, name: string): Promise<PagefindApi> {
  const source = Buffer.concat([Buffer.from(`// ${name}\n`), await readFile(path.join(dir, 'pagefind.js'))]);
  return (await import(`data:text/javascript;base64,${source.toString('base64')}`)) as PagefindApi;
}

/** The spelling corrections' word list beside a bundle's index (src/plugins/search/indexer/prepare.mjs). */
export async function loadVocabulary(buildDir: string, bundle = ''): Promise<string[]> {
  return JSON.parse(await readFile(path.join(bundleDir(buildDir, bundle), VOCABULARY_FILE), 'utf8')) as string[];
}

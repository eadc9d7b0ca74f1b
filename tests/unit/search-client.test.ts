// The local search client honours the Algolia lite client contract that DocSearch relies on.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bundleOf,
  closestWord,
  createLocalSearchClient,
  editDistance,
  unknownWords,
  exactFirst,
  highlight,
  identifierMatch,
  identifierOf,
  loadPages,
  mergePageParts,
  relaxedResults,
  wordGroups,
  nearestGroups,
  normalizeRequests,
  RetryError,
  safeExcerpt,
  toHits,
  toPagefindFilters,
  withFilter,
  withoutBundleWideFilters,
  definedOn,
  rerankByTitle,
  titleMatch,
  type PagefindApi,
  type PagefindData,
} from '../../src/plugins/search/client/localSearchClient';
import {searchPageFilters} from '../../src/plugins/search/client/searchPageFilters';
import {
  headingWords,
  markIdentifierRows,
  pageSummary,
  sidebarLabel,
  PART_SIZE,
  prepareForIndex,
  SPLIT_ABOVE,
  splitForIndex,
  vocabularyList,
} from '../../src/plugins/search/indexer/prepare.mjs';
import {
  archivedVersions,
  bundlesOf,
  readPagesOutsideDocs,
  sectionsByPermalink,
  withPagesOutsideDocs,
  writePagesOutsideDocs,
} from '../../src/plugins/search/indexer';

const page: PagefindData = {
  url: '/docs/quickstart',
  excerpt: 'Run <mark>DataHub</mark> locally &lt;fast&gt;',
  meta: {title: 'DataHub Quickstart', lvl0: 'Getting Started'},
  sub_results: [
    {title: 'DataHub Quickstart', url: '/docs/quickstart', excerpt: 'intro'},
    {
      title: 'Install the CLI',
      url: '/docs/quickstart#install-the-cli',
      excerpt: 'pip install <mark>datahub</mark>',
      anchor: {id: 'install-the-cli'},
    },
  ],
};

function fakePagefind(pages: PagefindData[], calls: unknown[] = []): PagefindApi {
  return {
    options: async () => undefined,
    search: async (query, options) => {
      calls.push({query, options});
      return {
        results: pages.map((data, i) => ({id: String(i), data: async () => data})),
        filters: {docusaurus_tag: {'docs-default-current': pages.length}},
      };
    },
  };
}

describe('request shapes', () => {
  test('the modal shape {requests} and the helper shape [{indexName, params}] normalise alike', () => {
    const facetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    const [modal] = normalizeRequests({requests: [{indexName: 'i', query: 'tags', hitsPerPage: 20, facetFilters}]});
    const [helper] = normalizeRequests([{indexName: 'i', params: {query: 'tags', hitsPerPage: 20, facetFilters}}]);
    assert.deepEqual(modal, helper);
    const [encoded] = normalizeRequests([
      {indexName: 'i', params: `query=tags&page=2&facetFilters=${encodeURIComponent(JSON.stringify(facetFilters))}`},
    ]);
    assert.equal(encoded.page, 2);
    assert.deepEqual(encoded.facetFilters, facetFilters);
  });

  test('facet filters: top level AND, nested OR, as Pagefind filters', () => {
    assert.deepEqual(
      toPagefindFilters(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.1.0']]),
      {
        language: {any: ['en']},
        docusaurus_tag: {any: ['default', 'docs-default-1.1.0']},
      },
    );
    assert.deepEqual(toPagefindFilters(['a:1', 'a:2']), {all: [{a: {any: ['1']}}, {a: {any: ['2']}}]});
    assert.equal(toPagefindFilters(['-language:en']), null);
    assert.deepEqual(toPagefindFilters(undefined), {});
  });

  test('the contextual filters that every page of the bundle passes are left out', () => {
    const modal = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    assert.deepEqual(withoutBundleWideFilters(modal, ''), []);
    // An archived version's bundle holds its docs and the pages outside the docs.
    const archived = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.1.0']];
    assert.deepEqual(withoutBundleWideFilters(archived, '1.1.0'), []);
    // The docs only, without the pages outside them: a filter that does filter.
    assert.deepEqual(withoutBundleWideFilters(['language:en', 'docusaurus_tag:docs-default-current'], ''), [
      ['docusaurus_tag:docs-default-current'],
    ]);
    assert.deepEqual(withoutBundleWideFilters([...modal, 'defines:flags'], ''), [['defines:flags']]);
    assert.deepEqual(withoutBundleWideFilters(['language:fr'], ''), [['language:fr']]);
  });
});

describe('hits', () => {
  test('a page becomes an lvl1 hit plus its section hits, with absolute URLs and no null levels highlighted', () => {
    const hits = toHits(page, 'http://127.0.0.1:3000', ['datahub'], '<mark>', '</mark>');
    assert.equal(hits.length, 2);
    const [pageHit, section] = hits;
    assert.equal(pageHit.type, 'lvl1');
    assert.equal(pageHit.url, 'http://127.0.0.1:3000/docs/quickstart');
    assert.deepEqual(Object.keys(pageHit._highlightResult.hierarchy), ['lvl0', 'lvl1']);
    assert.equal(pageHit.hierarchy.lvl2, null);
    assert.equal(pageHit._highlightResult.hierarchy.lvl1.value, '<mark>DataHub</mark> Quickstart');
    assert.equal(section.type, 'lvl2');
    assert.equal(section.anchor, 'install-the-cli');
    assert.equal(section.url, 'http://127.0.0.1:3000/docs/quickstart#install-the-cli');
    assert.equal(section.hierarchy.lvl2, 'Install the CLI');
    assert.equal(section._snippetResult.content!.value, 'pip install <mark>datahub</mark>');
  });

  test('markup in titles and excerpts is escaped; only the highlight tags survive', () => {
    assert.equal(
      highlight('<script>alert(1)</script> tags', ['tags']).value,
      '&lt;script&gt;alert(1)&lt;/script&gt; <mark>tags</mark>',
    );
    assert.equal(
      safeExcerpt('<mark>a</mark> <img src=x onerror=alert(1)> &lt;b&gt;', ['a']).value,
      '<mark>a</mark> &lt;img src=x onerror=alert(1)&gt; &lt;b&gt;',
    );
    // Regex characters in queries are literal, never a broken pattern.
    assert.equal(highlight('C++ (regex) [x]', ['c++', '(regex)']).value, '<mark>C++</mark> <mark>(regex)</mark> [x]');
  });
});

describe('ranking', () => {
  /** A result page with a title, and a `kind` for generated reference. */
  const page = (title: string, kind?: string) => ({
    url: `/${title}`,
    excerpt: '',
    meta: {title, ...(kind && {kind})},
    sub_results: [],
  });

  test('a title that answers the query moves ahead; plurals count as whole words', () => {
    assert.deepEqual(titleMatch('DataHub CLI', ['datahub', 'cli']), {score: 4, coverage: 1});
    assert.equal(titleMatch('ClickHouse', ['datahub', 'cli']).score, 0);
    assert.deepEqual(titleMatch('Aspects', ['what', 'is', 'an', 'aspect']), {score: 2, coverage: 1});
    const pages = ['ClickHouse', 'Graph Client', 'DataHub CLI'].map((title) => page(title));
    assert.deepEqual(
      rerankByTitle(pages, ['cli']).map((p) => p.meta.title),
      ['DataHub CLI', 'ClickHouse', 'Graph Client'],
    );
  });

  test('a topic query ranks guides before generated reference; an identifier query does not', () => {
    const pages = [page('Glossary Term', 'reference'), page('Terms API'), page('Tags'), page('Business Glossary')];
    assert.deepEqual(
      rerankByTitle(pages, ['tag', 'or', 'glossary', 'term']).map((p) => p.meta.title),
      ['Terms API', 'Tags', 'Business Glossary', 'Glossary Term'],
      'no title holds every word: the reference page goes after the guides, which keep their order',
    );
    assert.deepEqual(
      rerankByTitle(pages, ['glossary', 'term']).map((p) => p.meta.title),
      ['Glossary Term', 'Terms API', 'Tags', 'Business Glossary'],
      'a reference page whose title answers the query still ranks first',
    );
    assert.deepEqual(
      rerankByTitle(pages, ['glossary_term'], 'glossary_term').map((p) => p.meta.title),
      ['Glossary Term', 'Terms API', 'Tags', 'Business Glossary'],
      "an identifier query keeps Pagefind's order",
    );
  });

  test("a page titled with the query's words comes first, unless it is generated reference", () => {
    const pages = [page('Monitoring the Remote Executor'), page('About the Remote Executor')];
    assert.deepEqual(
      rerankByTitle(pages, ['about', 'the', 'remote', 'executor']).map((p) => p.meta.title),
      ['About the Remote Executor', 'Monitoring the Remote Executor'],
    );
    assert.deepEqual(
      rerankByTitle([page('Tags'), page('Tag', 'reference')], ['tag']).map((p) => p.meta.title),
      ['Tags', 'Tag'],
    );
  });

  test("a product's name that reads as an identifier finds the page titled with it before a section so named", () => {
    const section = {title: 'PostgreSQL', url: '/deploy/azure#postgresql', excerpt: '', anchor: {id: 'postgresql'}};
    const pages = [
      {url: '/deploy/azure', excerpt: '', meta: {title: 'Deploying to Azure'}, sub_results: [section]},
      {url: '/sources/postgres', excerpt: '', meta: {title: 'PostgreSQL'}, sub_results: []},
    ];
    assert.deepEqual(
      rerankByTitle(pages, ['postgresql'], 'PostgreSQL').map((p) => p.url),
      ['/sources/postgres', '/deploy/azure'],
    );
    assert.deepEqual(
      rerankByTitle(
        pages.slice(0, 1).concat({...pages[1]!, meta: {title: 'PostgreSQL Source'}}),
        ['postgresql'],
        'PostgreSQL',
      ).map((p) => p.url),
      ['/deploy/azure', '/sources/postgres'],
      'a title with more words than the name does not outrank the section that is the name',
    );
  });
});

describe('client', () => {
  test('searches with the contextual filters and answers in the Algolia response shape', async () => {
    const calls: {query: string; options: unknown}[] = [];
    const client = createLocalSearchClient(
      async () => fakePagefind([page], calls),
      () => 'http://h',
    );
    const {results} = await client.search({
      requests: [
        {
          indexName: 'x',
          query: 'datahub',
          hitsPerPage: 20,
          facetFilters: ['language:en', ['docusaurus_tag:docs-default-current']],
          facets: ['docusaurus_tag'],
        },
      ],
    });
    assert.deepEqual(calls[0].options, {
      filters: {language: {any: ['en']}, docusaurus_tag: {any: ['docs-default-current']}},
    });
    assert.equal(results[0].nbHits, 1);
    assert.equal(results[0].nbPages, 1);
    assert.equal(results[0].hits.length, 2);
    assert.deepEqual(results[0].facets, {docusaurus_tag: {'docs-default-current': 1}});
  });

  test('the modal’s contextual filters reach Pagefind only where they filter', async () => {
    const calls: {query: string; options: unknown}[] = [];
    const client = createLocalSearchClient(
      async () => fakePagefind([page], calls),
      () => '',
    );
    const facetFilters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    await client.search({requests: [{indexName: 'x', query: 'datahub quickstart', hitsPerPage: 20, facetFilters}]});
    assert.deepEqual(calls[0]!.options, {filters: {}});
  });

  test('a first query starts one Pagefind instance; the other starts once it has answered', async () => {
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const engine = (name: string) => ({
      search: async (query: string) => {
        events.push(`${name}: ${query}`);
        if (name === 'identifier') await held;
        return {results: [{id: '0', data: async () => page}], filters: {}};
      },
    });
    const client = createLocalSearchClient(
      async () => ({
        options: async () => undefined,
        ...engine('topic'),
        createInstance: () => {
          events.push('identifier instance');
          return engine('identifier');
        },
      }),
      () => '',
    );
    const first = client.search([{indexName: 'x', params: {query: 'snowflake', hitsPerPage: 6}}]);
    const second = client.search([{indexName: 'x', params: {query: 'snowflake lineage', hitsPerPage: 6}}]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.deepEqual(events, ['identifier instance', 'identifier: snowflake'], 'the topic engine waits');
    release();
    await Promise.all([first, second]);
    assert.ok(events.includes('topic: snowflake lineage'));
    assert.equal(events.filter((e) => e === 'identifier instance').length, 1);
  });

  test('facet-count queries with hitsPerPage 0 return counts and no hits; empty queries do not search', async () => {
    const calls: unknown[] = [];
    const client = createLocalSearchClient(
      async () => fakePagefind([page, page], calls),
      () => '',
    );
    const {results} = await client.search([
      {indexName: 'x', params: {query: 'datahub', hitsPerPage: 0, facets: ['docusaurus_tag']}},
      {indexName: 'x', params: {query: '   '}},
    ]);
    assert.equal(results[0].hits.length, 0);
    assert.equal(results[0].nbHits, 2);
    assert.equal(results[1].nbHits, 0);
    assert.equal(calls.length, 1);
  });

  test('a request for an archived version searches that version’s bundle; others the main one', async () => {
    const loaded: string[] = [];
    const client = createLocalSearchClient(
      async (bundle) => {
        loaded.push(bundle);
        return fakePagefind([page]);
      },
      () => '',
    );
    const search = (facetFilters: (string | string[])[]) =>
      client.search({requests: [{indexName: 'x', query: 'datahub', facetFilters}]});
    await search(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.1.0']]);
    await search(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    await search(['language:en', ['docusaurus_tag:docs-default-1.1.0']]);
    await search(['language:en']);
    assert.deepEqual(loaded, ['1.1.0', ''], 'each bundle loads once');
    assert.equal(bundleOf('docusaurus_tag:docs-default-0.15.0'), '0.15.0');
    assert.equal(bundleOf(undefined), '');
  });

  test('an index that cannot load fails with a RetryError, and a later search retries', async () => {
    let attempts = 0;
    const client = createLocalSearchClient(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return fakePagefind([page]);
      },
      () => '',
    );
    await assert.rejects(
      client.search({requests: [{indexName: 'x', query: 'a'}]}),
      (e: Error) => e.name === 'RetryError' && e instanceof RetryError,
    );
    const {results} = await client.search({requests: [{indexName: 'x', query: 'a'}]});
    assert.equal(results[0].nbHits, 1);
  });
});

describe('indexing', () => {
  test('a doc page gets its body, version filter, language and section marked', () => {
    const html =
      '<html><head><meta name=docsearch:docusaurus_tag content=docs-default-1.1.0><meta name="docsearch:language" content="en"></head><body><nav></nav><article><h1>T</h1></article></body></html>';
    const out = prepareForIndex(html, '/docs/1.1.0/tags', 'Governance')!;
    assert.match(out, /<body><article data-pagefind-body><h1 data-pagefind-weight="10">T<\/h1><\/article><\/body>/);
    assert.doesNotMatch(out, /<nav>/, 'the chrome around the body element is left out');
    assert.match(out, /data-pagefind-filter="docusaurus_tag\[content\]" content="docs-default-1.1.0"/);
    assert.match(out, /data-pagefind-filter="language\[content\]" content="en"/);
    assert.match(out, /data-pagefind-meta="lvl0\[content\]" content="Governance"/);
    assert.equal(prepareForIndex('<html><head></head><body><div></div></body></html>', '/docs/x', 'S'), null);
    assert.doesNotMatch(out, /kind\[content\]/, 'a guide is not marked as reference');
  });

  test('generated reference pages are marked as such in every version; source pages are not', () => {
    const html = '<html><head></head><body><article><h1>T</h1></article></body></html>';
    const kind = (route: string) =>
      /data-pagefind-meta="kind\[content\]" content="reference"/.test(prepareForIndex(html, route, 'S')!);
    for (const route of [
      '/docs/generated/metamodel/entities/dataset',
      '/docs/1.1.0/generated/metamodel/entities/dataset',
      '/docs/graphql/objects',
      '/docs/1.1.0/graphql/queries',
      '/docs/deploy/environment-vars',
      '/docs/generated/cli-reference',
    ])
      assert.ok(kind(route), route);
    for (const route of [
      '/docs/generated/ingestion/sources/snowflake',
      '/docs/deploy/environment-vars-guide',
      '/docs/cli',
      '/learn/data-mesh',
    ])
      assert.ok(!kind(route), route);
  });

  test('each archived version has an index bundle of its own; pages outside the docs are in every bundle', () => {
    const archived = archivedVersions([
      {versionName: 'current', path: '/docs', docs: [], sidebars: {}},
      {versionName: '1.1.0', path: '/docs/1.1.0', docs: [], sidebars: {}},
    ]);
    assert.deepEqual(archived, [{name: '1.1.0', path: '/docs/1.1.0'}]);
    assert.deepEqual(bundlesOf('/docs/1.1.0/quickstart', archived), ['1.1.0']);
    assert.deepEqual(bundlesOf('/docs/1.1.0', archived), ['1.1.0']);
    assert.deepEqual(bundlesOf('/docs/1.1.0-notes', archived), ['']);
    assert.deepEqual(bundlesOf('/docs/quickstart', archived), ['']);
    assert.deepEqual(bundlesOf('/learn/data-mesh', archived), ['', '1.1.0']);
    assert.deepEqual(bundlesOf('/', archived), ['', '1.1.0']);
  });

  test("a build of older versions indexes the main build's pages outside the docs into its versions' bundles", () => {
    const page = (url: string, bundles: string[]) => ({
      url,
      file: `/build${url}/index.html`,
      section: 'Pages',
      bundles,
    });
    const mainPages = [
      page('/docs/quickstart', ['']),
      page('/docs/1.1.0/quickstart', ['1.1.0']),
      page('/learn/data-mesh', ['', '1.1.0']),
      page('/', ['', '1.1.0']),
    ];
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pages-outside-docs-'));
    try {
      const file = path.join(dir, 'pages.json');
      writePagesOutsideDocs(file, mainPages);
      const outside = readPagesOutsideDocs(file);
      assert.deepEqual(
        outside.map((p) => p.url),
        ['/learn/data-mesh', '/'],
      );
      const groupPages = [page('/docs/0.10.5/quickstart', ['0.10.5'])];
      const archived = [
        {name: '0.10.5', path: '/docs/0.10.5'},
        {name: '0.11.0', path: '/docs/0.11.0'},
      ];
      assert.deepEqual(withPagesOutsideDocs(groupPages, outside, archived), [
        groupPages[0],
        {...outside[0], bundles: ['0.10.5', '0.11.0']},
        {...outside[1], bundles: ['0.10.5', '0.11.0']},
      ]);
      assert.throws(() => readPagesOutsideDocs(path.join(dir, 'none.json')), /no list of the main build's pages/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test('each doc is grouped under its top-level sidebar category', () => {
    const sections = sectionsByPermalink([
      {
        versionName: 'current',
        path: '/docs',
        docs: [
          {id: 'features', permalink: '/docs/features'},
          {id: 'tags', permalink: '/docs/tags'},
          {id: 'authentication', permalink: '/docs/authentication'},
        ],
        sidebars: {
          overviewSidebar: [
            {type: 'doc', id: 'features'},
            {type: 'category', label: 'Governance', items: [{type: 'doc', id: 'tags'}]},
            {
              type: 'category',
              label: 'Administration',
              items: [{type: 'category', label: 'Auth', link: {type: 'doc', id: 'authentication'}, items: []}],
            },
          ],
        },
      },
    ]);
    assert.deepEqual(Object.fromEntries(sections), {
      '/docs/features': 'Documentation',
      '/docs/tags': 'Governance',
      '/docs/authentication': 'Administration',
    });
  });
});

describe('identifiers', () => {
  test('a single word with an underscore, dot, dash or inner capital is an identifier; plain words are topics', () => {
    for (const query of [
      'METADATA_SERVICE_AUTH_ENABLED',
      'profiling.enabled',
      '--dump-logs-on-failure',
      'searchAcrossEntities',
      ' include_column_lineage ',
    ])
      assert.equal(identifierOf(query), query.trim(), query);
    for (const query of ['domains', 'Snowflake', 'upgrade datahub', 'profiling enabled', ''])
      assert.equal(identifierOf(query), null, query);
  });

  test('a title names an identifier as typed (3), but for case and dashes (2), in part (1), or not (0)', () => {
    assert.equal(identifierMatch('aws_role_arn', 'aws_role_arn'), 3);
    assert.equal(identifierMatch('AWS_ROLE_ARN', 'aws_role_arn'), 2);
    assert.equal(identifierMatch('--strict-warnings/--no-strict-warnings', 'strict-warnings'), 3);
    assert.equal(identifierMatch('--no-strict-warnings', '--strict-warnings'), 1);
    assert.equal(identifierMatch('include_column_lineage', 'column_lineage'), 1);
    assert.equal(identifierMatch('profiling.enabled', 'profiling.max'), 0);
    assert.equal(identifierMatch('anything', null), 0);
    // A flag is defined by a flag's row, not by an option or a heading of its word.
    assert.equal(identifierMatch('recursive', '--recursive'), 0);
    assert.equal(identifierMatch('Direction', '--direction'), 0);
    assert.equal(identifierMatch('--verify/--no-verify', '--no-verify'), 3);
    // A GraphQL field as `Type.field` is defined in its type's section.
    assert.equal(identifierMatch('CorpUser', 'CorpUser.editableProperties'), 2);
    assert.equal(identifierMatch('CorpUserInfo', 'CorpUser.editableProperties'), 0);
    assert.equal(identifierMatch('searchAcrossEntities', 'Query.searchAcrossEntities'), 2);
    // Only in the generated reference: a guide's "Dataset" section does not define `Dataset.siblings`.
    assert.equal(identifierMatch('Dataset', 'Dataset.siblings', false), 0);
  });

  test('each identifier row of a reference page becomes a section titled with the identifier', () => {
    const row =
      '<tr><td><a href="#config-profiling-enabled" id="config-profiling-enabled"><code>profiling.enabled</code></a></td><td>Run profiling.</td></tr>';
    assert.equal(
      markIdentifierRows(row),
      '<tr><td><a href="#config-profiling-enabled" id="config-profiling-enabled" data-pagefind-title="profiling.enabled" data-pagefind-weight="5"><code>profiling.enabled</code></a></td><td>Run profiling.</td></tr>',
    );
    // A link to another row is no row of its own.
    const link = '<a href="#other"><code>other</code></a>';
    assert.equal(markIdentifierRows(link), link);
    // A flag and its negation are indexed as two words; the section keeps the row's name.
    assert.match(
      markIdentifierRows('<a href="#x--verify" id="x--verify"><code>--verify/--no-verify</code></a>'),
      /data-pagefind-title="--verify\/--no-verify" data-pagefind-weight="5"><code>--verify \/ --no-verify<\/code>/,
    );
  });

  test("a page's sidebar label is indexed under its summary when it is not the title", () => {
    const page = (label: string, title: string) =>
      `<html><head></head><body><nav><a class="menu__link menu__link--active" aria-current="page" href="/docs/x"><span class="linkLabel_x">${label}</span></a></nav><article><h1>${title}</h1></article></body></html>`;
    assert.equal(sidebarLabel(page('Recipe Overview', 'Recipes')), 'Recipe Overview');
    assert.equal(sidebarLabel(page('Quickstart', 'Quickstart')), '');
    assert.equal(sidebarLabel('<html><body><article><h1>T</h1></article></body></html>'), '');
    assert.match(
      prepareForIndex(page('Recipe Overview', 'Recipes'), '/docs/x', 'S')!,
      /<h1 data-pagefind-weight="10">Recipes<\/h1><p data-pagefind-weight="3">Recipe Overview<\/p>/,
    );
  });

  test('pages with flag rows and the GraphQL pages are filtered as defining flags and types', () => {
    const page = (row: string, route = '/docs/x') =>
      prepareForIndex(`<html><head></head><body><article><h1>T</h1>${row}</article></body></html>`, route, 'S')!;
    const defines = /data-pagefind-filter="defines\[content\]" content="flags"/;
    assert.match(page('<a href="#c--port" id="c--port"><code>--port</code></a>'), defines);
    assert.doesNotMatch(page('<a href="#config-port" id="config-port"><code>port</code></a>'), defines);
    for (const route of ['/docs/graphql/objects', '/docs/1.1.0/graphql/inputObjects'])
      assert.match(page('', route), /data-pagefind-filter="defines\[content\]" content="types"/, route);
    assert.doesNotMatch(page('', '/docs/api/graphql/overview'), /defines\[content\]/);
    assert.equal(definedOn('--port'), 'flags');
    assert.equal(definedOn('CorpUser.editableProperties'), 'types');
    assert.equal(definedOn('profiling.enabled'), null);
    assert.deepEqual(withFilter({language: {any: ['en']}}, 'defines', 'flags'), {
      language: {any: ['en']},
      defines: {any: ['flags']},
    });
    assert.deepEqual(withFilter({all: [{a: {any: ['1']}}]}, 'defines', 'flags'), {
      all: [{a: {any: ['1']}}, {defines: {any: ['flags']}}],
    });
  });

  test('the row that defines the typed identifier comes before its page, and its page before the others', async () => {
    const reference = {
      url: '/docs/deploy/environment-vars',
      excerpt: '',
      meta: {title: 'Environment variables'},
      sub_results: [
        {title: 'Shared', url: '/docs/deploy/environment-vars#shared', excerpt: 'x', anchor: {id: 'shared'}},
        {title: 'GMS_HOST', url: '/docs/deploy/environment-vars#GMS_HOST', excerpt: 'y', anchor: {id: 'GMS_HOST'}},
      ],
    };
    const mention = {url: '/docs/guide', excerpt: '', meta: {title: 'Guide'}, sub_results: []};
    const client = createLocalSearchClient(
      async () => fakePagefind([mention, reference], []),
      () => 'http://h',
    );
    const {results} = await client.search({requests: [{indexName: 'x', query: 'GMS_HOST'}]});
    assert.deepEqual(
      results[0].hits.map((hit) => hit.url),
      [
        'http://h/docs/deploy/environment-vars#GMS_HOST',
        'http://h/docs/deploy/environment-vars',
        'http://h/docs/deploy/environment-vars#shared',
        'http://h/docs/guide',
      ],
    );
  });

  test('a partial name that no first result holds finds a page further on whose row holds it', async () => {
    const source = {
      url: '/docs/sources/dbt',
      excerpt: '',
      meta: {title: 'dbt'},
      sub_results: [
        {
          title: 'include_column_lineage',
          url: '/docs/sources/dbt#config-include-column-lineage',
          excerpt: 'z',
          anchor: {id: 'config-include-column-lineage'},
        },
      ],
    };
    const mention = (n: number) => ({
      url: `/docs/guide-${n}`,
      excerpt: '',
      meta: {title: `Guide ${n}`},
      sub_results: [],
    });
    const client = createLocalSearchClient(
      async () => fakePagefind([mention(1), mention(2), mention(3), source], []),
      () => 'http://h',
    );
    const {results} = await client.search({requests: [{indexName: 'x', query: 'include_column', hitsPerPage: 2}]});
    assert.deepEqual(
      results[0].hits.map((hit) => hit.url),
      ['http://h/docs/sources/dbt', 'http://h/docs/sources/dbt#config-include-column-lineage', 'http://h/docs/guide-1'],
    );
  });

  test('an exact search orders pages first, with the plain search’s own results', () => {
    const result = (id: string, from: string) => ({id, from, data: async () => ({}) as never});
    const ordered = exactFirst([result('b', 'exact')], [result('a', 'plain'), result('b', 'plain')]);
    assert.deepEqual(
      ordered.map((r) => `${r.id}:${(r as unknown as {from: string}).from}`),
      ['b:plain', 'a:plain'],
    );
    // Pagefind scores a quoted search's pages alike and lists them by URL: they keep the plain order.
    const exact = ['a', 'b', 'c', 'x'].map((id) => result(id, 'exact'));
    const plain = ['p', 'c', 'b', 'a'].map((id) => result(id, 'plain'));
    assert.deepEqual(
      exactFirst(exact, plain).map((r) => `${r.id}:${(r as unknown as {from: string}).from}`),
      ['c:plain', 'b:plain', 'a:plain', 'x:exact', 'p:plain'],
    );
  });
});

describe('relaxed queries', () => {
  test('reader words are searched as the terms DataHub uses too', () => {
    assert.deepEqual(wordGroups('run ingestion on k8s'), [['run'], ['ingestion'], ['kubernetes', 'k8s', 'helm']]);
    assert.deepEqual(wordGroups('sso with okta')[0], ['sso', 'single sign-on', 'oidc']);
  });

  test('a word with inner dots stays one word, as Pagefind indexes it; a full stop does not', () => {
    assert.deepEqual(wordGroups('DataHub Cloud v0.2.0'), [['datahub'], ['cloud'], ['v0.2.0']]);
    assert.deepEqual(wordGroups('set profiling.enabled in the recipe.'), [['set'], ['profiling.enabled'], ['recipe']]);
  });

  test('an irregular plural is searched in both forms, which the stemmer keeps apart', () => {
    assert.deepEqual(wordGroups('rebuild search index'), [['rebuild'], ['search'], ['index', 'indices']]);
    assert.deepEqual(wordGroups('lineage of children'), [['lineage'], ['children', 'child']]);
  });

  test('a phrasal verb the pages write as one word is searched as that word or the two', () => {
    assert.deepEqual(wordGroups('let users log in with ldap'), [['let'], ['users'], ['login', 'log in'], ['ldap']]);
    // Only the phrase: "log" alone stays the word of the pages about logs.
    assert.deepEqual(wordGroups('read the ingestion log'), [['read'], ['ingestion'], ['log']]);
  });

  test('pages rank by the scores of the words they hold, lowered by the words they lack', async () => {
    // Every word at the page's start: proximity lowers a page only by the share of the words it holds, ^0.5.
    const result = (id: string, score: number) => ({id, score, words: [0], data: async () => ({}) as never});
    const byTerm: Record<string, ReturnType<typeof result>[]> = {
      ingestion: [result('guide', 2), result('both', 1), result('other', 3)],
      kubernetes: [result('both', 1), result('k8s-page', 5)],
      k8s: [],
      helm: [result('k8s-page', 1)],
      opt: [result('cli', 1)],
      anonymous: [result('cli', 2), result('telemetry', 11)],
      telemetry: [result('cli', 1), result('telemetry', 29)],
      tracking: [],
    };
    const engine = {search: async (term: string) => ({results: byTerm[term] ?? [], filters: {}})};
    // both: (1 + 1) x 1; k8s-page: 5^0.6 x (1/2)² x (1/2)^0.5; other: 3^0.6 x ...; guide: 2^0.6 x ...
    const ranked = await relaxedResults(engine, 'ingestion k8s', {}, []);
    assert.deepEqual(
      ranked.map((r) => r.id),
      ['both', 'k8s-page', 'other', 'guide'],
    );
    // A page that holds two of three words strongly outranks one that names all three in passing.
    const telemetry = await relaxedResults(engine, 'opt out of anonymous tracking', {}, [result('cli', 0)]);
    assert.deepEqual(
      telemetry.map((r) => r.id),
      ['telemetry', 'cli'],
    );
    // Ties keep the order of Pagefind's search of the whole query.
    const even = {search: async () => ({results: [result('p1', 1), result('p2', 1)], filters: {}})};
    const tied = await relaxedResults(even, 'alpha beta', {}, [result('p2', 2), result('p1', 2)]);
    assert.deepEqual(
      tied.map((r) => r.id),
      ['p2', 'p1'],
    );
    // One word without synonyms: Pagefind's own results stand.
    const strict = [result('x', 1)];
    assert.equal(await relaxedResults(engine, 'the ingestion', {}, strict), strict);
  });

  test('the most query words a page says within one window', () => {
    // kafka at 5 and 300, emitter at 310, http at 900: two of three within 70 words.
    assert.equal(nearestGroups([[5, 300], [310], [900]], 70), 2);
    assert.equal(nearestGroups([[5, 300], [310], [360]], 70), 3);
    assert.equal(nearestGroups([[5], [500], [1000]], 70), 1);
    assert.equal(nearestGroups([], 70), 0);
  });

  test('a page that says the query words together outranks one that holds them far apart', async () => {
    const at = (id: string, score: number, words: number[]) => ({id, score, words, data: async () => ({}) as never});
    const byTerm: Record<string, ReturnType<typeof at>[]> = {
      send: [at('scattered', 2, [10]), at('together', 1, [400])],
      kafka: [at('scattered', 2, [2000]), at('together', 1, [410])],
    };
    const engine = {search: async (term: string) => ({results: byTerm[term] ?? [], filters: {}})};
    // scattered: (2^0.6 + 2^0.6) x (1/2)^0.5 = 2.14; together: (1 + 1) x (2/2)^0.5 = 2.
    assert.deepEqual(
      (await relaxedResults(engine, 'send kafka', {}, [])).map((r) => r.id),
      ['scattered', 'together'],
    );
    byTerm.kafka![0] = at('scattered', 1.5, [2000]);
    // scattered: (2^0.6 + 1.5^0.6) x (1/2)^0.5 = 1.97, below together's 2; without proximity 2.79 > 2.
    assert.deepEqual(
      (await relaxedResults(engine, 'send kafka', {}, [])).map((r) => r.id),
      ['together', 'scattered'],
    );
  });
});

describe('the /search page filters', () => {
  test('read from the address as the facet filters the index files badges under', () => {
    assert.deepEqual(searchPageFilters('?q=lineage&availability=cloud&stage=beta'), [
      'availability:DataHub Cloud',
      'stage:Beta',
    ]);
    assert.deepEqual(searchPageFilters('?stage=GA'), ['stage:Generally available']);
  });
  test('unknown or empty values are ignored', () => {
    assert.deepEqual(searchPageFilters('?q=lineage'), []);
    assert.deepEqual(searchPageFilters('?availability=mars&stage=&stage2=beta'), []);
    assert.deepEqual(searchPageFilters('?availability=toString'), []);
  });
});

describe("a page's summary in the index", () => {
  const head =
    '<head><meta data-rh="true" name="description" content="Turn telemetry off &amp; keep usage private."/><meta data-rh="true" name="keywords" content="opt out,telemetry"/></head>';
  test('the description as written and the keywords, weighted as the title', () => {
    assert.equal(
      pageSummary(head),
      '<p data-pagefind-weight="10">Turn telemetry off &amp; keep usage private.</p>' +
        '<p data-pagefind-weight="10">opt out, telemetry</p>',
    );
    assert.equal(pageSummary('<head></head>'), '');
  });
  test('follows the title in what Pagefind reads', () => {
    const out = prepareForIndex(
      `<html>${head}<body><article><h1>DataHub Telemetry</h1><p>Sent.</p></article></body></html>`,
      '/docs/deploy/telemetry',
      'Deploy',
    )!;
    assert.match(
      out,
      /<h1 data-pagefind-weight="10">DataHub Telemetry<\/h1><p data-pagefind-weight="10">Turn telemetry off &amp; keep usage private\.<\/p><p data-pagefind-weight="10">opt out, telemetry<\/p><p>Sent\.<\/p>/,
    );
  });
});

describe('spelling correction', () => {
  test('edit distance counts an adjacent swap as one edit and stops past its bound', () => {
    assert.equal(editDistance('tabelau', 'tableau', 2), 1);
    assert.equal(editDistance('reshift', 'redshift', 2), 1);
    assert.equal(editDistance('asertions', 'assertions', 2), 1);
    assert.equal(editDistance('lineage', 'lineage', 2), 0);
    assert.equal(editDistance('tbale', 'table', 2), 1);
    assert.equal(editDistance('snowflake', 'tableau', 2), 3);
    assert.equal(editDistance('a', 'abcdef', 2), 3);
  });

  test('a word is corrected to the nearest vocabulary word, then the one that shares the longest start with it, then the most frequent; short words and near misses are not', () => {
    const vocabulary = ['data', 'assertions', 'tables', 'tableau', 'redshift', 'dagster', 'lineage', 'table'];
    assert.equal(closestWord('asertions', vocabulary), 'assertions');
    assert.equal(closestWord('tabelau', vocabulary), 'tableau');
    assert.equal(closestWord('reshift', vocabulary), 'redshift');
    assert.equal(closestWord('dagstr', vocabulary), 'dagster');
    // "tabls" is one edit from both "tables" and "table": the more frequent, listed first, wins.
    assert.equal(closestWord('tabls', vocabulary), 'tables');
    // One edit from "click" (more frequent) and from "qlik": a typo rarely changes the first letter.
    assert.equal(closestWord('qlick', ['click', 'qlik']), 'qlik');
    assert.equal(closestWord('clik', ['qlik', 'click']), 'click');
    assert.equal(closestWord('sction', ['action', 'section']), 'section');
    // One edit from "quick" (more frequent) and from "qlik", both with its first letter: "qlik" shares two.
    assert.equal(closestWord('qlick', ['quick', 'qlik']), 'qlik');
    assert.equal(closestWord('dta', vocabulary), null, 'too short to guess');
    assert.equal(closestWord('snowflake', vocabulary), null, 'nothing near');
    assert.equal(closestWord('k8s', vocabulary), null);
  });

  test('unknown words are those a quoted search finds nowhere; stop words, synonyms and short words are not asked', async () => {
    const asked: string[] = [];
    const engine = {
      search: async (query: string) => {
        asked.push(query);
        return {results: query === '"tabelau"' ? [] : [{id: '1', data: async () => page}], filters: {}};
      },
    };
    const known = new Set<string>();
    assert.deepEqual(await unknownWords(engine, 'How to tabelau the dashboards with sso', known), ['tabelau']);
    assert.deepEqual(asked, ['"tabelau"', '"dashboards"']);
    // A word found once is not asked again; an unknown one is.
    assert.deepEqual(await unknownWords(engine, 'dashboards tabelau', known), ['tabelau']);
    assert.deepEqual(asked, ['"tabelau"', '"dashboards"', '"tabelau"']);
  });

  test('the client searches a misspelt query as corrected, answers with the query as typed, and fetches the words once', async () => {
    const calls: {query: string; options: unknown}[] = [];
    const pagefind = fakePagefind([page], calls);
    const known = new Set(['"datahub"', '"quickstart"', '"xqzv"']);
    const api: PagefindApi = {
      ...pagefind,
      search: async (query, options) =>
        query.startsWith('"') && !known.has(query) ? {results: [], filters: {}} : pagefind.search(query, options),
    };
    let loads = 0;
    const client = createLocalSearchClient(
      async () => api,
      () => '',
      async () => {
        loads += 1;
        return ['datahub', 'quickstart'];
      },
    );
    const ask = async (query: string) =>
      (await client.search({requests: [{indexName: 'x', query, hitsPerPage: 6}]})).results[0];
    const result = await ask('quikstart datahub');
    assert.equal(result.query, 'quikstart datahub');
    assert.ok(
      calls.some((call) => call.query === 'quickstart datahub'),
      'searched as corrected',
    );
    assert.match(JSON.stringify(result.hits[0]._highlightResult), /<mark>Quickstart<\/mark>/);
    await ask('datahubb');
    assert.ok(calls.some((call) => call.query === 'datahub'));
    assert.equal(loads, 1);
    // A word the index holds, and an identifier, are searched as typed (the fake records only the
    // searches that reach the index: the quoted check of a known word, not of an unknown one).
    calls.length = 0;
    await ask('xqzv');
    await ask('profiling.enabld');
    assert.deepEqual(
      calls.map((call) => call.query),
      ['xqzv', '"xqzv"', 'profiling.enabld'],
    );
  });

  test("the vocabulary is the headings' words, by the pages they head, most first", () => {
    const words = headingWords(
      '<h1 class="x">Tableau Dashboards</h1><p>Ignored paragraph</p><h2 id="a">Set up <code>searchAcrossEntities</code> in Tableau</h2><h4>Deeper</h4><h3>k8s and METADATA_SERVICE</h3>',
    );
    assert.deepEqual([...words].sort(), ['dashboards', 'tableau']);
    // A title's product names keep their inner capitals' words; a lower heading's are identifiers.
    assert.deepEqual([...headingWords('<h1>CockroachDB</h1><h2 id="b">FacetFilterInput</h2>')], ['cockroachdb']);
    assert.deepEqual(
      vocabularyList(
        new Map([
          ['tableau', 2],
          ['lineage', 5],
          ['dagster', 2],
        ]),
      ),
      ['lineage', 'dagster', 'tableau'],
    );
  });
});

describe('long pages in parts', () => {
  const section = (id: string) => `<h2 id="${id}">${id}</h2><p>${'word '.repeat(PART_SIZE / 10)}</p>`;
  const html = (sections: string[]) =>
    `<html><head><meta name="docsearch:language" content="en"></head><body><article><h1>Environment &amp; variables</h1>${sections.join('')}</article></body></html>`;

  test('a page up to SPLIT_ABOVE is one record, a longer one parts that each start at a section heading', () => {
    const short = prepareForIndex(html([section('a')]), '/docs/deploy/environment-vars', 'S')!;
    assert.deepEqual(splitForIndex(short, '/docs/deploy/environment-vars'), [
      {url: '/docs/deploy/environment-vars', content: short},
    ]);
    const ids = Array.from({length: Math.ceil((2 * SPLIT_ABOVE) / (PART_SIZE / 2))}, (_, i) => `s${i}`);
    const long = prepareForIndex(html(ids.map(section)), '/docs/deploy/environment-vars', 'Deploy')!;
    const parts = splitForIndex(long, '/docs/deploy/environment-vars');
    assert.ok(parts.length >= 3, `${parts.length} parts`);
    assert.equal(parts[0]!.url, '/docs/deploy/environment-vars');
    assert.match(parts[0]!.content, /<h1 data-pagefind-weight="10">/, 'the first part keeps the title');
    for (const part of parts.slice(1)) {
      const id = part.url.split('#')[1]!;
      assert.ok(ids.includes(id), part.url);
      // Each part is a page of its own for Pagefind: the head's filters and section, the page's title,
      // a body that starts at the heading its URL names.
      assert.match(part.content, /data-pagefind-meta="lvl0\[content\]" content="Deploy"/);
      assert.match(part.content, /data-pagefind-meta="title\[content\]" content="Environment &amp; variables"/);
      assert.ok(part.content.includes(`<body><div data-pagefind-body><h2 id="${id}">`), part.url);
      assert.doesNotMatch(part.content, /<h1/);
    }
    // Every section is indexed once, in order.
    const indexed = parts.flatMap((part) => [...part.content.matchAll(/<h2 id="(s\d+)"/g)].map((m) => m[1]));
    assert.deepEqual(indexed, ids);
  });

  test("a part that starts inside a group of headings opens the group again, so that the group's end does not close its body; a deferred group is read as HTML", () => {
    // The generated reference's groups (the accelerator's reference-sections): 16 headings, each with a section.
    // A long page's groups after the first are deferred: the server writes their content inside a <noscript>,
    // which the index reads as HTML, as a browser without scripts does.
    const group = (ids: string[], deferred: boolean) =>
      `<div class="reference-group" style="--reference-group-headings:${ids.length}">` +
      (deferred ? `<noscript>${ids.map(section).join('')}</noscript>` : ids.map(section).join('')) +
      '</div>';
    const ids = Array.from({length: 48}, (_, i) => `g${i}`);
    const long = prepareForIndex(
      html([0, 16, 32].map((first) => group(ids.slice(first, first + 16), first > 0))),
      '/docs/graphql/objects',
      'GraphQL',
    )!;
    assert.doesNotMatch(long, /noscript/);
    const parts = splitForIndex(long, '/docs/graphql/objects');
    assert.ok(parts.length >= 3, `${parts.length} parts`);
    for (const part of parts.slice(1)) {
      const id = part.url.split('#')[1]!;
      assert.ok(part.content.includes(`<body><div data-pagefind-body><div class="reference-group"`), part.url);
      // Read in order, the part's divs never close more than it opened: its body holds all of its text.
      const body = part.content.slice(
        part.content.indexOf('<div data-pagefind-body>'),
        part.content.lastIndexOf('</div></body>'),
      );
      let open = 0;
      for (const [tag] of body.matchAll(/<div[\s>]|<\/div>/g)) {
        open += tag === '</div>' ? -1 : 1;
        assert.ok(open >= 1, `${part.url}: the body closes early`);
      }
      assert.ok(body.includes(`<h2 id="${id}">`), part.url);
    }
    const indexed = parts.flatMap((part) => [...part.content.matchAll(/<h2 id="(g\d+)"/g)].map((m) => m[1]));
    assert.deepEqual(indexed, ids);
  });

  const record = (url: string, sections: string[]): PagefindData => ({
    url,
    excerpt: url,
    meta: {title: 'Environment variables'},
    sub_results: sections.map((id) => ({title: id, url: `${url.split('#')[0]}#${id}`, excerpt: id, anchor: {id}})),
  });

  test("a page's parts are merged into one page at the page's URL, where its best part ranked", () => {
    const merged = mergePageParts([
      record('/docs/env#kafka', ['kafka', 'kafka-topics']),
      record('/docs/guide', ['intro']),
      record('/docs/env', ['components']),
    ]);
    assert.deepEqual(
      merged.map((page) => [page.url, page.excerpt, page.sub_results.map((sub) => sub.anchor!.id)]),
      [
        ['/docs/env', '/docs/env#kafka', ['kafka', 'kafka-topics', 'components']],
        ['/docs/guide', '/docs/guide', ['intro']],
      ],
    );
  });

  test('results are read until as many pages as asked for are loaded, however many parts they hold', async () => {
    const read: string[] = [];
    const result = (data: PagefindData) => ({
      id: data.url,
      data: async () => {
        read.push(data.url);
        return data;
      },
    });
    const results = [
      record('/docs/env#a', ['a']),
      record('/docs/env#b', ['b']),
      record('/docs/guide', ['intro']),
      record('/docs/env', ['c']),
      record('/docs/other', ['x']),
      record('/docs/last', ['y']),
    ].map(result);
    const {pages, end} = await loadPages(results, 0, 3);
    assert.deepEqual(
      pages.map((page) => page.url),
      ['/docs/env', '/docs/guide', '/docs/other'],
    );
    assert.equal(end, 5);
    assert.deepEqual(read, ['/docs/env#a', '/docs/env#b', '/docs/guide', '/docs/env', '/docs/other']);
    assert.deepEqual(
      (await loadPages(results, 5, 3)).pages.map((page) => page.url),
      ['/docs/last'],
    );
  });
});

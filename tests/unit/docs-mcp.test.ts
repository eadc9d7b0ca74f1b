// The docs MCP server's parts that need no build: the data the plugin writes for each version, bounded
// stdio input, the time bound of a tool, page addresses and anchors, and closest names. The server itself,
// over a real build, is tests/e2e/docs-mcp.spec.ts.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import {integrationsOf, referenceDirOf} from '../../src/plugins/docs-mcp';
import {BoundedLines, MAX_MESSAGE_BYTES, idOf} from '../../src/plugins/docs-mcp/server/boundedLines';
import {DocsSite, UserError} from '../../src/plugins/docs-mcp/server/site';
import {anchorOffset, closest, headingAnchor, window} from '../../src/plugins/docs-mcp/server/text';
import {bounded} from '../../src/plugins/docs-mcp/server/tools';
import {MCP_DIR, SITE_FILE, type SiteManifest} from '../../src/plugins/docs-mcp/manifest';

const SITE_DIR = path.resolve(__dirname, '../..');

test('each version answers from its own source reference: current expanded, 1.1.0 as its pages were', () => {
  const current = integrationsOf(referenceDirOf(SITE_DIR, 'current')!, '/docs');
  const archived = integrationsOf(referenceDirOf(SITE_DIR, '1.1.0')!, '/docs/1.1.0');
  assert.equal(referenceDirOf(SITE_DIR, '0.9.0'), undefined);
  const snowflake = current.sources.find((s) => s.slug === 'snowflake')!;
  assert.equal(snowflake.page, '/docs/generated/ingestion/sources/snowflake');
  assert.equal(snowflake.type, 'snowflake');
  // Shared types expand into their fields, as the current page shows them.
  const pattern = snowflake.options.find((o) => o.name === 'database_pattern.allow')!;
  assert.equal(pattern.anchor, 'config-database-pattern-allow');
  const old = archived.sources.find((s) => s.slug === 'snowflake')!;
  assert.equal(old.page, '/docs/1.1.0/generated/ingestion/sources/snowflake');
  assert.equal(
    old.options.some((o) => o.name === 'database_pattern.allow'),
    false,
  );
  assert.ok(archived.sources.length < current.sources.length, 'sources added since 1.1.0 are not in it');
  for (const source of [...current.sources, ...archived.sources])
    for (const option of source.options)
      assert.match(option.anchor, /^config-[A-Za-z0-9-]+$/, `${source.slug} ${option.name}`);
});

async function through(lines: Buffer[]): Promise<{passed: string[]; replies: string[]}> {
  const replies: string[] = [];
  const stream = new BoundedLines((line) => replies.push(line));
  const passed: string[] = [];
  stream.on('data', (chunk: Buffer) => passed.push(chunk.toString('utf8')));
  for (const chunk of lines) stream.write(chunk);
  stream.end();
  await new Promise((resolve) => stream.on('end', resolve));
  return {passed, replies};
}

test('stdio input: messages pass whole across chunks; one over the limit is answered by its id and skipped', async () => {
  const small = '{"jsonrpc":"2.0","id":1,"method":"ping"}\n';
  const big = `{"jsonrpc":"2.0","method":"tools/call","params":{"q":"${'x'.repeat(MAX_MESSAGE_BYTES)}"},"id":7}\n`;
  const after = '{"jsonrpc":"2.0","id":8,"method":"ping"}';
  const text = Buffer.from(small + big + after);
  // Cut into uneven chunks, as a pipe delivers them.
  const chunks: Buffer[] = [];
  for (let at = 0; at < text.length; at += 65_521) chunks.push(text.subarray(at, at + 65_521));
  const {passed, replies} = await through(chunks);
  assert.deepEqual(passed, [small, after]);
  assert.equal(replies.length, 1);
  assert.deepEqual(JSON.parse(replies[0]!), {
    jsonrpc: '2.0',
    id: 7,
    error: {code: -32600, message: `Request too large: messages are limited to ${MAX_MESSAGE_BYTES} bytes.`},
  });
  assert.equal(idOf('{"id":"a-1","params":{', 'x'), 'a-1');
  assert.equal(idOf('{"params":{"id":3', '"x"}}'), 3, 'an id in the head when the end holds none');
  assert.equal(idOf('{"params":', '}'), null);
});

test('a tool that takes longer than its bound answers with an error', async () => {
  await assert.rejects(
    bounded('slow_tool', () => new Promise((resolve) => setTimeout(resolve, 200)), 20),
    (error: Error) => error instanceof UserError && error.message === 'slow_tool took longer than 0.02 s.',
  );
  assert.equal(await bounded('quick_tool', () => 42, 20), 42);
});

test('page addresses: URLs, paths, slugs, twins and versions resolve to one page', () => {
  const build = mkdtempSync(path.join(tmpdir(), 'docs-mcp-'));
  try {
    const manifest: SiteManifest = {
      format: 1,
      title: 'DataHub',
      siteUrl: 'https://docs.example.com',
      versions: [
        {
          name: 'current',
          label: 'Next',
          docsPath: '/docs',
          searchTag: 'docs-default-current',
          isDefault: true,
          pages: [
            {path: '/docs/quickstart', title: 'Quickstart'},
            {path: '/learn/lineage', title: 'Lineage'},
          ],
          reference: {integrations: false, graphql: false, release: 'current'},
        },
        {
          name: '1.1.0',
          label: '1.1.0',
          docsPath: '/docs/1.1.0',
          searchTag: 'docs-default-1.1.0',
          isDefault: false,
          pages: [{path: '/docs/1.1.0/quickstart', title: 'Quickstart'}],
          reference: {integrations: false, graphql: false, release: '1.1.0'},
        },
      ],
    };
    mkdirSync(path.join(build, MCP_DIR));
    writeFileSync(path.join(build, MCP_DIR, SITE_FILE), JSON.stringify(manifest));
    const site = new DocsSite(build);
    const at = (address: string, version?: string) => {
      const resolved = site.resolvePath(address, version);
      return `${resolved.version.name} ${resolved.path}${resolved.anchor ? `#${resolved.anchor}` : ''}`;
    };
    assert.equal(at('https://docs.datahub.com/docs/quickstart/#start'), 'current /docs/quickstart#start');
    assert.equal(at('docs/quickstart.md'), 'current /docs/quickstart');
    assert.equal(at('quickstart'), 'current /docs/quickstart');
    assert.equal(at('/docs/quickstart/index.html'), 'current /docs/quickstart');
    assert.equal(at('docs://docs/1.1.0/quickstart'), '1.1.0 /docs/1.1.0/quickstart');
    assert.equal(at('/docs/quickstart', '1.1.0'), '1.1.0 /docs/1.1.0/quickstart');
    assert.equal(at('/docs/1.1.0/quickstart', 'next'), 'current /docs/quickstart');
    assert.equal(at('/learn/lineage'), 'current /learn/lineage');
    assert.equal(site.version('v1.1.0').name, '1.1.0');
    assert.equal(site.version('Latest').name, 'current');
    assert.throws(
      () => site.version('0.9.0'),
      /Unknown version "0\.9\.0"\. Versions: current \(Next\), 1\.1\.0 \(1\.1\.0\)\./,
    );
    assert.deepEqual(
      site.closestPages('/docs/quickstrat', site.defaultVersion).map((p) => p.path),
      ['/docs/quickstart'],
    );
    writeFileSync(path.join(build, MCP_DIR, SITE_FILE), JSON.stringify({...manifest, format: 99}));
    assert.throws(() => new DocsSite(build), /has format 99; this server reads format 1/);
  } finally {
    rmSync(build, {recursive: true, force: true});
  }
});

test('anchors find their heading or reference row; parts of a page end at a line', () => {
  const page =
    '# Title\n\nIntro.\n\n## Start DataHub\n\nText.\n\n| Name | Type |\n| - | - |\n| `profiling.enabled` | boolean |\n';
  assert.equal(headingAnchor('Start `DataHub`!'), 'start-datahub');
  assert.equal(page.slice(anchorOffset(page, 'start-datahub')).split('\n')[0], '## Start DataHub');
  assert.equal(
    page.slice(anchorOffset(page, 'config-profiling-enabled')).split('\n')[0],
    '| `profiling.enabled` | boolean |',
  );
  assert.equal(page.slice(anchorOffset(page, 'profiling.enabled')).split('\n')[0], '| `profiling.enabled` | boolean |');
  assert.equal(anchorOffset(page, 'nowhere'), -1);
  const text = 'line one\nline two\nline three\n';
  assert.deepEqual(window(text, 0, 12), {part: 'line one\n', end: 9});
  assert.deepEqual(window(text, 9, 100), {part: 'line two\nline three\n', end: text.length});
  assert.deepEqual(window(text, text.length, 10), {part: '', end: text.length});
});

test('closest names: containing first, then by edit distance; far-off names are left out', () => {
  const names = ['Dataset', 'dataset', 'DataJob', 'Chart', 'SearchAcrossEntitiesInput'];
  assert.deepEqual(
    closest('Datset', names, (n) => n),
    ['Dataset', 'dataset'],
  );
  assert.deepEqual(
    closest('entitiesinput', names, (n) => n),
    ['SearchAcrossEntitiesInput'],
  );
  assert.deepEqual(
    closest('zzzz', names, (n) => n),
    [],
  );
});

// One parse per page (markdown-twins/parse.ts, parsedTrees.ts): the conversion workers' trees stand in for
// the MDX loader's own parse, so they must be exactly what Docusaurus parses, for every page of the site,
// and the MDX processor must take them only when they are.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {serialize} from 'node:v8';
import {validateConfig} from '@docusaurus/core/lib/server/configValidation';
import {createProcessorUncached} from '@docusaurus/mdx-loader/lib/processor';
import preprocessContent from '@docusaurus/mdx-loader/lib/preprocessor';
import type {Processor} from 'unified';
import type {Root} from 'mdast';
import config from '../../docusaurus.config';
import {parseSource, type Format} from '../../src/plugins/markdown-twins/parse';
import {ParsedTrees, type ParsedTree} from '../../src/plugins/markdown-twins/parsedTrees';
import {convertPages, parseGroups} from '../../src/plugins/markdown-twins/pool';
import {convertPage, type ConvertJob} from '../../src/plugins/markdown-twins/convert';
import awaitParsedTree from '../../src/plugins/markdown-twins/awaitParsedTree.mjs';

const SITE_DIR = path.resolve(__dirname, '../..');
const {markdown: markdownConfig} = validateConfig(config, path.join(SITE_DIR, 'docusaurus.config.ts'));

type Compile = (content: string, filePath: string) => Promise<string>;

/**
 * A page compiled as @docusaurus/mdx-loader compiles it (its preprocessor, then its MDX processor for
 * `format`, as the docs plugin configures it), with extra remark plugins first.
 */
async function docusaurusCompiler(format: Format, beforeDefaultRemarkPlugins: ((this: Processor) => void)[]) {
  const options = {markdownConfig, admonitions: true, siteDir: SITE_DIR, staticDirs: [], beforeDefaultRemarkPlugins};
  const processor = await createProcessorUncached({options, format} as Parameters<typeof createProcessorUncached>[0]);
  const compile: Compile = async (fileContent, filePath) => {
    const content = preprocessContent({fileContent, filePath, markdownConfig, admonitions: true});
    return (await processor.process({content, filePath, frontMatter: {}, compilerName: 'client'})).content;
  };
  return compile;
}

/** Every page source of the site (docs, frozen versions, Learn), with Docusaurus's format for it. */
function siteSources(): {filePath: string; format: Format}[] {
  return ['docs', 'versioned_docs', 'learn'].flatMap((dir) =>
    readdirSync(path.join(SITE_DIR, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => ({filePath: path.join(SITE_DIR, dir, file), format: file.endsWith('.mdx') ? 'mdx' : 'md'})),
  );
}

/** A tree as plain data: the tree the loader deserializes has no class prototypes (acorn's Node) either. */
const plain = (tree: unknown) => JSON.parse(JSON.stringify(tree)) as unknown;

const treeOf = (source: string, format: Format): ParsedTree => {
  const {doc, tree} = parseSource(source, format);
  return {doc, format, tree: serialize(tree)};
};

describe('parseSource', () => {
  test("gives the text and tree Docusaurus's MDX processor parses, for every page of the site", async () => {
    // A remark plugin that records what the processor's parser returns, then stops the compilation.
    let parsed: {doc: string; tree: Root} | undefined;
    const stop = new Error('parsed');
    function capture(this: Processor) {
      const parse = this.parser!;
      this.parser = (doc, file) => {
        parsed = {doc, tree: parse(doc, file) as Root};
        throw stop;
      };
    }
    const compilers = {md: await docusaurusCompiler('md', [capture]), mdx: await docusaurusCompiler('mdx', [capture])};
    const sources = siteSources();
    assert.ok(sources.length > 1000, `only ${sources.length} sources found`);
    for (const {filePath, format} of sources) {
      const source = readFileSync(filePath, 'utf8');
      await assert.rejects(compilers[format](source, filePath), stop);
      const ours = parseSource(source, format);
      assert.equal(ours.doc, parsed!.doc, `text parsed for ${filePath}`);
      assert.deepEqual(plain(ours.tree), plain(parsed!.tree), `tree of ${filePath}`);
    }
  });
});

describe('ParsedTrees', () => {
  const source = '---\ntitle: T\n---\n\n:::note Heads up\n\nSee <Tabs>{1 + 1}</Tabs> and [a](./a.md).\n\n:::\n';
  const filePath = '/site/docs/page.mdx';

  test('the loader waits for the trees it expects, and for no other file', async () => {
    const trees = new ParsedTrees();
    trees.expect([filePath, '/site/docs/other.md']);
    let ready = false;
    void trees.ready(filePath).then(() => (ready = true));
    await trees.ready('/site/src/pages/index.md');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(ready, false);
    trees.arrive(filePath, treeOf(source, 'mdx'));
    await trees.ready(filePath);
    // The workers end (or fail): whatever was not parsed is not waited for.
    trees.close();
    await trees.ready('/site/docs/other.md');
  });

  test('hands out a fresh copy of the tree for the text and format the worker parsed, and nothing else', () => {
    const trees = new ParsedTrees();
    trees.expect([filePath]);
    const parsed = treeOf(source, 'mdx');
    trees.arrive(filePath, parsed);
    const first = trees.take(filePath, parsed.doc, 'mdx');
    const second = trees.take(filePath, parsed.doc, 'mdx');
    assert.deepEqual(plain(first), plain(parseSource(source, 'mdx').tree));
    assert.notEqual(first, second); // Each compilation transforms its own copy.
    assert.equal(trees.take(filePath, `${parsed.doc}\nEdited.\n`, 'mdx'), undefined);
    assert.equal(trees.take(filePath, parsed.doc, 'md'), undefined);
    assert.equal(trees.take('/site/docs/unknown.mdx', parsed.doc, 'mdx'), undefined);
    assert.deepEqual(trees.counts, {used: 2, mismatched: 2});
    trees.clear();
    assert.equal(trees.take(filePath, parsed.doc, 'mdx'), undefined);
  });

  test("Docusaurus's processors take the tree through remarkPlugin and compile the page they would have parsed", async () => {
    const trees = new ParsedTrees();
    const mdFile = '/site/docs/plain.md';
    const mdSource = '# Plain\n\nA <b>bold</b> claim with an {#anchor} and a [link](https://example.com).\n';
    trees.expect([filePath, mdFile]);
    trees.arrive(filePath, treeOf(source, 'mdx'));
    trees.arrive(mdFile, treeOf(mdSource, 'md'));
    const withTrees = {
      mdx: await docusaurusCompiler('mdx', [trees.remarkPlugin]),
      md: await docusaurusCompiler('md', [trees.remarkPlugin]),
    };
    const alone = {mdx: await docusaurusCompiler('mdx', []), md: await docusaurusCompiler('md', [])};

    assert.equal(await withTrees.mdx(source, filePath), await alone.mdx(source, filePath));
    assert.equal(await withTrees.md(mdSource, mdFile), await alone.md(mdSource, mdFile));
    assert.deepEqual(trees.counts, {used: 2, mismatched: 0});
    // The .md processor is handed the .mdx page: its format differs, so it parses the page itself.
    assert.equal(await withTrees.md(source, filePath), await alone.md(source, filePath));
    assert.deepEqual(trees.counts, {used: 2, mismatched: 1});
  });

  test('awaitParsedTree passes the source on once its tree is there', async () => {
    const trees = new ParsedTrees();
    trees.expect([filePath]);
    const passed: string[] = [];
    const context = {
      resourcePath: filePath,
      getOptions: () => ({trees}),
      async: () => (error: Error | null, content: string) => {
        assert.equal(error, null);
        passed.push(content);
      },
    };
    awaitParsedTree.call(context as never, source);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(passed, []);
    trees.arrive(filePath, treeOf(source, 'mdx'));
    await trees.ready(filePath);
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(passed, [source]);
  });
});

describe('conversion workers', () => {
  test("send each page's tree for the bundler, and the same twins as without, parsing equal pages once", async () => {
    const contentPaths = {contentPath: '/site/docs', contentPathLocalized: undefined};
    // The first page again (a frozen version's copy: parsed once for both), and as CommonMark (parsed apart).
    const pages: [string, Format][] = [
      ['# One\n\nSee [two](./page-1.mdx).\n', 'mdx'],
      ['## Two\n\n<Tabs><TabItem value="x">X</TabItem></Tabs>\n', 'mdx'],
      ['# One\n\nSee [two](./page-1.mdx).\n', 'mdx'],
      ['# One\n\nSee [two](./page-1.mdx).\n', 'md'],
    ];
    const jobs: ConvertJob[] = pages.map(([page, format], i) => ({
      source: page,
      sourceFilePath: `/site/docs/page-${i}.mdx`,
      contentPaths,
      twin: {format, pageUrl: `https://docs.example.com/docs/page-${i}`},
    }));
    assert.deepEqual(parseGroups(jobs), [[1], [0, 2], [3]], 'same text and format: one group; largest first');
    const context = {sourceToPermalink: new Map(), siteDir: '/site'};
    const sent = new Map<number, ParsedTree>();
    const twins = await convertPages(jobs, context, {
      size: 2,
      warn: assert.fail,
      onParsed: (index, parsed) => sent.set(index, parsed),
    });
    assert.deepEqual(
      twins,
      jobs.map((job) => convertPage(job, context)),
    );
    assert.equal(sent.size, jobs.length);
    for (const [index, parsed] of sent) {
      const trees = new ParsedTrees();
      trees.expect([jobs[index].sourceFilePath]);
      trees.arrive(jobs[index].sourceFilePath, parsed);
      const {format} = jobs[index].twin;
      const {doc, tree} = parseSource(jobs[index].source, format);
      assert.deepEqual(plain(trees.take(jobs[index].sourceFilePath, doc, format)), plain(tree));
    }
  });
});

// Pages with a code block import the code block themselves (src/plugins/code-block-import); others do not.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import codeBlockImport, {REGISTER_MODULE} from '../../src/plugins/code-block-import';

// @mdx-js/mdx is an ES module only: imported where used, as Docusaurus's MDX loader does.
const compiled = async (source: string, format: 'md' | 'mdx' = 'mdx') => {
  const {compile} = await import('@mdx-js/mdx');
  return String(await compile(source, {format, remarkPlugins: [codeBlockImport]}));
};
const imports = (code: string) =>
  code.includes(`import '${REGISTER_MODULE}'`) || code.includes(`import "${REGISTER_MODULE}"`);

describe('code-block-import', () => {
  test('a page with a fenced or indented code block imports the code block', async () => {
    assert.ok(imports(await compiled('# Title\n\n```bash\ndatahub ingest -c recipe.yml\n```\n')));
    assert.ok(imports(await compiled('Text.\n\n    indented code\n', 'md')));
    // Inside a component, too.
    assert.ok(
      imports(await compiled('<Tabs>\n<TabItem value="a">\n\n```yaml\nsource: {}\n```\n\n</TabItem>\n</Tabs>\n')),
    );
  });

  test('raw <pre> or <code> in a Markdown page counts as a code block', async () => {
    assert.ok(imports(await compiled('Before.\n\n<pre><code>line one\nline two</code></pre>\n', 'md')));
  });

  test('a page with inline code only, or none, imports nothing', async () => {
    const inline = await compiled('Run `datahub version` to check, then read the [docs](./quickstart.md).\n');
    assert.ok(!inline.includes(REGISTER_MODULE));
    assert.ok(!(await compiled('Just text.\n', 'md')).includes(REGISTER_MODULE));
  });

  test('the import comes once, first, whatever the number of blocks', async () => {
    const code = await compiled('```js\na\n```\n\n```js\nb\n```\n');
    assert.equal(code.split(REGISTER_MODULE).length - 1, 1);
    assert.ok(code.indexOf(REGISTER_MODULE) < code.indexOf('function _createMdxContent'));
  });
});

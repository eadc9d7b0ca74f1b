// The content check reports each rule with file, line and rule name.
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {collectFiles, lintFiles, routeOf} from '../../src/content-check/index.mjs';

type Problem = {file: string; line: number; rule: string; message: string};

const root = mkdtempSync(path.join(__dirname, '..', '.tmp-lint-'));
after(() => rmSync(root, {recursive: true, force: true}));

const prose = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ') + '.';
const front = (extra = '') => `---\ntitle: Page\ndescription: One sentence.\n${extra}---\n\n`;

function lint(files: Record<string, string>): Problem[] {
  const dir = mkdtempSync(path.join(root, 'case-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, 'docs', name)), {recursive: true});
    writeFileSync(path.join(dir, 'docs', name), content);
  }
  return lintFiles(collectFiles([path.join(dir, 'docs')])).problems;
}
const rules = (problems: Problem[]) => problems.map((p) => p.rule).sort();

describe('content check', () => {
  test('a complete page passes', () => {
    assert.deepEqual(lint({'ok.md': front() + `## Intro\n\n${prose(260)}\n\n\`\`\`yaml\na: 1\n\`\`\`\n`}), []);
  });

  test('front matter: missing keys and unknown keys', () => {
    const problems = lint({'a.md': `---\ntitle: A\ncolour: red\n---\n\n${prose(260)}\n`});
    assert.deepEqual(rules(problems), ['front-matter', 'front-matter']);
    assert.match(problems.map((p) => p.message).join(), /missing `description`/);
    assert.match(problems.map((p) => p.message).join(), /unknown key `colour`/);
  });

  test('too few words, placeholders, code without language, bad YAML and JSON', () => {
    const body = 'TODO: write this.\n\n```\nplain\n```\n\n```yaml\na: [1\n```\n\n```json\n{"a": 1,}\n```\n';
    const problems = lint({'a.md': front() + body});
    assert.deepEqual(rules(problems), ['code-language', 'code-parse', 'code-parse', 'placeholder', 'word-count']);
    const placeholder = problems.find((p) => p.rule === 'placeholder')!;
    assert.equal(placeholder.line, 6);
    assert.match(placeholder.file, /a\.md$/);
  });

  test('headings: skipped level, two h1s, h1 different from the title', () => {
    const problems = lint({'a.md': front() + `# Other\n\n# Page\n\n#### Deep\n\n${prose(260)}\n`});
    assert.deepEqual(rules(problems), ['heading', 'heading', 'heading']);
  });

  test('a paragraph of 30+ words on two pages of the same version', () => {
    const shared = prose(35);
    const problems = lint({
      'a.md': front() + `${shared}\n\n${prose(260)}\n`,
      'b.md': front() + `${shared}\n\n${prose(260).replace(/word/g, 'term')}\n`,
    });
    assert.deepEqual(rules(problems), ['duplicate-paragraph']);
  });

  test('index pages link every child with a sentence each', () => {
    const child = front() + prose(260);
    const problems = lint({
      'section.md': front() + 'Read [the first child](section/one.md) for setup.\n',
      'section/one.md': child,
      'section/two.md': child.replace(/word0/g, 'other0'),
    });
    assert.deepEqual(rules(problems), ['index-links', 'index-prose']);
  });

  test('MDX syntax errors are reported with their line', () => {
    const problems = lint({'a.mdx': front() + 'Text with a stray { brace.\n'});
    assert.equal(problems[0].rule, 'syntax');
    assert.ok(problems[0].line >= 5);
  });

  test('two pages with the same route', () => {
    const problems = lint({
      'a.md': front('slug: /same\n') + prose(260),
      'b.md': front('slug: /same\n') + prose(260).replace(/word/g, 'term'),
    });
    assert.deepEqual(rules(problems), ['duplicate-slug']);
  });

  test('routes follow the file path unless a slug is set', () => {
    assert.equal(routeOf('docs/api/intro.md', null), '/api/intro');
    assert.equal(routeOf('versioned_docs/version-1.1.0/api/intro.md', 'start'), '/api/start');
    assert.equal(routeOf('docs/api/intro.md', '/top'), '/top');
  });
});

// Bad input fails a real build with a message that names the file and the culprit.
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildFixtureSite, page, removeFixtureSites} from '../fixture-site';

after(removeFixtureSites);

describe('the build rejects broken links', () => {
  test('a broken Markdown link names the file and the link', () => {
    const {status, output} = buildFixtureSite({
      'docs/intro.md': page('Intro', 'Read [the guide](./missing-guide.md) first.'),
    });
    assert.notEqual(status, 0, output);
    assert.match(output, /docs\/intro\.md/);
    assert.match(output, /missing-guide\.md/);
  });

  test('a broken route link names the page and the target', () => {
    const {status, output} = buildFixtureSite({
      'docs/intro.md': page('Intro', 'See [the nowhere page](/docs/nowhere).'),
    });
    assert.notEqual(status, 0, output);
    assert.match(output, /\/docs\/intro/);
    assert.match(output, /\/docs\/nowhere/);
  });
});

describe('the build rejects other bad input', () => {
  test('a broken anchor names the page and the anchor', () => {
    const {status, output} = buildFixtureSite({
      'docs/intro.md': page('Intro', '## Setup\n\nJump to [the install step](./other.md#no-such-heading).'),
      'docs/other.md': page('Other', '## Install\n\nText.'),
    });
    assert.notEqual(status, 0, output);
    assert.match(output, /\/docs\/intro/);
    assert.match(output, /#no-such-heading/);
  });

  test('an unclosed MDX tag names the file and line', () => {
    const {status, output} = buildFixtureSite({
      'docs/intro.mdx': page('Intro', 'Some text.\n\n<details>\n\nNever closed.'),
    });
    assert.notEqual(status, 0, output);
    assert.match(output, /docs\/intro\.mdx/);
    assert.match(output, /details/);
  });

  test('a stray brace in MDX names the file', () => {
    const {status, output} = buildFixtureSite({
      'docs/intro.mdx': page('Intro', 'Set the value to {unquoted and never closed.'),
    });
    assert.notEqual(status, 0, output);
    assert.match(output, /docs\/intro\.mdx/);
  });

  test('invalid front matter names the file', () => {
    const {status, output} = buildFixtureSite({
      'docs/intro.md': '---\ntitle: [unclosed\ndescription: x\n---\n\nBody.\n',
    });
    assert.notEqual(status, 0, output);
    assert.match(output, /docs\/intro\.md/);
  });

  test('an image that does not exist names the file and the image', () => {
    const {status, output} = buildFixtureSite({
      'docs/intro.md': page('Intro', '![Architecture diagram](./img/missing-diagram.png)'),
    });
    assert.notEqual(status, 0, output);
    assert.match(output, /docs\/intro\.md/);
    assert.match(output, /missing-diagram\.png/);
  });

  test('a duplicate slug only warns in the build (spec §5), naming the route', () => {
    const {status, output} = buildFixtureSite({
      'docs/a.md': '---\ntitle: A\ndescription: x\nslug: /same\n---\n\nA.\n',
      'docs/b.md': '---\ntitle: B\ndescription: x\nslug: /same\n---\n\nB.\n',
    });
    assert.equal(status, 0, output);
    assert.match(output, /\/docs\/same/);
  });
});

describe('indexing switch', () => {
  test('NO_INDEX=true puts noindex, nofollow on every page', () => {
    const {status, output, outDir} = buildFixtureSite({'docs/intro.md': page('Intro', 'Text.')}, {NO_INDEX: 'true'});
    assert.equal(status, 0, output);
    for (const file of ['index.html', 'docs/intro/index.html', '404.html']) {
      const html = readFileSync(path.join(outDir, file), 'utf8');
      assert.match(html, /<meta[^>]* name="?robots"? content="noindex, nofollow"/, file);
    }
  });
});

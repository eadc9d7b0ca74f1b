// How scripts/build.ts spreads docs versions over builds, how a version group's output joins the main one,
// and where the version menu's link to another build's version leads.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brokenLinks, mergeGroup, planBuilds} from '../../src/plugins/version-builds/builds';
import {samePageIn} from '../../src/plugins/version-builds/versionLinks';

describe('planBuilds', () => {
  test('a site of current and one archived version is one build', () => {
    assert.deepEqual(planBuilds(['1.1.0']), {main: ['current', '1.1.0'], groups: []});
    assert.deepEqual(planBuilds([]), {main: ['current'], groups: []});
  });

  test('older versions go to builds of three, newest first', () => {
    const archived = ['1.1.0', '1.0.0', '0.15.0', '0.14.1', '0.14.0', '0.13.1', '0.13.0', '0.12.1', '0.11.0'];
    assert.deepEqual(planBuilds(archived), {
      main: ['current', '1.1.0'],
      groups: [
        ['1.0.0', '0.15.0', '0.14.1'],
        ['0.14.0', '0.13.1', '0.13.0'],
        ['0.12.1', '0.11.0'],
      ],
    });
  });
});

describe('mergeGroup', () => {
  const sitemap = (urls: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?><urlset>${urls.map((u) => `<url><loc>https://x${u}</loc></url>`).join('')}</urlset>`;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, text);
  };

  test("moves the versions' pages, twins, search bundles and assets in, and their pages into the sitemap", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'version-builds-'));
    try {
      const main = path.join(root, 'build');
      const group = path.join(root, 'group');
      write(path.join(main, 'sitemap.xml'), sitemap(['/docs/quickstart', '/docs/1.1.0/quickstart']));
      write(path.join(main, 'assets/js/main.aaa.js'), 'main');
      write(path.join(main, 'assets/js/shared.ccc.js'), 'shared');
      write(path.join(group, 'sitemap.xml'), sitemap(['/docs/1.0.0/quickstart', '/docs/1.0.0', '/search']));
      write(path.join(group, 'docs/1.0.0/quickstart/index.html'), '<h1>Quickstart</h1>');
      write(path.join(group, 'docs/1.0.0/quickstart.md'), '# Quickstart');
      write(path.join(group, 'pagefind/1.0.0/pagefind.js'), 'bundle');
      write(path.join(group, 'pagefind/pagefind.js'), 'the group build main bundle, not wanted');
      write(path.join(group, 'assets/js/main.bbb.js'), 'group main');
      write(path.join(group, 'assets/js/shared.ccc.js'), 'shared');
      write(path.join(group, 'search/index.html'), 'the group build search page, not wanted');

      mergeGroup(group, main, ['1.0.0']);

      assert.equal(readFileSync(path.join(main, 'docs/1.0.0/quickstart/index.html'), 'utf8'), '<h1>Quickstart</h1>');
      assert.ok(existsSync(path.join(main, 'docs/1.0.0/quickstart.md')));
      assert.ok(existsSync(path.join(main, 'pagefind/1.0.0/pagefind.js')));
      assert.ok(!existsSync(path.join(main, 'pagefind/pagefind.js')));
      assert.ok(!existsSync(path.join(main, 'search/index.html')));
      assert.equal(readFileSync(path.join(main, 'assets/js/main.aaa.js'), 'utf8'), 'main');
      assert.equal(readFileSync(path.join(main, 'assets/js/main.bbb.js'), 'utf8'), 'group main');
      const locs = [...readFileSync(path.join(main, 'sitemap.xml'), 'utf8').matchAll(/<loc>https:\/\/x([^<]*)</g)];
      assert.deepEqual(
        locs.map((m) => m[1]),
        ['/docs/quickstart', '/docs/1.1.0/quickstart', '/docs/1.0.0/quickstart', '/docs/1.0.0'],
      );
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });

  test('a version the group did not build stops the merge', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'version-builds-'));
    try {
      write(path.join(root, 'group/sitemap.xml'), sitemap([]));
      mkdirSync(path.join(root, 'group/assets'), {recursive: true});
      assert.throws(
        () => mergeGroup(path.join(root, 'group'), path.join(root, 'build'), ['0.9.0']),
        /has no docs\/0\.9\.0/,
      );
    } finally {
      rmSync(root, {recursive: true, force: true});
    }
  });
});

describe('samePageIn', () => {
  test("a doc page's path within its version, under another version's", () => {
    assert.equal(samePageIn('/docs/lineage/airflow', 'current', '0.14.1'), '/docs/0.14.1/lineage/airflow');
    assert.equal(samePageIn('/docs/0.14.1/lineage/airflow', '0.14.1', 'current'), '/docs/lineage/airflow');
    assert.equal(samePageIn('/docs/1.1.0/features', '1.1.0', '1.0.0'), '/docs/1.0.0/features');
    assert.equal(samePageIn('/docs/1.1.0', '1.1.0', '1.0.0'), '/docs/1.0.0/');
  });

  test('a path outside its version has no counterpart', () => {
    assert.equal(samePageIn('/docs/1.1.0x/features', '1.1.0', 'current'), null);
    assert.equal(samePageIn('/learn/data-mesh', 'current', '1.0.0'), null);
  });
});

describe('brokenLinks', () => {
  test("a merged group's links that lead to no page, or to no element of their page", () => {
    const out = mkdtempSync(path.join(os.tmpdir(), 'version-links-'));
    const write = (file: string, html: string) => {
      mkdirSync(path.dirname(path.join(out, file)), {recursive: true});
      writeFileSync(path.join(out, file), html);
    };
    try {
      write('integrations/index.html', '<h1 id="catalogue">Integrations</h1>');
      write('docs/0.14.1/index.html', '<meta http-equiv="refresh" content="0; url=/docs/0.14.1/features">');
      write('docs/0.14.1/features/index.html', '<h2 id="what-it-does">What it does</h2>');
      write(
        'docs/0.14.1/lineage/airflow/index.html',
        [
          '<h2 id="set-up">Set up</h2><a href="#set-up">here</a><a href="#gone">gone</a>',
          '<a class="x" href="/docs/0.14.1/features#what-it-does">ok</a><a href="/docs/0.14.1/features#nothing">no id</a>',
          '<a href="/integrations">ok</a><a href="/integrations/">ok</a><a href="/nowhere">no page</a>',
          '<a href="/docs/0.14.1#any">a redirect</a><a href="/docs/0.14.1/features?tab=a&amp;b=c">ok</a>',
          '<a href="https://datahubproject.io/docs/0.13.0/features">another site</a><a href="mailto:x@y.z">mail</a>',
          '<a href="../features#what-it-does">relative</a><a href="../../../integrations">relative</a><a href="dagster">no page</a>',
        ].join(''),
      );
      assert.deepEqual(brokenLinks(out, ['docs/0.14.1']), [
        '/docs/0.14.1/lineage/airflow -> #gone',
        '/docs/0.14.1/lineage/airflow -> /docs/0.14.1/features#nothing',
        '/docs/0.14.1/lineage/airflow -> /nowhere',
        '/docs/0.14.1/lineage/airflow -> dagster',
      ]);
    } finally {
      rmSync(out, {recursive: true, force: true});
    }
  });
});

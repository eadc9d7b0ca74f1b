// The site configuration holds the spec's constants (§1, §3, §4, §9).
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import config from '../../docusaurus.config';
import sidebars from '../../sidebars';
import {redirects} from '../../config/redirects';
import {EXTERNAL_VERSIONS, IDEAL_IMAGE, PRISM_LANGUAGES} from '../../config/site';

type AnyRecord = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const [, presetOptions] = config.presets![0] as [string, AnyRecord];
const theme = config.themeConfig as AnyRecord;

describe('site', () => {
  test('identity, locale and head settings', () => {
    assert.equal(config.title, 'DataHub');
    assert.equal(config.baseUrl, '/');
    assert.equal(config.titleDelimiter, '|');
    assert.equal(config.noIndex, false);
    assert.deepEqual(config.i18n, {
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'}},
    });
  });

  test('NO_INDEX=true turns on noIndex', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "import('./docusaurus.config.ts').then((m) => console.log((m.default.default ?? m.default).noIndex))",
      ],
      {cwd: path.resolve(__dirname, '../..'), env: {...process.env, NO_INDEX: 'true'}, encoding: 'utf8'},
    );
    assert.equal(out.trim(), 'true');
  });

  test('validation: broken links, Markdown links and anchors throw; duplicate routes warn', () => {
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenAnchors, 'throw');
    assert.equal(config.onDuplicateRoutes, 'warn');
    assert.equal(config.markdown?.hooks?.onBrokenMarkdownLinks, 'throw');
  });

  test('Faster is fully on and the storage keys are not namespaced', () => {
    const future = config.future as AnyRecord;
    assert.deepEqual(Object.values(future.faster), Array(8).fill(true));
    assert.equal(future.v4.siteStorageNamespacing, false);
  });
});

describe('docs and blog', () => {
  test('versions: Next is current and latest at /docs, 1.1.0 archived', () => {
    const docs = presetOptions.docs;
    assert.equal(docs.lastVersion, 'current');
    assert.deepEqual(docs.versions.current, {label: 'Next', path: ''});
    assert.equal(docs.versions['1.1.0'].path, '1.1.0');
    assert.equal(docs.breadcrumbs, true);
    assert.deepEqual(
      [...EXTERNAL_VERSIONS],
      ['1.0.0', '0.15.0', '0.14.1', '0.14.0', '0.13.1', '0.13.0', '0.12.1', '0.11.0', '0.10.5'],
    );
  });

  test('the Learn blog lists every post on one page', () => {
    assert.equal(presetOptions.blog.routeBasePath, 'learn');
    assert.equal(presetOptions.blog.postsPerPage, 'ALL');
  });

  test('overviewSidebar starts with the main doc labelled What Is DataHub?', () => {
    const first = (sidebars.overviewSidebar as AnyRecord[])[0];
    assert.deepEqual(first, {type: 'doc', id: 'features', label: 'What Is DataHub?'});
  });
});

describe('theme', () => {
  test('colour mode, sidebar, table of contents, navbar', () => {
    assert.deepEqual(theme.colorMode, {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false});
    assert.deepEqual(theme.docs.sidebar, {hideable: false, autoCollapseCategories: false});
    assert.deepEqual(theme.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
    assert.equal(theme.navbar.hideOnScroll, true);
    assert.equal(theme.announcementBar.isCloseable, false);
  });

  test('Prism extra languages and ideal-image sizes', () => {
    assert.deepEqual(PRISM_LANGUAGES.slice(0, 4), ['ini', 'java', 'graphql', 'shell-session']);
    assert.deepEqual(theme.prism.additionalLanguages, PRISM_LANGUAGES);
    assert.deepEqual(IDEAL_IMAGE, {quality: 100, sizes: [320, 640, 1280, 1440, 1600]});
    const idealImage = config.plugins!.find((p) => Array.isArray(p) && p[0] === '@docusaurus/plugin-ideal-image');
    assert.deepEqual((idealImage as AnyRecord[])[1].sizes, [320, 640, 1280, 1440, 1600]);
  });

  test('the old remote executor page redirects to its successor', () => {
    assert.ok(
      redirects.some(
        (r) =>
          r.from === '/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor' &&
          r.to === '/docs/managed-datahub/remote-executor/about',
      ),
    );
  });
});

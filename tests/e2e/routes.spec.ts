// Every path of the modelled site exists in the build (tests/fixtures/routes-*.txt, spec §2).
import {test, expect} from '@playwright/test';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

const BUILD = path.resolve(__dirname, '../../build');
const routes = (file: string) =>
  readFileSync(path.resolve(__dirname, '../fixtures', file), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'));
const built = (route: string) =>
  existsSync(path.join(BUILD, route, 'index.html')) || existsSync(path.join(BUILD, `${route}.html`));

// Paths whose issue has not landed yet; this list only shrinks (empty when the site is complete).
const PENDING: string[] = [
  // DataHub Cloud release notes v0.3.8 to v0.3.14 (issue 4): not yet written from their public notes.
  ...['8', '9', '10', '11', '12', '13', '14'].map((n) => `/docs/managed-datahub/release-notes/v_0_3_${n}`),
  ...['8', '9', '10'].map((n) => `/docs/1.1.0/managed-datahub/release-notes/v_0_3_${n}`),
];
const pending = (route: string) => PENDING.some((prefix) => route.startsWith(prefix));

for (const file of ['routes-current.txt', 'routes-1.1.0.txt']) {
  test(`every path of ${file} is built`, () => {
    const missing = routes(file).filter((route) => !pending(route) && !built(route));
    expect(missing, `${missing.length} missing, for example ${missing.slice(0, 10).join(', ')}`).toEqual([]);
  });
}

test('the spec top-level pages are built', () => {
  const pages = [
    '/',
    '/search',
    '/integrations',
    '/adoption-stories',
    '/champions',
    '/customer-stories-survey',
    '/events',
    '/guild',
    '/hack_display_image',
    '/slack',
    '/learn',
    '/learn/archive',
    '/learn/tags',
  ];
  expect(pages.filter((route) => !pending(route) && !built(route))).toEqual([]);
});

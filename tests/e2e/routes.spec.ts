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

for (const file of ['routes-current.txt', 'routes-1.1.0.txt']) {
  test(`every path of ${file} is built`, () => {
    const missing = routes(file).filter((route) => !built(route));
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
  expect(pages.filter((route) => !built(route))).toEqual([]);
});

// The client formats theme-classic's English dates without Intl, exactly as Intl (the server) does.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import dateFormatFreeStart, {COPY, UPSTREAM} from '../date-format-free-start';
import {englishDateFormat} from '../date-format-free-start/client/englishDateFormat';

const THEME_CLASSIC_THEME = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
  'theme',
);

/** The option sets theme-classic 3.10.2 passes (BlogPostItem/Header/Info, LastUpdated, BlogArchivePage). */
const THEME_OPTIONS: Intl.DateTimeFormatOptions[] = [
  {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', timeZone: 'UTC'},
];

test('every day from 1999 to 2031 reads as Intl writes it, in en and en-US, with or without the calendar', () => {
  for (const locale of ['en', 'en-US'])
    for (const calendar of [undefined, 'gregory'])
      for (const options of THEME_OPTIONS) {
        const ours = englishDateFormat(locale, {calendar, ...options});
        assert.ok(ours, `${locale} ${JSON.stringify(options)}`);
        const intl = new Intl.DateTimeFormat(locale, {calendar, ...options});
        for (let at = Date.UTC(1999, 0, 1); at < Date.UTC(2032, 0, 1); at += 86_400_000) {
          // Noon and the last second of the day too: the date is the UTC one.
          for (const time of [at, at + 43_200_000, at + 86_399_000]) assert.equal(ours.format(time), intl.format(time));
        }
        const iso = '2025-04-14T00:00:00.000Z';
        assert.equal(ours.format(new Date(iso)), intl.format(new Date(iso)));
      }
});

test('any other locale, calendar or option is left to Intl', () => {
  const base = THEME_OPTIONS[0]!;
  for (const [locale, options] of [
    ['en-GB', base],
    ['fr', base],
    ['en', {...base, calendar: 'buddhist'}],
    ['en', {...base, timeZone: 'America/New_York'}],
    ['en', {...base, timeZone: undefined}],
    ['en', {...base, weekday: 'long'}],
    ['en', {...base, month: 'numeric'}],
    ['en', {...base, day: '2-digit'}],
    ['en', {...base, year: '2-digit'}],
    ['en', {month: 'long', year: 'numeric', timeZone: 'UTC'}],
  ] as const)
    assert.equal(
      englishDateFormat(locale, options as Intl.DateTimeFormatOptions),
      undefined,
      `${locale} ${JSON.stringify(options)}`,
    );
});

test("the copy exports upstream's names, and theme-classic's callers use only format()", () => {
  const upstream = readFileSync(`${UPSTREAM}.js`, 'utf8');
  const copy = readFileSync(COPY, 'utf8');
  const exported = (source: string) => [...source.matchAll(/^export function (\w+)/gm)].map((match) => match[1]).sort();
  assert.deepEqual(exported(upstream), ['useCalendar', 'useDateTimeFormat']);
  assert.deepEqual(
    exported(copy).filter((name) => name !== 'englishDateFormat'),
    exported(upstream),
  );
  assert.match(upstream, /return new Intl\.DateTimeFormat\(currentLocale, \{\s*calendar,\s*\.\.\.options,\s*\}\);/);

  const callers: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.js') && readFileSync(file, 'utf8').includes('useDateTimeFormat(')) callers.push(file);
    }
  };
  walk(THEME_CLASSIC_THEME);
  assert.equal(callers.length, THEME_OPTIONS.length);
  for (const file of callers) {
    const source = readFileSync(file, 'utf8');
    const uses = [...source.matchAll(/dateTimeFormat\.(\w+)/g)].map((match) => match[1]);
    assert.ok(uses.length > 0 && uses.every((name) => name === 'format'), file);
  }
});

test('only the client bundle resolves to the copy', () => {
  const configure = dateFormatFreeStart().configureWebpack as unknown as (
    config: object,
    isServer: boolean,
  ) => {resolve?: {alias: Record<string, string>}};
  assert.deepEqual(configure({}, true), {});
  assert.deepEqual(configure({}, false).resolve?.alias, {[`${UPSTREAM}$`]: COPY});
});

// The page feedback widget's data: what it remembers, the issue link, and what it POSTs to FEEDBACK_URL.
import assert from 'node:assert/strict';
import {afterEach, test} from 'node:test';
import {
  problemReportUrl,
  readAnswer,
  saveAnswer,
  send,
  type FeedbackEvent,
} from '../../src/components/PageFeedback/feedback';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const EVENT: FeedbackEvent = {
  kind: 'comment',
  page: 'https://docs.datahub.com/docs/quickstart',
  title: 'DataHub Quickstart',
  version: 'Next',
  helpful: false,
  comment: 'The port list is missing 9002.',
};

test('an answer is remembered per page; a broken or foreign value reads as none', () => {
  const storage = memoryStorage();
  assert.equal(readAnswer(storage, '/docs/a'), undefined);
  saveAnswer(storage, '/docs/a', {helpful: true});
  assert.deepEqual(readAnswer(storage, '/docs/a'), {helpful: true});
  assert.equal(readAnswer(storage, '/docs/b'), undefined);
  storage.setItem('datahub-docs.feedback:/docs/c', '{not json');
  storage.setItem('datahub-docs.feedback:/docs/d', '{"helpful":"yes"}');
  assert.equal(readAnswer(storage, '/docs/c'), undefined);
  assert.equal(readAnswer(storage, '/docs/d'), undefined);
  assert.equal(readAnswer(undefined, '/docs/a'), undefined);
});

test('the report link is a new issue with the page, title and version', () => {
  const url = new URL(
    problemReportUrl('https://github.com/datahub-project/datahub/', {
      url: EVENT.page,
      title: 'A & B',
      version: '1.1.0',
    }),
  );
  assert.equal(url.href.split('?')[0], 'https://github.com/datahub-project/datahub/issues/new');
  assert.equal(url.searchParams.get('title'), 'Docs: problem on "A & B"');
  assert.equal(
    url.searchParams.get('body'),
    `Page: ${EVENT.page}\nTitle: A & B\nDocs version: 1.1.0\n\nWhat is wrong or missing on this page:\n`,
  );
});

test('with FEEDBACK_URL, each answer is POSTed as the documented JSON; without it nothing is sent', async () => {
  const calls: {url: string; init: RequestInit}[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({url, init});
    return new Response(null, {status: 204});
  }) as typeof fetch;
  assert.equal(await send(undefined, EVENT), false);
  assert.equal(calls.length, 0);
  assert.equal(await send('https://feedback.example.test/docs', EVENT), true);
  assert.equal(calls[0]!.url, 'https://feedback.example.test/docs');
  assert.equal(calls[0]!.init.method, 'POST');
  assert.deepEqual(calls[0]!.init.headers, {'content-type': 'application/json'});
  assert.deepEqual(JSON.parse(String(calls[0]!.init.body)), EVENT);
  // A failing endpoint never breaks the page.
  globalThis.fetch = (async () => {
    throw new TypeError('network down');
  }) as typeof fetch;
  assert.equal(await send('https://feedback.example.test/docs', EVENT), false);
});

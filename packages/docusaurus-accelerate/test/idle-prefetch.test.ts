// Viewport prefetching waits for idle time: each path is queued once, and idle callbacks run the
// queue a slice at a time until it is empty.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {deferPrefetch} from '../idle-prefetch/client';

test('prefetches run in idle callbacks, each path once, until the queue is empty', () => {
  const prefetched: string[] = [];
  const preloaded: string[] = [];
  const idle: ((deadline: {timeRemaining: () => number}) => void)[] = [];
  const docusaurus = deferPrefetch(
    {prefetch: (path) => prefetched.push(path), preload: (path) => preloaded.push(path)},
    (run) => idle.push(run),
  );
  assert.equal(docusaurus.prefetch('/docs/a'), true);
  assert.equal(docusaurus.prefetch('/docs/b'), true);
  assert.equal(docusaurus.prefetch('/docs/a'), false, 'a path already asked for is not asked again');
  assert.deepEqual(prefetched, [], 'nothing runs before an idle period');
  assert.equal(idle.length, 1, 'one idle callback for the whole queue');

  // An idle period with time for one prefetch only: the rest waits for the next one.
  let budget = 2.5;
  idle.shift()!({timeRemaining: () => (budget -= 1)});
  assert.deepEqual(prefetched, ['/docs/a']);
  assert.equal(idle.length, 1);
  idle.shift()!({timeRemaining: () => 50});
  assert.deepEqual(prefetched, ['/docs/a', '/docs/b']);
  assert.equal(idle.length, 0, 'an empty queue schedules nothing');

  // Hovering a link still loads its page at once.
  docusaurus.preload('/docs/c');
  assert.deepEqual(preloaded, ['/docs/c']);
});

test('nothing is queued on a slow connection, as Docusaurus prefetches nothing there', () => {
  const idle: unknown[] = [];
  const docusaurus = deferPrefetch({prefetch: () => assert.fail('prefetched'), preload: () => {}}, (run) =>
    idle.push(run),
  );
  const before = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  try {
    for (const connection of [{effectiveType: '2g'}, {effectiveType: '4g', saveData: true}]) {
      Object.defineProperty(globalThis, 'navigator', {value: {connection}, configurable: true});
      assert.equal(docusaurus.prefetch('/learn'), false);
    }
    assert.deepEqual(idle, []);
  } finally {
    if (before) Object.defineProperty(globalThis, 'navigator', before);
    else delete (globalThis as {navigator?: unknown}).navigator;
  }
});

// docusaurus-accelerate/small-webp-probe: plugin-ideal-image's WebP detection encodes a one-pixel canvas, the
// rest of the module as upstream wrote it, and the build stops naming the patch when upstream's probe changes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ONE_PIXEL_CANVAS, PROBE_CANVAS, patchHelpers} from '../small-webp-probe/patch.mjs';

const HELPERS = path.join(
  path.dirname(require.resolve('@docusaurus/plugin-ideal-image/package.json')),
  'lib/theme/IdealImageLegacy/components/helpers.js',
);

test("the installed plugin-ideal-image's probe canvas is one pixel, and nothing else changes", () => {
  const source = readFileSync(HELPERS, 'utf8');
  const patched = patchHelpers(source);
  assert.equal(patched.split(ONE_PIXEL_CANVAS).length, 2);
  assert.equal(patched.replace(ONE_PIXEL_CANVAS, PROBE_CANVAS), source);
});

test('the patched module asks a one-pixel canvas for WebP, once, and answers as before', () => {
  // The installed module as the bundle gets it, run against a browser whose canvas records what it is asked.
  const patched = patchHelpers(readFileSync(HELPERS, 'utf8')).replace(/^export /gm, '');
  for (const encodes of [true, false]) {
    const asked: string[] = [];
    const canvas = {
      width: 300,
      height: 150,
      getContext: () => ({}),
      toDataURL(type: string) {
        asked.push(`${this.width}x${this.height} ${type}`);
        return encodes ? 'data:image/webp;base64,' : 'data:image/png;base64,';
      },
    };
    const window = {navigator: {userAgent: 'Chromium'}};
    const document = {createElement: () => canvas};
    const supportsWebp = new Function('window', 'document', `${patched}\nreturn supportsWebp;`)(window, document);
    assert.equal(supportsWebp, encodes);
    assert.deepEqual(asked, ['1x1 image/webp']);
  }
});

test('a changed upstream probe fails the build, naming the patch', () => {
  assert.throws(
    () => patchHelpers("const canvas = document.createElement('canvas'); canvas.toDataURL('image/webp');"),
    /small-webp-probe: plugin-ideal-image changed/,
  );
});

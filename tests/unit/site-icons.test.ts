// /favicon.ico and /apple-touch-icon.png are drawn from the icon's drawing (static/img/favicon.svg) after the build.
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import sharp from 'sharp';
import siteIconsPlugin, {FAVICON_SIZES, TOUCH_ICON_SIZE} from '../../src/plugins/site-icons';

const SITE_DIR = path.resolve(__dirname, '../..');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function buildIcons(): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'site-icons-'));
  const context = {siteDir: SITE_DIR, siteConfig: {staticDirectories: ['static']}};
  const plugin = siteIconsPlugin(context as unknown as LoadContext);
  await plugin.postBuild!({outDir} as Parameters<NonNullable<typeof plugin.postBuild>>[0]);
  return outDir;
}

test('favicon.ico holds one PNG per size, each as large as its directory entry says', async () => {
  const outDir = await buildIcons();
  try {
    const ico = readFileSync(path.join(outDir, 'favicon.ico'));
    assert.equal(ico.readUInt16LE(0), 0);
    assert.equal(ico.readUInt16LE(2), 1, 'an icon, not a cursor');
    assert.equal(ico.readUInt16LE(4), FAVICON_SIZES.length);
    let end = 6 + 16 * FAVICON_SIZES.length;
    for (const [index, size] of FAVICON_SIZES.entries()) {
      const entry = 6 + 16 * index;
      assert.equal(ico.readUInt8(entry), size);
      assert.equal(ico.readUInt8(entry + 1), size);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      assert.equal(offset, end, 'images follow the directory and each other');
      const png = ico.subarray(offset, offset + length);
      assert.deepEqual(png.subarray(0, 8), PNG_SIGNATURE);
      const {width, height, hasAlpha} = await sharp(png).metadata();
      assert.deepEqual({width, height, hasAlpha}, {width: size, height: size, hasAlpha: true});
      end = offset + length;
    }
    assert.equal(end, ico.length);
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});

test('apple-touch-icon.png is 180 px, opaque, and the icon itself', async () => {
  const outDir = await buildIcons();
  try {
    const touch = sharp(path.join(outDir, 'apple-touch-icon.png'));
    const {width, height} = await touch.metadata();
    assert.deepEqual({width, height}, {width: TOUCH_ICON_SIZE, height: TOUCH_ICON_SIZE});
    const {isOpaque, dominant} = await touch.stats();
    assert.ok(isOpaque, 'iOS shows transparency as black');
    // The favicon's navy square fills the corners its rounded rectangle leaves transparent.
    const source = await sharp(path.join(SITE_DIR, 'static/img/favicon.svg')).stats();
    assert.deepEqual(dominant, source.dominant);
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
});

// The site's icons, drawn after the build from one drawing (SOURCE), so there is one icon to edit:
// /favicon.ico, which the pages name as their icon and which browsers and other tools also ask for without
// reading a page (bookmarks, feed readers, a browser that has not parsed the page's head yet), and
// /apple-touch-icon.png (iOS home screens). Without them each such request answers the 404 page.
import {existsSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import sharp from 'sharp';

/** The icon's drawing, a path in a static directory. The pages do not name it: a browser draws an SVG icon
 * as a document of its own, on the page's main thread while it loads (9 ms before the first paint of
 * /docs/quickstart); the PNGs of an ICO it decodes for almost nothing. */
export const SOURCE = 'img/favicon.svg';
/** The sizes /favicon.ico holds: tabs and lists at 1x and 2x, and Windows' 48 px. */
export const FAVICON_SIZES = [16, 32, 48] as const;
/** iOS scales the home-screen icon from 180 px; it shows transparency as black, so the icon is flattened. */
export const TOUCH_ICON_SIZE = 180;

/** An ICO file holding one PNG per size (the PNG-in-ICO form every browser since 2007 reads). */
export function icoFile(pngs: {size: number; png: Buffer}[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({size, png}, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map(({png}) => png)]);
}

/** The icon, drawn at `size` pixels square; SVG is rendered at a density that gives at least that size. */
function draw(source: string, size: number) {
  return sharp(source, {density: 600}).resize(size, size, {fit: 'contain', background: {r: 0, g: 0, b: 0, alpha: 0}});
}

export default function siteIconsPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-icons',
    async postBuild({outDir}) {
      const source = context.siteConfig.staticDirectories
        .map((dir) => path.resolve(context.siteDir, dir, SOURCE))
        .find((file) => existsSync(file));
      if (!source) throw new Error(`site-icons: the icon's drawing ${SOURCE} is in no static directory`);
      const pngs = await Promise.all(
        FAVICON_SIZES.map(async (size) => ({size, png: await draw(source, size).png().toBuffer()})),
      );
      await writeFile(path.join(outDir, 'favicon.ico'), icoFile(pngs));
      const background = (await sharp(source).stats()).dominant;
      await writeFile(
        path.join(outDir, 'apple-touch-icon.png'),
        await draw(source, TOUCH_ICON_SIZE).flatten({background}).png().toBuffer(),
      );
    },
  };
}

// Rspack loader for plugin-ideal-image's lib/theme/IdealImageLegacy/components/helpers.js
// (@docusaurus/plugin-ideal-image 3.10.2), client bundle only. When the module is evaluated (a page with an
// IdealImage, as it hydrates), it asks whether the browser can encode WebP by encoding a new canvas of the
// default size, 300 by 150 pixels: 11 ms of the main thread at full speed on this host. A canvas of one pixel
// answers the same question (the encoder is the same, its answer does not depend on the size) in 0.5 ms.

import {replaceOnce} from '../lib/replaceOnce.mjs';

/** The canvas upstream encodes. */
export const PROBE_CANVAS = "const elem = document.createElement('canvas');";
/** The same canvas, one pixel in size. */
export const ONE_PIXEL_CANVAS = `${PROBE_CANVAS} elem.width = elem.height = 1;`;

/** @param {string} source plugin-ideal-image 3.10.2's IdealImageLegacy/components/helpers.js */
export function patchHelpers(source) {
  const changed =
    'small-webp-probe: plugin-ideal-image changed its WebP detection; review docusaurus-accelerate/small-webp-probe';
  if (!source.includes("toDataURL('image/webp')")) throw new Error(changed);
  return replaceOnce(source, PROBE_CANVAS, ONE_PIXEL_CANVAS, changed);
}

/** @param {string} source */
export default function loader(source) {
  return patchHelpers(source);
}

// Rspack loader for plugin-ideal-image's lib/theme/IdealImageLegacy/components/helpers.js
// (@docusaurus/plugin-ideal-image 3.10.2), client bundle only. When the module is evaluated (a page with an
// IdealImage, as it hydrates), it asks whether the browser can encode WebP by encoding a new canvas of the
// default size, 300 by 150 pixels: 11 ms of the main thread at full speed on this host. A canvas of one pixel
// answers the same question (the encoder is the same, its answer does not depend on the size) in 0.5 ms.

/** The canvas upstream encodes. */
export const PROBE_CANVAS = "const elem = document.createElement('canvas');";
/** The same canvas, one pixel in size. */
export const ONE_PIXEL_CANVAS = `${PROBE_CANVAS} elem.width = elem.height = 1;`;

/** @param {string} source plugin-ideal-image 3.10.2's IdealImageLegacy/components/helpers.js */
export function patchHelpers(source) {
  const at = source.indexOf(PROBE_CANVAS);
  if (at === -1 || source.indexOf(PROBE_CANVAS, at + 1) !== -1 || !source.includes("toDataURL('image/webp')"))
    throw new Error(
      'small-webp-probe: plugin-ideal-image changed its WebP detection; review docusaurus-accelerate/small-webp-probe',
    );
  return source.slice(0, at) + ONE_PIXEL_CANVAS + source.slice(at + PROBE_CANVAS.length);
}

/** @param {string} source */
export default function loader(source) {
  return patchHelpers(source);
}

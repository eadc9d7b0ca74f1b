// The markup every zoomable thing shares, server-rendered: a frame (`data-zoom-frame`) around the image or
// diagram and an "Enlarge" button in its corner. The diagrams' remark plugin writes it as HTML elements, the
// image wrappers (theme/) as React; client.ts finds both by these names.

/** The attribute that marks a frame; `data-zoom-src` on it names the image file to show enlarged. */
export const FRAME_ATTRIBUTE = 'data-zoom-frame';
export const BUTTON_CLASS = 'zoom-button';

/** The button's accessible name, e.g. "Enlarge diagram: One pull ingestion run". */
export function enlargeLabel(kind: 'image' | 'diagram', name: string | undefined): string {
  const text = name?.trim();
  return text ? `Enlarge ${kind}: ${text}` : `Enlarge ${kind}`;
}

/** A magnifying glass with a plus (24 px grid), drawn with the text colour. */
export const ICON_PATHS = ['M11 4a7 7 0 1 0 0 14a7 7 0 0 0 0-14Z', 'M20 20l-4-4', 'M11 8v6M8 11h6'];

// The enlarged view: a modal <dialog> holding a copy of the diagram or the largest file of the image.
// The browser gives the dialog its focus trap and closes it on Escape; closing it (Escape, the Close
// button or a click beside the picture) removes it and gives focus back to the frame's button.
import {FRAME_ATTRIBUTE} from './markup';

const ID_PREFIX = 'zoom-';

/** A copy of a diagram whose ids (and every reference to them) cannot clash with the original's. */
function diagramCopy(svg: SVGSVGElement): SVGSVGElement {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const rename = (value: string) =>
    value.replace(/url\(#([^)]+)\)/g, `url(#${ID_PREFIX}$1)`).replace(/^#(.+)$/, `#${ID_PREFIX}$1`);
  for (const element of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
    for (const attribute of Array.from(element.attributes)) {
      if (attribute.name === 'id') attribute.value = ID_PREFIX + attribute.value;
      else if (attribute.name === 'aria-labelledby' || attribute.name === 'aria-describedby')
        attribute.value = attribute.value
          .split(/\s+/)
          .map((id: string) => ID_PREFIX + id)
          .join(' ');
      else if (attribute.value.includes('url(#') || attribute.value.startsWith('#'))
        attribute.value = rename(attribute.value);
    }
  }
  // The view sizes it to the window.
  copy.removeAttribute('width');
  copy.removeAttribute('height');
  return copy;
}

/** What the view shows for a frame: its diagram, or its image at the largest size there is. */
function content(frame: Element): Element {
  const svg = frame.querySelector<SVGSVGElement>('svg.diagram__svg');
  if (svg) return diagramCopy(svg);
  const image = document.createElement('img');
  const original = frame.querySelector<HTMLImageElement>('img');
  image.src = frame.getAttribute('data-zoom-src') ?? original?.currentSrc ?? original?.src ?? '';
  image.alt = frame.getAttribute('data-zoom-alt') ?? original?.alt ?? '';
  return image;
}

export function openZoom(frame: Element, opener: HTMLElement | null): void {
  if (!frame.hasAttribute(FRAME_ATTRIBUTE)) return;
  const dialog = document.createElement('dialog');
  dialog.className = 'zoom-dialog';
  dialog.setAttribute(
    'aria-label',
    opener?.getAttribute('aria-label')?.replace(/^Enlarge/, 'Enlarged') ?? 'Enlarged view',
  );
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'button button--secondary button--sm zoom-dialog__close';
  close.textContent = 'Close';
  const body = document.createElement('div');
  body.className = 'zoom-dialog__body';
  body.append(content(frame));
  dialog.append(close, body);
  close.addEventListener('click', () => dialog.close());
  // A click on the backdrop or the margin around the picture closes the view, as in most image viewers.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog || event.target === body) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    opener?.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}

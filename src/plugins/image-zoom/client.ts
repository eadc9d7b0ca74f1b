// One click listener for the whole site: a click on a zoom frame's button, image or diagram opens the
// enlarged view. The view's code (dialog.ts) is fetched on the first such click, so a page costs nothing
// more until a reader asks for it. Enter and Space reach the listener through the native button.
import {BUTTON_CLASS, FRAME_ATTRIBUTE} from './markup';

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const frame = target?.closest(`[${FRAME_ATTRIBUTE}]`);
  if (!target || !frame) return;
  const button = frame.querySelector<HTMLButtonElement>(`.${BUTTON_CLASS}`);
  const onButton = button !== null && button.contains(target);
  // An image that is also a link keeps its link; other text inside a frame (a caption) is not a target.
  if (!onButton && (target.closest('a') || !target.closest('img, svg'))) return;
  event.preventDefault();
  void import('./dialog').then(({openZoom}) => openZoom(frame, button));
}

if (typeof document !== 'undefined') document.addEventListener('click', onClick);

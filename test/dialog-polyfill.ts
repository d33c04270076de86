// jsdom 29 has HTMLDialogElement but no showModal or close: this adds the part of them tests rely on.
// Tests only; browsers have the real thing (top layer, inert page, focus), which e2e covers.

const modal = new WeakSet<HTMLDialogElement>();

/** True while the dialog is open from showModal (rather than show or the open attribute). */
export function isShownModal(dialog: Element): boolean {
  return dialog instanceof HTMLDialogElement && modal.has(dialog) && dialog.hasAttribute('open');
}

function showModal(this: HTMLDialogElement): void {
  if (this.hasAttribute('open') && !modal.has(this)) {
    throw new DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError');
  }
  this.setAttribute('open', '');
  modal.add(this);
}

function close(this: HTMLDialogElement): void {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  modal.delete(this);
  // Browsers queue the close event; firing it at once keeps tests synchronous.
  this.dispatchEvent(new Event('close'));
}

// Escape asks the last modal dialog to close with a cancelable cancel event, as the browser does.
function escapeClosesModal(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return;
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter(isShownModal);
  const top = open[open.length - 1];
  if (!top) return;
  if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
}

/** Gives jsdom's dialogs showModal, close and the Escape key; does nothing where they exist. */
export function polyfillDialog(): void {
  const prototype = HTMLDialogElement.prototype;
  if (typeof prototype.showModal === 'function') return;
  Object.assign(prototype, { showModal, close });
  document.addEventListener('keydown', escapeClosesModal);
}

'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import { Image } from '@/ui/image/image';
import type { GalleryItem } from './gallery-schema';

interface LightboxProps {
  items: readonly GalleryItem[];
  index: number;
  /** What the gallery is called, for the dialog's label. */
  label: string;
  onClose: () => void;
  /** Show the item `step` places on (wrapping round). */
  onMove: (step: 1 | -1) => void;
}

/**
 * The full-size view of one gallery image: a native modal dialog, so the browser puts it in the top layer,
 * makes the page behind it inert, keeps focus inside and closes it on Escape. It steps through the items with
 * wrap-around, and closes on the close button or a click outside the picture; the gallery returns focus to
 * the thumbnail when it has closed.
 */
export function Lightbox({ items, index, label, onClose, onMove }: LightboxProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    // React's development mode runs effects twice, and showModal on an open dialog can throw.
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    closeButton.current?.focus();
  }, []);

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === 'ArrowLeft') onMove(-1);
      else if (event.key === 'ArrowRight') onMove(1);
    }
    // On the document, so the arrows work wherever focus is, even after a click on the picture.
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onMove]);

  // A click on the backdrop, or on the dialog's own padding around the picture, targets the dialog itself.
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) event.currentTarget.close();
  }

  const item = items[index];
  if (!item) return null;
  const position = `${index + 1} of ${items.length}`;

  return (
    <dialog
      ref={dialog}
      aria-label={`${label}: image ${position}`}
      onClick={closeOnBackdrop}
      onClose={onClose}
      className="fixed inset-0 size-full max-h-none max-w-none items-center justify-center bg-transparent p-4 text-cream backdrop:bg-black/85 open:flex sm:p-10"
    >
      <div className="relative flex w-full max-w-5xl flex-col items-center gap-3">
        <button
          ref={closeButton}
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label="Close"
          className="self-end rounded-full bg-white/10 px-3 py-1 text-2xl leading-none hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-gold-400"
        >
          <span aria-hidden="true">×</span>
        </button>
        <figure className="flex w-full flex-col items-center gap-3">
          <div className="relative h-[65vh] w-full">
            <Image src={item.src} alt={item.title ?? ''} fill sizes="90vw" className="object-contain" />
          </div>
          <figcaption aria-live="polite" className="text-center">
            {item.title ? <span className="font-semibold">{item.title}</span> : null}
            <span className="ml-3 text-sm opacity-75">{position}</span>
          </figcaption>
        </figure>
        {items.length > 1 ? (
          <div className="flex gap-4">
            <button
              type="button"
              onClick={() => onMove(-1)}
              aria-label="Previous image"
              className="rounded-full bg-white/10 px-4 py-2 text-xl hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              onClick={() => onMove(1)}
              aria-label="Next image"
              className="rounded-full bg-white/10 px-4 py-2 text-xl hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-gold-400"
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}

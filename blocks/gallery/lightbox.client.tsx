'use client';

import { Image } from '@/ui/image/image';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
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

const focusable = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The full-size view of one gallery image (spec blocks §4 "Gallery lightbox"): a modal dialog that takes
 * focus when it opens, steps through the items with wrap-around, and closes on Escape, the close button
 * or a click outside the picture.
 */
export function Lightbox({ items, index, label, onClose, onMove }: LightboxProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowLeft') {
        onMove(-1);
      } else if (event.key === 'ArrowRight') {
        onMove(1);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose, onMove]);

  // Tab and Shift+Tab stay inside the dialog.
  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !dialog.current) return;
    const targets = [...dialog.current.querySelectorAll<HTMLElement>(focusable)];
    const first = targets[0];
    const last = targets[targets.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  const item = items[index];
  if (!item) return null;
  const position = `${index + 1} of ${items.length}`;

  return createPortal(
    <div
      data-lightbox-backdrop=""
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/85 p-4 sm:p-10"
      onClick={closeOnBackdrop}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={`${label}: image ${position}`}
        onKeyDown={trapFocus}
        className="relative flex w-full max-w-5xl flex-col items-center gap-3 text-cream"
      >
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
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
    </div>,
    document.body,
  );
}

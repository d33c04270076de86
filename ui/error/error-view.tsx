import Link from 'next/link';
import type { ReactNode } from 'react';
import { NOT_FOUND_TEXT, SERVER_ERROR_TEXT } from './error-messages';

interface ErrorViewProps {
  status: number;
  message: ReactNode;
  /** A way on from here (the 404 page's search and popular pages), above the link home. */
  children?: ReactNode;
}

export function ErrorView({ status, message, children }: ErrorViewProps) {
  const detail = status === 404 ? NOT_FOUND_TEXT : null;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="font-display text-7xl font-bold text-turf-700 sm:text-8xl" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 max-w-full text-xl font-bold text-balance [overflow-wrap:anywhere] sm:text-3xl">
        <span className="sr-only">Error {status}: </span>
        {message}
      </h1>
      {detail ? <p className="mt-4 text-lg text-ink/80">{detail}</p> : null}
      {children}
      <Link
        href="/"
        className="mt-10 inline-flex min-h-12 items-center rounded-full bg-turf-800 px-8 py-3 text-base font-semibold text-cream hover:bg-turf-700"
      >
        Back to homepage
      </Link>
    </section>
  );
}

export { SERVER_ERROR_TEXT };

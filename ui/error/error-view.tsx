import Link from 'next/link';

// spec §8: the texts of the error page.
export const NOT_FOUND_TEXT = 'The page you are looking for cannot be found.';
export const SERVER_ERROR_TEXT =
  'The server encountered an internal error or misconfiguration and is currently unable to complete your request';

export function notFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

interface ErrorViewProps {
  status: number;
  message: string;
}

export function ErrorView({ status, message }: ErrorViewProps) {
  const detail = status === 404 ? NOT_FOUND_TEXT : SERVER_ERROR_TEXT;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="font-display text-7xl font-bold text-turf-700 sm:text-8xl" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-2xl font-bold break-words sm:text-3xl">
        <span className="sr-only">Error {status}: </span>
        {message}
      </h1>
      {message === detail ? null : <p className="mt-4 text-lg text-ink/80">{detail}</p>}
      <Link
        href="/"
        className="mt-10 rounded-full bg-turf-800 px-8 py-3 text-sm font-bold tracking-widest text-cream uppercase hover:bg-turf-700"
      >
        Back to homepage
      </Link>
    </section>
  );
}

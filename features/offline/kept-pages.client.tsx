'use client';
import { useEffect, useState } from 'react';
import { readKeptPages, type KeptPage } from './kept-pages';
import { savedTime } from './saved-time';

/**
 * The offline page's list of what this phone keeps, each page a link to its kept copy with the time it
 * was kept. Read from the worker's cache once the page has loaded; until then, and where the browser
 * keeps nothing, a line says so.
 */
export function KeptPages() {
  const [pages, setPages] = useState<KeptPage[] | null>(null);
  useEffect(() => {
    let live = true;
    readKeptPages()
      .catch(() => [])
      .then((kept) => {
        if (live) setPages(kept);
      });
    return () => {
      live = false;
    };
  }, []);
  if (pages === null)
    return <p className="mt-stack text-ink/80">Looking for the pages kept on this phone…</p>;
  if (pages.length === 0) {
    return (
      <p className="mt-stack text-ink/80">
        No pages are kept on this phone yet. Pages you open while you have a connection are kept here.
      </p>
    );
  }
  return (
    <ul className="mt-stack divide-y divide-ink/10 border-y border-ink/10">
      {pages.map((page) => (
        <li key={page.path} className="flex flex-wrap items-baseline justify-between gap-x-4 py-3">
          <a href={page.path} className="btn-link font-semibold">
            {page.title}
          </a>
          {page.keptAt ? (
            <span className="text-sm text-ink/70">Saved at {savedTime(page.keptAt)}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

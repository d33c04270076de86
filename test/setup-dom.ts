// For the files that run with a DOM (`// @vitest-environment jsdom`): test/setup.ts calls `domHooks` in
// each such file, as a setup file runs again for each test file while the modules it imports do not.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';

export function domHooks(): void {
  // React warns of an update outside act() in every file, as Testing Library asks in the first file that
  // imports it.
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  // Testing Library unmounts what a test rendered after each test only in the first file that imports it
  // in a worker, so every file asks for it here.
  afterEach(() => {
    cleanup();
  });

  // Files that share a worker share one document: each file leaves it as a fresh one would be, with no
  // markup, storage or cookies of its own.
  afterAll(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const attribute of [...document.documentElement.attributes]) {
      document.documentElement.removeAttribute(attribute.name);
    }
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  });
}

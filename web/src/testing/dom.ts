import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

/**
 * A fresh container and React root for every test of the file that calls it (unmounted and
 * removed after each test). Read `container` and `root` through the returned object: they change
 * with every test.
 */
export function mountedPerTest(): { readonly container: HTMLDivElement; readonly root: Root } {
  const state = {} as { container: HTMLDivElement; root: Root };
  beforeEach(() => {
    state.container = document.createElement('div');
    document.body.append(state.container);
    state.root = createRoot(state.container);
  });
  afterEach(async () => {
    await act(async () => state.root.unmount());
    state.container.remove();
  });
  return state;
}

/** Lets timers and answers of a mounted screen settle (20 ms inside act). */
export const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

/** Waits (up to a second) until `check` holds, else fails naming `what` with the page's text (dialogs included). */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 50 && !check(); i += 1) await flush();
  if (!check()) throw new Error(`not shown: ${what}\n${document.body.textContent}`);
}

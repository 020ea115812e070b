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

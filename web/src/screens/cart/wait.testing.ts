import { act } from 'react';

/** Lets timers and answers of a mounted screen settle (20 ms inside act). */
export const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

/** Waits (up to a second) until `check` holds, else fails naming `what` with the page's text. */
export async function until(container: () => HTMLElement, check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 50 && !check(); i += 1) await flush();
  if (!check()) throw new Error(`not reached: ${what}\n${container().textContent}`);
}

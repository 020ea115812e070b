import { PROGRESS_BAR } from './shell';

export interface ProgressState {
  visible: boolean;
  /** Percent of the page width. */
  width: number;
}

export const HIDDEN: ProgressState = { visible: false, width: 0 };
/** After the settle delay the bar fills to 100 % and is removed once this transition has run. */
export const FINISH_MS = 150;
const TRICKLE_MS = 100;

/**
 * Timing of the top progress bar (spec section 1), separate from React so it can be tested with
 * fake timers: `start()` when a route change begins, `done()` when it completes or fails; the bar
 * stops `PROGRESS_BAR.settleDelayMs` (200 ms) after `done()`. A new `start()` during that delay
 * keeps the bar up.
 */
export function createRouteProgress(onChange: (state: ProgressState) => void) {
  let timers: ReturnType<typeof setTimeout>[] = [];
  let state = HIDDEN;
  const set = (next: ProgressState) => {
    state = next;
    onChange(next);
  };
  const clear = () => {
    timers.forEach(clearTimeout);
    timers = [];
  };
  return {
    start() {
      clear();
      set({ visible: true, width: Math.max(state.visible ? state.width : 0, 15) });
      timers.push(setTimeout(() => set({ visible: true, width: 70 }), TRICKLE_MS));
    },
    done() {
      if (!state.visible) return;
      clear();
      timers.push(
        setTimeout(() => {
          set({ visible: true, width: 100 });
          timers.push(setTimeout(() => set(HIDDEN), FINISH_MS));
        }, PROGRESS_BAR.settleDelayMs),
      );
    },
    dispose: clear,
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINISH_MS, HIDDEN, createRouteProgress, type ProgressState } from './progress';

describe('route progress timing (spec section 1: stops 200 ms after the route settles)', () => {
  let state: ProgressState;
  let progress: ReturnType<typeof createRouteProgress>;
  beforeEach(() => {
    vi.useFakeTimers();
    state = HIDDEN;
    progress = createRouteProgress((next) => (state = next));
  });
  afterEach(() => {
    progress.dispose();
    vi.useRealTimers();
  });

  it('shows while the route loads and stops 200 ms after it completes', () => {
    progress.start();
    expect(state.visible).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(state).toEqual({ visible: true, width: 70 }); // still loading: never full

    progress.done();
    vi.advanceTimersByTime(199);
    expect(state).toEqual({ visible: true, width: 70 });
    vi.advanceTimersByTime(1);
    expect(state).toEqual({ visible: true, width: 100 });
    vi.advanceTimersByTime(FINISH_MS);
    expect(state).toEqual(HIDDEN);
  });

  it('a new route change during the settle delay keeps the bar up', () => {
    progress.start();
    progress.done();
    vi.advanceTimersByTime(150);
    progress.start();
    vi.advanceTimersByTime(1000);
    expect(state.visible).toBe(true);
    expect(state.width).toBeLessThan(100);
  });

  it('does nothing when no route change was shown', () => {
    progress.done();
    vi.advanceTimersByTime(1000);
    expect(state).toEqual(HIDDEN);
  });
});

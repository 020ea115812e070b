import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { HIDDEN, createRouteProgress } from '../lib/progress';
import { PROGRESS_BAR } from '../lib/shell';

/**
 * Top progress bar during route changes (spec section 1): colour #117ffa, 3 px, no spinner;
 * it stops 200 ms after the route has loaded or failed (timing in lib/progress.ts).
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  const [state, setState] = useState(HIDDEN);
  const progress = useRef<ReturnType<typeof createRouteProgress> | null>(null);

  useEffect(() => {
    const controller = createRouteProgress(setState);
    progress.current = controller;
    return () => controller.dispose();
  }, []);

  useEffect(() => {
    if (loading) progress.current?.start();
    else progress.current?.done();
  }, [loading]);

  if (!state.visible) return null;
  return <div className="route-progress" role="progressbar" aria-label="페이지 이동 중" style={{ background: PROGRESS_BAR.color, height: PROGRESS_BAR.heightPx, width: `${state.width}%` }} />;
}

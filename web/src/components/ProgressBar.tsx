import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { PROGRESS_BAR } from '../lib/shell';

/**
 * Top progress bar during route changes (spec section 1): colour #117ffa, 3 px, no spinner;
 * it stops 200 ms after the route has loaded or failed.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);
  const [width, setWidth] = useState(0);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
    if (loading) {
      setVisible(true);
      setWidth(15);
      timers.current.push(window.setTimeout(() => setWidth(70), 100));
    } else if (visible) {
      timers.current.push(
        window.setTimeout(() => {
          setWidth(100);
          timers.current.push(window.setTimeout(() => (setVisible(false), setWidth(0)), 150));
        }, PROGRESS_BAR.settleDelayMs),
      );
    }
    return () => timers.current.forEach(clearTimeout);
  }, [loading]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!visible) return null;
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label="페이지 이동 중"
      style={{ background: PROGRESS_BAR.color, height: PROGRESS_BAR.heightPx, width: `${width}%` }}
    />
  );
}

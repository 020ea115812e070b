import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ChannelPageClockDocument } from '../../gql/graphql';

const SECOND = 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What is left until `endsAt` at `now` (ms): "2일 03:12:45", or "03:12:45" on the last day; null
 * once it has passed. Whole seconds, rounded up (the last second shows 00:00:01).
 */
export function timeLeft(endsAt: string, now: number): string | null {
  const seconds = Math.ceil((Date.parse(endsAt) - now) / SECOND);
  if (!(seconds > 0)) return null;
  const days = Math.floor(seconds / 86_400);
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return days > 0 ? `${days}일 ${clock}` : clock;
}

/** A moment in Korean time: "6월 3일 (수) 14:00". */
export function koreanMoment(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', month: 'numeric', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}월 ${parts.day}일 (${parts.weekday}) ${parts.hour}:${parts.minute}`;
}

/**
 * The server's time, ticking every second (null until the server has answered): a countdown to
 * an event's end reads the server's clock, not the phone's, which may be set wrong.
 */
export function useServerNow(): number | null {
  const clock = useQuery(ChannelPageClockDocument, { fetchPolicy: 'network-only' });
  const serverNow = clock.data?.serverTime.now;
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!serverNow) return;
    // How far the phone's clock is from the server's, measured when the answer arrived.
    const offset = Date.parse(serverNow) - Date.now();
    const tick = () => setNow(Date.now() + offset);
    const first = window.setTimeout(tick, 0);
    const every = window.setInterval(tick, SECOND);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(every);
    };
  }, [serverNow]);
  return now;
}

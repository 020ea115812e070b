import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

const TEXT = {
  slide: (n: number, total: number) => `${n} / ${total}`,
  dots: '배너 선택',
  dot: (n: number) => `${n}번째 배너`,
  previous: '이전 배너',
  next: '다음 배너',
  pause: '자동 넘김 멈춤',
  play: '자동 넘김 시작',
};

export interface CarouselSlide {
  key: string;
  content: ReactNode;
}

/**
 * A carousel of slides (the home's banners): a strip that snaps, so a phone swipes it with the
 * browser's own scrolling (CSS scroll-snap, no library); dots and previous/next buttons; autoplay
 * every `intervalMs` that pauses while the pointer is over it, a finger is on it or focus is inside
 * it, while the page is hidden, and for good when the visitor presses 멈춤 (WCAG 2.2.2) or asks for
 * reduced motion. Slides are `role="group"` with "n / total" (the APG carousel pattern); the
 * current one is announced only when the visitor moved it (aria-live off while playing).
 */
export function Carousel({ label, slides, intervalMs = 5000 }: { label: string; slides: CarouselSlide[]; intervalMs?: number }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // Stopped by the visitor (the button).
  const [stopped, setStopped] = useState(false);
  // Held while hovered, touched or focused inside; released when that ends.
  const [held, setHeld] = useState(false);
  const [hidden, setHidden] = useState(false);
  const id = useId();
  const count = slides.length;

  useEffect(() => {
    const visibility = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', visibility);
    return () => document.removeEventListener('visibilitychange', visibility);
  }, []);

  const show = useCallback(
    (index: number) => {
      const next = ((index % count) + count) % count;
      setCurrent(next);
      const el = track.current;
      // jsdom has no scrolling; browsers glide (scroll-behavior: smooth in the CSS).
      if (el && typeof el.scrollTo === 'function') el.scrollTo({ left: next * el.clientWidth });
    },
    [count],
  );

  const playing = count > 1 && !stopped && !held && !hidden;
  useEffect(() => {
    // A visitor who asked for reduced motion moves the slides themself.
    if (!playing || (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches)) return;
    const timer = window.setTimeout(() => show(current + 1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, current, intervalMs, show]);

  /** A swipe moves the current slide along; the dots follow. */
  function followScroll() {
    const el = track.current;
    if (!el || !el.clientWidth) return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    if (index !== current && index >= 0 && index < count) setCurrent(index);
  }

  if (count === 0) return null;
  return (
    <section
      className="ui-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="carousel"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div ref={track} id={id} className="ui-carousel__track" aria-live={playing ? 'off' : 'polite'} onScroll={followScroll} onTouchStart={() => setHeld(true)} onTouchEnd={() => setHeld(false)}>
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            className="ui-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={TEXT.slide(i + 1, count)}
            aria-hidden={i === current ? undefined : true}
            inert={i === current ? undefined : true}
          >
            {slide.content}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="ui-carousel__controls">
          <button type="button" className="ui-carousel__button" aria-controls={id} aria-label={stopped ? TEXT.play : TEXT.pause} onClick={() => setStopped(!stopped)}>
            {stopped ? '▶' : '❚❚'}
          </button>
          <button type="button" className="ui-carousel__button" aria-controls={id} aria-label={TEXT.previous} onClick={() => show(current - 1)}>
            ‹
          </button>
          <div className="ui-carousel__dots" role="group" aria-label={TEXT.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className="ui-carousel__dot"
                aria-controls={id}
                aria-label={TEXT.dot(i + 1)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => show(i)}
              />
            ))}
          </div>
          <button type="button" className="ui-carousel__button" aria-controls={id} aria-label={TEXT.next} onClick={() => show(current + 1)}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}

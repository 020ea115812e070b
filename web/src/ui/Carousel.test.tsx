import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const slides = ['겨울 면역력 기획전', '신규 회원 혜택', '맞춤 추천'].map((title, i) => ({ key: String(i), content: <a href={`/b/${i}`}>{title}</a> }));
const current = () => screen.getAllByRole('button', { name: /번째 배너$/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('is a labelled carousel of slides "n / total"; only the current slide is reachable', () => {
    render(<Carousel label="배너" slides={slides} />);
    const carousel = screen.getByRole('region', { name: '배너' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const groups = [...carousel.querySelectorAll('[aria-roledescription="slide"]')];
    expect(groups.map((g) => [g.getAttribute('role'), g.getAttribute('aria-label'), g.getAttribute('aria-hidden')])).toEqual([
      ['group', '1 / 3', null],
      ['group', '2 / 3', 'true'],
      ['group', '3 / 3', 'true'],
    ]);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['겨울 면역력 기획전']);
  });

  it('moves on every interval, wraps around, and the dots and arrows choose a slide', () => {
    render(<Carousel label="배너" slides={slides} intervalMs={5000} />);
    expect(current()).toBe(0);
    tick(5000);
    expect(current()).toBe(1);
    tick(5000);
    tick(5000);
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '3번째 배너' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: '다음 배너' }));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '이전 배너' }));
    expect(current()).toBe(2);
  });

  it('pauses while the pointer is over it and for good after 멈춤', () => {
    render(<Carousel label="배너" slides={slides} intervalMs={5000} />);
    const carousel = screen.getByRole('region', { name: '배너' });
    fireEvent.pointerEnter(carousel);
    tick(15000);
    expect(current()).toBe(0);
    fireEvent.pointerLeave(carousel);
    tick(5000);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 멈춤' }));
    fireEvent.pointerLeave(carousel);
    fireEvent.blur(screen.getByRole('button', { name: '자동 넘김 시작' }));
    tick(20000);
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '자동 넘김 시작' }));
    fireEvent.blur(screen.getByRole('button', { name: '자동 넘김 멈춤' }));
    tick(5000);
    expect(current()).toBe(2);
  });

  it('shows one slide without controls, and nothing without slides', () => {
    const { container, rerender } = render(<Carousel label="배너" slides={slides.slice(0, 1)} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Carousel label="배너" slides={[]} />);
    expect(container.textContent).toBe('');
  });
});

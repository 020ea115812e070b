import { useId } from 'react';

const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

function Star({ fill }: { fill: number }) {
  const id = useId();
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden focusable={false}>
      <defs>
        <linearGradient id={id}>
          <stop offset={`${fill * 100}%`} stopColor="var(--color-star)" />
          <stop offset={`${fill * 100}%`} stopColor="var(--color-line-strong)" />
        </linearGradient>
      </defs>
      <path d={STAR_PATH} fill={`url(#${id})`} />
    </svg>
  );
}

/**
 * A rating as five stars, partly filled (4.5 -> four and a half), read by screen readers as
 * "별점 4.5점" (with the review count when given). `size` is the font size the stars take.
 */
export function Stars({ value, count, size = 'sm' }: { value: number | null; count?: number; size?: 'sm' | 'md' | 'lg' }) {
  const rating = value ?? 0;
  const label = value == null ? '아직 별점이 없어요' : `별점 ${value}점${count != null ? `, 리뷰 ${count.toLocaleString('ko-KR')}개` : ''}`;
  return (
    <span className={`ui-stars ui-stars--${size}`} role="img" aria-label={label}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} fill={Math.min(Math.max(rating - i, 0), 1)} />
      ))}
    </span>
  );
}

const STAR_WORDS = ['별로예요', '그저 그래요', '보통이에요', '좋아요', '최고예요'];

/** Choosing a rating: five star radio buttons (arrow keys move, as radios do), with the word for the chosen one. */
export function StarInput({ value, onChange, label = '별점', error }: { value: number | null; onChange: (value: number) => void; label?: string; error?: string }) {
  const name = useId();
  return (
    <fieldset className="ui-star-input" aria-invalid={error ? true : undefined}>
      <legend>{label}</legend>
      <div className="ui-star-input__stars">
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={value != null && star <= value ? 'is-on' : undefined}>
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} aria-label={`${star}점 ${STAR_WORDS[star - 1]}`} />
            <Star fill={value != null && star <= value ? 1 : 0} />
          </label>
        ))}
        <span className="ui-star-input__word">{value ? STAR_WORDS[value - 1] : '별점을 골라주세요'}</span>
      </div>
      {error && (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

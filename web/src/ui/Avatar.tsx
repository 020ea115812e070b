/**
 * A family profile's avatar: the first letter of the name (민서 -> 민) on the gender's colour.
 * The server draws a picture number per profile (spec section 9: 1-5 under 8 years, 1-10
 * otherwise, by gender), but the shop has no such pictures, so the number is never shown
 * (issue 21: "3" in a circle read as a bug); docs/decisions/display-values.md.
 */
export function Avatar({ name, gender, size = 'md' }: { name: string; gender: number; size?: 'sm' | 'md' }) {
  const initial = Array.from(name.trim())[0] ?? '';
  return (
    <span className={`avatar g${gender === 1 ? 1 : 2}${size === 'sm' ? ' small' : ''}`} aria-hidden="true" data-testid="avatar">
      {initial.toUpperCase()}
    </span>
  );
}

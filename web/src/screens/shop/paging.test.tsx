import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MoreProducts, appendPage } from '../../components/ProductCard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: String(from + i) }));

/** A list of 90 that loads 40 at a time, the way the screens' fetchMore appends a page. */
function List() {
  const [items, setItems] = useState(ids(1, 40));
  const more = async () => setItems((shown) => appendPage(shown, ids(shown.length + 1, 40).filter((p) => Number(p.id) <= 90)));
  return <MoreProducts shown={items.length} total={90} onMore={more} />;
}

const moreButton = () => [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('더보기'));

describe('더보기 under product lists', () => {
  it('counts "N개 중 M개", loads the next page per tap and goes away when all are shown', async () => {
    await act(async () => root.render(<List />));
    expect(container.textContent).toContain('90개 중 40개');
    await act(async () => moreButton()!.click());
    expect(container.textContent).toContain('90개 중 80개');
    await act(async () => moreButton()!.click());
    expect(container.textContent).toContain('90개 중 90개');
    expect(moreButton()).toBeUndefined();
  });

  it('shows nothing for an empty list', async () => {
    await act(async () => root.render(<MoreProducts shown={0} total={0} onMore={async () => undefined} />));
    expect(container.textContent).toBe('');
  });

  it('keeps a product that moved between pages once', () => {
    expect(appendPage(ids(1, 3), [{ id: '3' }, { id: '4' }]).map((p) => p.id)).toEqual(['1', '2', '3', '4']);
  });
});

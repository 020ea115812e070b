import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoreProducts, appendPage } from '../../components/paging';
import { mountedPerTest } from '../../testing/dom';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dom = mountedPerTest();

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: String(from + i) }));

/** A list of 90 that loads 40 at a time, the way the screens' fetchMore appends a page. */
function List() {
  const [items, setItems] = useState(ids(1, 40));
  const more = async () =>
    setItems((shown) =>
      appendPage(
        shown,
        ids(shown.length + 1, 40).filter((p) => Number(p.id) <= 90),
      ),
    );
  return <MoreProducts shown={items.length} total={90} onMore={more} />;
}

const moreButton = () => [...dom.container.querySelectorAll('button')].find((b) => b.textContent?.includes('더보기'));

describe('더보기 under product lists', () => {
  it('counts "N개 중 M개", loads the next page per tap and goes away when all are shown', async () => {
    await act(async () => dom.root.render(<List />));
    expect(dom.container.textContent).toContain('90개 중 40개');
    await act(async () => moreButton()!.click());
    expect(dom.container.textContent).toContain('90개 중 80개');
    await act(async () => moreButton()!.click());
    expect(dom.container.textContent).toContain('90개 중 90개');
    expect(moreButton()).toBeUndefined();
  });

  it('shows nothing for an empty list', async () => {
    await act(async () => dom.root.render(<MoreProducts shown={0} total={0} onMore={async () => undefined} />));
    expect(dom.container.textContent).toBe('');
  });

  it('keeps a product that moved between pages once', () => {
    expect(appendPage(ids(1, 3), [{ id: '3' }, { id: '4' }]).map((p) => p.id)).toEqual(['1', '2', '3', '4']);
  });
});

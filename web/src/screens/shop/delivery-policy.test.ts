import { describe, expect, it } from 'vitest';
import { deliveryRows } from './delivery-policy';

const surcharges = [
  { label: '제주', amount: 3000 },
  { label: '도서산간', amount: 5000 },
];
const fee = (rows: { label: string; value: string }[]) => rows.find((r) => r.label === '배송비')?.value;

describe("the product page's delivery rows (from the server's quote of one unit)", () => {
  it('shows the fee with the free-shipping amount, free shipping once reached, and the surcharges', () => {
    expect(fee(deliveryRows({ fee: 3000, freeFrom: 30000 }, surcharges))).toBe('3,000원 (30,000원 이상 구매 시 무료)');
    expect(fee(deliveryRows({ fee: 0, freeFrom: 30000 }, surcharges))).toBe('무료배송 (30,000원 이상)');
    expect(fee(deliveryRows({ fee: 2500, freeFrom: null }, surcharges))).toBe('2,500원');
    expect(deliveryRows({ fee: 3000, freeFrom: 30000 }, surcharges).find((r) => r.label === '제주·도서산간')?.value).toBe('제주 3,000원, 도서산간 5,000원 추가');
  });

  it('leaves out the fee until the quote has come', () => {
    expect(fee(deliveryRows(null, []))).toBeUndefined();
    expect(deliveryRows(null, []).map((r) => r.label)).toEqual(['출고', '도착 예정']);
  });
});

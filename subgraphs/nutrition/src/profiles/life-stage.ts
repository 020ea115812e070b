/** Promise (life-stage) types of spec section 9, as data. */
export const PROMISE_TYPES: Record<number, string> = {
  0: '일반',
  1: '임신 준비',
  2: '채식',
  3: '체중 조절',
  4: '근력 강화',
  5: '혈당 관리',
};

/** pregnant_type of spec section 3: 2 planning, 4 nursing, anything else the default standard. */
export const PREGNANT_TYPES: Record<number, string> = {
  2: '임신 계획',
  4: '수유 중',
};

/** Vegetarian types 1..6 of spec section 3. */
export const VEGETARIAN_TYPES: Record<number, string> = {
  1: '프로테리어',
  2: '비건',
  3: '락토',
  4: '오보',
  5: '락토오보',
  6: '패스코',
};

export function lifeStageLabel(promiseType: number, pregnantType: number | null | undefined): string {
  const pregnancy = pregnantType != null ? PREGNANT_TYPES[pregnantType] : undefined;
  return pregnancy ?? PROMISE_TYPES[promiseType] ?? PROMISE_TYPES[0];
}

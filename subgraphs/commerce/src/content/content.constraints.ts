import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the content tables' constraints. */
export const contentConstraints: Record<string, ConstraintMeaning> = {
  contents_brand_id_foreign: { field: 'brandId', message: '브랜드를 찾을 수 없습니다.' },
  contents_status_check: { field: 'status', message: '콘텐츠 상태는 draft 또는 published입니다.' },
  banners_placement_check: { field: 'placement', message: '배너 위치는 mall 또는 top입니다.' },
  banners_period_check: { field: 'endsAt', message: '배너 종료 시각은 시작 시각 이후여야 합니다.' },
};

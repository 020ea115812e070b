import type { ConstraintMeaning } from '@shop/kit';

/** Client meaning of the file table's constraints. */
export const filesConstraints: Record<string, ConstraintMeaning> = {
  files_storage_key_unique: { field: 'contentBase64', message: '파일 저장 중 충돌이 있었습니다. 다시 시도해주세요.' },
  files_size_check: { field: 'contentBase64', message: '파일 크기가 올바르지 않습니다.' },
};

import type { ParamSpec } from '../types.js';

/** Legacy paging of the documented paths: `offset` and `pageSize` (spec section 3). */
export const LEGACY_PAGING: Record<string, ParamSpec> = {
  offset: { type: 'integer', description: '건너뛸 개수 (기본 0)' },
  pageSize: { type: 'integer', description: '페이지 크기 (기본 20, 최대 100)' },
};

/** `offset`/`pageSize` of a query or body -> GraphQL `offset`/`limit`. */
export const pageVariables = (source: Record<string, unknown>) => ({ offset: source.offset ?? 0, limit: source.pageSize ?? 20 });

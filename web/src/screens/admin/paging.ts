/** Items per request in the admin lists (더보기 loads the next as many). */
export const ADMIN_PAGE = 20;

/** Korean date of an ISO instant, YYYY.MM.DD (as Korean shops print dates). */
export function koreanDay(iso: string): string {
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso)).replace(/\s/g, '').replace(/\.$/, '');
}

/**
 * How many results a list holds, as the server counted them: searches count up to a cap and say
 * when more match (`totalCapped`), which reads "1,000개 이상".
 */
export function resultCount(page: { total: number; totalCapped?: boolean | null }): string {
  return `${page.total.toLocaleString('ko-KR')}개${page.totalCapped ? ' 이상' : ''}`;
}

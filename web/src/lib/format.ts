/** Korean date of an ISO instant, YYYY.MM.DD (as Korean shops print dates). */
export function koreanDay(iso: string): string {
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso)).replace(/\s/g, '').replace(/\.$/, '');
}

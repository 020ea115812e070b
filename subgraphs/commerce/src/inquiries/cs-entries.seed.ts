import type { EntityManager } from '@mikro-orm/postgresql';
import { CsEntryEntity } from './inquiry.entities.js';

/**
 * Demo customer-service entries (고객센터: 자주 묻는 질문 and 공지사항), so the demo shop's /cs is not
 * empty. Idempotent by (kind, title). Delivery answers follow the shop's standard delivery policy
 * (docs/decisions/web-shell.md); nothing here states a nutrition figure.
 */
export const DEMO_CS_ENTRIES: { kind: 'faq' | 'notice'; title: string; body: string }[] = [
  { kind: 'faq', title: '배송비는 얼마인가요?', body: '판매자별로 3,000원이며, 한 판매자의 상품을 30,000원 이상 구매하시면 무료로 배송됩니다. 제주는 3,000원, 도서산간 지역은 5,000원이 추가됩니다.' },
  { kind: 'faq', title: '주문한 상품은 언제 도착하나요?', body: '평일 오후 2시 전에 결제하시면 당일 출고되며, 출고 후 보통 1~2일 안에 도착합니다. 주말과 공휴일에는 출고되지 않습니다.' },
  {
    kind: 'faq',
    title: '단순 변심으로 반품할 수 있나요?',
    body: '상품을 받으신 날부터 7일 안에 반품을 신청하실 수 있습니다. 단순 변심의 경우 왕복 배송비는 구매자 부담이며, 상품 불량이나 오배송은 판매자가 부담합니다. 개봉하여 사용한 건강기능식품은 반품이 어려울 수 있습니다.',
  },
  { kind: 'faq', title: '비회원도 주문할 수 있나요?', body: '네. 로그인하지 않아도 주문하실 수 있으며, 주문 조회는 주문하신 휴대폰 번호로 받은 인증번호를 입력하면 확인하실 수 있습니다.' },
  { kind: 'faq', title: '가족 프로필은 몇 명까지 만들 수 있나요?', body: '본인을 포함해 최대 10개의 프로필을 만들어 가족 한 사람 한 사람의 식단과 영양 점수를 따로 관리하실 수 있습니다.' },
  {
    kind: 'faq',
    title: '영양 점수는 어떻게 계산되나요?',
    body: '하루 동안 기록한 음식과 영양제 섭취로 얻은 영양소를 한국인 영양소 섭취기준(2020)의 연령·생애주기별 기준과 비교해 계산합니다. 자세한 기준은 영양 관리의 영양 기준 탭에서 보실 수 있습니다.',
  },
  {
    kind: 'faq',
    title: '영양제를 먹어도 되는지 궁금해요.',
    body: '복용 중인 약이 있거나 임신·수유 중이라면 섭취 전에 의사나 약사와 상담해주세요. 상품 페이지의 섭취 시 주의사항도 함께 확인해주세요.',
  },
  {
    kind: 'notice',
    title: '개인정보처리방침 개정 안내',
    body: '개인정보처리방침이 일부 개정되었습니다. 이용 기록(접속 경로) 보관 기간을 180일로 명시했습니다. 자세한 내용은 개인정보처리방침 전문을 확인해주세요.',
  },
  { kind: 'notice', title: '추석 연휴 배송 안내', body: '연휴 기간에는 출고가 중단되며, 연휴 전 마지막 출고일 오후 2시 이후 결제된 주문은 연휴가 끝난 다음 날부터 순서대로 출고됩니다.' },
  {
    kind: 'notice',
    title: '카카오·네이버로 간편하게 시작하세요',
    body: '이제 카카오 또는 네이버 계정으로 회원가입과 로그인을 하실 수 있습니다. 로그인 화면에서 카카오로 시작하기 또는 네이버로 시작하기를 눌러주세요.',
  },
];

export async function seedCsEntries(em: EntityManager): Promise<void> {
  const present = await em.find(CsEntryEntity, { title: { $in: DEMO_CS_ENTRIES.map((e) => e.title) } });
  const seen = new Set(present.map((e) => `${e.kind}:${e.title}`));
  for (const entry of DEMO_CS_ENTRIES) if (!seen.has(`${entry.kind}:${entry.title}`)) em.create(CsEntryEntity, entry);
  await em.flush();
}

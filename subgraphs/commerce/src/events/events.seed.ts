import type { EntityManager } from '@mikro-orm/postgresql';
import { EventEntity, type EventQuestion } from './event.entities.js';

const DAY = 86_400_000;

const single = (code: string, label: string, options: string[]): EventQuestion => ({ code, label, kind: 'single', options, required: true });
const multi = (code: string, label: string, options: string[]): EventQuestion => ({ code, label, kind: 'multi', options, required: true });
const text = (code: string, label: string, required: boolean): EventQuestion => ({ code, label, kind: 'text', options: [], required });

/** Demo events, running around the day the demo database is seeded (idempotent by code). */
export async function seedEvents(em: EntityManager, now = new Date()): Promise<void> {
  const events = [
    {
      code: 'autumn-health-survey',
      title: '가을 건강 설문',
      summary: '환절기 건강 고민을 들려주세요. 참여하신 분 중 100분께 비타민D 한 통을 드립니다.',
      body: '일교차가 큰 환절기, 어떤 건강 고민이 있으신가요?\n설문에 참여해주신 회원님 중 추첨으로 100분께 비타민D 1개월분을 보내드립니다.\n당첨자는 이벤트 종료 후 7일 안에 알림으로 안내해드립니다.',
      startsAt: new Date(now.getTime() - 20 * DAY),
      endsAt: new Date(now.getTime() + 14 * DAY),
      questions: [
        single('concern', '요즘 가장 신경 쓰이는 건강 고민은 무엇인가요?', ['피로·활력', '면역력', '수면', '장 건강', '관절·뼈']),
        multi('taking', '지금 챙겨 드시는 영양제를 모두 골라주세요.', ['종합비타민', '비타민D', '오메가3', '유산균', '마그네슘', '홍삼']),
        single('when', '영양제는 주로 언제 드시나요?', ['아침 식후', '점심 식후', '저녁 식후', '자기 전', '일정하지 않아요']),
        text('tip', '나만의 환절기 건강 관리법이 있다면 나눠주세요.', false),
      ],
    },
    {
      code: 'new-product-trial',
      title: '신제품 체험단 신청',
      summary: '출시 전 신제품을 먼저 체험하고 솔직한 후기를 남겨주실 체험단 30분을 모집합니다.',
      body: '저분자 콜라겐 젤리, 식물성 오메가3, 키즈 멀티비타민 구미 중 하나를 2주 동안 먼저 드셔보세요.\n선정되신 분께는 제품을 무료로 보내드리며, 체험 후 후기를 남겨주시면 적립금 3,000원을 드립니다.\n선정 결과는 신청 마감 후 알림으로 알려드립니다.',
      startsAt: new Date(now.getTime() - 5 * DAY),
      endsAt: new Date(now.getTime() + 9 * DAY),
      questions: [
        single('product', '체험하고 싶은 제품을 골라주세요.', ['저분자 콜라겐 젤리', '식물성 오메가3', '키즈 멀티비타민 구미']),
        single('age', '연령대를 알려주세요.', ['20대', '30대', '40대', '50대 이상']),
        multi('channels', '후기를 남길 수 있는 곳을 모두 골라주세요.', ['쇼핑몰 리뷰', '블로그', '인스타그램', '유튜브']),
        text('reason', '체험단에 신청하는 이유를 적어주세요.', true),
      ],
    },
  ];
  const present = new Set((await em.find(EventEntity, { code: { $in: events.map((e) => e.code) } })).map((e) => e.code));
  for (const event of events) if (!present.has(event.code)) em.create(EventEntity, event);
  await em.flush();
}

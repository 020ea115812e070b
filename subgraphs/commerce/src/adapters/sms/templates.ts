/**
 * The shop's 알림톡 templates, as data. A 알림톡 goes out only with a template the Kakao review
 * approved (검수), registered in the Solapi console under the shop's channel (KAKAO_PF_ID); its id
 * comes from configuration (`configKey`). The text here must be the approved text word for word:
 * `#{name}` are the template's variables, filled in by Solapi from `kakaoOptions.variables`.
 * Without a configured channel or template id the same text goes as an SMS/LMS instead.
 * Verification codes stay SMS (docs/decisions/messaging.md).
 */
export const ALIMTALK_TEMPLATES = {
  WELCOME: { configKey: 'KAKAO_TEMPLATE_WELCOME', text: '#{닉네임}님, 영양제 쇼핑몰에 오신 것을 환영합니다!' },
  ORDER_GUIDE: { configKey: 'KAKAO_TEMPLATE_ORDER_GUIDE', text: '주문 내역은 마이페이지 > 주문 목록에서 확인할 수 있습니다.' },
  ORDER_SHIPPED: {
    configKey: 'KAKAO_TEMPLATE_ORDER_SHIPPED',
    text: '[영양제 쇼핑몰] 주문하신 상품이 출발했습니다.\n주문번호: #{주문번호}\n택배사: #{택배사}\n송장번호: #{송장번호}',
  },
} as const satisfies Record<string, { configKey: `KAKAO_TEMPLATE_${string}`; text: string }>;
export type AlimtalkTemplate = keyof typeof ALIMTALK_TEMPLATES;

/** The template's text with its variables filled in (what the member reads; also the SMS fallback). */
export function renderTemplate(template: AlimtalkTemplate, variables: Record<string, string>): string {
  return ALIMTALK_TEMPLATES[template].text.replace(/#\{([^}]+)\}/g, (whole, name: string) => {
    const value = variables[name];
    if (value === undefined) throw new Error(`알림톡 ${template}: variable ${whole} is missing`);
    return value;
  });
}

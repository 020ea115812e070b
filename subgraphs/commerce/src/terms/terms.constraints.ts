import type { ConstraintMeaning } from '@shop/kit';
import { NOTICE_DAYS } from './terms.kinds.js';

/** What the terms and consent tables' constraints mean to whoever sent the request (the service checks first; these hold under races). */
export const termsConstraints: Record<string, ConstraintMeaning> = {
  terms_documents_kind_version_unique: { field: 'kind', message: '같은 버전이 방금 공개되었습니다. 다시 시도해주세요.' },
  terms_documents_kind_effective_on_unique: { field: 'effectiveOn', message: '같은 날 시행되는 버전이 있습니다.' },
  terms_documents_id_kind_unique: { field: 'kind', message: '문서 종류가 맞지 않습니다.' },
  terms_documents_kind_check: { field: 'kind', message: '문서 종류를 확인해주세요.' },
  terms_documents_version_check: { field: 'version', message: '버전은 1 이상입니다.' },
  terms_documents_title_check: { field: 'title', message: '제목을 입력해주세요.' },
  terms_documents_body_check: { field: 'body', message: '본문은 1자 이상 100,000자 이하로 써주세요.' },
  terms_documents_notice_period_check: {
    field: 'effectiveOn',
    message: `약관 변경은 시행 ${NOTICE_DAYS.normal}일 전(불리한 변경은 ${NOTICE_DAYS.disadvantageous}일 전)에 알려야 합니다.`,
  },
  terms_documents_notice_id_foreign: { field: 'noticeId', message: '공지를 찾을 수 없습니다.' },
  terms_consents_kind_check: { field: 'agreements', message: '동의 항목을 확인해주세요.' },
  terms_consents_document_foreign: { field: 'agreements', message: '동의한 문서를 찾을 수 없습니다.' },
  terms_consent_history_kind_check: { field: 'agreements', message: '동의 항목을 확인해주세요.' },
  terms_consent_history_source_check: { field: 'agreements', message: '동의한 곳을 확인해주세요.' },
  terms_consent_history_document_foreign: { field: 'agreements', message: '동의한 문서를 찾을 수 없습니다.' },
};

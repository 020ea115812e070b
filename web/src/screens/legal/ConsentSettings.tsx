import { useMutation, useQuery } from '@apollo/client/react';
import { MyConsentsDocument, UpdateConsentsDocument, type TermsKind } from '../../gql/graphql';
import { useFeedback } from '../../components/Feedback';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { Checkbox, LoadingState } from '../../ui';
import { koreanDateTime, koreanLongDate } from './legal-dates';
import './legal.css';

const TEXT = {
  title: '약관 및 수신 동의',
  lead: '필수 항목은 탈퇴할 때 철회됩니다. 선택 항목은 언제든지 바꿀 수 있습니다.',
  required: '[필수]',
  optional: '[선택]',
  agreedTo: (version: number, date: string | null) => (date ? `${version}번째 버전 (${koreanLongDate(date)} 시행본)에 동의` : `${version}번째 버전에 동의 (새 버전이 있습니다)`),
  notYet: '아직 동의하지 않음',
  changedAt: (at: string) => `${koreanDateTime(at)} 변경`,
  // 정보통신망법 제50조 ⑦: the result of a consent or its withdrawal is told with its date.
  result: (title: string, agreed: boolean, at: string) => `${koreanDateTime(at)}에 ${withJosa(title.replace(/ 동의$/, ''), '을/를')} ${agreed ? '동의했습니다' : '철회했습니다'}.`,
};

/** The account screen's part: the member's consents, the optional ones switchable, each change kept by the server. */
export function ConsentSettings() {
  const { data, loading } = useQuery(MyConsentsDocument);
  const [update, state] = useMutation(UpdateConsentsDocument);
  const { toast, alert } = useFeedback();

  async function change(kind: TermsKind, version: number, agreed: boolean, title: string) {
    try {
      const result = await update({ variables: { agreements: [{ kind, version, agreed }] } });
      const changed = result.data?.updateConsents.find((c) => c.kind === kind);
      toast(TEXT.result(title, agreed, changed?.changedAt ?? new Date().toISOString()));
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  const consents = state.data?.updateConsents ?? data?.myConsents;
  return (
    <section className="card" aria-labelledby="consents-title">
      <h2 id="consents-title">{TEXT.title}</h2>
      <p className="legal-meta">{TEXT.lead}</p>
      {loading && !consents ? (
        <LoadingState lines={4} />
      ) : (
        <ul className="agreements__list">
          {(consents ?? []).map((c) => {
            const blocked = c.current.requires != null && !consents?.find((o) => o.kind === c.current.requires)?.agreed;
            const status = [
              c.agreed && c.agreedVersion ? TEXT.agreedTo(c.agreedVersion, c.current.version === c.agreedVersion ? c.current.effectiveOn : null) : c.required ? TEXT.notYet : null,
              c.changedAt ? TEXT.changedAt(c.changedAt) : null,
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <li key={c.kind} className="agreements__item">
                <Checkbox
                  label={`${c.required ? TEXT.required : TEXT.optional} ${c.title}`}
                  hint={status || undefined}
                  name={`consent-${c.kind}`}
                  checked={c.agreed}
                  disabled={c.required || blocked || state.loading}
                  onChange={(e) => void change(c.kind, c.current.version, e.target.checked, c.title)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

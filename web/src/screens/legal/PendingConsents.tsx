import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { MeDocument, PendingConsentsDocument, UpdateConsentsDocument } from '../../gql/graphql';
import { useFeedback } from '../../components/Feedback';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { Button } from '../../ui';
import { koreanLongDate } from './legal-dates';
import './legal.css';

const TEXT = {
  title: '약관이 바뀌었습니다',
  lead: '계속 이용하시려면 바뀐 내용을 확인하고 동의해주세요.',
  item: (title: string, date: string) => `${withJosa(title, '이/가')} ${koreanLongDate(date)}부터 바뀌었습니다.`,
  view: '보기',
  agree: '동의하고 계속하기',
  done: '바뀐 약관에 동의했습니다.',
  leave: '동의하지 않으시면 회원 탈퇴로 이용계약을 해지할 수 있습니다.',
};

/**
 * Members who agreed to an older version of a required document (or to none, an account from
 * before consents were kept) are asked again at their next visit: a banner at the top of every
 * page until they agree (the server says what is pending: `pendingConsents`). Not a modal dialog:
 * the shop stays usable, the question stays on screen.
 */
export function PendingConsentsBanner() {
  const me = useQuery(MeDocument);
  const member = me.data?.me && me.data.me.role !== 'guest';
  const { data } = useQuery(PendingConsentsDocument, { skip: !member, fetchPolicy: 'cache-and-network' });
  const [update, { loading }] = useMutation(UpdateConsentsDocument, { refetchQueries: [PendingConsentsDocument] });
  const { toast, alert } = useFeedback();
  const [hidden, setHidden] = useState(false);
  const pending = member ? (data?.pendingConsents ?? []) : [];
  if (!pending.length || hidden) return null;

  async function agree() {
    try {
      await update({ variables: { agreements: pending.map((d) => ({ kind: d.kind, version: d.version, agreed: true })) } });
      setHidden(true);
      toast(TEXT.done);
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <section className="consent-banner" role="region" aria-labelledby="consent-banner-title">
      <h2 id="consent-banner-title">{TEXT.title}</h2>
      <p>{TEXT.lead}</p>
      <ul>
        {pending.map((d) => (
          <li key={d.kind}>
            {TEXT.item(d.title, d.effectiveOn)} {d.summary}{' '}
            {d.path && (
              <Link to={d.path} aria-label={`${d.title} ${TEXT.view}`}>
                {TEXT.view}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <Button type="button" onClick={() => void agree()} loading={loading}>
        {TEXT.agree}
      </Button>
      <p className="legal-meta">{TEXT.leave}</p>
    </section>
  );
}

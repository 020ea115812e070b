import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminRecommendAnswerInquiryDocument, AdminRecommendInquiriesDocument } from '../../gql/graphql';
import { Checkbox } from '../../ui';
import { AdminOnly } from './AdminOnly';
import { AnswerList } from './AnswerList';
import './admin.css';

const TEXT = {
  title: '추천 문의 (약사)',
  lead: '회원이 추천 결과를 보고 약사에게 물은 질문입니다.',
  unansweredOnly: '답변 전만',
  aboutResult: (id: string) => `추천 결과 ${id}번에 대한 질문`,
  noResult: '추천 결과 없이 물은 질문',
};

/** /admin/recommend-inquiries: the members' questions to the pharmacist (약사에게 묻기), answered here. */
export function AdminRecommendInquiries() {
  const [unansweredOnly, setUnansweredOnly] = useState(true);
  return (
    <AdminOnly>
      <section className="card">
        <h1>{TEXT.title}</h1>
        <p className="hint">{TEXT.lead}</p>
        <Checkbox label={TEXT.unansweredOnly} checked={unansweredOnly} onChange={(e) => setUnansweredOnly(e.target.checked)} />
        <Queue unansweredOnly={unansweredOnly} />
      </section>
    </AdminOnly>
  );
}

function Queue({ unansweredOnly }: { unansweredOnly: boolean }) {
  const { data, loading, error, refetch } = useQuery(AdminRecommendInquiriesDocument, { variables: { unansweredOnly } });
  const [answer] = useMutation(AdminRecommendAnswerInquiryDocument);
  const items = data?.recommendInquiries;
  return (
    <AnswerList
      caption={TEXT.title}
      items={items?.map((i) => ({ ...i, heading: i.title, context: i.resultId ? TEXT.aboutResult(i.resultId) : TEXT.noResult }))}
      // The server sends the newest inquiries in one list (no pages).
      total={items?.length ?? 0}
      {...{ loading, error, unansweredOnly }}
      onRetry={() => void refetch()}
      onMore={() => refetch()}
      onAnswer={(id, text) => answer({ variables: { id, answer: text } })}
    />
  );
}

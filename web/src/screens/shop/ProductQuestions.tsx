import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFeedback } from '../../components/Feedback';
import { AskProductQuestionDocument, ProductQuestionsDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Button, Checkbox, TextArea } from '../../ui';

/** Product Q&A: secret questions show '비밀글입니다.' to everyone but the writer, seller and admins. */
export function ProductQuestions({ productId }: { productId: string }) {
  const { data, refetch } = useQuery(ProductQuestionsDocument, { variables: { productId } });
  const [ask, { loading }] = useMutation(AskProductQuestionDocument);
  const { toast, alert } = useFeedback();
  const [content, setContent] = useState('');
  const [secret, setSecret] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await ask({ variables: { productId, content, secret } });
      setContent('');
      toast('문의를 남겼습니다.');
      await refetch();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <section className="card" data-testid="product-questions">
      <h2>상품 문의 {data ? `(${data.productQuestions.total})` : ''}</h2>
      <ul className="stack">
        {data?.productQuestions.items.map((q) => (
          <li key={q.id}>
            <div>
              {q.secret && <span className="badge">비밀글</span>} {q.content} <span className="hint">{koreanDay(q.createdAt)}</span>
            </div>
            {q.answer ? <div className="hint">답변: {q.answer}</div> : <div className="hint">답변 대기</div>}
          </li>
        ))}
      </ul>
      <form className="stack" onSubmit={submit}>
        <TextArea label="문의 내용" name="question" rows={3} value={content} onChange={(e) => setContent(e.target.value)} />
        <Checkbox label="비밀글로 남기기" checked={secret} onChange={(e) => setSecret(e.target.checked)} />
        <Button type="submit" disabled={loading || content.trim().length < 5}>
          문의하기
        </Button>
      </form>
    </section>
  );
}

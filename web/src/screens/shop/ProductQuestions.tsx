import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { AskProductQuestionDocument, MeDocument, ProductQuestionsDocument } from '../../gql/graphql';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { koreanDay } from '../../lib/format';
import { Checkbox, FormActions, TextArea } from '../../ui';

const QUESTION_FIELDS = ['content'] as const;

/**
 * Product Q&A: secret questions show '비밀글입니다.' to everyone but the writer, seller and admins.
 * Members ask (the server's rules; its refusal under the field); a visitor is offered the login,
 * which brings them back here, instead of a form that could only answer 권한이 없습니다.
 */
export function ProductQuestions({ productId }: { productId: string }) {
  const { data, refetch } = useQuery(ProductQuestionsDocument, { variables: { productId } });
  const me = useQuery(MeDocument);
  const member = Boolean(me.data?.me && me.data.me.role !== 'guest');
  const [ask, { loading }] = useMutation(AskProductQuestionDocument);
  const { toast } = useFeedback();
  const [content, setContent] = useState('');
  const [secret, setSecret] = useState(false);
  const [errors, setErrors] = useState<FormErrors<(typeof QUESTION_FIELDS)[number]>>(NO_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      await ask({ variables: { productId, content, secret } });
      setContent('');
      toast('문의를 남겼습니다.');
      await refetch();
    } catch (e) {
      setErrors(formErrorsOf(e, QUESTION_FIELDS));
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
      {me.loading && !me.data ? null : member ? (
        <form className="stack" onSubmit={submit} noValidate aria-label="상품 문의하기">
          <TextArea label="문의 내용" name="question" rows={3} value={content} error={errors.fields.content} onChange={(e) => setContent(e.target.value)} />
          <Checkbox label="비밀글로 남기기" checked={secret} onChange={(e) => setSecret(e.target.checked)} />
          <FormActions error={errors.form} submitLabel="문의하기" busy={loading} />
        </form>
      ) : (
        <p className="hint" data-testid="question-login">
          상품 문의는 로그인 후 남길 수 있어요. <Link to="/login">로그인하기</Link>
        </p>
      )}
    </section>
  );
}

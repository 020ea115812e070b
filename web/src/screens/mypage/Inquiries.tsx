import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Navigate, useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { CreateInquiryDocument, MeDocument, MyInquiriesDocument } from '../../gql/graphql';
import { koreanDay } from '../../lib/format';
import { itemAnchor, targetIdFrom, useScrollToTarget } from '../../lib/query-params';
import { EmptyState, FormActions, ResponsiveTable, Select, TextArea, TextField } from '../../ui';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';

const CATEGORIES: [string, string][] = [
  ['order', '주문·결제'],
  ['delivery', '배송'],
  ['return', '취소·반품·교환'],
  ['product', '상품'],
  ['account', '회원 정보'],
  ['etc', '기타'],
];

/** Mypage one-to-one inquiries: answer status, content, date (spec section 2); `?targetId=` shows one. */
type InquiryField = 'category' | 'title' | 'content';
const INQUIRY_FIELDS: readonly InquiryField[] = ['category', 'title', 'content'];

export function Inquiries() {
  const me = useQuery(MeDocument);
  const { data, refetch } = useQuery(MyInquiriesDocument, { skip: !me.data?.me });
  const [params] = useSearchParams();
  const target = targetIdFrom(params);
  useScrollToTarget('inquiry', target, Boolean(data?.myInquiries.items.length));
  const [create, { loading }] = useMutation(CreateInquiryDocument);
  const { toast } = useFeedback();
  const [form, setForm] = useState({ category: 'order', title: '', content: '' });
  const [errors, setErrors] = useState<FormErrors<InquiryField>>(NO_ERRORS);
  if (!me.loading && (!me.data?.me || me.data.me.role === 'guest')) return <Navigate to="/login" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      await create({ variables: form });
      toast('문의를 남겼습니다. 답변이 달리면 알려드릴게요.');
      setForm({ category: 'order', title: '', content: '' });
      await refetch();
    } catch (e) {
      // The server's Korean refusal under the field it names (it had been a pop-up naming one field).
      setErrors(formErrorsOf(e, INQUIRY_FIELDS));
    }
  }

  return (
    <div className="stack">
      <section className="card">
        <h1>1:1 문의</h1>
        {data && data.myInquiries.items.length === 0 ? (
          <EmptyState title="남긴 문의가 없습니다." description="궁금한 점을 아래에 남겨주시면 답변해드립니다." />
        ) : (
          <ResponsiveTable
            data-testid="inquiries"
            caption="내 1:1 문의"
            rows={data?.myInquiries.items ?? []}
            rowKey={(inquiry) => inquiry.id}
            columns={[
              {
                key: 'content',
                header: '내용',
                label: '내용',
                primary: true,
                cell: (inquiry) => (
                  <>
                    <strong id={itemAnchor('inquiry', inquiry.id)} tabIndex={-1} aria-current={inquiry.id === target || undefined}>
                      {inquiry.title}
                    </strong>
                    <div>{inquiry.content}</div>
                    {inquiry.answer && <div className="hint">답변: {inquiry.answer}</div>}
                  </>
                ),
              },
              { key: 'state', header: '답변 상태', label: '답변 상태', cell: (inquiry) => (inquiry.answeredAt ? '답변 완료' : '답변 대기') },
              { key: 'date', header: '날짜', label: '날짜', cell: (inquiry) => koreanDay(inquiry.createdAt) },
            ]}
          />
        )}
      </section>
      <form className="card" onSubmit={submit} noValidate>
        <h2>문의하기</h2>
        <Select label="문의 유형" value={form.category} error={errors.fields.category} onChange={(e) => setForm({ ...form, category: e.target.value })}>
          {CATEGORIES.map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </Select>
        <TextField label="제목" name="inquiryTitle" value={form.title} error={errors.fields.title} onChange={(e) => setForm({ ...form, title: e.target.value })} />
        <TextArea label="내용" name="inquiryContent" rows={5} value={form.content} error={errors.fields.content} onChange={(e) => setForm({ ...form, content: e.target.value })} />
        <FormActions error={errors.form} submitLabel="문의 남기기" busy={loading} />
      </form>
    </div>
  );
}

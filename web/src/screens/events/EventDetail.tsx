import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { MoreProducts } from '../../components/paging';
import {
  AskAboutEventDocument,
  ChangeEventQuestionDocument,
  ChangeEventSurveyDocument,
  EventDetailDocument,
  MeDocument,
  MyEventInquiriesDocument,
  MyEventSurveyAnswerDocument,
  RemoveEventQuestionDocument,
  RemoveEventSurveyDocument,
  SubmitEventSurveyDocument,
  type EventDetailQuery,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Button, ButtonLink, EmptyState, ErrorState, LoadingState, ResponsiveTable, TextArea } from '../../ui';
import { EventStateChip, periodText } from './EventList';
import { SurveyAnswerList, SurveyForm, type SurveyAnswers } from './SurveyForm';

const INQUIRY_PAGE = 10;

const TEXT = {
  survey: '설문 참여',
  inquiries: '이벤트 문의',
  signIn: '로그인',
  signInToJoin: '로그인하면 설문에 참여하고 문의를 남길 수 있어요.',
  membersOnly: '회원만 참여할 수 있어요.',
  membersOnlyHint: '회원가입 후 참여해주세요.',
  join: '참여하기',
  saveEdit: '수정 완료',
  edit: '수정',
  remove: '삭제',
  cancel: '취소',
  save: '저장',
  answered: '설문에 참여해주셔서 감사합니다.',
  edited: '답변을 수정했습니다.',
  removed: '답변을 삭제했습니다.',
  confirmRemove: '설문 답변을 삭제할까요? 삭제하면 다시 참여해야 합니다.',
  answeredOn: (day: string) => `${day}에 참여했어요.`,
  closed: '종료된 이벤트입니다.',
  closedHint: '이 이벤트의 설문에는 더 참여할 수 없어요.',
  noInquiries: '남긴 문의가 없습니다.',
  noInquiriesHint: '이벤트에 대해 궁금한 점을 아래에 남겨주세요.',
  content: '내용',
  state: '답변 상태',
  date: '날짜',
  manage: '관리',
  waiting: '답변 대기',
  done: '답변 완료',
  answerLabel: '답변',
  ask: '문의하기',
  askLabel: '문의 내용',
  askHint: '5자 이상 2000자 이하로 적어주세요.',
  askSubmit: '문의 남기기',
  asked: '문의를 남겼습니다. 답변이 달리면 알림으로 알려드릴게요.',
  inquiryEdited: '문의를 수정했습니다.',
  inquiryRemoved: '문의를 삭제했습니다.',
  confirmInquiryRemove: '이 문의를 삭제할까요?',
  editInquiryLabel: '문의 수정',
};

type EventData = EventDetailQuery['event'];

/** The server's messages for survey answers (`answers.<question code>`), by question code. */
function answerErrorsOf(error: unknown): Record<string, string> {
  const first = (error as { errors?: { extensions?: { fields?: { field: string; message: string }[] } }[] })?.errors?.[0];
  const fields = (first?.extensions?.fields ?? []).filter((f) => f.field.startsWith('answers.'));
  return Object.fromEntries(fields.map((f) => [f.field.slice('answers.'.length), f.message]));
}

/** /events/:code: the event, its survey (answer, edit, delete) and the member's questions about it. */
export function EventDetail() {
  const { code = '' } = useParams();
  const me = useQuery(MeDocument);
  const { data, loading, error, refetch } = useQuery(EventDetailDocument, { variables: { code } });
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (loading && !data) return <LoadingState />;
  const event = data!.event;
  const account = me.data?.me;
  const member = account && account.role !== 'guest';
  const gate = account ? (
    <EmptyState title={TEXT.membersOnly} description={TEXT.membersOnlyHint} />
  ) : (
    <EmptyState
      title={TEXT.signInToJoin}
      action={
        <ButtonLink to="/login" variant="secondary" size="sm">
          {TEXT.signIn}
        </ButtonLink>
      }
    />
  );
  return (
    <div className="stack">
      <article className="card">
        <div className="row between">
          <h1>{event.title}</h1>
          <EventStateChip inProgress={event.inProgress} />
        </div>
        <p className="hint">{periodText(event.startsAt, event.endsAt)}</p>
        <p>
          <strong>{event.summary}</strong>
        </p>
        {event.body
          .split('\n')
          .filter(Boolean)
          .map((line, i) => (
            <p key={i}>{line}</p>
          ))}
      </article>
      <section className="card">
        <h2>{TEXT.survey}</h2>
        {me.loading && !me.data ? <LoadingState lines={2} /> : member ? <Survey event={event} /> : gate}
      </section>
      <section className="card">
        <h2>{TEXT.inquiries}</h2>
        {me.loading && !me.data ? <LoadingState lines={2} /> : member ? <EventInquiries code={event.code} /> : gate}
      </section>
    </div>
  );
}

function Survey({ event }: { event: EventData }) {
  const { data, loading, refetch } = useQuery(MyEventSurveyAnswerDocument, { variables: { code: event.code } });
  const [submit, submitting] = useMutation(SubmitEventSurveyDocument);
  const [change, changing] = useMutation(ChangeEventSurveyDocument);
  const [remove, removing] = useMutation(RemoveEventSurveyDocument);
  const { toast, alert, confirm } = useFeedback();
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (loading && !data) return <LoadingState lines={2} />;
  const answer = data?.myEventSurveyAnswer;

  async function save(answers: SurveyAnswers) {
    setErrors({});
    try {
      if (answer) await change({ variables: { id: answer.id, answers } });
      else await submit({ variables: { eventCode: event.code, answers } });
      toast(answer ? TEXT.edited : TEXT.answered);
      setEditing(false);
      await refetch();
    } catch (e) {
      const fields = answerErrorsOf(e);
      if (Object.keys(fields).length) setErrors(fields);
      else alert(errorMessage(e));
    }
  }

  async function drop(id: string) {
    if (!(await confirm(TEXT.confirmRemove))) return;
    try {
      await remove({ variables: { id } });
      toast(TEXT.removed);
      setEditing(false);
      await refetch();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  if (answer && !editing) {
    return (
      <>
        <SurveyAnswerList questions={event.questions} answers={answer.answers as SurveyAnswers} />
        <p className="hint">{TEXT.answeredOn(koreanDay(answer.createdAt))}</p>
        <div className="row">
          {event.inProgress && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {TEXT.edit}
            </Button>
          )}
          <Button variant="danger" size="sm" loading={removing.loading} onClick={() => void drop(answer.id)}>
            {TEXT.remove}
          </Button>
        </div>
      </>
    );
  }
  if (!event.inProgress) return <EmptyState title={TEXT.closed} description={TEXT.closedHint} />;
  return (
    <SurveyForm
      key={answer?.id ?? 'new'}
      questions={event.questions}
      initial={(answer?.answers as SurveyAnswers | undefined) ?? {}}
      submitLabel={answer ? TEXT.saveEdit : TEXT.join}
      busy={submitting.loading || changing.loading}
      errors={errors}
      onSubmit={(answers) => void save(answers)}
      onCancel={answer ? () => setEditing(false) : undefined}
    />
  );
}

function EventInquiries({ code }: { code: string }) {
  const { data, loading, refetch, fetchMore } = useQuery(MyEventInquiriesDocument, { variables: { code, offset: 0, limit: INQUIRY_PAGE } });
  const [ask, asking] = useMutation(AskAboutEventDocument);
  const [change, changing] = useMutation(ChangeEventQuestionDocument);
  const [remove] = useMutation(RemoveEventQuestionDocument);
  const { toast, alert, confirm } = useFeedback();
  const [content, setContent] = useState('');
  const [editing, setEditing] = useState<{ id: string; content: string } | null>(null);
  const page = data?.myEventInquiries;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await ask({ variables: { eventCode: code, content } });
      toast(TEXT.asked);
      setContent('');
      await refetch();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  async function saveEdit() {
    if (!editing) return;
    try {
      await change({ variables: { id: editing.id, content: editing.content } });
      toast(TEXT.inquiryEdited);
      setEditing(null);
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  async function drop(id: string) {
    if (!(await confirm(TEXT.confirmInquiryRemove))) return;
    try {
      await remove({ variables: { id } });
      toast(TEXT.inquiryRemoved);
      await refetch();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <>
      {loading && !page ? (
        <LoadingState lines={2} />
      ) : !page || page.items.length === 0 ? (
        <EmptyState title={TEXT.noInquiries} description={TEXT.noInquiriesHint} />
      ) : (
        <>
          <ResponsiveTable
            data-testid="event-inquiries"
            caption={TEXT.inquiries}
            rows={page.items}
            rowKey={(inquiry) => inquiry.id}
            columns={[
              {
                key: 'content',
                header: TEXT.content,
                label: TEXT.content,
                primary: true,
                cell: (inquiry) =>
                  editing?.id === inquiry.id ? (
                    <div className="stack">
                      <TextArea label={TEXT.editInquiryLabel} hideLabel rows={3} maxLength={2000} value={editing.content} onChange={(e) => setEditing({ id: inquiry.id, content: e.target.value })} />
                      <div className="row">
                        <Button size="sm" loading={changing.loading} onClick={() => void saveEdit()}>
                          {TEXT.save}
                        </Button>
                        <Button size="sm" variant="secondary" onClick={() => setEditing(null)}>
                          {TEXT.cancel}
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <>
                      <div>{inquiry.content}</div>
                      {inquiry.answer && (
                        <div className="hint">
                          {TEXT.answerLabel}: {inquiry.answer}
                        </div>
                      )}
                    </>
                  ),
              },
              {
                key: 'state',
                header: TEXT.state,
                label: TEXT.state,
                cell: (inquiry) => <span className={inquiry.answeredAt ? 'badge done' : 'badge'}>{inquiry.answeredAt ? TEXT.done : TEXT.waiting}</span>,
              },
              { key: 'date', header: TEXT.date, label: TEXT.date, cell: (inquiry) => koreanDay(inquiry.createdAt) },
              {
                key: 'manage',
                header: TEXT.manage,
                label: TEXT.manage,
                cell: (inquiry) => (
                  <div className="row">
                    {!inquiry.answeredAt && editing?.id !== inquiry.id && (
                      <Button size="sm" variant="secondary" onClick={() => setEditing({ id: inquiry.id, content: inquiry.content })}>
                        {TEXT.edit}
                      </Button>
                    )}
                    <Button size="sm" variant="danger" onClick={() => void drop(inquiry.id)}>
                      {TEXT.remove}
                    </Button>
                  </div>
                ),
              },
            ]}
          />
          <MoreProducts
            shown={page.items.length}
            total={page.total}
            onMore={() =>
              fetchMore({
                variables: { offset: page.items.length },
              })
            }
          />
        </>
      )}
      <form className="stack" onSubmit={submit}>
        <h3>{TEXT.ask}</h3>
        <TextArea label={TEXT.askLabel} name="eventInquiry" rows={4} maxLength={2000} hint={TEXT.askHint} value={content} onChange={(e) => setContent(e.target.value)} />
        <Button type="submit" loading={asking.loading} disabled={content.trim().length === 0}>
          {TEXT.askSubmit}
        </Button>
      </form>
    </>
  );
}

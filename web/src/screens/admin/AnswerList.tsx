import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useFeedback } from '../../components/Feedback';
import { MoreProducts } from '../../components/paging';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Button, Chip, EmptyState, ErrorState, LoadingState, TextArea } from '../../ui';

/** One question of any queue (1:1, product, event), as the answer list shows it. */
export interface Question {
  id: string;
  /** What the collapsed row says: a title, or the start of the question. */
  heading: string;
  /** Where it was asked (category, product, event). */
  context: ReactNode;
  content: string;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
}

export const ANSWER_TEXT = {
  waiting: '답변 대기',
  answered: '답변 완료',
  answerLabel: '답변',
  submit: '답변 등록',
  done: '답변을 등록했습니다.',
  empty: '답변을 기다리는 문의가 없습니다.',
  emptyAll: '문의가 없습니다.',
  loadFailed: '문의를 불러오지 못했습니다.',
};

/** A queue of questions: each row opens to the question and a box for the answer. */
export function AnswerList({
  caption,
  items,
  total,
  loading,
  error,
  unansweredOnly,
  onRetry,
  onMore,
  onAnswer,
}: {
  caption: string;
  items: Question[] | undefined;
  total: number;
  loading: boolean;
  error: unknown;
  unansweredOnly: boolean;
  onRetry(): void;
  onMore(): Promise<unknown>;
  onAnswer(id: string, answer: string): Promise<unknown>;
}) {
  if (error && !items) return <ErrorState message={ANSWER_TEXT.loadFailed} onRetry={onRetry} />;
  if (!items) return loading ? <LoadingState /> : null;
  if (items.length === 0) return <EmptyState title={unansweredOnly ? ANSWER_TEXT.empty : ANSWER_TEXT.emptyAll} />;
  return (
    <>
      <ul className="admin-list" aria-label={caption}>
        {items.map((question) => (
          <QuestionRow key={question.id} question={question} onAnswer={onAnswer} />
        ))}
      </ul>
      <MoreProducts shown={items.length} total={total} onMore={onMore} />
    </>
  );
}

function QuestionRow({ question, onAnswer }: { question: Question; onAnswer(id: string, answer: string): Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const { toast, alert } = useFeedback();
  const panel = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await onAnswer(question.id, draft);
      setDraft('');
      toast(ANSWER_TEXT.done);
    } catch (e) {
      alert(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <li className="card" data-testid="admin-question">
      <div className="row between">
        <Chip active={!question.answeredAt}>{question.answeredAt ? ANSWER_TEXT.answered : ANSWER_TEXT.waiting}</Chip>
        <span className="hint">{koreanDay(question.createdAt)}</span>
      </div>
      <Button variant="ghost" className="admin-list__toggle" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
        {question.heading}
      </Button>
      {open && (
        <div id={panel} className="stack">
          <p className="hint">{question.context}</p>
          <p className="admin-list__text">{question.content}</p>
          {question.answer && (
            <div>
              <strong>등록된 답변</strong>
              <p className="admin-list__text">{question.answer}</p>
            </div>
          )}
          <form className="stack" onSubmit={submit} noValidate>
            <TextArea label={ANSWER_TEXT.answerLabel} rows={4} value={draft} onChange={(e) => setDraft(e.target.value)} required />
            <Button type="submit" loading={saving}>
              {ANSWER_TEXT.submit}
            </Button>
          </form>
        </div>
      )}
    </li>
  );
}

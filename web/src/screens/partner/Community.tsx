import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFeedback } from '../../components/Feedback';
import { PartnerDeleteCommentDocument, PartnerReplyCommentDocument, PartnerUnansweredCommentsDocument, type PartnerUnansweredCommentsQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, Card, Chip, EmptyState, ErrorState, LoadingState, TextArea } from '../../ui';
import { seoulDateTime } from './shared';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';

type Comment = PartnerUnansweredCommentsQuery['unansweredCommunityComments']['items'][number];

const TEXT = {
  title: '답하지 않은 댓글',
  lead: '채널 커뮤니티에 달린 댓글 중 아직 답하지 않은 것입니다. 오래된 것부터 보여 줍니다.',
  waiting: (n: number) => `답변 대기 ${n.toLocaleString('ko-KR')}개`,
  empty: '모든 댓글에 답했습니다.',
  secret: '비밀 댓글',
  hiddenContent: '비밀 댓글입니다.',
  anonymous: '알 수 없는 회원',
  reply: '답글',
  replyTo: (author: string) => `${author}님의 댓글에 답글`,
  send: '답글 등록',
  sent: '답글을 달았습니다.',
  remove: '댓글 삭제',
  confirmRemove: '이 댓글을 지울까요? 답글도 함께 지워집니다.',
  removed: '댓글을 지웠습니다.',
};

/**
 * 커뮤니티 관리 (/partner/community): the comments of the channel's community the owner has not
 * answered yet (oldest first), each with a reply box; an answered comment leaves the list.
 */
export function Community() {
  const { data, loading, error, refetch } = useQuery(PartnerUnansweredCommentsDocument);
  if (loading && !data) return <LoadingState />;
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data) return null;
  const page = data.unansweredCommunityComments;
  return (
    <Card title={TEXT.title} actions={page.total > 0 ? <span className="hint">{TEXT.waiting(page.total)}</span> : undefined}>
      <p className="hint">{TEXT.lead}</p>
      {page.items.length === 0 ? (
        <EmptyState title={TEXT.empty} />
      ) : (
        <ul className="partner-cards">
          {page.items.map((comment) => (
            <CommentToAnswer key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function CommentToAnswer({ comment }: { comment: Comment }) {
  const { toast, alert, confirm } = useFeedback();
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<FormErrors<'content'>>(NO_ERRORS);
  const [reply, replying] = useMutation(PartnerReplyCommentDocument, { refetchQueries: ['PartnerUnansweredComments'] });
  const [remove, removing] = useMutation(PartnerDeleteCommentDocument, { refetchQueries: ['PartnerUnansweredComments'] });
  const author = comment.authorLabel ?? comment.author?.nickname ?? TEXT.anonymous;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      await reply({ variables: { input: { commentId: comment.id, content: content.trim(), secret: comment.secret } } });
      setContent('');
      toast(TEXT.sent);
    } catch (error) {
      setErrors(formErrorsOf(error, ['content']));
    }
  }

  async function drop() {
    if (!(await confirm(TEXT.confirmRemove))) return;
    try {
      await remove({ variables: { id: comment.id } });
      toast(TEXT.removed);
    } catch (error) {
      alert(errorMessage(error));
    }
  }

  return (
    <li className="partner-comment-card">
      <div className="row between">
        <strong>{author}</strong>
        <span className="hint">{seoulDateTime(comment.createdAt)}</span>
      </div>
      {comment.secret && <Chip>{TEXT.secret}</Chip>}
      <p className="partner-comment">{comment.content ?? TEXT.hiddenContent}</p>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <TextArea label={TEXT.replyTo(author)} rows={2} value={content} error={errors.fields.content ?? errors.form ?? undefined} onChange={(e) => setContent(e.target.value)} />
        <div className="row">
          <Button type="submit" size="sm" loading={replying.loading} disabled={content.trim() === ''}>
            {TEXT.send}
          </Button>
          <Button size="sm" variant="ghost" loading={removing.loading} onClick={() => void drop()}>
            {TEXT.remove}
          </Button>
        </div>
      </form>
    </li>
  );
}

import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import {
  ChannelPageCommunityCategoriesDocument,
  ChannelPageCommunityDocument,
  type ChannelPageCommunityQuery,
  ChannelPageCreatePostDocument,
  ChannelPageDeleteCommentDocument,
  ChannelPageDeletePostDocument,
  ChannelPageFaqDocument,
  ChannelPageLeaveCommentDocument,
  ChannelPageNoticesDocument,
  ChannelPagePostCommentsDocument,
  ChannelPageReplyCommentDocument,
  ChannelPageViewPostDocument,
  type ChannelPageCommentFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Button, FormActions, ButtonLink, Card, Checkbox, EmptyState, ErrorState, LoadingState, Select, Tabs, TextArea, TextField } from '../../ui';
import { CHANNEL_TEXT as TEXT } from './channel-text';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';

const POSTS_PAGE = 20;

/** Paragraphs of a text as it was written (line breaks kept, no markup). */
function Paragraphs({ text }: { text: string }) {
  return (
    <div className="channel-text">
      {text
        .split('\n')
        .filter((line) => line.trim())
        .map((line, i) => (
          <p key={i}>{line}</p>
        ))}
    </div>
  );
}

/** Who is reading the community: a signed-up member writes; the channel's owner (or an admin) also deletes any comment. */
interface Viewer {
  member: boolean;
  manager: boolean;
}

/**
 * 커뮤니티: the channel's posts, newest first; opening one shows its text, pictures and comments.
 * A signed-up member writes a post (글쓰기; a guest is sent to log in), comments and replies; the
 * writer or the channel's owner deletes after a question. What may be written is the server's rule.
 */
export function CommunityTab({ channelId, member, manager }: { channelId: string } & Viewer) {
  const navigate = useNavigate();
  const [limit, setLimit] = useState(POSTS_PAGE);
  const [writing, setWriting] = useState(false);
  const { data, previousData, error, loading, refetch } = useQuery(ChannelPageCommunityDocument, { variables: { channelId, limit } });
  const shown = data ?? previousData;
  if (error && !shown) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!shown) return <LoadingState lines={4} />;
  const { items, total } = shown.communityPosts;
  const viewer = { member, manager };
  return (
    <div className="stack">
      {writing ? (
        <PostForm channelId={channelId} onClose={() => setWriting(false)} />
      ) : (
        <Button variant="secondary" block onClick={() => (member ? setWriting(true) : void navigate('/login'))}>
          {TEXT.write}
        </Button>
      )}
      {items.length === 0 ? (
        <EmptyState title={TEXT.noPosts} />
      ) : (
        <ul className="channel-list">
          {items.map((post) => (
            <Post key={post.id} post={post} viewer={viewer} />
          ))}
        </ul>
      )}
      {items.length < total && (
        <Button variant="secondary" block loading={loading} onClick={() => setLimit(limit + POSTS_PAGE)}>
          {TEXT.more}
        </Button>
      )}
    </div>
  );
}

type PostField = 'categoryId' | 'title' | 'content';
const POST_FIELDS: readonly PostField[] = ['categoryId', 'title', 'content'];

/**
 * 글쓰기: title, content and, when the channel has community categories, one of them. The server
 * checks the words (식품표시광고법 제8조) and names the field it refuses; its message shows there.
 */
function PostForm({ channelId, onClose }: { channelId: string; onClose(): void }) {
  const { toast } = useFeedback();
  const categories = useQuery(ChannelPageCommunityCategoriesDocument, { variables: { channelId } });
  const [categoryId, setCategoryId] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<FormErrors<PostField>>(NO_ERRORS);
  const [create, { loading }] = useMutation(ChannelPageCreatePostDocument, { refetchQueries: ['ChannelPageCommunity'] });
  const choices = categories.data?.communityCategories ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Only what cannot be sent is checked here; every other rule is the server's.
    const missing: FormErrors<PostField>['fields'] = {};
    if (!title.trim()) missing.title = TEXT.enterTitle;
    if (!content.trim()) missing.content = TEXT.enterContent;
    if (missing.title || missing.content) {
      setErrors({ fields: missing, form: null });
      return;
    }
    setErrors(NO_ERRORS);
    try {
      await create({ variables: { input: { channelId, title: title.trim(), content: content.trim(), ...(categoryId ? { categoryId } : {}) } } });
      toast(TEXT.posted);
      onClose();
    } catch (error) {
      setErrors(formErrorsOf(error, POST_FIELDS));
    }
  }

  return (
    <Card title={TEXT.writeTitle}>
      <form className="stack" aria-label={TEXT.writeTitle} onSubmit={(e) => void submit(e)} noValidate>
        {choices.length > 0 && (
          <Select label={TEXT.postCategory} value={categoryId} error={errors.fields.categoryId} onChange={(e) => setCategoryId(e.target.value)}>
            <option value="">{TEXT.noCategory}</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
        <TextField label={TEXT.postTitle} maxLength={100} value={title} error={errors.fields.title} onChange={(e) => setTitle(e.target.value)} />
        <TextArea label={TEXT.postContent} rows={6} hint={TEXT.postContentHint} value={content} error={errors.fields.content} onChange={(e) => setContent(e.target.value)} />
        <FormActions error={errors.form} submitLabel={TEXT.publish} busy={loading} cancelLabel={TEXT.close} onCancel={onClose} />
      </form>
    </Card>
  );
}

type PostItem = ChannelPageCommunityQuery['communityPosts']['items'][number];

/** One post: its title and counts; opened, its text, pictures and comments (asked for only then). */
function Post({ post, viewer }: { post: PostItem; viewer: Viewer }) {
  const { toast, alert, confirm } = useFeedback();
  const [open, setOpen] = useState(false);
  const [viewed, setViewed] = useState(false);
  const [view] = useMutation(ChannelPageViewPostDocument);
  const [remove, removing] = useMutation(ChannelPageDeletePostDocument, { refetchQueries: ['ChannelPageCommunity'] });
  function toggled(isOpen: boolean) {
    setOpen(isOpen);
    if (!isOpen || viewed) return;
    // The first opening counts one view (its failure changes nothing on the page).
    setViewed(true);
    view({ variables: { id: post.id } }).catch(() => undefined);
  }
  async function drop() {
    if (!(await confirm(TEXT.confirmDeletePost))) return;
    try {
      await remove({ variables: { id: post.id } });
      toast(TEXT.postDeleted);
    } catch (error) {
      alert(errorMessage(error));
    }
  }
  return (
    <li className="ui-card" data-testid="community-post">
      <details className="channel-details" onToggle={(e) => toggled(e.currentTarget.open)}>
        <summary>
          {/* The server's title: a post with product links reads "[광고] ..." (isAd). */}
          <span className="channel-details__title">{post.displayTitle}</span>
          <span className="hint channel-meta">
            {post.byChannelOwner ? TEXT.owner : (post.authorLabel ?? post.author?.nickname)} · {koreanDay(post.createdAt)} · {TEXT.views(post.viewCount)} · {TEXT.comments(post.commentCount)}
          </span>
        </summary>
        <Paragraphs text={post.content} />
        {post.images.map((src) => (
          <img key={src} className="channel-post__image" src={src} alt="" loading="lazy" />
        ))}
        {post.canEdit && (
          <div className="channel-post__actions">
            <Button variant="ghost" size="sm" loading={removing.loading} onClick={() => void drop()}>
              {TEXT.deletePost}
            </Button>
          </div>
        )}
        {open && (
          <>
            {post.commentCount > 0 ? <PostComments postId={post.id} viewer={viewer} /> : <p className="hint">{TEXT.noComments}</p>}
            <NewComment postId={post.id} member={viewer.member} commentsShown={post.commentCount > 0} />
          </>
        )}
      </details>
    </li>
  );
}

/** After a comment changes: the post's comments (its list) and the posts (their counts), as the server has them. */
const afterComment = (postId: string, commentsShown = true) => ({
  refetchQueries: commentsShown ? ['ChannelPageCommunity', { query: ChannelPagePostCommentsDocument, variables: { postId } }] : ['ChannelPageCommunity'],
});

/** The comment box under an opened post (members; a guest is offered to log in). */
function NewComment({ postId, member, commentsShown }: { postId: string; member: boolean; commentsShown: boolean }) {
  const { toast } = useFeedback();
  const [leave, { loading }] = useMutation(ChannelPageLeaveCommentDocument, afterComment(postId, commentsShown));
  if (!member) {
    return (
      <div className="channel-login">
        <p className="hint">{TEXT.loginToWrite}</p>
        <ButtonLink to="/login" variant="secondary" size="sm">
          {TEXT.login}
        </ButtonLink>
      </div>
    );
  }
  return (
    <CommentForm
      label={TEXT.commentField}
      placeholder={TEXT.commentPlaceholder}
      secretLabel={TEXT.secret}
      submitLabel={TEXT.sendComment}
      loading={loading}
      send={async (content, secret) => {
        await leave({ variables: { input: { postId, content, secret } } });
        toast(TEXT.commented);
      }}
    />
  );
}

/** A comment or a reply: the text, 비밀 댓글, and the button. The server's refusal shows at the text. */
function CommentForm({
  label,
  placeholder,
  secretLabel,
  submitLabel,
  loading,
  send,
  onCancel,
}: {
  label: string;
  placeholder?: string;
  secretLabel: string;
  submitLabel: string;
  loading: boolean;
  send(content: string, secret: boolean): Promise<void>;
  onCancel?: () => void;
}) {
  const [content, setContent] = useState('');
  const [secret, setSecret] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = content.trim();
    if (!text || loading) return;
    setError(null);
    try {
      await send(text, secret);
      setContent('');
      setSecret(false);
    } catch (e) {
      const refusal = formErrorsOf(e, ['content']);
      setError(refusal.fields.content ?? refusal.form);
    }
  }

  return (
    <form className="channel-comment-form" aria-label={label} onSubmit={(e) => void submit(e)} noValidate>
      <TextArea
        label={label}
        placeholder={placeholder}
        rows={2}
        maxLength={1000}
        value={content}
        error={error ?? undefined}
        onChange={(e) => {
          setContent(e.target.value);
          setError(null);
        }}
      />
      <div className="channel-comment-form__row">
        <Checkbox label={secretLabel} hint={TEXT.secretHint} checked={secret} onChange={(e) => setSecret(e.target.checked)} />
        <div className="channel-comment-form__buttons">
          {onCancel && (
            <Button variant="ghost" size="sm" onClick={onCancel}>
              {TEXT.close}
            </Button>
          )}
          <Button type="submit" size="sm" loading={loading} disabled={!content.trim()}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** A post's comments and their replies. */
function PostComments({ postId, viewer }: { postId: string; viewer: Viewer }) {
  const { data, error, refetch } = useQuery(ChannelPagePostCommentsDocument, { variables: { postId } });
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState lines={2} />;
  return (
    <ul className="channel-comments" aria-label={TEXT.comments(data.communityComments.total)}>
      {data.communityComments.items.map((comment) => (
        <li key={comment.id}>
          <Comment comment={comment} postId={postId} viewer={viewer} canReply />
          {comment.replies.length > 0 && (
            <ul className="channel-comments channel-comments--replies">
              {comment.replies.map((reply) => (
                <li key={reply.id}>
                  <Comment comment={reply} postId={postId} viewer={viewer} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One comment: who, when, the text (a secret one only for those who may read it), 답글 and 삭제. */
function Comment({ comment, postId, viewer, canReply = false }: { comment: ChannelPageCommentFragment; postId: string; viewer: Viewer; canReply?: boolean }) {
  const { toast, alert, confirm } = useFeedback();
  const [replying, setReplying] = useState(false);
  const [reply, replied] = useMutation(ChannelPageReplyCommentDocument, afterComment(postId));
  const [remove, removing] = useMutation(ChannelPageDeleteCommentDocument, afterComment(postId));
  const author = comment.byChannelOwner ? TEXT.owner : (comment.authorLabel ?? comment.author?.nickname ?? TEXT.someone);
  const deletable = comment.mine || viewer.manager;

  async function drop() {
    if (!(await confirm(TEXT.confirmDeleteComment))) return;
    try {
      await remove({ variables: { id: comment.id } });
      toast(TEXT.commentDeleted);
    } catch (error) {
      alert(errorMessage(error));
    }
  }

  return (
    <div className="channel-comment-item" data-testid="community-comment">
      <span className="hint channel-meta">
        {comment.secret && <span className="channel-badge">{TEXT.secret}</span>}
        {author} · {koreanDay(comment.createdAt)}
      </span>
      <p>{comment.content ?? TEXT.secretComment}</p>
      {((canReply && viewer.member) || deletable) && !replying && (
        <div className="channel-comment-item__actions">
          {canReply && viewer.member && (
            <Button variant="ghost" size="sm" onClick={() => setReplying(true)}>
              {TEXT.reply}
            </Button>
          )}
          {deletable && (
            <Button variant="ghost" size="sm" aria-label={TEXT.deleteCommentLabel(author)} loading={removing.loading} onClick={() => void drop()}>
              {TEXT.deleteComment}
            </Button>
          )}
        </div>
      )}
      {replying && (
        <CommentForm
          label={TEXT.replyField(author)}
          secretLabel={TEXT.secretReply}
          submitLabel={TEXT.sendReply}
          loading={replied.loading}
          onCancel={() => setReplying(false)}
          send={async (content, secret) => {
            await reply({ variables: { input: { commentId: comment.id, content, secret } } });
            toast(TEXT.replied);
            setReplying(false);
          }}
        />
      )}
    </div>
  );
}

const ALL = 'all';

/** FAQ: the channel's menus as tabs (전체 first), the questions with frequent ones first and marked. */
export function FaqTab({ channelId }: { channelId: string }) {
  const [menu, setMenu] = useState(ALL);
  const { data, previousData, error, refetch } = useQuery(ChannelPageFaqDocument, { variables: { channelId, menuId: menu === ALL ? null : menu } });
  const shown = data ?? previousData;
  if (error && !shown) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!shown) return <LoadingState lines={4} />;
  const menus: [string, string][] = [[ALL, TEXT.faqAll], ...shown.faqMenus.map((m): [string, string] => [m.id, m.name])];
  return (
    <div className="stack">
      {shown.faqMenus.length > 0 && <Tabs label={TEXT.tabs.faq} value={menu} options={menus} onChange={setMenu} />}
      {shown.faqEntries.items.length === 0 ? (
        <EmptyState title={TEXT.noFaq} />
      ) : (
        <ul className="channel-list">
          {shown.faqEntries.items.map((entry) => (
            <li key={entry.id} className="ui-card">
              <details className="channel-details">
                <summary>
                  {entry.frequent && <span className="channel-badge">{TEXT.frequent}</span>}
                  <span className="channel-details__title">{entry.question}</span>
                </summary>
                <Paragraphs text={entry.answer} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 공지: newest number first; opening one shows its text. */
export function NoticesTab({ channelId }: { channelId: string }) {
  const { data, error, refetch } = useQuery(ChannelPageNoticesDocument, { variables: { channelId } });
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState lines={4} />;
  if (data.channelNotices.items.length === 0) return <EmptyState title={TEXT.noNotices} />;
  return (
    <ul className="channel-list">
      {data.channelNotices.items.map((notice) => (
        <li key={notice.id} className="ui-card">
          <details className="channel-details">
            <summary>
              <span className="channel-details__title">{notice.title}</span>
              <span className="hint channel-meta">
                {TEXT.noticeNumber(notice.number)} · {koreanDay(notice.createdAt)}
              </span>
            </summary>
            <Paragraphs text={notice.content} />
          </details>
        </li>
      ))}
    </ul>
  );
}

/** 영상: the channel's videos, each a link to its platform. */
export function VideosTab({ videos }: { videos: { id: string; title: string; url: string; provider: string }[] }) {
  if (videos.length === 0) return <EmptyState title={TEXT.noVideos} />;
  return (
    <ul className="channel-list">
      {videos.map((video) => (
        <li key={video.id} className="ui-card">
          <a href={video.url} target="_blank" rel="noopener noreferrer" className="channel-video">
            <span className="channel-badge">{TEXT.videoProviders[video.provider] ?? video.provider}</span>
            <span className="channel-details__title">{video.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

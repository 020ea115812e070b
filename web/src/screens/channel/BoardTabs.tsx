import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ChannelPageCommunityDocument,
  type ChannelPageCommunityQuery,
  ChannelPageFaqDocument,
  ChannelPageNoticesDocument,
  ChannelPagePostCommentsDocument,
  ChannelPageViewPostDocument,
  type ChannelPageCommentFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Button, EmptyState, ErrorState, LoadingState, Tabs } from '../../ui';
import { CHANNEL_TEXT as TEXT } from './channel-text';

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

/** 커뮤니티: the channel's posts, newest first; opening one shows its text, pictures and comments. */
export function CommunityTab({ channelId }: { channelId: string }) {
  const [limit, setLimit] = useState(POSTS_PAGE);
  const { data, previousData, error, loading, refetch } = useQuery(ChannelPageCommunityDocument, { variables: { channelId, limit } });
  const shown = data ?? previousData;
  if (error && !shown) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!shown) return <LoadingState lines={4} />;
  const { items, total } = shown.communityPosts;
  if (items.length === 0) return <EmptyState title={TEXT.noPosts} />;
  return (
    <div className="stack">
      <ul className="channel-list">
        {items.map((post) => (
          <Post key={post.id} post={post} />
        ))}
      </ul>
      {items.length < total && (
        <Button variant="secondary" block loading={loading} onClick={() => setLimit(limit + POSTS_PAGE)}>
          {TEXT.more}
        </Button>
      )}
    </div>
  );
}

type PostItem = ChannelPageCommunityQuery['communityPosts']['items'][number];

/** One post: its title and counts; opened, its text, pictures and comments (asked for only then). */
function Post({ post }: { post: PostItem }) {
  const [open, setOpen] = useState(false);
  const [viewed, setViewed] = useState(false);
  const [view] = useMutation(ChannelPageViewPostDocument);
  function toggled(isOpen: boolean) {
    setOpen(isOpen);
    if (!isOpen || viewed) return;
    // The first opening counts one view (its failure changes nothing on the page).
    setViewed(true);
    view({ variables: { id: post.id } }).catch(() => undefined);
  }
  return (
    <li className="ui-card">
      <details className="channel-details" onToggle={(e) => toggled(e.currentTarget.open)}>
        <summary>
          <span className="channel-details__title">{post.displayTitle}</span>
          <span className="hint channel-meta">
            {post.byChannelOwner ? TEXT.owner : (post.authorLabel ?? post.author?.nickname)} · {koreanDay(post.createdAt)} · {TEXT.views(post.viewCount)} · {TEXT.comments(post.commentCount)}
          </span>
        </summary>
        <Paragraphs text={post.content} />
        {post.images.map((src) => (
          <img key={src} className="channel-post__image" src={src} alt="" loading="lazy" />
        ))}
        {open && (post.commentCount > 0 ? <PostComments postId={post.id} /> : <p className="hint">{TEXT.noComments}</p>)}
      </details>
    </li>
  );
}

/** A post's comments and their replies. */
function PostComments({ postId }: { postId: string }) {
  const { data, error, refetch } = useQuery(ChannelPagePostCommentsDocument, { variables: { postId } });
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState lines={2} />;
  return (
    <ul className="channel-comments" aria-label={TEXT.comments(data.communityComments.total)}>
      {data.communityComments.items.map((comment) => (
        <li key={comment.id}>
          <Comment comment={comment} />
          {comment.replies.length > 0 && (
            <ul className="channel-comments channel-comments--replies">
              {comment.replies.map((reply) => (
                <li key={reply.id}>
                  <Comment comment={reply} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function Comment({ comment }: { comment: ChannelPageCommentFragment }) {
  return (
    <div className="channel-comment-item">
      <span className="hint channel-meta">
        {comment.byChannelOwner ? TEXT.owner : (comment.authorLabel ?? comment.author?.nickname)} · {koreanDay(comment.createdAt)}
      </span>
      <p>{comment.content ?? TEXT.secretComment}</p>
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

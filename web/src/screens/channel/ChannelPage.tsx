import type { ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { ChannelPageFollowDocument, ChannelPageFollowedDocument, ChannelPageProfileDocument, ChannelPageUnfollowDocument, MeDocument, type ChannelPageProfileQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, EmptyState, ErrorState, LoadingState, Tabs } from '../../ui';
import { CommunityTab, FaqTab, NoticesTab, VideosTab } from './BoardTabs';
import { CombinationsTab, ProductsTab } from './CatalogTabs';
import { ChannelCoupons } from './ChannelCoupons';
import { CHANNEL_TEXT as TEXT } from './channel-text';
import { CooperateTab } from './CooperateTab';
import { bareHandle } from './handle';
import './channel.css';

/** The menus a channel page can show, in the server's order (partners CHANNEL_MENUS). */
const MENUS = ['products', 'combinations', 'cooperate', 'community', 'faq', 'notice', 'video'] as const;
type Menu = (typeof MENUS)[number];

/**
 * The `:handle` route: `/@nutricoach` is the channel page; any other single segment is the shop's
 * not-found page (`notFound`, the route table's), as before the route existed.
 */
export function ChannelAt({ notFound }: { notFound: ReactNode }) {
  const { handle = '' } = useParams();
  if (!handle.startsWith('@') || !bareHandle(handle)) return <>{notFound}</>;
  return <ChannelPage handle={bareHandle(handle)} />;
}

/** `/channel/:handle` (with or without '@'). */
export function ChannelByPath() {
  const { handle = '' } = useParams();
  return <ChannelPage handle={bareHandle(handle)} />;
}

/**
 * An influencer's channel: name, photo (or initials), intro, greetings, member count and 알림 받기
 * (a guest is sent to log in), the channel's coupons (쿠폰 코드 입력) when it has any, then a tab for each menu the channel shows (the server's `menus`),
 * the open one in the address (`?tab=`).
 */
export function ChannelPage({ handle }: { handle: string }) {
  const [params, setParams] = useSearchParams();
  const me = useQuery(MeDocument);
  const member = Boolean(me.data?.me && me.data.me.role !== 'guest');
  const { data, error, refetch } = useQuery(ChannelPageProfileDocument, { variables: { handle } });
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState label={TEXT.loading} lines={6} />;
  const { channel, channelMemberCount } = data;
  // The channel's owner (and an admin) may delete any comment of its community; the server decides.
  const manager = Boolean(me.data?.me && (me.data.me.id === channel.ownerUserId || me.data.me.role === 'admin'));
  const menus = MENUS.filter((m) => channel.menus.includes(m));
  const asked = params.get('tab');
  const tab: Menu | undefined = menus.find((m) => m === asked) ?? menus[0];
  const choose = (next: Menu) =>
    setParams(
      (current) => {
        const after = new URLSearchParams(current);
        after.set('tab', next);
        return after;
      },
      { replace: true },
    );

  return (
    <div className="stack channel">
      <ChannelHead channel={channel} memberCount={channelMemberCount} member={member} accountKnown={!me.loading} />
      <ChannelCoupons channelId={channel.id} member={member} />
      {tab === undefined ? (
        <EmptyState title={TEXT.noMenus} />
      ) : (
        <>
          <Tabs label={TEXT.menus} value={tab} options={menus.map((m) => [m, TEXT.tabs[m]!])} onChange={choose} />
          <section aria-label={TEXT.tabs[tab]} className="channel-panel">
            {tab === 'products' && <ProductsTab channelId={channel.id} />}
            {tab === 'combinations' && <CombinationsTab channelId={channel.id} />}
            {tab === 'cooperate' && <CooperateTab channelId={channel.id} member={member} />}
            {tab === 'community' && <CommunityTab channelId={channel.id} member={member} manager={manager} />}
            {tab === 'faq' && <FaqTab channelId={channel.id} />}
            {tab === 'notice' && <NoticesTab channelId={channel.id} />}
            {tab === 'video' && <VideosTab videos={channel.videos} />}
          </section>
        </>
      )}
    </div>
  );
}

/** The first letter of a name, for a channel without a photo. */
const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '';

function ChannelHead({ channel, memberCount, member, accountKnown }: { channel: ChannelPageProfileQuery['channel']; memberCount: number; member: boolean; accountKnown: boolean }) {
  const navigate = useNavigate();
  const { toast, alert } = useFeedback();
  const followed = useQuery(ChannelPageFollowedDocument, { skip: !member });
  const following = Boolean(followed.data?.myFollowedChannels.some((c) => c.id === channel.id));
  // Until the account (and a member's follows) are known the button waits: a tap meanwhile sent a
  // signed-in member to the login screen, or followed a channel they already follow.
  const ready = accountKnown && (!member || followed.data !== undefined || followed.error !== undefined);
  // After a change: whether the member follows, and the member count (which counts followers), as the server has them.
  const refetchQueries = [ChannelPageFollowedDocument, ChannelPageProfileDocument];
  const [follow, followingNow] = useMutation(ChannelPageFollowDocument, { refetchQueries });
  const [unfollow, unfollowingNow] = useMutation(ChannelPageUnfollowDocument, { refetchQueries });

  async function toggle() {
    if (!member) return void navigate('/login');
    try {
      if (following) {
        await unfollow({ variables: { channelId: channel.id } });
        toast(TEXT.unfollowed);
      } else {
        await follow({ variables: { channelId: channel.id } });
        toast(TEXT.followed(channel.name));
      }
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <header className="ui-card channel-head">
      <div className="channel-head__top">
        {channel.profileImageUrl ? (
          <img className="channel-head__photo" src={channel.profileImageUrl} alt="" width={72} height={72} />
        ) : (
          <span className="channel-head__photo channel-head__initials" aria-hidden="true">
            {initialOf(channel.name)}
          </span>
        )}
        <div className="grow">
          <h1 className="channel-head__name">{channel.name}</h1>
          <p className="hint">
            @{channel.handle} · <span data-testid="member-count">{TEXT.members(memberCount)}</span>
          </p>
        </div>
      </div>
      {channel.intro && <p className="channel-head__intro">{channel.intro}</p>}
      {channel.greetings && (
        <div className="channel-head__greetings" aria-label={TEXT.greetings} role="note">
          {channel.greetings
            .split('\n')
            .filter((line) => line.trim())
            .map((line, i) => (
              <p key={i}>{line}</p>
            ))}
        </div>
      )}
      <Button variant={following ? 'secondary' : 'primary'} block disabled={!ready} loading={followingNow.loading || unfollowingNow.loading} onClick={() => void toggle()}>
        {following ? TEXT.unfollow : TEXT.follow}
      </Button>
    </header>
  );
}

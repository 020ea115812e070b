import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { ChannelBannerDocument } from '../../gql/graphql';
import { ButtonLink } from '../../ui';
import { bareHandle } from './handle';
import { CHANNEL_TEXT as TEXT } from './channel-text';
import './channel.css';

/**
 * The home page's small banner for a visitor who came by a channel link (`/?channelId=@handle`):
 * the channel's name and a link to its page. Nothing when there is no such channel (or while it loads).
 */
export function ChannelBanner() {
  const [params] = useSearchParams();
  const handle = bareHandle(params.get('channelId') ?? '');
  const { data } = useQuery(ChannelBannerDocument, { variables: { handle }, skip: !handle });
  const channel = data?.channel;
  if (!handle || !channel) return null;
  return (
    <aside className="channel-banner" aria-label={channel.name} data-testid="channel-banner">
      {channel.profileImageUrl && <img className="channel-banner__photo" src={channel.profileImageUrl} alt="" width={40} height={40} />}
      <p className="grow">{TEXT.bannerLead(channel.name)}</p>
      <ButtonLink size="sm" to={`/@${channel.handle}`}>
        {TEXT.bannerGo}
      </ButtonLink>
    </aside>
  );
}

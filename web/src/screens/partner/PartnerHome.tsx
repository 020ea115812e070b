import { useQuery } from '@apollo/client/react';
import { useFeedback } from '../../components/Feedback';
import { PartnerHomeDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, ButtonLink, Card, EmptyState, ErrorState, LoadingState, TextField } from '../../ui';

export const NOT_PARTNER = '인플루언서·파트너 회원만 볼 수 있는 페이지입니다.';

const TEXT = {
  title: '파트너 센터',
  lead: '내 채널 링크로 들어온 방문자는 채널 회원으로 기록됩니다. 링크를 공유해 보세요.',
  channelLink: '채널 링크',
  copy: '링크 복사',
  copied: '채널 링크를 복사했습니다.',
  copyFailed: '복사하지 못했습니다. 링크를 길게 눌러 복사해주세요.',
  noChannel: '아직 연결된 채널이 없습니다.',
  noChannelHint: '채널 개설은 고객센터 1:1 문의로 신청해주세요.',
  ask: '1:1 문의하기',
  home: '홈으로',
  coming: '할인 코드, 쿠폰, 추천 상품, 공동구매와 커뮤니티 관리는 파트너 기능과 함께 이곳에 추가됩니다.',
};

/**
 * The influencer/partner area's entry (spec section 1: influencers own a channel). It shows the
 * channel and the link visitors arrive by (`?channelId=<handle>`, spec section 2); the channel's
 * management pages come with the partners work.
 */
export function PartnerHome() {
  const { data, loading, error, refetch } = useQuery(PartnerHomeDocument);
  const feedback = useFeedback();
  if (loading && !data) return <LoadingState />;
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const me = data?.me;
  if (!me || (me.role !== 'influencer' && me.role !== 'admin')) {
    return (
      <section className="card">
        <EmptyState
          title={NOT_PARTNER}
          action={
            <ButtonLink to="/" variant="secondary" size="sm">
              {TEXT.home}
            </ButtonLink>
          }
        />
      </section>
    );
  }
  const channel = me.channel;
  const link = channel ? `${window.location.origin}/?channelId=${encodeURIComponent(channel.handle)}` : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      feedback.toast(TEXT.copied);
    } catch {
      feedback.alert(TEXT.copyFailed);
    }
  };

  return (
    <div className="stack">
      <h1 className="page-title">{TEXT.title}</h1>
      {channel ? (
        <Card>
          <h2>{channel.name}</h2>
          <p className="hint">@{channel.handle}</p>
          {channel.greetings && <p>{channel.greetings}</p>}
          <p className="hint">{TEXT.lead}</p>
          <TextField label={TEXT.channelLink} readOnly value={link ?? ''} onFocus={(e) => e.currentTarget.select()} />
          <Button onClick={() => void copy()}>{TEXT.copy}</Button>
        </Card>
      ) : (
        <section className="card">
          <EmptyState
            title={TEXT.noChannel}
            description={TEXT.noChannelHint}
            action={
              <ButtonLink to="/mypage/inquiry/counsel" size="sm">
                {TEXT.ask}
              </ButtonLink>
            }
          />
        </section>
      )}
      <p className="hint">{TEXT.coming}</p>
    </div>
  );
}

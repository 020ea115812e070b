import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PartnerHomeDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { currentRole, renewSessionUntilRole } from '../../lib/session';
import { ButtonLink, Card, EmptyState, ErrorState, LoadingState, Tabs } from '../../ui';
import { OpenChannel } from './OpenChannel';
import type { PartnerContext } from './shared';
import './partner.css';

type Page = 'dashboard' | 'settings' | 'cooperate' | 'catalog' | 'community' | 'coupons';

export const PARTNER_TEXT = {
  title: '파트너 센터',
  loginNeeded: '로그인한 회원만 채널을 열 수 있습니다.',
  login: '로그인',
  noChannel: '아직 연결된 채널이 없습니다.',
  noChannelHint: '채널 연결은 고객센터 1:1 문의로 신청해주세요.',
  ask: '1:1 문의하기',
  opened: (name: string) => `${name} 채널을 열었습니다.`,
  reLogin: '파트너 센터는 다시 로그인하면 열립니다. 로그인하면 새 권한이 적용됩니다.',
  reLoginButton: '다시 로그인',
  pages: [
    ['dashboard', '대시보드'],
    ['settings', '채널 설정'],
    ['cooperate', '공동구매'],
    ['catalog', '상품·조합'],
    ['community', '커뮤니티 관리'],
    ['coupons', '쿠폰'],
  ] as [Page, string][],
};

const BASE = '/partner';
const pagePath = (page: Page) => (page === 'dashboard' ? BASE : `${BASE}/${page}`);
function pageOf(pathname: string): Page {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return PARTNER_TEXT.pages.find(([key]) => key === last)?.[0] ?? 'dashboard';
}

/**
 * 파트너 센터 (/partner): a member without a channel opens one here (채널 열기); an influencer (or an
 * admin with a channel) gets the channel's pages as tabs: 대시보드, 채널 설정, 공동구매, 상품·조합,
 * 커뮤니티 관리, 쿠폰. The pages are child routes (routes.tsx) shown in the outlet with the channel.
 *
 * Opening a channel changes the account's role only in the next token (docs/decisions/partners.md):
 * until then the channel's pages would be refused, so the person is asked to log in again.
 */
export function PartnerHome() {
  const { data, loading, error, refetch } = useQuery(PartnerHomeDocument);
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<string | null>(null);

  if (loading && !data) return <LoadingState />;
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const me = data?.me;
  if (!me || me.role === 'guest') {
    return (
      <section className="card">
        <EmptyState
          title={PARTNER_TEXT.loginNeeded}
          action={
            <ButtonLink to="/login" size="sm">
              {PARTNER_TEXT.login}
            </ButtonLink>
          }
        />
      </section>
    );
  }

  const channel = me.channel;
  // The token still says "member" (the channel was just opened, here or elsewhere): the pages would be refused.
  const tokenRole = currentRole();
  if (opened || (channel && tokenRole === 'member')) {
    return <RoleRenewal name={opened ?? channel?.name ?? ''} onRenewed={() => void refetch().then(() => setOpened(null))} />;
  }

  if (!channel) {
    // becomeInfluencer is for members (and admins); an influencer without a channel asks the shop.
    if (me.role === 'influencer') {
      return (
        <section className="card">
          <EmptyState
            title={PARTNER_TEXT.noChannel}
            description={PARTNER_TEXT.noChannelHint}
            action={
              <ButtonLink to="/mypage/inquiry/counsel" size="sm">
                {PARTNER_TEXT.ask}
              </ButtonLink>
            }
          />
        </section>
      );
    }
    return (
      <div className="stack">
        <h1 className="page-title">{PARTNER_TEXT.title}</h1>
        <OpenChannel onOpened={(name) => setOpened(name)} />
      </div>
    );
  }

  const page = pageOf(location.pathname);
  const context: PartnerContext = { channel };
  return (
    <div className="stack partner">
      <header className="partner-head">
        <h1 className="page-title">{PARTNER_TEXT.title}</h1>
        <div className="partner-head__channel">
          <h2>{channel.name}</h2>
          <p className="hint">@{channel.handle}</p>
        </div>
        <Tabs label={PARTNER_TEXT.title} value={page} options={PARTNER_TEXT.pages} onChange={(next) => navigate(pagePath(next))} />
      </header>
      <Outlet context={context} />
    </div>
  );
}

/**
 * Just after a channel opened: the session is refreshed until its token says influencer (commerce
 * changes the role right after the answer); if that does not come, the person logs in again.
 */
function RoleRenewal({ name, onRenewed }: { name: string; onRenewed(): void }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void renewSessionUntilRole('influencer').then((renewed) => {
      if (!live) return;
      if (renewed) onRenewed();
      else setFailed(true);
    });
    return () => {
      live = false;
    };
    // Once per opening: onRenewed changes with every render of the parent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Card title={PARTNER_TEXT.title}>
      <p role="status">{PARTNER_TEXT.opened(name)}</p>
      {failed ? (
        <>
          <p className="hint">{PARTNER_TEXT.reLogin}</p>
          <ButtonLink to="/login" block>
            {PARTNER_TEXT.reLoginButton}
          </ButtonLink>
        </>
      ) : (
        <LoadingState />
      )}
    </Card>
  );
}

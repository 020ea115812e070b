import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Tabs } from '../../components/Tabs';
import { MeDocument, MyProfilesDocument } from '../../gql/graphql';
import { koreanToday } from '../../lib/age';
import { errorMessage } from '../../lib/apollo';
import { dateLabel, pickDate, pickProfile, shiftDate } from '../../lib/nutrition';
import { tabFrom } from '../../lib/query-params';
import { Avatar, Button, ButtonLink, DateField, LoadingState } from '../../ui';
import type { NutritionContext } from './shared';

type Tab = 'diary' | 'supplements' | 'score' | 'body' | 'standard';

const TEXT = {
  title: '영양 관리',
  lead: '가족 한 사람씩 날짜별로 식사와 영양제를 기록하고, 나이와 생애주기에 맞는 기준으로 점수를 확인합니다.',
  loading: '불러오는 중…',
  noProfiles: '영양 기록을 시작하려면 먼저 가족 프로필을 추가해주세요.',
  goProfiles: '가족 프로필 추가하러 가기',
  profiles: '프로필 선택',
  lifeStage: '생애주기 설정',
  prevDay: '이전 날',
  nextDay: '다음 날',
  today: '오늘',
  date: '날짜',
  tabs: [
    ['diary', '식단 일기'],
    ['supplements', '영양제'],
    ['score', '영양 점수'],
    ['body', '신체'],
    ['standard', '영양 기준'],
  ] as [Tab, string][],
};

const BASE = '/mypage/nutrition';
const tabPath = (tab: Tab) => (tab === 'diary' ? BASE : `${BASE}/${tab}`);
function tabOf(pathname: string): Tab {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return (TEXT.tabs.find(([key]) => key === last)?.[0] ?? 'diary') as Tab;
}

/**
 * The nutrition area (mypage/nutrition): a family profile switcher and a date picker above the
 * tabs (diary, supplements, score, body, standard). The profile and the date live in the URL
 * (`?profile=ID&date=YYYY-MM-DD`); the date is the Korean date, today by default, never later.
 * `?type=<tab>` (spec section 2) opens that tab: the address becomes the tab's own path.
 */
export function Nutrition() {
  const me = useQuery(MeDocument);
  const member = Boolean(me.data?.me && me.data.me.role !== 'guest');
  const { data, error } = useQuery(MyProfilesDocument, { skip: !member });
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const today = koreanToday();
  const profiles = data?.myProfiles ?? [];
  const profile = pickProfile(profiles, params.get('profile'));
  const date = pickDate(params.get('date'), today);

  // The URL always names what is shown (so a reload or a shared link opens the same page);
  // `?type=<tab>` becomes the tab's own path (an unknown type is dropped).
  const type = params.get('type');
  useEffect(() => {
    if (type !== null) {
      const tab = tabFrom(
        params,
        TEXT.tabs.map(([key]) => key),
      );
      const rest = new URLSearchParams(params);
      rest.delete('type');
      if (profile) rest.set('profile', profile.id);
      if (profile) rest.set('date', date);
      navigate({ pathname: tab ? tabPath(tab) : location.pathname, search: rest.size ? `?${rest}` : '' }, { replace: true });
    } else if (profile && (params.get('profile') !== profile.id || params.get('date') !== date)) {
      setParams({ profile: profile.id, date }, { replace: true });
    }
  }, [profile?.id, date, type]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the shown profile, date or ?type change: the URL it writes would trigger it again

  if (!me.loading && !member) return <Navigate to="/login" replace />;
  if (error && !data) return <p className="error">{errorMessage(error)}</p>;
  if (!data) return <LoadingState label={TEXT.loading} />;
  if (!profile) {
    return (
      <section className="card">
        <h1>{TEXT.title}</h1>
        <p className="hint">{TEXT.noProfiles}</p>
        <ButtonLink to="/mypage/profiles">{TEXT.goProfiles}</ButtonLink>
      </section>
    );
  }

  const select = (next: { profile?: string; date?: string }) => setParams({ profile: next.profile ?? profile.id, date: next.date ?? date });
  const tab = tabOf(location.pathname);
  const context: NutritionContext = { profile, date, today };

  return (
    <div className="stack">
      <section className="card nutrition-head">
        <div className="row between wrap">
          <h1>{TEXT.title}</h1>
          <Link to="/mypage/profiles">{TEXT.lifeStage}</Link>
        </div>
        <p className="hint">{TEXT.lead}</p>
        <div className="profile-switcher" role="group" aria-label={TEXT.profiles} data-testid="profile-switcher">
          {/* A raw button on purpose: a toggle chip (pill with the avatar, aria-pressed) styled by .profile-chip; the design
              system has no toggle chip, and Button's .ui-btn rules (loaded after styles.css) would replace its pill shape. */}
          {profiles.map((p) => (
            <button key={p.id} type="button" className={`profile-chip${p.id === profile.id ? ' active' : ''}`} aria-pressed={p.id === profile.id} onClick={() => select({ profile: p.id })}>
              <Avatar name={p.name} gender={p.gender} size="sm" />
              {p.name}
            </button>
          ))}
        </div>
        <p className="hint" data-testid="selected-profile">
          {profile.name} · {profile.genderLabel} · {profile.age.text} · {profile.lifeStage.label}
        </p>
        <div className="date-picker">
          <Button variant="secondary" aria-label={TEXT.prevDay} onClick={() => select({ date: shiftDate(date, -1) })}>
            ‹
          </Button>
          <DateField label={TEXT.date} hideLabel name="date" value={date} max={today} onChange={(value) => value && select({ date: pickDate(value, today) })} />
          <Button variant="secondary" aria-label={TEXT.nextDay} disabled={date >= today} onClick={() => select({ date: shiftDate(date, 1) })}>
            ›
          </Button>
          <strong data-testid="selected-date">{dateLabel(date, today)}</strong>
          {date !== today && (
            <Button variant="ghost" size="sm" onClick={() => select({ date: today })}>
              {TEXT.today}
            </Button>
          )}
        </div>
        <Tabs label={TEXT.title} value={tab} options={TEXT.tabs} onChange={(next) => navigate({ pathname: tabPath(next), search: `?${new URLSearchParams({ profile: profile.id, date })}` })} />
      </section>
      {/* A new profile or date starts the tab afresh (open forms close). */}
      <Outlet key={`${profile.id}:${date}`} context={context} />
    </div>
  );
}

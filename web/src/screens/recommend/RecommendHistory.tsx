import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { MeDocument, MyProfilesDocument, MyRecommendInquiriesDocument, RecommendHistoryDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Avatar, ButtonLink, Card, Chip, EmptyState, ErrorState, LoadingState } from '../../ui';
import './recommend.css';

/** Results shown at once (newest first). */
const HISTORY_LIMIT = 20;
/** Nutrient names shown per result in the list. */
const NUTRIENTS_SHOWN = 3;

const TEXT = {
  title: '지난 추천',
  lead: '설문할 때마다 추천 결과를 남겨둬요. 눌러서 다시 볼 수 있어요.',
  loading: '추천 기록을 불러오는 중…',
  again: '다시 설문하기',
  filter: '가족 프로필로 보기',
  all: '전체',
  empty: '아직 받은 추천이 없어요.',
  emptyHint: '설문에 답하면 맞춤 영양제를 추천해드려요.',
  start: '설문 시작하기',
  item: (day: string, addressed: string | null, band: string | null) => [day, addressed, band].filter(Boolean).join(' · '),
  nutrients: (names: string[], more: number) => `${names.join(', ')}${more > 0 ? ` 외 ${more}가지` : ''}`,
  noNutrients: '추천한 영양소 없음',
  diary: (days: number) => (days > 0 ? `식단 ${days}일 반영` : '식단 기록 없음'),
  asked: '약사에게 물은 질문',
  askedLoading: '질문을 불러오는 중…',
  askedEmpty: '아직 약사에게 물은 질문이 없어요. 추천 결과 화면에서 물어볼 수 있어요.',
  answered: '답변 완료',
  waiting: '답변 대기',
  answer: '약사 답변',
  toResult: '추천 결과 보기',
};

/**
 * The member's past recommendation results (/recommend/history, `?profileId=N` for one family
 * profile), each opening its result; 다시 설문하기 starts a new questionnaire.
 */
export function RecommendHistory() {
  const me = useQuery(MeDocument);
  const member = Boolean(me.data?.me && me.data.me.role !== 'guest');
  const [params, setParams] = useSearchParams();
  const profiles = useQuery(MyProfilesDocument, { skip: !member });
  const profileId = params.get('profileId');
  const { data, error, refetch } = useQuery(RecommendHistoryDocument, { variables: { profileId, limit: HISTORY_LIMIT }, skip: !member });

  if (!me.loading && !member) return <Navigate to="/login" replace />;

  const list = [...(profiles.data?.myProfiles ?? [])].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const nameOf = (id: string | null | undefined) => list.find((p) => p.id === id)?.addressedName ?? null;
  const bandOf = (code: string) => data?.recommendationAgeBands.find((b) => b.code === code)?.label ?? null;
  const again = profileId ? `/recommend?profileId=${profileId}` : '/recommend';

  return (
    <div className="stack recommend">
      <section className="card">
        <div className="row between">
          <h1>{TEXT.title}</h1>
          <ButtonLink to={again} size="sm">
            {TEXT.again}
          </ButtonLink>
        </div>
        <p className="hint">{TEXT.lead}</p>
        {list.length > 1 && (
          <div className="recommend-filter" role="group" aria-label={TEXT.filter}>
            <button type="button" className={`profile-chip${profileId ? '' : ' active'}`} aria-pressed={!profileId} onClick={() => setParams({})}>
              {TEXT.all}
            </button>
            {list.map((p) => (
              <button key={p.id} type="button" className={`profile-chip${p.id === profileId ? ' active' : ''}`} aria-pressed={p.id === profileId} onClick={() => setParams({ profileId: p.id })}>
                <Avatar name={p.name} gender={p.gender} size="sm" />
                {p.name}
              </button>
            ))}
          </div>
        )}
      </section>
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState label={TEXT.loading} />
      ) : data.myRecommendationResults.length === 0 ? (
        <EmptyState title={TEXT.empty} description={TEXT.emptyHint} action={<ButtonLink to={again}>{TEXT.start}</ButtonLink>} />
      ) : (
        <Card>
          <ul className="recommend-list" data-testid="recommend-history">
            {data.myRecommendationResults.map((result) => {
              const names = [...result.nutrients].sort((a, b) => a.priority - b.priority).map((n) => n.name);
              return (
                <li key={result.id}>
                  <Link to={`/recommend/result/${result.id}`}>
                    <strong>{names.length ? TEXT.nutrients(names.slice(0, NUTRIENTS_SHOWN), names.length - NUTRIENTS_SHOWN) : TEXT.noNutrients}</strong>
                    <span className="hint">
                      {TEXT.item(koreanDay(result.createdAt), nameOf(result.profileId), bandOf(result.ageBand))} · {TEXT.diary(result.loggedDays)}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
      {member && <AskedQuestions />}
    </div>
  );
}

/** The member's questions to the pharmacist (약사에게 묻기, from a result), newest first, with the answers. */
function AskedQuestions() {
  const { data, error, refetch } = useQuery(MyRecommendInquiriesDocument);
  return (
    <Card title={TEXT.asked}>
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState label={TEXT.askedLoading} />
      ) : data.recommendInquiries.length === 0 ? (
        <p className="hint">{TEXT.askedEmpty}</p>
      ) : (
        <ul className="recommend-list" aria-label={TEXT.asked} data-testid="recommend-inquiries">
          {data.recommendInquiries.map((inquiry) => (
            <li key={inquiry.id} className="card">
              <div className="row between">
                <Chip active={!inquiry.answered}>{inquiry.answered ? TEXT.answered : TEXT.waiting}</Chip>
                <span className="hint">{koreanDay(inquiry.createdAt)}</span>
              </div>
              <strong>{inquiry.title}</strong>
              {inquiry.answer && (
                <div>
                  <strong>{TEXT.answer}</strong>
                  {/* The pharmacist's line breaks kept. */}
                  <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{inquiry.answer}</p>
                </div>
              )}
              {inquiry.resultId && <Link to={`/recommend/result/${inquiry.resultId}`}>{TEXT.toResult}</Link>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

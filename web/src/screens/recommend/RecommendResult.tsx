import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, Navigate, useParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { won } from '../../components/ProductCard';
import {
  AddToCartDocument,
  CreateRecommendInquiryDocument,
  MeDocument,
  MyProfilesDocument,
  RecommendResultDocument,
  type RecommendNutrientFieldsFragment,
  type RecommendProductFieldsFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { withJosa } from '../../lib/korean';
import { amount } from '../../lib/nutrition';
import { dailyAmount } from './amounts';
import { Button, ButtonLink, Card, Chip, EmptyState, ErrorState, LoadingState, TextArea, TextField } from '../../ui';
import { writeCart } from '../cart/cart-cache';
import { attemptKeys } from '../checkout/payment-flow';
import './recommend.css';

const TEXT = {
  loading: '추천 결과를 불러오는 중…',
  title: (addressed: string | null) => (addressed ? `${addressed} 맞춤 영양제` : '맞춤 영양제'),
  takenOn: (day: string) => `${day} 설문`,
  diary: (days: number, logged: number) => `최근 ${days}일 중 ${logged}일의 식단 기록을 반영했어요.`,
  noDiary: (days: number) => `최근 ${days}일 동안 기록한 식단이 없어 설문 답만으로 추천했어요.`,
  noDiaryHow: '영양 관리에서 식사를 기록하면 다음 추천부터 식단이 반영돼요.',
  goDiary: '영양 관리로 가기',
  again: '다시 설문하기',
  history: '지난 추천',
  nutrientCards: '영양소 알아보기',
  noNutrients: '추천할 영양소가 없어요. 아래의 이유를 확인해주세요.',
  priority: (n: number) => `${n}순위`,
  reasons: '추천 이유',
  diaryReason: '내 식단 기록',
  claims: '식약처 인정 기능성',
  daily: '1일 섭취량',
  range: (r: { label: string; min?: number | null; max?: number | null; unit: string }, named: boolean) => `식약처 1일 섭취량${named ? ` (${r.label})` : ''} ${dailyAmount(r)}`,
  specLimit: (s: { min?: number | null; max: number; unit: string }) => (s.min != null ? `쇼핑몰 기준 ${amount(s.min)}~${amount(s.max)}${s.unit}` : `쇼핑몰 기준 최대 ${amount(s.max)}${s.unit}`),
  cautions: (n: number) => `섭취 시 주의사항 ${n}가지`,
  products: '추천 제품',
  noProducts: '조건에 맞는 제품이 지금은 없어요.',
  perDay: (value: number, unit: string) => `1일 섭취량에 ${amount(value)}${unit}`,
  addToCart: '장바구니 담기',
  addToCartOf: (name: string) => `${name} 장바구니 담기`,
  added: (name: string) => `${withJosa(name, '을/를')} 장바구니에 담았습니다.`,
  dropped: '추천하지 않은 영양소',
  excluded: '알레르기·채식으로 뺀 성분',
  excludedHint: '이 성분이 든 제품은 추천에서 뺐어요.',
  notes: '참고해주세요',
  secondLook: '지난 추천과 비교한 식단',
  secondLookHint: '30일 이상 지난 추천 때와 비교한 최근 식단의 기준 대비 섭취 비율이에요.',
  change: (before: number | null | undefined, now: number | null | undefined) => `${before == null ? '-' : `${before}%`} → ${now == null ? '-' : `${now}%`}`,
  ask: '약사에게 묻기',
  askHint: '이 추천 결과를 보고 궁금한 점을 남기면 약사가 답해드려요.',
  askTitle: '제목',
  askContent: '내용',
  askContentPlaceholder: '예: 지금 먹는 약과 함께 먹어도 되나요?',
  askSend: '문의 남기기',
  asked: '문의를 남겼어요. 약사가 확인 후 답해드려요.',
};

type Nutrient = RecommendNutrientFieldsFragment;

/**
 * A recommendation result (/recommend/result/:id): the nutrients by priority with their reasons
 * (the member's own diary highlighted), MFDS claims, daily ranges with the shop's limit, cautions,
 * and up to three products each (장바구니 담기); then what was left out and why, the diary summary,
 * the comparison with an earlier result, and 약사에게 묻기.
 */
export function RecommendResult() {
  const { id = '' } = useParams();
  const me = useQuery(MeDocument);
  const member = Boolean(me.data?.me && me.data.me.role !== 'guest');
  const { data, error, refetch } = useQuery(RecommendResultDocument, { variables: { id }, skip: !member });
  const profiles = useQuery(MyProfilesDocument, { skip: !member });

  if (!me.loading && !member) return <Navigate to="/login" replace />;
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const result = data?.recommendationResult;
  if (!result) return <LoadingState label={TEXT.loading} lines={6} />;

  const profile = profiles.data?.myProfiles.find((p) => p.id === result.profileId) ?? null;
  const nutrients = [...result.nutrients].sort((a, b) => a.priority - b.priority);
  const again = result.profileId ? `/recommend?profileId=${result.profileId}` : '/recommend';

  return (
    <div className="stack recommend" data-testid="recommend-result">
      <section className="card">
        <h1>{TEXT.title(profile?.addressedName ?? null)}</h1>
        <p className="hint">{TEXT.takenOn(koreanDay(result.createdAt))}</p>
        {result.loggedDays > 0 ? (
          <p data-testid="recommend-diary">{TEXT.diary(result.diaryDays, result.loggedDays)}</p>
        ) : (
          <p className="recommend-diary-empty" data-testid="recommend-diary">
            {TEXT.noDiary(result.diaryDays)} {TEXT.noDiaryHow} <Link to={result.profileId ? `/mypage/nutrition?profile=${result.profileId}` : '/mypage/nutrition'}>{TEXT.goDiary}</Link>
          </p>
        )}
        <div className="row">
          <ButtonLink to={again} variant="secondary" size="sm">
            {TEXT.again}
          </ButtonLink>
          <ButtonLink to="/recommend/history" variant="ghost" size="sm">
            {TEXT.history}
          </ButtonLink>
          <ButtonLink to="/nutrients" variant="ghost" size="sm">
            {TEXT.nutrientCards}
          </ButtonLink>
        </div>
      </section>

      {nutrients.length === 0 && <EmptyState title={TEXT.noNutrients} />}
      {nutrients.map((nutrient) => (
        <NutrientCard key={nutrient.code} nutrient={nutrient} />
      ))}

      {result.dropped.length > 0 && (
        <Card title={TEXT.dropped} data-testid="recommend-dropped">
          <ul className="recommend-reasons">
            {result.dropped.map((d) => (
              <li key={d.code}>
                <strong>{d.name}</strong> <span className="hint">{d.reason}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {result.excluded.length > 0 && (
        <Card title={TEXT.excluded} data-testid="recommend-excluded">
          <p className="hint">{TEXT.excludedHint}</p>
          <div className="chips">
            {result.excluded.map((content) => (
              <Chip key={content}>{content}</Chip>
            ))}
          </div>
        </Card>
      )}
      {result.notes.length > 0 && (
        <Card title={TEXT.notes}>
          <ul className="recommend-reasons">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Card>
      )}
      {result.secondLook.length > 0 && (
        <Card title={TEXT.secondLook} data-testid="recommend-second-look">
          <p className="hint">{TEXT.secondLookHint}</p>
          <ul className="recommend-reasons">
            {result.secondLook.map((c) => (
              <li key={c.code}>
                {c.name} <strong>{TEXT.change(c.beforePercent, c.nowPercent)}</strong>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <AskPharmacist resultId={result.id} />
    </div>
  );
}

function NutrientCard({ nutrient }: { nutrient: Nutrient }) {
  const named = nutrient.ranges.length > 1;
  const daily = [...nutrient.ranges.map((r) => TEXT.range(r, named || r.label !== nutrient.name)), ...(nutrient.specLimit ? [TEXT.specLimit(nutrient.specLimit)] : [])];
  return (
    <Card className="recommend-nutrient" data-testid="recommend-nutrient" title={nutrient.name} actions={<span className="badge">{TEXT.priority(nutrient.priority)}</span>}>
      <h3 className="visually-hidden">{TEXT.reasons}</h3>
      <ul className="recommend-reasons">
        {nutrient.reasons.map((reason, i) =>
          reason.kind === 'diary' ? (
            <li key={i} className="recommend-reason--diary" data-kind="diary">
              <span className="badge">{TEXT.diaryReason}</span>
              {reason.text}
            </li>
          ) : (
            <li key={i} data-kind={reason.kind}>
              {reason.text}
            </li>
          ),
        )}
      </ul>
      {nutrient.claims.length > 0 && (
        <>
          <h3>{TEXT.claims}</h3>
          <ul>
            {nutrient.claims.map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
          </ul>
        </>
      )}
      {daily.length > 0 && (
        <p className="hint" data-testid="recommend-daily">
          {daily.join(' · ')}
        </p>
      )}
      {nutrient.cautions.length > 0 && (
        <details>
          <summary>{TEXT.cautions(nutrient.cautions.length)}</summary>
          <ul>
            {nutrient.cautions.map((caution) => (
              <li key={caution}>{caution}</li>
            ))}
          </ul>
        </details>
      )}
      <h3>{TEXT.products}</h3>
      {nutrient.products.length === 0 ? (
        <p className="hint">{TEXT.noProducts}</p>
      ) : (
        <ul className="recommend-products">
          {nutrient.products.slice(0, 3).map((p) => (
            <ProductRow key={p.productId} item={p} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ProductRow({ item }: { item: RecommendProductFieldsFragment }) {
  const { product } = item;
  const [add, { loading }] = useMutation(AddToCartDocument, { update: (cache, { data }) => writeCart(cache, data?.addToCart) });
  const { toast, alert } = useFeedback();

  async function addToCart() {
    try {
      // A product with options goes in with its first option (the product page offers the others).
      await add({ variables: { productId: product.id, optionId: product.options[0]?.id ?? null, quantity: 1 } });
      toast(TEXT.added(product.name));
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <li className="recommend-product" data-testid="recommend-product">
      <Link to={`/products/${product.id}`} tabIndex={-1} aria-hidden="true">
        <img src={product.imageUrl} alt="" loading="lazy" width={72} height={72} />
      </Link>
      <div className="recommend-product__body">
        <Link to={`/products/${product.id}`}>{product.name}</Link>
        <strong>{won(product.salePrice)}</strong>
        <span className="hint">{TEXT.perDay(item.amount, item.unit)}</span>
        <Button size="sm" variant="secondary" loading={loading} aria-label={TEXT.addToCartOf(product.name)} onClick={() => void addToCart()}>
          {TEXT.addToCart}
        </Button>
      </div>
    </li>
  );
}

/** 약사에게 묻기: a question about this result (title and content). */
function AskPharmacist({ resultId }: { resultId: string }) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [ask, { loading }] = useMutation(CreateRecommendInquiryDocument);
  const { toast, alert } = useFeedback();
  // The same question sent twice (a double tap, a retry) is one inquiry.
  const keyFor = useRef(attemptKeys(() => `recommend-ask-${crypto.randomUUID()}`)).current;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { resultId, title: title.trim(), content: content.trim() };
    try {
      await ask({ variables: { input }, context: { headers: { 'idempotency-key': keyFor(JSON.stringify(input)) } } });
      toast(TEXT.asked);
      setTitle('');
      setContent('');
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <Card title={TEXT.ask} data-testid="recommend-ask">
      <p className="hint">{TEXT.askHint}</p>
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <TextField label={TEXT.askTitle} name="title" required value={title} onChange={(e) => setTitle(e.target.value)} />
        <TextArea label={TEXT.askContent} name="content" required rows={4} placeholder={TEXT.askContentPlaceholder} value={content} onChange={(e) => setContent(e.target.value)} />
        <Button type="submit" loading={loading} disabled={!title.trim() || !content.trim()}>
          {TEXT.askSend}
        </Button>
      </form>
    </Card>
  );
}

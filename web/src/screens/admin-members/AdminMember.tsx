import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import {
  AdminLiftRestrictionDocument,
  AdminMemberDocument,
  AdminRestrictAccountDocument,
  type AdminMemberQuery,
  type AdminRestrictionFieldsFragment,
  type RestrictionCause,
  type RestrictionScope,
} from '../../gql/graphql';
import { useFeedback } from '../../components/Feedback';
import { errorMessage } from '../../lib/apollo';
import { Button, Card, Chip, ChoiceGroup, EmptyState, ErrorState, FormActions, LoadingState, Radio, TextArea, TextField } from '../../ui';
import { AdminOnly } from '../admin/AdminOnly';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { attemptKeys } from '../checkout/payment-flow';
import { koreanDateTime, won } from '../orders/order-text';
import { PROVIDER_TEXT, ROLE_TEXT, memberState, untilText } from './members-text';
import './admin-members.css';

const ORDERS_PAGE = 10;

const TEXT = {
  back: '회원 목록',
  loadFailed: '회원 정보를 불러오지 못했습니다.',
  facts: '계정 정보',
  fact: {
    loginId: '아이디',
    provider: '가입 방법',
    role: '구분',
    phone: '휴대폰',
    email: '이메일',
    birthday: '생년월일',
    gender: '성별',
    joined: '가입일',
    lastLogin: '마지막 로그인',
    state: '상태',
  },
  gender: (g: number | null | undefined) => (g === 1 ? '남성' : g === 2 ? '여성' : '-'),
  dormantNote: '휴면 계정: 개인정보는 분리 보관되어 있습니다. 회원이 휴대폰 인증으로 로그인하면 돌아옵니다.',
  inForce: '적용 중인 이용 제한',
  orders: '주문',
  ordersEmpty: '주문이 없습니다.',
  moreOrders: '주문 더 보기',
  restrict: '이용 제한',
  scope: '제한 범위',
  cause: '사유 구분',
  period: '기간',
  byRule: (days: number | null | undefined) => `규칙대로 (${days ? `${days}일` : '영구'})`,
  customDays: '일수 지정',
  permanent: '영구 제한',
  days: '제한 일수',
  illegalNote: '명백한 불법 행위는 바로 영구 제한됩니다.',
  reason: '사유 (회원에게 보입니다)',
  submitRestrict: '제한하기',
  restricted: '이용을 제한했습니다.',
  history: '제한 이력',
  historyEmpty: '제한 이력이 없습니다.',
  offence: (n: number) => `${n}차`,
  lift: '해제',
  liftReason: '해제 사유',
  lifted: '이용 제한을 해제했습니다.',
  liftedAt: (at: string, reason: string | null | undefined) => `${koreanDateTime(at)} 해제${reason ? ` (${reason})` : ''}`,
  ended: '기간 종료',
  active: '적용 중',
};

/** /admin/members/:id: one member's account facts, orders and restriction history; restrict or lift. */
export function AdminMember() {
  return (
    <AdminOnly>
      <Member />
    </AdminOnly>
  );
}

function Member() {
  const { id = '' } = useParams();
  const [limit, setLimit] = useState(ORDERS_PAGE);
  const { data, error, loading, refetch } = useQuery(AdminMemberDocument, { variables: { id, offset: 0, limit }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorState message={errorMessage(error) || TEXT.loadFailed} onRetry={() => void refetch()} />;
  if (!data) return loading ? <LoadingState /> : null;
  const member = data.adminMember;
  const rules = data.restrictionRules;

  return (
    <section className="stack admin-member">
      <p>
        <Link to="/admin/members">← {TEXT.back}</Link>
      </p>
      <h1 className="admin-member__title">
        {member.nickname} <Chip active={memberState(member) !== '정상'}>{memberState(member)}</Chip>
      </h1>
      <Card title={TEXT.facts}>
        <dl className="admin-member__facts">
          <dt>{TEXT.fact.loginId}</dt>
          <dd>{member.loginId ?? '-'}</dd>
          <dt>{TEXT.fact.provider}</dt>
          <dd>{PROVIDER_TEXT[member.provider] ?? member.provider}</dd>
          <dt>{TEXT.fact.role}</dt>
          <dd>{ROLE_TEXT[member.role] ?? member.role}</dd>
          <dt>{TEXT.fact.phone}</dt>
          <dd>{member.phone ?? '-'}</dd>
          <dt>{TEXT.fact.email}</dt>
          <dd>{member.email ?? '-'}</dd>
          <dt>{TEXT.fact.birthday}</dt>
          <dd>{member.birthday ?? '-'}</dd>
          <dt>{TEXT.fact.gender}</dt>
          <dd>{TEXT.gender(member.gender)}</dd>
          <dt>{TEXT.fact.joined}</dt>
          <dd>{koreanDateTime(member.createdAt)}</dd>
          <dt>{TEXT.fact.lastLogin}</dt>
          <dd>{member.lastLoginAt ? koreanDateTime(member.lastLoginAt) : '-'}</dd>
        </dl>
        {member.dormantAt && <p className="hint">{TEXT.dormantNote}</p>}
      </Card>

      {member.restrictionsInForce.length > 0 && (
        <Card title={TEXT.inForce}>
          <ul className="admin-member__notices">
            {member.restrictionsInForce.map((r) => (
              <li key={r.id}>{r.message}</li>
            ))}
          </ul>
        </Card>
      )}

      <Card title={TEXT.orders}>
        {member.orders.items.length === 0 ? (
          <EmptyState title={TEXT.ordersEmpty} />
        ) : (
          <ul className="admin-member__orders" data-testid="member-orders">
            {member.orders.items.map((o) => (
              <li key={o.id}>
                <Link to={`/admin/orders/${o.id}`} className="admin-member__order-number">
                  {o.orderNumber}
                </Link>
                <span className="hint">{koreanDateTime(o.createdAt)}</span>
                <span>{won(o.total)}</span>
              </li>
            ))}
          </ul>
        )}
        {member.orders.total > member.orders.items.length && (
          <Button variant="secondary" onClick={() => setLimit((n) => Math.min(100, n + ORDERS_PAGE))}>
            {TEXT.moreOrders}
          </Button>
        )}
      </Card>

      {!member.leftAt && <RestrictForm member={member} rules={rules} onDone={() => void refetch()} />}
      <History restrictions={member.restrictions} onDone={() => void refetch()} />
    </section>
  );
}

type MemberData = AdminMemberQuery['adminMember'];
type Rules = AdminMemberQuery['restrictionRules'];
type Period = 'rule' | 'days' | 'permanent';

function RestrictForm({ member, rules, onDone }: { member: MemberData; rules: Rules; onDone(): void }) {
  const { toast } = useFeedback();
  const [scope, setScope] = useState<RestrictionScope>('ACCOUNT' as RestrictionScope);
  const [cause, setCause] = useState<RestrictionCause>('VIOLATION' as RestrictionCause);
  const [period, setPeriod] = useState<Period>('rule');
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [restrict, state] = useMutation(AdminRestrictAccountDocument);
  const keyFor = useRef(attemptKeys(() => `restrict-${crypto.randomUUID()}`)).current;
  const illegal = cause === 'ILLEGAL';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    const input = {
      userId: member.id,
      scope,
      cause,
      reason,
      days: !illegal && period === 'days' ? Number(days) : null,
      permanent: !illegal && period === 'permanent' ? true : null,
    };
    try {
      await restrict({ variables: { input }, context: { headers: { 'idempotency-key': keyFor(JSON.stringify(input)) } } });
      toast(TEXT.restricted);
      setReason('');
      onDone();
    } catch (e) {
      setErrors(formErrorsOf(e, ['scope', 'cause', 'days', 'reason', 'userId']));
    }
  }

  return (
    <Card title={TEXT.restrict}>
      <form className="admin-member__form" aria-label={TEXT.restrict} onSubmit={submit}>
        <ChoiceGroup legend={TEXT.scope} error={errors.fields.scope}>
          {rules.scopes.map((s) => (
            <Radio key={s.value} name="scope" value={s.value} label={s.label} checked={scope === s.value} onChange={() => setScope(s.value as RestrictionScope)} />
          ))}
        </ChoiceGroup>
        <ChoiceGroup legend={TEXT.cause} error={errors.fields.cause}>
          {rules.causes.map((c) => (
            <Radio key={c.value} name="cause" value={c.value} label={c.label} checked={cause === c.value} onChange={() => setCause(c.value as RestrictionCause)} />
          ))}
        </ChoiceGroup>
        {illegal ? (
          <p className="hint">{TEXT.illegalNote}</p>
        ) : (
          <ChoiceGroup legend={TEXT.period} error={errors.fields.days}>
            <Radio
              name="period"
              value="rule"
              label={TEXT.byRule(member.nextRestrictionDays)}
              hint={rules.steps.map((s) => s.label).join(' / ')}
              checked={period === 'rule'}
              onChange={() => setPeriod('rule')}
            />
            <Radio name="period" value="days" label={TEXT.customDays} checked={period === 'days'} onChange={() => setPeriod('days')} />
            <Radio name="period" value="permanent" label={TEXT.permanent} checked={period === 'permanent'} onChange={() => setPeriod('permanent')} />
          </ChoiceGroup>
        )}
        {!illegal && period === 'days' && (
          <TextField label={TEXT.days} name="days" type="number" inputMode="numeric" min={1} max={rules.maxDays} value={days} onChange={(e) => setDays(e.target.value)} />
        )}
        <TextArea label={TEXT.reason} name="reason" value={reason} maxLength={500} error={errors.fields.reason} onChange={(e) => setReason(e.target.value)} />
        <FormActions danger error={errors.form ?? errors.fields.userId} submitLabel={TEXT.submitRestrict} busy={state.loading} />
      </form>
    </Card>
  );
}

function History({ restrictions, onDone }: { restrictions: AdminRestrictionFieldsFragment[]; onDone(): void }) {
  return (
    <Card title={TEXT.history}>
      {restrictions.length === 0 ? (
        <EmptyState title={TEXT.historyEmpty} />
      ) : (
        <ol className="admin-member__history" data-testid="restriction-history">
          {restrictions.map((r) => (
            <HistoryEntry key={r.id} restriction={r} onDone={onDone} />
          ))}
        </ol>
      )}
    </Card>
  );
}

function HistoryEntry({ restriction: r, onDone }: { restriction: AdminRestrictionFieldsFragment; onDone(): void }) {
  const { toast } = useFeedback();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [lift, state] = useMutation(AdminLiftRestrictionDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await lift({ variables: { id: r.id, reason } });
      toast(TEXT.lifted);
      onDone();
    } catch (e) {
      setError(formErrorsOf(e, ['reason', 'id']).fields.reason ?? errorMessage(e));
    }
  }

  return (
    <li className="admin-member__entry">
      <p className="admin-member__entry-head">
        <strong>{TEXT.offence(r.offence)}</strong> <Chip active={r.inForce}>{r.inForce ? TEXT.active : r.liftedAt ? TEXT.lift : TEXT.ended}</Chip>
      </p>
      <p>
        {r.scope === 'ACCOUNT' ? '계정' : '글쓰기'} · {r.cause === 'ILLEGAL' ? '불법 행위' : '약관 위반'} · {koreanDateTime(r.startsAt)} ~ {untilText(r.endsAt)}
      </p>
      <p className="hint">{r.reason}</p>
      {r.liftedAt && <p className="hint">{TEXT.liftedAt(r.liftedAt, r.liftReason)}</p>}
      {r.inForce && (
        <form className="admin-member__lift" aria-label={`${TEXT.offence(r.offence)} ${TEXT.lift}`} onSubmit={submit}>
          <TextField label={TEXT.liftReason} name="liftReason" value={reason} error={error ?? undefined} onChange={(e) => setReason(e.target.value)} />
          <Button type="submit" variant="secondary" loading={state.loading}>
            {TEXT.lift}
          </Button>
        </form>
      )}
    </li>
  );
}

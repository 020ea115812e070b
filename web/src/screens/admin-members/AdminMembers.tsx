import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { AdminMembersDocument, type AdminMemberRowFragment } from '../../gql/graphql';
import { Button, Chip, EmptyState, ErrorState, LoadingState, ResponsiveTable, TextField, type Column } from '../../ui';
import { AdminOnly } from '../admin/AdminOnly';
import { ADMIN_PAGE } from '../admin/paging';
import { koreanDateTime } from '../orders/order-text';
import { errorMessage } from '../../lib/apollo';
import { PROVIDER_TEXT, memberState } from './members-text';
import './admin-members.css';

const TEXT = {
  title: '회원 관리',
  query: '회원 찾기',
  queryHint: '아이디, 닉네임, 주문자 이름, 휴대폰 번호(끝 4자리 이상) 또는 이메일',
  search: '찾기',
  reset: '전체 보기',
  caption: '찾은 회원',
  total: (n: number) => `${n.toLocaleString('ko-KR')}명`,
  empty: '조건에 맞는 회원이 없습니다.',
  loadFailed: '회원을 불러오지 못했습니다.',
  previous: '이전',
  next: '다음',
  page: (from: number, to: number, total: number) => `${from.toLocaleString('ko-KR')}–${to.toLocaleString('ko-KR')} / ${total.toLocaleString('ko-KR')}명`,
  columns: { member: '회원', loginId: '아이디', contact: '연락처', joined: '가입일', state: '상태' },
};

/** /admin/members: find members by login id, nickname, orderer name, phone or e-mail; a member opens their page. */
export function AdminMembers() {
  return (
    <AdminOnly>
      <Desk />
    </AdminOnly>
  );
}

function Desk() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const offset = Math.max(0, Number(params.get('offset') ?? 0) || 0);
  const [text, setText] = useState(query);

  function submit(event: FormEvent) {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  }

  return (
    <section className="stack admin-members">
      <h1>{TEXT.title}</h1>
      <form className="card admin-members__search" role="search" aria-label={TEXT.query} onSubmit={submit}>
        <TextField label={TEXT.query} name="q" hint={TEXT.queryHint} value={text} autoComplete="off" onChange={(e) => setText(e.target.value)} />
        <div className="row">
          <Button type="submit">{TEXT.search}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              setText('');
              setParams({});
            }}
          >
            {TEXT.reset}
          </Button>
        </div>
      </form>
      <Results query={query} offset={offset} onOffset={(next) => setParams({ ...(query ? { q: query } : {}), ...(next ? { offset: String(next) } : {}) })} />
    </section>
  );
}

function Results({ query, offset, onOffset }: { query: string; offset: number; onOffset(next: number): void }) {
  const { data, error, loading, refetch } = useQuery(AdminMembersDocument, { variables: { query: query || null, offset, limit: ADMIN_PAGE }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorState message={errorMessage(error) || TEXT.loadFailed} onRetry={() => void refetch()} />;
  if (!data) return loading ? <LoadingState /> : null;
  const page = data.adminMembers;
  if (page.items.length === 0) return <EmptyState title={TEXT.empty} />;

  const columns: Column<AdminMemberRowFragment>[] = [
    {
      key: 'member',
      header: TEXT.columns.member,
      label: TEXT.columns.member,
      primary: true,
      cell: (m) => (
        <Link to={`/admin/members/${m.id}`} className="admin-members__name">
          {m.nickname}
        </Link>
      ),
    },
    { key: 'loginId', header: TEXT.columns.loginId, label: TEXT.columns.loginId, cell: (m) => m.loginId ?? PROVIDER_TEXT[m.provider] ?? m.provider },
    { key: 'contact', header: TEXT.columns.contact, label: TEXT.columns.contact, cell: (m) => [m.phone, m.email].filter(Boolean).join(' · ') || '-' },
    { key: 'joined', header: TEXT.columns.joined, label: TEXT.columns.joined, cell: (m) => koreanDateTime(m.createdAt) },
    {
      key: 'state',
      header: TEXT.columns.state,
      label: TEXT.columns.state,
      cell: (m) => {
        const state = memberState(m);
        return <Chip active={state !== '정상'}>{state}</Chip>;
      },
    },
  ];
  const last = offset + page.items.length;
  return (
    <div className="stack">
      <p className="hint">{TEXT.total(page.total)}</p>
      <ResponsiveTable caption={TEXT.caption} columns={columns} rows={page.items} rowKey={(m) => m.id} data-testid="admin-members" />
      <nav className="row admin-members__pages" aria-label={TEXT.caption}>
        <Button variant="secondary" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - ADMIN_PAGE))}>
          {TEXT.previous}
        </Button>
        <span className="hint">{TEXT.page(offset + 1, last, page.total)}</span>
        <Button variant="secondary" disabled={last >= page.total} onClick={() => onOffset(last)}>
          {TEXT.next}
        </Button>
      </nav>
    </div>
  );
}

import { GraphQLError } from 'graphql';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AdminTermsRulesDocument,
  AdminTermsVersionsDocument,
  PublishTermsVersionDocument,
  type AdminTermsRulesQuery,
  type AdminTermsVersionsQuery,
  type PublishTermsInput,
  type Role,
} from '../../gql/graphql';
import { NOT_ADMIN } from '../admin/AdminOnly';
import { meMock, renderScreen, typed } from '../../testing/render-screen';
import { AdminTerms } from './AdminTerms';

afterEach(cleanup);

// The dates are the server's: the screen must show them as they come, whatever today is here.
const NORMAL_EARLIEST = '2026-12-04';
const DISADVANTAGEOUS_EARLIEST = '2026-12-27';
const SOURCE = '# 이용약관\n\n{{businessName}}이 운영하는 쇼핑몰의 이용 조건입니다.';

function rule(kind: 'TERMS_OF_USE' | 'MARKETING', title: string, latest: { id: string; version: number; effectiveOn: string }, source: string) {
  return typed('TermsPublishingRule', {
    kind,
    title,
    normal: typed('TermsNoticeRule', { noticeDays: 7, earliestEffectiveOn: NORMAL_EARLIEST, limitedByLatest: false }),
    disadvantageous: typed('TermsNoticeRule', { noticeDays: 30, earliestEffectiveOn: DISADVANTAGEOUS_EARLIEST, limitedByLatest: false }),
    latest: typed('TermsDocument', { ...latest, title }),
    latestSource: source,
  });
}

const rules = (latestTerms = { id: 't2', version: 2, effectiveOn: '2024-03-01' }): AdminTermsRulesQuery => ({
  termsPublishingRules: [rule('TERMS_OF_USE', '이용약관', latestTerms, SOURCE), rule('MARKETING', '마케팅 정보 수신 동의', { id: 'm1', version: 1, effectiveOn: '2021-10-06' }, '마케팅 본문')],
});

const version = (id: string, n: number, effectiveOn: string, inEffect: boolean, extra: Partial<AdminTermsVersionsQuery['termsVersions'][number]> = {}) =>
  typed('TermsDocument', {
    id,
    version: n,
    title: '이용약관',
    summary: n > 1 ? '배송 안내를 고칩니다.' : null,
    effectiveOn,
    disadvantageous: false,
    inEffect,
    noticeId: n > 1 ? `n${n}` : null,
    ...extra,
  });
const versions: AdminTermsVersionsQuery = { termsVersions: [version('t2', 2, '2024-03-01', true), version('t1', 1, '2021-10-06', true)] };
const afterPublish: AdminTermsVersionsQuery = {
  termsVersions: [version('t3', 3, DISADVANTAGEOUS_EARLIEST, false, { summary: '적립금 유효기간을 줄입니다.', disadvantageous: true }), ...versions.termsVersions],
};

type Reply = { data: Record<string, unknown> } | { errors: GraphQLError[] };

function app(role: Role, { sent = [], reply }: { sent?: PublishTermsInput[]; reply?: Reply } = {}) {
  const published = { data: { publishTermsVersion: typed('TermsDocument', { id: 't3', kind: 'TERMS_OF_USE', version: 3, effectiveOn: DISADVANTAGEOUS_EARLIEST, noticeId: 'n3' }) } };
  const mocks = [
    meMock(role, { id: '2', loginId: 'desk', nickname: '운영자' }),
    { request: { query: AdminTermsRulesDocument }, result: { data: rules() } },
    { request: { query: AdminTermsVersionsDocument, variables: { kind: 'TERMS_OF_USE' } }, result: { data: versions } },
    {
      request: { query: PublishTermsVersionDocument, variables: () => true },
      result: (variables: { input: PublishTermsInput }) => {
        sent.push(variables.input);
        return reply ?? published;
      },
    },
    // What the server answers after a publication (refetched).
    { request: { query: AdminTermsVersionsDocument, variables: { kind: 'TERMS_OF_USE' } }, result: { data: afterPublish } },
    { request: { query: AdminTermsRulesDocument }, result: { data: rules({ id: 't3', version: 3, effectiveOn: DISADVANTAGEOUS_EARLIEST }) } },
  ];
  renderScreen({ routes: [{ path: '/admin/terms', element: <AdminTerms /> }], at: '/admin/terms', mocks });
}

/** The calendar's own `<input type=date>` behind the text box carries the min the browser enforces. */
const nativeDate = () => document.querySelector<HTMLInputElement>('input[type="date"]')!;

describe('/admin/terms', () => {
  it('lists the versions with their badges and Korean dates, and starts the new one from the newest text', async () => {
    app('admin');
    const list = await screen.findByRole('list', { name: '버전' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringContaining('2번째 버전 시행 중'), expect.stringContaining('1번째 버전 지난 버전')]);
    within(items[0]!).getByText('이용약관 · 2024년 3월 1일 시행');
    within(items[1]!).getByText('이용약관 · 2021년 10월 6일 시행');
    expect((screen.getByRole('textbox', { name: '본문 (Markdown)' }) as HTMLTextAreaElement).value).toBe(SOURCE);
    screen.getByText('본문은 2번째 버전을 바탕으로 채워 두었습니다. 바뀌는 부분만 고쳐주세요.');
  });

  it("follows the server's earliest date for the case the checkbox chooses", async () => {
    const user = userEvent.setup();
    app('admin');
    await screen.findByText('약관 변경은 7일 전에 알려야 합니다 (2026년 12월 4일부터)');
    expect(nativeDate().min).toBe(NORMAL_EARLIEST);

    await user.click(screen.getByRole('checkbox', { name: /회원에게 불리한 변경/ }));
    screen.getByText('불리한 변경은 30일 전에 알려야 합니다 (2026년 12월 27일부터)');
    expect(nativeDate().min).toBe(DISADVANTAGEOUS_EARLIEST);
    // A date the normal case allows is too early now.
    await user.type(screen.getByRole('textbox', { name: '시행일' }), '20261204');
    screen.getByText('2026-12-27 이후 날짜를 입력해주세요.');

    await user.click(screen.getByRole('checkbox', { name: /회원에게 불리한 변경/ }));
    expect(nativeDate().min).toBe(NORMAL_EARLIEST);
    expect(screen.queryByText('2026-12-27 이후 날짜를 입력해주세요.')).toBeNull();
  });

  it('asks first (the notice goes up too), sends the form, then shows the refetched versions', async () => {
    const user = userEvent.setup();
    const sent: PublishTermsInput[] = [];
    app('admin', { sent });
    const body = await screen.findByRole('textbox', { name: '본문 (Markdown)' });
    await user.type(screen.getByRole('textbox', { name: '바뀐 내용 요약' }), '적립금 유효기간을 줄입니다.');
    await user.type(body, '\n\n제12조 적립금은 90일 뒤 사라집니다.');
    await user.click(screen.getByRole('checkbox', { name: /회원에게 불리한 변경/ }));
    await user.type(screen.getByRole('textbox', { name: '시행일' }), '20261227');
    await user.click(screen.getByRole('button', { name: '공개하기' }));

    const dialog = await screen.findByRole('dialog', { name: '공지사항이 함께 올라갑니다' });
    within(dialog).getByText(/이용약관 새 버전을 2026년 12월 27일 시행으로 공개하고/);
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '공개' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('3번째 버전을 공개했습니다.'));
    expect(sent).toEqual([
      {
        kind: 'TERMS_OF_USE',
        title: null,
        summary: '적립금 유효기간을 줄입니다.',
        body: `${SOURCE}\n\n제12조 적립금은 90일 뒤 사라집니다.`,
        effectiveOn: DISADVANTAGEOUS_EARLIEST,
        disadvantageous: true,
      },
    ]);
    const list = await screen.findByRole('list', { name: '버전' });
    await within(list).findByText('3번째 버전');
    within(list).getByText('시행 예정');
    // A fresh form for the next version.
    await waitFor(() => expect((screen.getByRole('textbox', { name: '바뀐 내용 요약' }) as HTMLTextAreaElement).value).toBe(''));
    screen.getByText('본문은 3번째 버전을 바탕으로 채워 두었습니다. 바뀌는 부분만 고쳐주세요.');
  });

  it("shows the server's refusal under the field it names", async () => {
    const user = userEvent.setup();
    const message = '회원에게 불리한 변경은 시행 30일 전에 알려야 합니다. 시행일을 2026-12-28 이후로 정해주세요.';
    app('admin', { reply: { errors: [new GraphQLError(message, { extensions: { code: 'TERMS_NOTICE_TOO_SHORT', fields: [{ field: 'effectiveOn', message }] } })] } });
    await user.type(await screen.findByRole('textbox', { name: '바뀐 내용 요약' }), '적립금 유효기간을 줄입니다.');
    await user.click(screen.getByRole('checkbox', { name: /회원에게 불리한 변경/ }));
    await user.type(screen.getByRole('textbox', { name: '시행일' }), '20261227');
    await user.click(screen.getByRole('button', { name: '공개하기' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '공개' }));

    const date = screen.getByRole('textbox', { name: '시행일' });
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe(message);
    // Nothing was published: the list is as it was.
    expect(screen.queryByText('3번째 버전')).toBeNull();
  });

  it('shows a member only that the page is for admins', async () => {
    app('member');
    await screen.findByText(NOT_ADMIN);
    expect(screen.queryByRole('textbox', { name: '본문 (Markdown)' })).toBeNull();
  });
});

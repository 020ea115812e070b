import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Navigate, useNavigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { ChangePasswordDocument, LeaveDocument, MeDocument, UpdateAccountDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { LOGOUT_PATH, writeTokens } from '../../lib/session';
import type { LogoutState } from './Logout';
import { Button, TextField } from '../../ui';
import { ConsentSettings } from '../legal/ConsentSettings';

const TEXT = {
  title: '내 정보',
  nickname: '닉네임',
  email: '이메일',
  save: '저장',
  saved: '회원 정보를 저장했습니다.',
  passwordTitle: '비밀번호 변경',
  current: '현재 비밀번호',
  next: '새 비밀번호',
  change: '비밀번호 바꾸기',
  changed: '비밀번호를 바꿨습니다.',
  leaveTitle: '회원 탈퇴',
  leaveLead: '탈퇴하면 적립금이 소멸하고 모든 기기에서 로그아웃됩니다.',
  leave: '탈퇴하기',
  left: '탈퇴했습니다. 이용해 주셔서 감사합니다.',
};

export function EditAccount() {
  const navigate = useNavigate();
  const { toast, alert } = useFeedback();
  const { data, loading } = useQuery(MeDocument);
  const [update] = useMutation(UpdateAccountDocument);
  const [changePassword] = useMutation(ChangePasswordDocument);
  const [leave] = useMutation(LeaveDocument);
  // The form shows the account's details until the member edits them.
  const [edited, setAccount] = useState<{ nickname: string; email: string } | null>(null);
  const account = edited ?? { nickname: data?.me?.nickname ?? '', email: data?.me?.email ?? '' };
  const [passwords, setPasswords] = useState({ current: '', next: '', leave: '' });

  if (!loading && (!data?.me || data.me.role === 'guest')) return <Navigate to="/login" replace />;

  /**
   * A password change ends the account's other sessions and gives this device a new token pair
   * (same user: the cache stays).
   */
  async function submitPassword(): Promise<boolean> {
    const result = await changePassword({ variables: { currentPassword: passwords.current, newPassword: passwords.next } });
    if (result.data) writeTokens(result.data.changePassword.tokenDto, { userChanged: false });
    return true;
  }

  /** A form action with a success toast; an action that answers false has done its own. */
  const run = (action: () => Promise<unknown>, done: string, after?: () => void) => async (event: FormEvent) => {
    event.preventDefault();
    try {
      if ((await action()) === false) return;
      toast(done);
      after?.();
    } catch (e) {
      alert(errorMessage(e));
    }
  };

  return (
    <div className="stack">
      <form className="card" onSubmit={run(() => update({ variables: { input: { nickname: account.nickname, email: account.email || undefined } } }), TEXT.saved)}>
        <h1>{TEXT.title}</h1>
        <TextField label={TEXT.nickname} name="nickname" value={account.nickname} onChange={(e) => setAccount({ ...account, nickname: e.target.value })} />
        <TextField label={TEXT.email} name="email" type="email" value={account.email} onChange={(e) => setAccount({ ...account, email: e.target.value })} />
        <Button type="submit" block>
          {TEXT.save}
        </Button>
      </form>
      <ConsentSettings />
      <form className="card" onSubmit={run(submitPassword, TEXT.changed, () => setPasswords({ ...passwords, current: '', next: '' }))}>
        <h2>{TEXT.passwordTitle}</h2>
        <TextField
          label={TEXT.current}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={passwords.current}
          onChange={(e) => setPasswords({ ...passwords, current: e.target.value })}
        />
        <TextField label={TEXT.next} name="newPassword" type="password" autoComplete="new-password" value={passwords.next} onChange={(e) => setPasswords({ ...passwords, next: e.target.value })} />
        <Button type="submit" block>
          {TEXT.change}
        </Button>
      </form>
      <form
        className="card danger"
        onSubmit={run(
          () => leave({ variables: { password: passwords.leave || null } }),
          TEXT.left,
          // The logout path forgets the tokens once this screen is gone: forgetting them here
          // would refetch \`me\` as nobody while the logout screen loads, and this screen would
          // send the user to the login instead.
          () => navigate(LOGOUT_PATH, { replace: true, state: { sessionsEnded: true } satisfies LogoutState }),
        )}
      >
        <h2>{TEXT.leaveTitle}</h2>
        <p>{TEXT.leaveLead}</p>
        <TextField
          label={TEXT.current}
          name="leavePassword"
          type="password"
          autoComplete="current-password"
          value={passwords.leave}
          onChange={(e) => setPasswords({ ...passwords, leave: e.target.value })}
        />
        <Button type="submit" variant="danger" block>
          {TEXT.leave}
        </Button>
      </form>
    </div>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { MeDocument, MyPushSettingsDocument, SavePushSettingsDocument } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { ButtonLink, Checkbox, ErrorState, LoadingState } from '../../ui';

const TEXT = {
  title: '알림 설정',
  intro: '받고 싶은 알림만 켜두세요. 끈 종류의 알림은 보내지 않아요.',
  always: '문의 답변과 등록 승인·반려 알림은 설정과 관계없이 보내드려요.',
  back: '알림 목록',
  turnedOn: (title: string) => `${withJosa(title, '을/를')} 켰습니다.`,
  turnedOff: (title: string) => `${withJosa(title, '을/를')} 껐습니다.`,
};

/** /mypage/notifications/settings: a switch per push category, saved as it is flipped. */
export function NotificationSettings() {
  const me = useQuery(MeDocument);
  const { data, loading, error, refetch } = useQuery(MyPushSettingsDocument, { skip: !me.data?.me });
  const [save] = useMutation(SavePushSettingsDocument);
  const { toast, alert } = useFeedback();
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;

  async function flip(category: string, title: string, enabled: boolean) {
    try {
      // The switch moves at once; the answer (every setting) then replaces the cached list, which
      // has no ids for Apollo to update it by.
      const current = data?.myNotificationSettings ?? [];
      await save({
        variables: { input: [{ category, enabled }] },
        optimisticResponse: { updateNotificationSettings: current.map((s) => (s.category === category ? { ...s, enabled } : s)) },
        update: (cache, { data: saved }) => {
          if (saved) cache.writeQuery({ query: MyPushSettingsDocument, data: { myNotificationSettings: saved.updateNotificationSettings } });
        },
      });
      toast(enabled ? TEXT.turnedOn(title) : TEXT.turnedOff(title));
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <div className="stack">
      <div className="row between">
        <h1>{TEXT.title}</h1>
        <ButtonLink to="/mypage/notifications" variant="secondary" size="sm">
          {TEXT.back}
        </ButtonLink>
      </div>
      <section className="card">
        <p>{TEXT.intro}</p>
        {error && !data ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : (loading || me.loading) && !data ? (
          <LoadingState />
        ) : (
          <ul className="lines" data-testid="push-settings">
            {data?.myNotificationSettings.map((setting) => (
              <li key={setting.category}>
                <Checkbox
                  role="switch"
                  label={<strong>{setting.title}</strong>}
                  hint={setting.description}
                  checked={setting.enabled}
                  onChange={(e) => void flip(setting.category, setting.title, e.target.checked)}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="hint">{TEXT.always}</p>
      </section>
    </div>
  );
}

import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { LogoutDocument } from '../../gql/graphql';
import { ensureSession, readTokens, writeTokens } from '../../lib/session';

/** The logout path (also where a 401 sends the user): revoke, forget, continue as a new guest. */
export function Logout() {
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutDocument);
  useEffect(() => {
    let active = true;
    const tokens = readTokens();
    const revoke = tokens ? logout({ variables: { refreshToken: tokens.refreshToken } }).catch(() => undefined) : Promise.resolve();
    void revoke.finally(async () => {
      writeTokens(null);
      await ensureSession().catch(() => undefined);
      // The user may already have moved on (e.g. straight to the login screen): don't pull them back.
      if (active) navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return <p className="hint">로그아웃하는 중입니다…</p>;
}

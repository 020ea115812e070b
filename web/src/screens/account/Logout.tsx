import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router';
import { LogoutDocument } from '../../gql/graphql';
import { currentRole, ensureSession, readTokens, writeTokens } from '../../lib/session';

const TEXT = { leaving: '로그아웃하는 중입니다…' };

/** What a screen sends along to the logout path. */
export interface LogoutState {
  /** The server has already ended every session of the account (leaving): nothing to revoke. */
  sessionsEnded?: boolean;
}

/**
 * The logout path (also where a rejected session is sent): revoke, forget, continue as a new
 * guest. A guest's session is kept (a guest has nothing to log out of, e.g. after a 401 the
 * shell has already started a fresh guest session).
 */
export function Logout() {
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutDocument);
  const { sessionsEnded } = (useLocation().state ?? {}) as LogoutState;
  useEffect(() => {
    let active = true;
    const tokens = readTokens();
    const member = tokens && currentRole(tokens) !== 'guest';
    const revoke = member && !sessionsEnded ? logout({ variables: { refreshToken: tokens.refreshToken } }).catch(() => undefined) : Promise.resolve();
    void revoke.finally(async () => {
      if (member) writeTokens(null);
      await ensureSession().catch(() => undefined);
      // The user may already have moved on (e.g. straight to the login screen): don't pull them back.
      if (active) navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once: leaving is one act, whatever re-renders
  return <p className="hint">{TEXT.leaving}</p>;
}

import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { MeDocument } from '../../gql/graphql';
import { ButtonLink, EmptyState, LoadingState } from '../../ui';

export const NOT_ADMIN = '관리자만 볼 수 있는 페이지입니다.';

/**
 * The admin pages' guard: their content only for an admin account (the `me` query's role). This
 * decides what is shown, not who may do what: every admin operation is refused to others by the
 * server (gateway/src/authz/matrix.ts).
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const me = useQuery(MeDocument);
  if (me.loading && !me.data) return <LoadingState />;
  if (me.data?.me?.role !== 'admin') {
    return (
      <section className="card">
        <EmptyState
          title={NOT_ADMIN}
          action={
            <ButtonLink to="/" variant="secondary" size="sm">
              홈으로
            </ButtonLink>
          }
        />
      </section>
    );
  }
  return <>{children}</>;
}

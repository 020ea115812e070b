import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { authFetch } from './session';

/** Apollo Client on the gateway's /graphql; every request carries the session's token. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', fetch: authFetch }),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

/** The Korean message of a GraphQL error (the server writes messages for people). */
export function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray((error as { errors: unknown[] }).errors)) {
    const first = (error as { errors: { message?: string }[] }).errors[0];
    if (first?.message) return first.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return '일시적인 오류로 실패하였습니다. 다시 시도해주세요.';
}

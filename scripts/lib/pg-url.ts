/** The machine's own PostgreSQL server (CI's, and these machines'): trust auth, user postgres. */
export const LOCAL_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The PostgreSQL server tests and tools were given: TEST_DATABASE_URL, else DATABASE_URL. */
export function givenServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

/** The given server, else the machine's local one (tools that do not start a server of their own). */
export function serverUrl(): string {
  return givenServerUrl() ?? LOCAL_SERVER_URL;
}

/** Same server, another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

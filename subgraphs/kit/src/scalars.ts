import { GraphQLError, GraphQLScalarType, Kind, type GraphQLFormattedError } from 'graphql';
import { koreanDate } from './time.js';
export { GraphQLDateTimeISO as DateTimeScalar } from 'graphql-scalars';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_DATE_MESSAGE = '날짜는 YYYY-MM-DD 형식의 실제 날짜여야 합니다.';

/**
 * True for a `YYYY-MM-DD` date that exists: the pattern alone lets 2026-02-31 and 2026-13-45
 * through, and PostgreSQL would refuse them later as an internal error. A real date survives a
 * round trip through a UTC midnight unchanged (no time zone is involved).
 */
export function isLocalDate(value: unknown): value is string {
  if (typeof value !== 'string' || !LOCAL_DATE.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** A value our scalars refuse; its message is Korean, for people. */
export class ScalarInputError extends TypeError {}

function parseLocalDate(value: unknown): string {
  if (!isLocalDate(value)) throw new ScalarInputError(LOCAL_DATE_MESSAGE);
  return value;
}

/**
 * graphql-js reports a variable one of our scalars refused as `Variable "$input" got invalid
 * value "2026-02-30" at "input.startDate"; Expected type "LocalDate". <our message>`. This turns
 * it into the shape of every other BAD_USER_INPUT: the Korean message, and `fields` naming the
 * argument (`from`, `dates.1`; a field of an input object by its path inside it, `startDate`, as
 * the services name theirs). Null for any other error.
 */
export function refusedScalarInput(formatted: GraphQLFormattedError, original: unknown): GraphQLFormattedError | null {
  if (formatted.extensions?.code !== 'BAD_USER_INPUT') return null;
  // graphql-js wraps the scalar's error once or twice (GraphQLError.originalError) before Apollo sees it.
  let cause = original;
  while (cause instanceof GraphQLError && cause.originalError) cause = cause.originalError;
  if (!(cause instanceof ScalarInputError)) return null;
  const head = /^Variable "\$([^"]+)" got invalid value /.exec(formatted.message);
  if (!head) return null;
  const reason = formatted.message.lastIndexOf('; Expected type "');
  const at = /at "([^"]+)"$/.exec(reason >= 0 ? formatted.message.slice(0, reason) : formatted.message);
  // `input.startDate` -> `startDate` (a field of an input object, as services name it); `dates[1]` -> `dates.1`.
  const path = at ? at[1] : head[1];
  const inside = path.slice(head[1].length);
  const field = (inside.startsWith('.') ? inside.slice(1) : path).replace(/\[(\d+)\]/g, '.$1');
  return { message: cause.message, locations: formatted.locations, path: formatted.path, extensions: { code: 'BAD_USER_INPUT', fields: [{ field, message: cause.message }] } };
}

/**
 * A Korean calendar date (Asia/Seoul) as `YYYY-MM-DD`; stored in `date` columns, which the
 * entities read as that string (`p.date()`), so a stored date is sent as it is, whatever the
 * process time zone. An instant (a `Date`) is sent as its date in Korea, not in UTC: 00:30 KST
 * is already the next day.
 */
export const LocalDateScalar = new GraphQLScalarType<string, string>({
  name: 'LocalDate',
  description: '한국 날짜(Asia/Seoul), YYYY-MM-DD',
  serialize: (value) => (value instanceof Date ? koreanDate(value) : parseLocalDate(value)),
  parseValue: parseLocalDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new ScalarInputError(LOCAL_DATE_MESSAGE);
    return parseLocalDate(ast.value);
  },
});

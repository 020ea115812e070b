import { GraphQLScalarType, Kind } from 'graphql';
export { GraphQLDateTimeISO as DateTimeScalar } from 'graphql-scalars';

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseLocalDate(value: unknown): string {
  if (typeof value !== 'string' || !LOCAL_DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new TypeError('날짜는 YYYY-MM-DD 형식이어야 합니다.');
  }
  return value;
}

/** A Korean calendar date (Asia/Seoul) as `YYYY-MM-DD`; stored in `date` columns. */
export const LocalDateScalar = new GraphQLScalarType<string, string>({
  name: 'LocalDate',
  description: '한국 날짜(Asia/Seoul), YYYY-MM-DD',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : parseLocalDate(value)),
  parseValue: parseLocalDate,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('날짜는 YYYY-MM-DD 형식이어야 합니다.');
    return parseLocalDate(ast.value);
  },
});

import type { GraphQLFormattedError } from 'graphql';

/** What a built-in scalar's refusal means, in Korean (graphql-js: `Int cannot represent ...`). */
const SCALAR_EXPECTED: Record<string, string> = {
  Int: '32비트 정수여야 합니다',
  Float: '숫자여야 합니다',
  String: '문자열이어야 합니다',
  Boolean: 'true 또는 false여야 합니다',
  ID: '문자열이나 정수로 된 번호여야 합니다',
};

/**
 * The name a client knows for a variable path of graphql-js: a field inside an input object by
 * its path there (`input.startDate` -> `startDate`, as services name theirs), list items by index
 * (`dates[1]` -> `dates.1`).
 */
function fieldName(variable: string, at: string | undefined): string {
  const path = at ?? variable;
  const inside = path.slice(variable.length);
  return (inside.startsWith('.') ? inside.slice(1) : path).replace(/\[(\d+)\]/g, '.$1');
}

/**
 * graphql-js's variable coercion errors (English, naming GraphQL variables: `Variable "$offset"
 * got invalid value "x"; Int cannot represent non-integer value: "x"`) as BAD_USER_INPUT with a
 * Korean message and `fields` naming the argument or input field, like every other refusal.
 * Null for any other error.
 */
export function coercionError(formatted: GraphQLFormattedError): GraphQLFormattedError | null {
  const message = formatted.message;
  const base = { locations: formatted.locations, path: formatted.path };
  const answer = (field: string, text: string): GraphQLFormattedError => ({ ...base, message: text, extensions: { code: 'BAD_USER_INPUT', fields: [{ field, message: text }] } });

  const absent = /^Variable "\$([^"]+)" of (?:required|non-null) type "[^"]+" (?:was not provided|must not be null)\.$/.exec(message);
  if (absent) return answer(absent[1], `${absent[1]} 값이 필요합니다.`);

  const invalid = /^Variable "\$([^"]+)" got invalid value [\s\S]*?(?: at "([^"]+)")?; ([\s\S]*)$/.exec(message);
  if (!invalid) return null;
  const [, variable, at, reason] = invalid;
  const field = fieldName(variable, at);
  const missing = /^Field "([^"]+)" of required type "[^"]+" was not provided\.$/.exec(reason);
  if (missing) {
    const inner = field === variable ? missing[1] : `${field}.${missing[1]}`;
    return answer(inner, `${inner} 값이 필요합니다.`);
  }
  const unknown = /^Field "([^"]+)" is not defined by type "[^"]+"/.exec(reason);
  if (unknown) {
    const inner = field === variable ? unknown[1] : `${field}.${unknown[1]}`;
    return answer(inner, `${inner}은(는) 알 수 없는 입력 항목입니다.`);
  }
  if (/^Expected non-nullable type "[^"]+" not to be null\.$/.test(reason)) return answer(field, `${field} 값이 필요합니다.`);
  const scalar = /^(Int|Float|String|Boolean|ID) cannot represent/.exec(reason);
  if (scalar) return answer(field, `${field} 값은 ${SCALAR_EXPECTED[scalar[1]]}.`);
  const enumValue = /^Value "[^"]*" does not exist in "([^"]+)" enum\.|^Enum "([^"]+)" cannot represent/.exec(reason);
  if (enumValue) return answer(field, `${field} 값은 정해진 값 중 하나여야 합니다.`);
  if (/^Expected type "[^"]+" to be an object\./.test(reason)) return answer(field, `${field} 값은 객체여야 합니다.`);
  return answer(field, `${field} 값의 형식이 올바르지 않습니다.`);
}

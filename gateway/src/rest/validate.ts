import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';
import { DateTimeScalar, isLocalDate } from '@shop/kit/contracts.js';
import { jsonDepth, MAX_JSON_DEPTH } from '../http/limits.js';
import { namesFor, type CompiledVariant, type NameTree, type RestField } from './compile.js';
import type { RestRequest } from './types.js';

export { jsonDepth, MAX_JSON_DEPTH };

/** The largest id a bigint column holds: a longer run of digits is no id of ours. */
const MAX_ID = 9223372036854775807n;

export interface FieldProblem {
  /** The REST name the client sent (or the documented one), e.g. `user_id`, `ingredients[0].percent`. */
  field: string;
  message: string;
}

/** What each scalar must be, as the message's ending ("user_id 값은 문자열이어야 합니다."). */
const EXPECTED: Record<string, string> = {
  Int: '정수여야 합니다',
  Float: '숫자여야 합니다',
  String: '문자열이어야 합니다',
  Boolean: 'true 또는 false여야 합니다',
  ID: '숫자로 된 번호여야 합니다',
  LocalDate: 'YYYY-MM-DD 형식의 실제 날짜여야 합니다',
  DateTimeISO: 'ISO 8601 날짜와 시간이어야 합니다',
  JSONObject: `${MAX_JSON_DEPTH}단계 이하로 중첩된 객체여야 합니다`,
};

const INVALID = Symbol('invalid');
type Converted = unknown | typeof INVALID;

const missing = (field: string): FieldProblem => ({ field, message: `${field} 값이 필요합니다.` });
const wrong = (field: string, expected: string): FieldProblem => ({ field, message: `${field} 값은 ${expected}.` });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The variables of a request, checked against the operation's variable types before anything
 * runs: a missing required field, a wrong type, a non-numeric ID, an impossible date or an unknown
 * enum value is a problem naming the REST field the client sent. Query strings, path segments
 * and multipart fields are text and are converted to the declared types first; JSON bodies must
 * carry the right JSON types (an ID may be a digit string or a non-negative integer).
 */
export function buildVariables(variant: CompiledVariant, req: RestRequest, options: { textBody?: boolean } = {}): { variables: Record<string, unknown>; problems: FieldProblem[] } {
  const variables: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  for (const name of variant.objects) variables[name] = {};
  // Nesting is bounded whatever the field: parsing JSON 5,000 levels deep is cheap, walking or
  // storing it is not (and a field the operation ignores is still read by something).
  for (const source of [req.query, req.body]) {
    for (const [key, value] of Object.entries(source)) {
      if (jsonDepth(value) > MAX_JSON_DEPTH) problems.push({ field: key, message: `${key} 값의 중첩이 너무 깊습니다(최대 ${MAX_JSON_DEPTH}단계).` });
    }
  }
  if (problems.length) return { variables, problems };
  for (const field of variant.fields) {
    const source = field.in === 'path' ? req.params : field.in === 'query' ? req.query : req.body;
    const fromText = field.in !== 'body' || Boolean(options.textBody);
    const [sent, value] = pick(source, field.names, true);
    const label = sent ?? field.names[0];
    if (value === undefined || (value === null && isNonNullType(field.type) && field.default !== undefined)) {
      if (field.fallback !== undefined) assign(variables, field.target, field.fallback);
      else if (field.required) problems.push(missing(label));
      continue;
    }
    const converted = convert(value, field.type, label, field, variant, fromText, problems);
    if (converted !== INVALID) assign(variables, field.target, converted);
  }
  for (const { target, value } of variant.fixed) assign(variables, target, value);
  return { variables, problems };
}

/** The first of `names` the source holds (an empty string counts as not sent at the top level). */
function pick(source: Record<string, unknown>, names: string[], topLevel: boolean): [string | undefined, unknown] {
  let sentNull: string | undefined;
  for (const name of names) {
    const value = source[name];
    if (value === undefined || (topLevel && value === '')) continue;
    if (value === null) {
      sentNull ??= name;
      continue;
    }
    return [name, value];
  }
  return sentNull ? [sentNull, null] : [undefined, undefined];
}

function assign(variables: Record<string, unknown>, target: string[], value: unknown): void {
  let object = variables;
  for (const key of target.slice(0, -1)) object = (object[key] ??= {}) as Record<string, unknown>;
  object[target[target.length - 1]] = value;
}

function convert(value: unknown, type: GraphQLInputType, at: string, field: Pick<RestField, 'inner'>, variant: CompiledVariant, fromText: boolean, problems: FieldProblem[]): Converted {
  if (isNonNullType(type)) {
    if (value === null) {
      problems.push(missing(at));
      return INVALID;
    }
    return convert(value, type.ofType, at, field, variant, fromText, problems);
  }
  if (value === null) return null;
  if (isListType(type)) {
    // Query strings repeat the key (`a=1&a=2`) or separate with commas (`a=1,2`).
    const list = fromText && !Array.isArray(value) ? String(value).split(',') : value;
    if (!Array.isArray(list)) {
      problems.push(wrong(at, '목록이어야 합니다'));
      return INVALID;
    }
    const items = list.map((item, i) => convert(item, type.ofType, `${at}[${i}]`, field, variant, fromText, problems));
    return items.includes(INVALID) ? INVALID : items;
  }
  if (isInputObjectType(type)) {
    if (!isRecord(value)) {
      problems.push(wrong(at, '객체여야 합니다'));
      return INVALID;
    }
    const object: Record<string, unknown> = {};
    let valid = true;
    for (const inputField of Object.values(type.getFields())) {
      const { names, inner } = namesFor((field.inner as NameTree | undefined)?.[inputField.name], inputField.name, variant.restName);
      const [sent, item] = pick(value, names, false);
      const label = `${at}.${sent ?? names[0]}`;
      if (item === undefined) {
        if (isNonNullType(inputField.type) && inputField.defaultValue === undefined) {
          problems.push(missing(label));
          valid = false;
        }
        continue;
      }
      const converted = convert(item, inputField.type, label, { inner }, variant, fromText, problems);
      if (converted === INVALID) valid = false;
      else object[inputField.name] = converted;
    }
    return valid ? object : INVALID;
  }
  if (isEnumType(type)) {
    const values = type.getValues().map((v) => v.name);
    if (typeof value === 'string' && values.includes(value)) return value;
    problems.push(wrong(at, `${values.join(', ')} 중 하나여야 합니다`));
    return INVALID;
  }
  if (!isScalarType(type)) return value;
  const result = scalar(type.name, value, fromText);
  if (result === INVALID) problems.push(wrong(at, EXPECTED[type.name] ?? `${type.name} 값이어야 합니다`));
  else if (typeof result === 'string' && result.includes('\u0000')) {
    // PostgreSQL text cannot hold U+0000 (the driver refuses the whole statement).
    problems.push({ field: at, message: `${at} 값에 쓸 수 없는 문자(널 문자)가 있습니다.` });
    return INVALID;
  }
  return result;
}

function scalar(name: string, value: unknown, fromText: boolean): Converted {
  const text = typeof value === 'string' ? value : undefined;
  switch (name) {
    case 'Int': {
      const n = fromText && text !== undefined && /^-?\d+$/.test(text) ? Number(text) : value;
      return Number.isInteger(n) && (n as number) >= -(2 ** 31) && (n as number) < 2 ** 31 ? n : INVALID;
    }
    case 'Float': {
      const n = fromText && text !== undefined && text.trim() !== '' ? Number(text) : value;
      return typeof n === 'number' && Number.isFinite(n) ? n : INVALID;
    }
    case 'Boolean':
      if (fromText && (text === 'true' || text === 'false')) return text === 'true';
      return typeof value === 'boolean' ? value : INVALID;
    case 'String':
      return text ?? INVALID;
    case 'ID': {
      const digits = text ?? (Number.isSafeInteger(value) && (value as number) >= 0 ? String(value) : undefined);
      // Digits a bigint column holds: `99999999999999999999` is no id (PostgreSQL would refuse it).
      return digits !== undefined && /^\d{1,19}$/.test(digits) && BigInt(digits) <= MAX_ID ? digits : INVALID;
    }
    case 'LocalDate':
      return isLocalDate(value) ? value : INVALID;
    case 'DateTimeISO':
      try {
        return text !== undefined && DateTimeScalar.parseValue(text) ? text : INVALID;
      } catch {
        return INVALID;
      }
    case 'JSONObject':
      if (fromText && text?.startsWith('{')) {
        try {
          return scalar(name, JSON.parse(text), false);
        } catch {
          return INVALID;
        }
      }
      return isRecord(value) && jsonDepth(value) <= MAX_JSON_DEPTH ? value : INVALID;
    default:
      return value;
  }
}

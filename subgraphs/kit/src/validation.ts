import { defaultFieldResolver, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLInputObjectType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { BadInput, type FieldError } from './errors.js';
import { withParticle } from './text.js';

/**
 * Parses service input with a zod schema whose messages are Korean. A failure becomes one
 * BAD_USER_INPUT error naming every failing field, so nothing is written on bad input. A single
 * argument (not an input object) passes its GraphQL name as `field`, so the error names it.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, field?: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw BadInput(
    result.error.issues.map((issue) => ({
      // A single argument (`provider`, `phone`) is named by `field`, a field of an input object by its path.
      field: [...(field ? [field] : []), ...issue.path.map(String)].join('.') || '(input)',
      message: issue.message,
    })),
  );
}

/** NFC-normalised, trimmed string: Korean text typed on different systems compares equal. */
export const text = () => z.string().transform((s) => s.normalize('NFC').trim());

/**
 * Characters a display name may not hold: controls (C0, DEL, C1: `\p{Cc}`), format characters
 * (`\p{Cf}`: zero-width space/joiners U+200B-U+200D, word joiner U+2060, BOM U+FEFF, soft hyphen,
 * and the direction marks, embeddings, overrides and isolates U+200E/F, U+202A-U+202E,
 * U+2066-U+2069), line/paragraph separators, and the Hangul fillers and other blanks that render
 * as nothing. They let two names that look the same differ (`관리자` and `관리자\u200b`) or turn
 * the text around it (`\u202e`), so they are refused, never silently removed.
 */
// Each listed character is matched on its own (U+034F is a combining mark, listed on purpose).
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034f\u115f\u1160\u17b4\u17b5\u180e\u3164\uffa0]/u;

/** True when `value` holds no control, zero-width or direction-changing character. */
export const isVisibleText = (value: string): boolean => !INVISIBLE_OR_CONTROL.test(value);

/**
 * A name people see (nickname, profile name, food, recipe or supplement name): NFC-normalised and
 * trimmed, `min`-`max` characters (min 0: may be empty), and no invisible or control characters.
 * Every message names the field: `displayName('닉네임', { min: 2, max: 20 })`.
 */
export const displayName = (label: string, { min = 1, max }: { min?: number; max: number }) => {
  const enter = `${withParticle(label, '을', '를')} 입력해주세요.`;
  let checked = z.string().max(max, `${withParticle(label, '은', '는')} ${max}자 이하여야 합니다.`);
  if (min > 0) checked = checked.min(min, min === 1 ? enter : `${withParticle(label, '은', '는')} ${min}자 이상이어야 합니다.`);
  // Checked before trimming: a leading BOM or a trailing bidi mark is refused, not trimmed away.
  return z
    .string({ error: enter })
    .refine(isVisibleText, `${label}에는 보이지 않는 문자나 제어 문자(방향 전환 문자 포함)를 쓸 수 없습니다.`)
    .transform((s) => s.normalize('NFC').trim())
    .pipe(checked);
};

export { z };

/** Ids are bigint identities: a positive decimal within int64, no sign, no leading zero. */
const ID_PATTERN = /^[1-9][0-9]{0,18}$/;
const INT64_MAX = '9223372036854775807';

/** True for a string that can be a bigint id (so it can go to SQL without a database error). */
export function isId(value: unknown): value is string {
  // Same length as INT64_MAX: decimal strings of equal length compare like the numbers.
  return typeof value === 'string' && ID_PATTERN.test(value) && (value.length < INT64_MAX.length || value <= INT64_MAX);
}

/**
 * A required moment: a Date (GraphQL's DateTimeISO) or an ISO string (a caller without the
 * scalar). `label` names it: missing is "시작 날짜와 시각을 입력해주세요." (a form sends null for a
 * date or time left empty, so the message is the server's), unreadable "시작 시각을 확인해주세요.".
 */
export const instantSchema = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? new Date(value) : value),
    z.date({ error: (issue) => (issue.input == null ? `${label} 날짜와 시각을 입력해주세요.` : `${label} 시각을 확인해주세요.`) }),
  );

/** A zod id field: `label` names it in the Korean messages (`idSchema('레시피')`). */
export const idSchema = (label: string) => z.string({ error: `${withParticle(label, '을', '를')} 선택해주세요.` }).refine(isId, `${label} 번호가 올바르지 않습니다.`);

/** The id itself, or BAD_USER_INPUT naming `field`: bad ids never reach SQL as a 500. */
export function parseId(value: unknown, field = 'id'): string {
  if (!isId(value)) throw BadInput([{ field, message: `${field} 값이 올바른 번호가 아닙니다.` }]);
  return value;
}

type Path = readonly (string | number)[];
type IdWalker = (value: unknown, path: Path, errors: FieldError[]) => void;

/**
 * The `field` of a refused argument, named like the services name theirs: a field of an input
 * object by its path inside it (`foodId`, `inner.ids.2`, as zod reports `input`'s fields), any
 * other argument by its name and position (`id`, `ids.1`).
 */
export function argumentField(path: Path): string {
  return (path.length > 1 && typeof path[1] === 'string' ? path.slice(1) : path).join('.');
}

/**
 * How to find the ids in a value of `type` (an `ID`, a list of them, an input object holding
 * some), or null when it holds none. Input objects may refer to themselves, hence `memo`.
 */
function idWalker(type: GraphQLInputType, memo: Map<GraphQLInputObjectType, IdWalker | null>): IdWalker | null {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const item = idWalker(inner.ofType, memo);
    if (!item) return null;
    return (value, path, errors) => {
      if (Array.isArray(value)) value.forEach((v, i) => item(v, [...path, i], errors));
      else item(value, path, errors);
    };
  }
  if (isScalarType(inner)) {
    if (inner.name !== 'ID') return null;
    return (value, path, errors) => {
      if (value == null || isId(value)) return;
      const field = argumentField(path);
      errors.push({ field, message: `${field} 값이 올바른 번호가 아닙니다.` });
    };
  }
  if (!isInputObjectType(inner)) return null;
  if (memo.has(inner)) return (value, path, errors) => memo.get(inner)?.(value, path, errors);
  memo.set(inner, null);
  const fields = Object.values(inner.getFields()).flatMap((f) => {
    const walk = idWalker(f.type, memo);
    return walk ? [[f.name, walk] as const] : [];
  });
  const walker: IdWalker | null = fields.length
    ? (value, path, errors) => {
        if (value == null || typeof value !== 'object') return;
        for (const [name, walk] of fields) walk((value as Record<string, unknown>)[name], [...path, name], errors);
      }
    : null;
  memo.set(inner, walker);
  return walker;
}

/**
 * Every `ID` argument of the schema (also inside input objects and lists) is an id by the
 * convention that ids are bigint identities, so it is checked here, once, before any resolver
 * runs: `product(id: "abc")` or an id beyond int64 is a BAD_USER_INPUT naming the argument
 * (`id`, `ids.2`, `foodId` of an `input`; argumentField), not a database error. Fields without ID arguments keep
 * their resolvers untouched (no cost for them). Returns the same schema.
 */
export function guardIdArguments(schema: GraphQLSchema): GraphQLSchema {
  const memo = new Map<GraphQLInputObjectType, IdWalker | null>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const checks = field.args.flatMap((arg) => {
        const walk = idWalker(arg.type, memo);
        return walk ? [[arg.name, walk] as const] : [];
      });
      if (!checks.length) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const errors: FieldError[] = [];
        for (const [name, walk] of checks) walk(args[name], [name], errors);
        if (errors.length) throw BadInput(errors);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}

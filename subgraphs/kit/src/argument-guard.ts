import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { BadInput, type FieldError } from './errors.js';

/** Deeper argument values than this are refused (a JSON answer nested 5,000 deep is an attack, not a form). */
export const MAX_ARGUMENT_DEPTH = 20;

/**
 * Checks every root field's argument values before its resolver: no NUL character in any string
 * (PostgreSQL refuses them in text, which would be a 500) and no nesting deeper than
 * MAX_ARGUMENT_DEPTH (JSON scalars accept anything). The REST facade checks the same at its edge;
 * this holds for callers of /graphql too.
 */
export function guardArgumentValues(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      if (!field.args.length) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        const errors: FieldError[] = [];
        for (const [name, value] of Object.entries(args ?? {})) inspect(value, name, 0, errors);
        if (errors.length) throw BadInput(errors);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}

function inspect(value: unknown, path: string, depth: number, errors: FieldError[]): void {
  if (errors.length) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) errors.push({ field: path, message: `${path}에 쓸 수 없는 문자(NUL)가 있습니다.` });
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_ARGUMENT_DEPTH) {
    errors.push({ field: path, message: `${path}의 구조가 너무 깊습니다. (최대 ${MAX_ARGUMENT_DEPTH}단계)` });
    return;
  }
  if (Array.isArray(value)) value.forEach((item, i) => inspect(item, `${path}.${i}`, depth + 1, errors));
  else for (const [key, item] of Object.entries(value)) inspect(item, `${path}.${key}`, depth + 1, errors);
}

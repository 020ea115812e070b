import type { ParamSpec, RestRequest, RestRoute } from './types.js';

export interface FieldProblem {
  field: string;
  message: string;
}

const TYPE_LABEL: Record<string, string> = {
  string: '문자열',
  integer: '정수',
  number: '숫자',
  boolean: 'true 또는 false',
  array: '목록',
  object: '객체',
};

/**
 * Coerces query-string values to the declared types (query strings are text) and checks that
 * required fields are present and typed. Returns the problems; an empty list means valid.
 */
export function validateRequest(route: RestRoute, req: RestRequest): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const check = (source: Record<string, unknown>, specs: Record<string, ParamSpec> | undefined, fromText: boolean) => {
    for (const [name, spec] of Object.entries(specs ?? {})) {
      let value = source[name];
      if (value === undefined || value === null || value === '') {
        if (spec.required) problems.push({ field: name, message: `${name} 값이 필요합니다.` });
        if (value === '') delete source[name];
        continue;
      }
      if (fromText) value = source[name] = coerce(value, spec);
      if (!matches(value, spec)) problems.push({ field: name, message: `${name} 값은 ${TYPE_LABEL[spec.type]}이어야 합니다.` });
    }
  };
  check(req.params, route.params, true);
  check(req.query, route.query, true);
  check(req.body, route.body, false);
  return problems;
}

function coerce(value: unknown, spec: ParamSpec): unknown {
  if (spec.type === 'array') {
    const list = Array.isArray(value) ? value : String(value).split(',');
    return spec.items ? list.map((v) => coerce(v, { type: spec.items! })) : list;
  }
  if (typeof value !== 'string') return value;
  if (spec.type === 'integer' && /^-?\d+$/.test(value)) return Number(value);
  if (spec.type === 'number' && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (spec.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function matches(value: unknown, spec: ParamSpec): boolean {
  switch (spec.type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value) && (!spec.items || value.every((v) => matches(v, { type: spec.items! })));
    case 'object':
      return typeof value === 'object' && !Array.isArray(value);
  }
}

import {
  getNamedType,
  GraphQLNonNull,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  typeFromAST,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { apiSchema, compileRoute, namesFor, type CompiledRoute, type CompiledVariant, type NameTree, type RestField } from './compile.js';
import type { JsonSchema, RestRoute } from './types.js';

/**
 * OpenAPI 3.1 document derived from the route declarations and the schema: request fields from
 * the operations' variable types (under their legacy names), `result` from the selection sets.
 */

/** GraphQL scalars as JSON Schema; an ID is a number in digits. */
function scalarSchema(name: string, json: boolean): JsonSchema {
  switch (name) {
    case 'Int':
      return { type: 'integer', format: 'int32' };
    case 'Float':
      return { type: 'number' };
    case 'Boolean':
      return { type: 'boolean' };
    case 'ID':
      // JSON bodies may also send an ID as a non-negative integer.
      return json ? { type: ['string', 'integer'], pattern: '^[0-9]+$', minimum: 0 } : { type: 'string', pattern: '^[0-9]+$' };
    case 'LocalDate':
      return { type: 'string', format: 'date', description: '한국 날짜 YYYY-MM-DD' };
    case 'DateTimeISO':
      return { type: 'string', format: 'date-time' };
    case 'JSONObject':
      return { type: 'object' };
    default:
      return { type: 'string' };
  }
}

export function withNull(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  if (typeof type === 'string') return { ...schema, type: [type, 'null'], ...(schema.enum ? { enum: [...(schema.enum as unknown[]), null] } : {}) };
  if (Array.isArray(type)) return { ...schema, type: [...type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

const describe = (schema: JsonSchema, description?: string | null) => (description ? { ...schema, description } : schema);

/** A REST field's value as sent: legacy names inside input objects; in JSON, null where the type allows it. */
function inputSchema(type: GraphQLInputType, inner: NameTree | undefined, variant: CompiledVariant, json: boolean): JsonSchema {
  if (isNonNullType(type)) return nonNull(inputSchema(type.ofType, inner, variant, json));
  let schema: JsonSchema;
  if (isListType(type)) schema = { type: 'array', items: inputSchema(type.ofType, inner, variant, json) };
  else if (isInputObjectType(type)) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const field of Object.values(type.getFields())) {
      const { names, inner: below } = namesFor(inner?.[field.name], field.name, variant.restName);
      names.forEach((name, i) => {
        properties[name] = describe(inputSchema(field.type, below, variant, json), i ? `${names[0]}와 같음` : field.description);
      });
      if (isNonNullType(field.type) && field.defaultValue === undefined && names.length === 1) required.push(names[0]);
    }
    schema = describe({ type: 'object', properties, ...(required.length ? { required } : {}) }, type.description);
  } else if (isEnumType(type)) schema = describe({ type: 'string', enum: type.getValues().map((v) => v.name) }, type.description);
  else schema = scalarSchema(type.name, json);
  return json ? withNull(schema) : schema;
}

/** The JSON `data` of an operation: one property per root selection, typed from the selection sets. */
export function dataSchema(schema: GraphQLSchema, variant: CompiledVariant): JsonSchema {
  const fragments = new Map(variant.document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
  const operation = variant.document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const root = schema.getRootType(operation.operation)!;

  const selection = (type: GraphQLCompositeType, set: SelectionSetNode): JsonSchema => {
    const properties: Record<string, JsonSchema> = {};
    const collect = (on: GraphQLCompositeType, selections: SelectionSetNode) => {
      for (const node of selections.selections) {
        if (node.kind === Kind.FIELD) {
          const key = node.alias?.value ?? node.name.value;
          if (node.name.value === '__typename') {
            properties[key] = { type: 'string' };
            continue;
          }
          const field = 'getFields' in on ? on.getFields()[node.name.value] : undefined;
          if (!field) throw new Error(`${variant.operationName}: ${on.name} has no field ${node.name.value}`);
          const next = output(field.type, node.selectionSet);
          properties[key] = properties[key] ? merge(properties[key], next) : describe(next, field.description);
        } else {
          const set = node.kind === Kind.FRAGMENT_SPREAD ? fragments.get(node.name.value)! : node;
          const condition = set.typeCondition ? (typeFromAST(schema, set.typeCondition) as GraphQLCompositeType) : on;
          collect(condition, set.selectionSet);
        }
      }
    };
    collect(type, set);
    return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false };
  };

  const output = (type: GraphQLOutputType, set: SelectionSetNode | undefined): JsonSchema => {
    if (!isNonNullType(type)) return withNull(output(new GraphQLNonNull(type), set));
    const inner = type.ofType;
    if (isListType(inner)) return { type: 'array', items: output(inner.ofType, set) };
    if (isEnumType(inner)) return { type: 'string', enum: inner.getValues().map((v) => v.name) };
    if (set) return selection(getNamedType(inner) as GraphQLCompositeType, set);
    return scalarSchema(getNamedType(inner).name, false);
  };

  return selection(root, operation.selectionSet);
}

/** The schema without its null alternative (a non-null GraphQL type). */
function nonNull(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).filter((t) => t !== 'null');
    const rest: JsonSchema = { ...schema, type: types.length === 1 ? types[0] : types };
    if (Array.isArray(schema.enum)) rest.enum = (schema.enum as unknown[]).filter((v) => v !== null);
    return rest;
  }
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf[1].type === 'null') return anyOf[0];
  return schema;
}

/** The same response key selected twice (`product { a } product { b }`): one object with both selections (a list's items too). */
function merge(a: JsonSchema, b: JsonSchema): JsonSchema {
  const [la, lb] = [nonNull(a), nonNull(b)];
  if (la.type === 'array' && lb.type === 'array') {
    const items = merge(la.items as JsonSchema, lb.items as JsonSchema);
    const anyOf = a.anyOf as JsonSchema[] | undefined;
    return anyOf ? { ...a, anyOf: [{ ...anyOf[0], items }, anyOf[1]] } : { ...a, items };
  }
  const pa = (nonNull(a).properties ?? {}) as Record<string, JsonSchema>;
  const pb = (nonNull(b).properties ?? {}) as Record<string, JsonSchema>;
  if (!Object.keys(pa).length && !Object.keys(pb).length) return a;
  const properties = { ...pa, ...pb };
  return { ...a, properties, required: Object.keys(properties) };
}

/** The envelope's `result` for one variant: the first root field, a path into the data, or the declared function's shape. */
export function resultSchema(schema: GraphQLSchema, compiled: CompiledRoute, variant: CompiledVariant): JsonSchema {
  const data = dataSchema(schema, variant);
  const properties = data.properties as Record<string, JsonSchema>;
  const { result } = compiled.route;
  if (result && typeof result === 'object') return result.schema(data);
  if (typeof result === 'string') {
    let current: JsonSchema = data;
    let nullable = false;
    for (const key of result.split('.')) {
      nullable ||= current !== data && nonNull(current) !== current;
      const next = (nonNull(current).properties as Record<string, JsonSchema> | undefined)?.[key];
      if (!next) throw new Error(`${compiled.route.path}: result path ${result} is not in the selection`);
      current = next;
    }
    return nullable ? withNull(nonNull(current)) : current;
  }
  return properties[variant.rootKey];
}

const FIELD_PROBLEMS = {
  type: ['object', 'null'],
  description: '오류일 때: error(오류 코드)와 입력 오류면 fields',
  properties: {
    error: { type: 'string', description: 'BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED 또는 업무 코드' },
    fields: {
      type: 'array',
      items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string', description: '요청에 쓴 필드 이름' }, message: { type: 'string' } } },
    },
  },
};

const envelope = (result: JsonSchema) => ({
  type: 'object',
  required: ['code', 'msg', 'result'],
  properties: {
    code: { type: 'integer', description: '200 성공; 그 외 오류 코드 (410/411 쿠폰 거절은 HTTP 200)' },
    msg: { type: 'string', description: '사용자에게 보여줄 한국어 메시지' },
    result,
  },
});

const response = (description: string, result: JsonSchema) => ({ description, content: { 'application/json': { schema: envelope(result) } } });

/** One entry per REST name (alternative names point to the first). */
function fieldEntries(field: RestField, variant: CompiledVariant, json: boolean): [string, JsonSchema, boolean][] {
  const schema = inputSchema(field.type, field.inner, variant, json);
  const base = { ...schema, ...(field.default !== undefined && field.default !== null ? { default: field.default } : {}) };
  return field.names.map((name, i) => [name, describe(base, i ? `${field.names[0]}와 같음 (이전 이름)` : field.description), field.required && field.names.length === 1]);
}

/** Fields of every variant (a field is required only where every variant requires it). */
function requestFields(compiled: CompiledRoute) {
  const byName = new Map<string, { in: RestField['in']; schema: JsonSchema; required: boolean; count: number }>();
  for (const variant of compiled.variants) {
    for (const field of variant.fields) {
      for (const [name, schema, required] of fieldEntries(field, variant, field.in === 'body')) {
        const seen = byName.get(name);
        if (seen) {
          seen.required &&= required;
          seen.count += 1;
        } else byName.set(name, { in: field.in, schema, required, count: 1 });
      }
    }
  }
  for (const entry of byName.values()) if (entry.count < compiled.variants.length) entry.required = false;
  return byName;
}

/** The OpenAPI operation of one compiled route. */
function operationOf(schema: GraphQLSchema, compiled: CompiledRoute) {
  const { route } = compiled;
  const fields = requestFields(compiled);
  const parameters = [...fields]
    .filter(([, f]) => f.in !== 'body')
    .map(([name, f]) => ({
      name,
      in: f.in,
      required: f.in === 'path' || f.required,
      schema: f.schema,
      ...(f.schema.type === 'array' ? { style: 'form', explode: true } : {}),
      ...(f.schema.description ? { description: f.schema.description } : {}),
    }));
  const body = [...fields].filter(([, f]) => f.in === 'body');
  const objectOf = (entries: typeof body, file?: string) => {
    const required = entries.filter(([, f]) => f.required).map(([name]) => name);
    return {
      type: 'object',
      properties: {
        ...Object.fromEntries(entries.map(([name, f]) => [name, f.schema])),
        ...(file ? { [file]: { type: 'string', format: 'binary', description: '올릴 파일' } } : {}),
      },
      ...(required.length ? { required } : {}),
    };
  };
  const requestBody = body.length
    ? {
        requestBody: {
          required: body.some(([, f]) => f.required),
          content: {
            'application/json': { schema: objectOf(body) },
            ...(route.multipartFile
              ? {
                  'multipart/form-data': {
                    schema: objectOf(
                      body.filter(([name]) => name !== 'contentBase64'),
                      route.multipartFile,
                    ),
                  },
                }
              : {}),
          },
        },
      }
    : {};
  // Variants' results, once each (root fields' own descriptions aside: signUp and createGuest both answer an AuthPayload).
  const results = compiled.variants.map((v) => resultSchema(schema, compiled, v));
  const shapes = results.map(({ description: _, ...shape }) => JSON.stringify(shape));
  const distinct = results.filter((_r, i) => shapes.indexOf(shapes[i]) === i);
  const result = distinct.length === 1 ? distinct[0] : { anyOf: distinct.map(({ description: _, ...shape }) => shape) };
  const variants = compiled.variants.map((v) => (v.when ? `${v.when}이(가) 있으면 ${v.operationName}` : v.operationName));
  return {
    summary: route.summary,
    operationId: `${route.method.toLowerCase()}${route.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    description: `GraphQL: ${variants.join(', 그 외 ')}`,
    ...(route.auth === 'none' ? { security: [] } : route.auth === 'optional' ? { security: [{}, { bearerAuth: [] }] } : {}),
    parameters,
    ...requestBody,
    responses: {
      '200': response('성공 (또는 code에 담긴 업무 거절)', result),
      '400': response('잘못된 입력: result.fields에 요청의 필드 이름', FIELD_PROBLEMS),
      ...(route.auth === 'none' ? {} : { '401': response('로그인 필요 또는 토큰 오류', FIELD_PROBLEMS) }),
      '500': response('일시적인 오류', FIELD_PROBLEMS),
    },
  };
}

export function buildOpenApi(routes: RestRoute[] | CompiledRoute[], schema = apiSchema()) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of routes) {
    const compiled = 'route' in entry ? entry : compileRoute(entry, schema);
    const key = `/api${compiled.route.path}`;
    paths[key] ??= {};
    paths[key][compiled.route.method.toLowerCase()] = operationOf(schema, compiled);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '영양제 쇼핑몰 REST API',
      version: '1.0.0',
      description: '모든 응답은 { code, msg, result } 형식입니다. 각 경로는 GraphQL 작업 하나를 실행하며, 요청과 결과의 형식은 그 작업의 변수와 선택 필드에서 만들어집니다.',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearerAuth: [] }],
    paths,
  };
}

import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isNonNullType,
  Kind,
  parse,
  TypeInfo,
  typeFromAST,
  valueFromAST,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { RestRoute, Variant } from './types.js';

/**
 * Route declarations compiled against the composed client schema: the REST fields of each
 * operation (legacy names, where they are read from, their GraphQL types and where their values
 * go in the variables). Validation (validate.ts) and OpenAPI (openapi.ts) both read this.
 */

let cachedSchema: GraphQLSchema | undefined;
/** schema/api.graphql: the client schema the operations are generated and checked against. */
export function apiSchema(): GraphQLSchema {
  cachedSchema ??= buildSchema(readFileSync(new URL('../../../schema/api.graphql', import.meta.url), 'utf8'));
  return cachedSchema;
}

/** The spec's paging (section 3) calls the page size `pageSize`; every `$limit` is read from it unless renamed. */
const LEGACY_NAMES: Record<string, string> = { limit: 'pageSize' };

export type Location = 'path' | 'query' | 'body';

/** Legacy names inside an input object sent as JSON (the `fields` sub-declaration). */
export type NameTree = Record<string, unknown>;

export interface RestField {
  /** REST names; the first is documented and used in messages unless the client sent another. */
  names: string[];
  in: Location;
  type: GraphQLInputType;
  /** Where the value goes: `['loginId']`, or `['input', 'servingGrams']` for a field of `$input`. */
  target: string[];
  required: boolean;
  /** Declaration default, set by the facade when the client sends nothing. */
  fallback?: unknown;
  /** Default shown in OpenAPI (the declaration's, the operation variable's or the input field's). */
  default?: unknown;
  description?: string;
  /** Names inside an input object (or a list of them) this field carries. */
  inner?: NameTree;
}

export interface CompiledVariant {
  operationName: string;
  when?: string;
  /** The operation's text as generated (with its fragments). */
  query: string;
  document: DocumentNode;
  fields: RestField[];
  fixed: { target: string[]; value: unknown }[];
  /** Non-null input-object variables, sent (possibly empty) even when none of their fields were. */
  objects: string[];
  /** GraphQL name -> default REST name (snake_case for `naming: 'snake'`). */
  restName: (graphqlName: string) => string;
  /** Response key of the operation's first root field (the default `result`). */
  rootKey: string;
}

export interface CompiledRoute {
  route: RestRoute;
  variants: CompiledVariant[];
}

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A declaration's value for one GraphQL name -> its REST names and, for input objects, the inner names. */
export function namesFor(declared: unknown, graphqlName: string, restName: (n: string) => string): { names: string[]; inner?: NameTree } {
  if (typeof declared === 'string') return { names: [declared] };
  if (Array.isArray(declared)) return { names: [...declared] };
  if (declared && typeof declared === 'object') return { names: [restName(graphqlName)], inner: declared as NameTree };
  return { names: [restName(graphqlName)] };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function compileRoute(route: RestRoute, schema = apiSchema()): CompiledRoute {
  const where = `${route.method} ${route.path}`;
  if (!route.variants.length) throw new Error(`${where}: no operation`);
  route.variants.forEach((v, i) => {
    if (!v.when && i !== route.variants.length - 1) throw new Error(`${where}: only the last variant may go without \`when\``);
  });
  const variants = route.variants.map((v) => compileVariant(route, v, schema));
  if (route.multipartFile && !variants.every((v) => v.fields.some((f) => f.names.includes('contentBase64')))) {
    throw new Error(`${where}: a multipart route needs a contentBase64 field`);
  }
  return { route, variants };
}

function compileVariant(route: RestRoute, variant: Variant, schema: GraphQLSchema): CompiledVariant {
  const query = String(variant.operation);
  const document = parse(query);
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const where = `${route.method} ${route.path}`;
  if (operations.length !== 1 || !operations[0].name) throw new Error(`${where}: the document must hold one named operation`);
  const operation = operations[0];
  const operationName = operation.name!.value;
  const fail = (message: string): never => {
    throw new Error(`${where} (${operationName}): ${message}`);
  };
  const root = operation.selectionSet.selections[0];
  if (root.kind !== Kind.FIELD) fail('the first root selection must be a field');
  const rootKey = root.kind === Kind.FIELD ? (root.alias?.value ?? root.name.value) : '';
  const restName = route.naming === 'snake' ? snakeCase : (n: string) => n;
  const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const locate = (names: string[]): Location => (names.some((n) => placeholders.includes(n)) ? 'path' : route.method === 'GET' || route.method === 'DELETE' ? 'query' : 'body');
  const descriptions = variableDescriptions(schema, document);
  const declared = { fields: variant.fields ?? {}, fixed: variant.fixed ?? {}, defaults: variant.defaults ?? {} } as Record<string, Record<string, unknown>>;
  const variableNames = new Set(operation.variableDefinitions?.map((d) => d.variable.name.value));
  for (const [kind, values] of Object.entries(declared)) {
    for (const key of Object.keys(values)) if (!variableNames.has(key)) fail(`${kind} names $${key}, which the operation does not declare`);
  }

  const fields: RestField[] = [];
  const fixed: CompiledVariant['fixed'] = [];
  const objects: string[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType;
    const named = getNullableType(type);
    if (isInputObjectType(named)) {
      // `$input`: its fields are the REST fields, read from the request's top level.
      const [names, fixedValues, defaults] = [declared.fields[name], declared.fixed[name], declared.defaults[name]].map((v) => (v === undefined ? {} : v));
      for (const [kind, values] of [
        ['fields', names],
        ['fixed', fixedValues],
        ['defaults', defaults],
      ] as const) {
        if (!isRecord(values)) fail(`${kind}.${name} must name fields of ${named.name}`);
        for (const key of Object.keys(values as object)) if (!named.getFields()[key]) fail(`${kind}.${name}.${key}: ${named.name} has no field ${key}`);
      }
      for (const field of Object.values(named.getFields())) {
        if (field.name in (fixedValues as object)) {
          fixed.push({ target: [name, field.name], value: (fixedValues as Record<string, unknown>)[field.name] });
          continue;
        }
        const { names: rest, inner } = namesFor((names as Record<string, unknown>)[field.name], field.name, restName);
        const fallback = (defaults as Record<string, unknown>)[field.name];
        fields.push({
          names: rest,
          in: locate(rest),
          type: field.type,
          target: [name, field.name],
          required: isNonNullType(field.type) && field.defaultValue === undefined && fallback === undefined,
          fallback,
          default: fallback ?? field.defaultValue,
          description: field.description ?? undefined,
          inner,
        });
      }
      if (isNonNullType(type)) objects.push(name);
      continue;
    }
    if (name in declared.fixed) {
      fixed.push({ target: [name], value: declared.fixed[name] });
      continue;
    }
    const { names, inner } = namesFor(declared.fields[name] ?? LEGACY_NAMES[name], name, restName);
    const fallback = declared.defaults[name];
    const variableDefault = definition.defaultValue ? valueFromAST(definition.defaultValue, type) : undefined;
    fields.push({
      names,
      in: locate(names),
      type,
      target: [name],
      required: isNonNullType(type) && variableDefault === undefined && fallback === undefined,
      fallback,
      default: fallback ?? variableDefault,
      description: descriptions.get(name),
      inner,
    });
  }

  for (const field of fields) {
    if (route.notes?.[field.names[0]]) field.description = route.notes[field.names[0]];
    if (field.in === 'path') {
      if (field.names.length !== 1) fail(`path field ${field.names[0]} cannot have alternative names`);
      field.required = true;
    }
  }
  const all = fields.flatMap((f) => f.names);
  const twice = all.filter((n, i) => all.indexOf(n) !== i);
  if (twice.length) fail(`REST field ${twice[0]} is declared twice`);
  for (const placeholder of placeholders) if (!all.includes(placeholder)) fail(`path field {${placeholder}} is no variable`);
  if (variant.when && !all.includes(variant.when)) fail(`when: ${variant.when} is no REST field of this operation`);
  return { operationName, when: variant.when, query, document, fields, fixed, objects, restName, rootKey };
}

/**
 * A variable's description for the documentation: the description of the argument (or input
 * field) it is passed to, at its first use in the operation.
 */
function variableDescriptions(schema: GraphQLSchema, document: DocumentNode): Map<string, string> {
  const found = new Map<string, string>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Variable(node, _key, parent) {
        const name = node.name.value;
        if (found.has(name)) return;
        let description: string | null | undefined;
        if (parent && !Array.isArray(parent) && (parent as ASTNode).kind === Kind.OBJECT_FIELD) {
          const object = getNamedType(typeInfo.getParentInputType());
          if (isInputObjectType(object)) description = object.getFields()[(parent as { name: { value: string } }).name.value]?.description;
        } else {
          description = typeInfo.getArgument()?.description;
        }
        if (description) found.set(name, description);
      },
    }),
  );
  return found;
}

/** The variant a request runs: the first whose `when` field was sent, else the last. */
export function chooseVariant(route: CompiledRoute, source: Record<string, unknown>): CompiledVariant {
  return route.variants.find((v) => !v.when || (source[v.when] !== undefined && source[v.when] !== '')) ?? route.variants[route.variants.length - 1];
}

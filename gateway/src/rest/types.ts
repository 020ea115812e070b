/**
 * The REST facade is a table of declarations: each documented (method, path) names the GraphQL
 * operation it runs (a named operation in operations/*.graphql, typed by graphql-codegen) and
 * says only what the operation cannot: the legacy REST names of its variables, values the route
 * fixes, and where the result is not the operation's first field. Request validation, the
 * variables and the OpenAPI document are all derived from the operation's variable and result
 * types in the composed schema (compile.ts), so documentation cannot drift from behaviour.
 */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON Schema (OpenAPI 3.1 dialect) object. */
export type JsonSchema = Record<string, unknown>;

type Item<T> = T extends readonly (infer E)[] ? Item<E> : T;
type InputObject<T> = Item<NonNullable<T>> extends infer O ? (O extends Record<string, unknown> ? O : never) : never;

/**
 * Legacy REST names, keyed by GraphQL variable (or input-object field) name: one name, several
 * accepted names (the first one the client sent wins; the first is the documented one), or, for
 * an input object (also in a list), the names of its own fields.
 */
export type LegacyNames<T> = { [K in keyof T]?: string | readonly string[] | LegacyNames<InputObject<T[K]>> };

/** Values keyed like the variables; for an input-object variable, values of some of its fields. */
export type Values<T> = { [K in keyof T]?: T[K] | null | Values<InputObject<T[K]>> };

/** One GraphQL operation and how the REST request maps onto its variables. */
// The route table holds operations of every data and variable type: its entries erase them (a
// table typed `unknown` would refuse each entry, as `map` takes its operation's own data).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface OperationSpec<TData = any, TVariables = any> {
  /** A typed document from generated/graphql.ts (e.g. `op.LoginDocument`). */
  operation: DocumentTypeDecoration<TData, TVariables>;
  /**
   * Legacy names where they differ from the variable's (after `naming`). Every variable is a REST
   * field of its own name unless renamed here; an input-object variable (`$input`) is not a field
   * itself: its fields are read from the request's top level.
   */
  fields?: LegacyNames<TVariables>;
  /** Values the route sets itself: these variables (or input fields) are not REST fields. */
  fixed?: Values<TVariables>;
  /** Values used when the client sends nothing, where the operation's variable defaults cannot say it. */
  defaults?: Values<TVariables>;
}

/**
 * The function escape hatch for a result the spec shapes differently from the graph: `map` builds
 * it from the operation's data, `schema` describes it (given the data's derived schema).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as OperationSpec
export interface ResultFunction<TData = any> {
  map: (data: TData) => unknown;
  schema: (dataSchema: JsonSchema) => JsonSchema;
}

export interface RouteBase {
  method: HttpMethod;
  /** Path as in shared/api/rest-endpoints.tsv, with `{name}` placeholders (path fields). */
  path: string;
  /** Korean one-line description for the OpenAPI document. */
  summary: string;
  /** `required`: 401 without a valid token; `optional`: the token is verified when present; `none`: ignored. */
  auth: 'none' | 'optional' | 'required';
  /** `snake`: a field's REST name is the snake_case of its GraphQL name (`profileId` -> `profile_id`) unless renamed. */
  naming?: 'snake';
  /**
   * Accepts multipart/form-data with one file in this field (as well as JSON with base64
   * `contentBase64`); the file becomes `contentBase64` and, unless sent, `fileName`.
   */
  multipartFile?: string;
  /** OpenAPI descriptions of REST fields the schema's own descriptions do not explain. */
  notes?: Record<string, string>;
}

/** A route choosing its operation by request: the first variant whose `when` field was sent, else the one without `when`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as OperationSpec
export interface Variant<TData = any, TVariables = any> extends OperationSpec<TData, TVariables> {
  when?: string;
}

export interface RestRoute extends RouteBase {
  variants: Variant[];
  /**
   * The envelope's `result`: by default the operation's first root field; a dotted path into the
   * data (`'product.options'`); or a function (counted as an escape hatch).
   */
  result?: string | ResultFunction;
}

/** Declares a route running one operation; variable names in `fields`/`fixed`/`defaults` are type-checked. */
export function route<TData, TVariables>(
  declaration: RouteBase &
    Omit<OperationSpec<TData, TVariables>, 'fields' | 'fixed' | 'defaults'> & {
      fields?: NoInfer<LegacyNames<TVariables>>;
      fixed?: NoInfer<Values<TVariables>>;
      defaults?: NoInfer<Values<TVariables>>;
      result?: string | ResultFunction<NoInfer<TData>>;
    },
): RestRoute {
  const { operation, fields, fixed, defaults, result, ...base } = declaration;
  return { ...base, variants: [{ operation, fields, fixed, defaults }], ...(result ? { result } : {}) };
}

/** One operation of a route that chooses by request (see `RestRoute.variants`). */
export function variant<TData, TVariables>(
  when: string | undefined,
  spec: Omit<OperationSpec<TData, TVariables>, 'fields' | 'fixed' | 'defaults'> & {
    fields?: NoInfer<LegacyNames<TVariables>>;
    fixed?: NoInfer<Values<TVariables>>;
    defaults?: NoInfer<Values<TVariables>>;
  },
): Variant {
  return { ...spec, ...(when ? { when } : {}) };
}

export interface RestRequest {
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  params: Record<string, string>;
}

export interface Envelope {
  code: number;
  msg: string;
  result: unknown;
}

/** Routes whose legacy names are all snake_case of the GraphQL names (most nutrition rows). */
export const snakeCased = (routes: RestRoute[]): RestRoute[] => routes.map((r) => ({ naming: 'snake', ...r }));

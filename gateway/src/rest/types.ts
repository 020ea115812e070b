/**
 * The REST facade is a declarative table: each documented (method, path) names the GraphQL
 * operation it runs, how the request maps to variables, and how the data maps to `result`.
 * OpenAPI is generated from the same table, so documentation cannot drift from behaviour.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ParamType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

export interface ParamSpec {
  type: ParamType;
  required?: boolean;
  description?: string;
  /** For arrays: the item type. Query strings may repeat the key (`contentTypes=a&contentTypes=b`). */
  items?: ParamType;
}

export interface RestRequest {
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  params: Record<string, string>;
}

export interface RestRoute {
  method: HttpMethod;
  /** Path as in shared/api/rest-endpoints.tsv, with `{name}` placeholders. */
  path: string;
  /** Korean one-line description for the OpenAPI document. */
  summary: string;
  /** `required`: 401 without a valid token; `optional`: the token is forwarded when present. */
  auth: 'none' | 'optional' | 'required';
  /** Request fields, validated before the operation runs (400 naming the field otherwise). */
  query?: Record<string, ParamSpec>;
  body?: Record<string, ParamSpec>;
  params?: Record<string, ParamSpec>;
  /** The GraphQL document, or a function choosing one by request (e.g. guest vs member join). */
  operation: string | ((req: RestRequest) => string);
  variables?: (req: RestRequest) => Record<string, unknown>;
  /**
   * Accepts multipart/form-data with one file in this field (as well as JSON with base64
   * `contentBase64`); the file becomes `body.contentBase64` and `body.fileName`.
   */
  multipartFile?: string;
  /** Maps `data` of the GraphQL response to the envelope's `result` (default: the first field). */
  result?: (data: Record<string, any>, req: RestRequest) => unknown;
}

export interface Envelope {
  code: number;
  msg: string;
  result: unknown;
}

/**
 * Requests generated from the OpenAPI document (issue 14): the operations it lists, a minimal
 * valid body for each JSON request body, and fast-check arbitraries of hostile requests. The
 * contract test, the fuzz test and `npm run bench fuzz` all use this one module.
 */
import fc from "fast-check";
import { API_BASE_PATH, APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../../domain/api.ts";
import { USER_TYPE } from "../../../domain/userTypes.ts";

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  /** A discriminated union's branches (the bulk routes' actions). */
  oneOf?: JsonSchema[];
  const?: unknown;
  default?: unknown;
}

export interface Parameter {
  in: "path" | "query" | "header";
  name: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface OperationObject {
  security?: unknown[];
  "x-user-types"?: number[];
  "x-open-to-unlinked-seller"?: boolean;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
}

export interface ApiOperation {
  /** `post /admin/api/product` */
  key: string;
  method: string;
  /** The document's path, with `{param}` placeholders. */
  path: string;
  /** Undefined for public operations. */
  userTypes?: number[];
  openToUnlinkedSeller: boolean;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** Content types of the request body (multipart, JSON). */
  bodyTypes: string[];
}

export const DOCS_JSON_PATH = `${API_BASE_PATH}/docs/json`;

export const fetchDocument = async (baseUrl: string): Promise<OpenApiDocument> => {
  const response = await fetch(`${baseUrl}${DOCS_JSON_PATH}`);
  if (response.status !== 200) throw new Error(`docs answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
};

export const operationsOf = (document: OpenApiDocument): ApiOperation[] =>
  Object.entries(document.paths)
    .filter(([path]) => !path.startsWith(`${API_BASE_PATH}/docs`))
    .flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        key: `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        userTypes: operation["x-user-types"],
        openToUnlinkedSeller: operation["x-open-to-unlinked-seller"] === true,
        pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === "path"),
        queryParams: (operation.parameters ?? []).filter((parameter) => parameter.in === "query"),
        body: operation.requestBody?.content["application/json"]?.schema,
        bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
      })),
    );

/** Who sends a request: the four demo sign-ins the issue names, and nobody. */
export const IDENTITIES = [
  "administrator",
  "operator",
  "sellerLinked",
  "sellerUnlinked",
  "anonymous",
] as const;
export type Identity = (typeof IDENTITIES)[number];

export const USER_TYPE_OF: Record<Identity, number | undefined> = {
  administrator: USER_TYPE.administrator,
  operator: USER_TYPE.operator,
  sellerLinked: USER_TYPE.seller,
  sellerUnlinked: USER_TYPE.seller,
  anonymous: undefined,
};

/** A signed-in identity the operation admits (the linked seller before the unlinked one). */
export const allowedIdentity = (operation: ApiOperation): Identity => {
  if (!operation.userTypes) return "anonymous";
  const order: Identity[] = ["administrator", "operator", "sellerLinked"];
  return (
    order.find((identity) => operation.userTypes?.includes(USER_TYPE_OF[identity] ?? Number.NaN)) ??
    "anonymous"
  );
};

/** Real demo ids by body field name (`productId`), so a minimal body refers to records that exist. */
export type KnownIds = Record<string, string>;

const ZERO_UUID = "00000000-0000-4000-8000-000000000000";
const STORED_FILE = /\[0-9a-f\]\{8\}.*\\\.\[a-z0-9\]/;

const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== "null") : schema.type;

/** The smallest value the schema accepts, with field-name hints where JSON Schema says too little. */
export const minimalValue = (schema: JsonSchema, name: string, ids: KnownIds = {}): unknown => {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((item) => typeOf(item) !== "null") ?? branches[0];
    return branch ? minimalValue(branch, name, ids) : null;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const later = /end|return|until|to$/i.test(name);
  switch (typeOf(schema)) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const field of schema.required ?? []) {
        const property = schema.properties?.[field];
        if (property) value[field] = minimalValue(property, field, ids);
      }
      return value;
    }
    case "array": {
      const count = schema.minItems ?? 0;
      const itemName = name.replace(/s$/, "");
      return Array.from({ length: count }, () => minimalValue(schema.items ?? {}, itemName, ids));
    }
    case "integer":
    case "number":
      return Math.max(schema.minimum ?? 1, name === "version" ? 1 : (schema.minimum ?? 1));
    case "boolean":
      return false;
    case "string": {
      if (ids[name]) return ids[name];
      if (schema.format === "uuid") return ZERO_UUID;
      if (schema.format === "email" || /email/i.test(name)) return "contract.test@example.com";
      if (schema.format === "date" || schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$") {
        return later ? "2031-06-20" : "2031-06-10";
      }
      if (schema.format === "date-time") {
        return later ? "2031-06-20T10:00:00.000Z" : "2031-06-10T10:00:00.000Z";
      }
      if (schema.format === "uri") return "https://example.com/";
      if (schema.pattern && STORED_FILE.test(schema.pattern)) {
        return ids.storedFile ?? `${ZERO_UUID}.png`;
      }
      if (schema.pattern === "^\\d{6}$") return "123456";
      if (/password/i.test(name)) return "Contract#2026x";
      return "x".repeat(Math.max(1, schema.minLength ?? 1));
    }
    default:
      return null;
  }
};

/**
 * Optional fields a rule across fields requires, which JSON Schema cannot say: an intake request
 * names its model or event (or, from older apps, its name), a yacht has passengers and cabins, a
 * sandbox event names one record.
 */
export const REQUIRED_TOGETHER: Record<string, string[]> = {
  "post /admin/api/intake/rent-requests": ["rentModelId"],
  "post /admin/api/intake/event-requests": ["eventId"],
  "post /admin/api/rent-model": ["passengers", "cabins"],
  "put /admin/api/rent-model/{id}": ["passengers", "cabins"],
  "post /admin/api/stripe/sandbox-events": ["orderId"],
};

/** A body with only the required fields (and those of REQUIRED_TOGETHER) at their minimal value. */
export const minimalBody = (operation: ApiOperation, ids: KnownIds = {}) => {
  const schema = operation.body ?? { type: "object" };
  const required = [...(schema.required ?? []), ...(REQUIRED_TOGETHER[operation.key] ?? [])];
  return minimalValue({ ...schema, required }, "body", ids) as Record<string, unknown>;
};

/** The body's required top-level fields. */
export const requiredFields = (operation: ApiOperation) => operation.body?.required ?? [];

// ---------------------------------------------------------------------------------------------
// Hostile values

const HUGE = "x".repeat(100_000);
const CONTROL = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join("");

/** Strings a client should never get a 5xx for. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  HUGE,
  `${"é".repeat(50_000)}`,
  "\u0000",
  "a\u0000b",
  CONTROL,
  "\u007f\u0085\u2028\u2029",
  "\ud800",
  "😀".repeat(100),
  "not-a-uuid",
  "00000000-0000-0000-0000-00000000000g",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  ZERO_UUID.toUpperCase(),
  `${ZERO_UUID},${ZERO_UUID}`,
  ",,,",
  "' OR '1'='1",
  "'; drop table users; --",
  '" OR ""="',
  "1; select pg_sleep(5)",
  "%' and 1=1 --",
  "\\",
  "%00",
  "%",
  "_",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "-0",
  "1e309",
  "9999999999999999999999999",
  "-9223372036854775809",
  "1.5",
  "0x10",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
  "-",
  "--createdAt",
  "-createdAt",
  "createdAt;drop",
  "nameEn,-nameEn",
  "__proto__",
  "constructor",
  "2026-02-30",
  "2026-13-01",
  "0000-00-00",
  // A real ISO day and instant of year 0, which PostgreSQL has not.
  "0000-01-01",
  "0000-06-15T12:00:00Z",
  "0001-01-01T00:30:00+01:00",
  "99999-01-01",
  "2026-01-01T25:61:00Z",
  "-271821-04-20",
  "it",
  "en",
  "zz",
];

export const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -1e308,
  1e308,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
];

/** Accept-Language headers: header values must stay printable ASCII for fetch. */
export const HOSTILE_LANGUAGES = [
  "",
  "zz",
  "*",
  "xx-YY",
  "it-IT,it;q=0.9",
  "en;q=abc",
  "en;q=-1,it;q=2",
  ",,,;;;",
  "en".repeat(2000),
  "' OR 1=1",
  "__proto__",
  "constructor",
];

const deep = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

/** Any JSON value a hostile client might send in place of a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], [HUGE], { $gt: "" }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(10, 100, 2000).map((depth) => deep(depth, "x")),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// ---------------------------------------------------------------------------------------------
// Requests

export interface GeneratedRequest {
  operation: string;
  method: string;
  /** Path under /admin/api with its query string. */
  url: string;
  identity: Identity;
  language?: string;
  /** Raw body text (JSON or not). */
  body?: string;
  contentType?: string;
}

/** Percent-encodes anything, including lone surrogates encodeURIComponent refuses. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return Array.from(new TextEncoder().encode(value), (byte) =>
      `%${byte.toString(16).padStart(2, "0")}`.toUpperCase(),
    ).join("");
  }
};

/**
 * Node refuses a request line and headers over 16 KB (431) before the app sees them: address
 * values are cut to a few KB so the huge ones still reach validation (bodies keep ~100k).
 */
const URL_VALUE_CHARS = 3000;

const asQueryText = (value: unknown) =>
  (typeof value === "string" ? value : (JSON.stringify(value) ?? "undefined")).slice(
    0,
    URL_VALUE_CHARS,
  );

/** A hostile body: the minimal body with fields replaced, dropped or added, or no object at all. */
const bodyArbitrary = (operation: ApiOperation, ids: KnownIds): fc.Arbitrary<string> => {
  const base = minimalBody(operation, ids);
  const fields = Object.keys(operation.body?.properties ?? {});
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant("x");
  const mutated = fc
    .array(fc.tuple(field, fc.option(hostileValue, { freq: 4 })), { minLength: 1, maxLength: 4 })
    .map((changes) => {
      const body: Record<string, unknown> = { ...base };
      for (const [name, value] of changes) {
        if (value === null) delete body[name];
        else body[name] = value;
      }
      return JSON.stringify(body);
    });
  return fc.oneof(
    { weight: 8, arbitrary: mutated },
    { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? "null") },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "",
        "{",
        "{'a':1}",
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        "\u0000",
        JSON.stringify({ ...base, extra: HUGE }),
        `[${"[".repeat(5000)}${"]".repeat(5000)}]`,
      ),
    },
  );
};

const parameterValue = (parameter: Parameter, ids: KnownIds): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: hostileValue.map(asQueryText) },
    {
      weight: 1,
      arbitrary: fc.constant(
        asQueryText(minimalValue(parameter.schema ?? { type: "string" }, parameter.name, ids)),
      ),
    },
  );

/** One hostile request for the operation, sent as one of the identities. */
export const requestFor = (
  operation: ApiOperation,
  ids: KnownIds = {},
  identities: readonly Identity[] = IDENTITIES,
): fc.Arbitrary<GeneratedRequest> => {
  const pathValues = fc.tuple(
    ...operation.pathParams.map((parameter) =>
      fc.oneof(
        parameterValue(parameter, ids),
        fc.constantFrom(ZERO_UUID, "csv", "xlsx", "x.png", ...Object.values(ids)),
      ),
    ),
  );
  // Sometimes a parameter twice (`ids=a&ids=b`): the query parser then hands over an array.
  const query = fc.tuple(
    ...operation.queryParams.map((parameter) =>
      fc.option(fc.array(parameterValue(parameter, ids), { minLength: 1, maxLength: 2 }), {
        freq: parameter.required ? 8 : 2,
      }),
    ),
  );
  const unknownQuery = fc.option(fc.tuple(hostileString, hostileString), { freq: 6 });
  const body = operation.body
    ? fc.option(bodyArbitrary(operation, ids), { freq: 12 })
    : operation.method === "GET" || operation.method === "DELETE"
      ? fc.constant(null)
      : fc.option(
          hostileValue.map((value) => JSON.stringify(value) ?? "null"),
          { freq: 2 },
        );
  return fc
    .record({
      pathValues,
      query,
      unknownQuery,
      body,
      identity: fc.constantFrom(...identities),
      language: fc.option(fc.constantFrom(...HOSTILE_LANGUAGES), { freq: 2 }),
    })
    .map(({ pathValues, query, unknownQuery, body, identity, language }) => {
      let index = 0;
      const path = operation.path
        .slice(API_BASE_PATH.length)
        .replace(/\{[^}]+\}/g, () => encode(pathValues[index++] ?? ""));
      const pairs = operation.queryParams.flatMap((parameter, i) => {
        const value = query[i];
        return (value ?? []).map((item) => `${encode(parameter.name)}=${encode(item)}`);
      });
      if (unknownQuery) {
        const [name, value] = unknownQuery.map((text) => text.slice(0, URL_VALUE_CHARS));
        pairs.push(`${encode(name ?? "")}=${encode(value ?? "")}`);
      }
      return {
        operation: operation.key,
        method: operation.method,
        url: pairs.length ? `${path}?${pairs.join("&")}` : path,
        identity,
        ...(language === null ? {} : { language }),
        ...(body === null ? {} : { body, contentType: "application/json" }),
      };
    });
};

/** Hostile requests over every given operation. */
export const requestArbitrary = (
  operations: ApiOperation[],
  ids: KnownIds = {},
  identities: readonly Identity[] = IDENTITIES,
): fc.Arbitrary<GeneratedRequest> =>
  fc.oneof(...operations.map((operation) => requestFor(operation, ids, identities)));

export type Tokens = Partial<Record<Identity, string>>;

/** Sends a generated request with the app key and the identity's token. */
export const send = (baseUrl: string, request: GeneratedRequest, tokens: Tokens) => {
  const token = tokens[request.identity];
  return fetch(`${baseUrl}${API_BASE_PATH}${request.url}`, {
    method: request.method,
    headers: {
      [APP_KEY_HEADER]: DEFAULT_APP_KEY,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(request.language !== undefined ? { "accept-language": request.language } : {}),
      ...(request.contentType ? { "content-type": request.contentType } : {}),
    },
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
};

/** What a request answered, for the properties: the status and a 400's code and field errors. */
export interface Answer {
  status: number;
  code?: string;
  errors?: Record<string, string>;
}

export const answerOf = async (response: Response): Promise<Answer> => {
  const text = await response.text();
  if (response.status < 400) return { status: response.status };
  try {
    const body = JSON.parse(text) as { code?: string; errors?: Record<string, string> };
    return { status: response.status, code: body.code, errors: body.errors };
  } catch {
    return { status: response.status };
  }
};

/**
 * The 400s that concern no one field, each with its documented code (locales/<lang>/errors.json):
 * a mailed link or a provider's state as a whole, and the webhook's signature or payload
 * (docs/api.md#payment-webhooks). Every other 400 names its fields in `errors`.
 */
export const NON_FIELD_400_CODES = [
  "resetLinkInvalid",
  "verifyLinkInvalid",
  "paymentLinkFailed",
  "webhookSignatureInvalid",
  "webhookPayloadInvalid",
];

/** A 400 names its fields (a non-empty `errors`) or carries a documented non-field code. */
export const namesItsFields = (answer: Answer) =>
  answer.status !== 400 ||
  Object.keys(answer.errors ?? {}).length > 0 ||
  NON_FIELD_400_CODES.includes(answer.code ?? "");

/** Operations the generators leave out, each with its reason. */
export const NOT_FUZZED: Record<string, string> = {
  "put /admin/api/user/logout": "revokes the identity's session, which the later requests need",
};

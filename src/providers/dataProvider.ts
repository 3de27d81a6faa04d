import type {
  BaseKey,
  BaseRecord,
  CreateParams,
  CrudFilter,
  CrudSort,
  CustomParams,
  DataProvider,
  DeleteOneParams,
  GetListParams,
  GetManyParams,
  GetOneParams,
  UpdateParams,
} from "@refinedev/core";
import simpleRest from "@refinedev/simple-rest";
import type { AxiosInstance } from "axios";
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from "../../domain/api";
import { config } from "../config";
import { readsAhead } from "../readAhead/readsAhead";
import type { CustomAnswer } from "./api";
import { httpClient } from "./httpClient";

/**
 * Where a resource lives on the API: path templates relative to the API base, `:id` filled in.
 * Leave out the actions the API does not offer; calling one of them throws.
 */
export type Endpoints = {
  list?: string;
  one?: string;
  create?: string;
  update?: string;
  remove?: string;
};

/** Resource name → its endpoints. Assembled from the resource definitions (src/resources). */
export type EndpointMap = Readonly<Record<string, Endpoints>>;

/** What a list page shows first: the page, sort and filters its table asks for. */
export type ListRead = Pick<GetListParams, "resource" | "pagination" | "sorters" | "filters">;

/** A list's first page as its query holds it, and when the read that brought it started. */
export type AnsweredList = { rows: { data: BaseRecord[]; total: number }; readAt: number };

/**
 * Our data provider: Refine's, a list read started before the page's query asks for it, and
 * that read's answer, taken before the query's first render when it is in already.
 */
export type AppDataProvider = DataProvider & {
  /** Starts the read (unless it is under way); settles with its answer. */
  readListAhead: (read: ListRead) => Promise<unknown>;
  takeAnsweredList: (read: ListRead) => AnsweredList | undefined;
};

type Envelope<T> = { message: string; data: T };
type ListAnswer<T> = Envelope<{ items: T[]; total: number }>;
type QueryValue = string | number;

const toParam = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(",") : String(value);

/**
 * Refine filters → the API's list query (docs/api.md):
 *   field "q"        → q=value (free-text search)
 *   eq, contains     → field=value
 *   in               → field=a,b
 *   gte / lte        → fieldMin=value / fieldMax=value (ranges, e.g. purchaseDateMin)
 * Empty values are dropped (a cleared filter). Other operators are not part of the API and throw.
 */
export const filterParams = (filters: CrudFilter[] = []): Record<string, string> => {
  const params: Record<string, string> = {};
  for (const filter of filters) {
    if (!("field" in filter)) {
      throw new Error(
        `The API has no "${filter.operator}" filter groups; use plain field filters.`,
      );
    }
    const { field, operator, value } = filter;
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (operator === "eq" || operator === "contains" || operator === "in") {
      params[field] = toParam(value);
    } else if (operator === "gte") {
      params[`${field}Min`] = toParam(value);
    } else if (operator === "lte") {
      params[`${field}Max`] = toParam(value);
    } else {
      throw new Error(`The API does not support the "${operator}" filter (field "${field}").`);
    }
  }
  return params;
};

// The API sorts by one field: sort=field ascending, sort=-field descending.
export const sortParam = ([first]: CrudSort[] = []): Record<string, string> =>
  first ? { sort: first.order === "desc" ? `-${first.field}` : first.field } : {};

/** A list answer as Refine holds a list: its rows as `data`, beside the total. */
const rowsOf = <T extends BaseRecord>({ items, total }: { items: unknown[]; total: number }) => ({
  data: items as T[],
  total,
});

/** "/product/:id" → "product": simple-rest writes `${apiUrl}/${resource}/${id}` itself. */
const restResource = (template: string) => template.replace(/^\//, "").replace(/\/:id$/, "");

/** simple-rest puts the id in the path as it is; ours may hold any character. */
const pathId = (id: BaseKey) => encodeURIComponent(String(id));

/** Every answer of the API is an envelope (docs/api.md): the record is its `data`. */
const unwrap = <T>({ data: body }: { data: Envelope<T> }) => ({ data: body.data });

/**
 * A Refine data provider: @refinedev/simple-rest over the shared HTTP client (the client's base
 * URL is the API's), with only what our contract (docs/api.md) changes: resource paths from one
 * endpoint map, the `{ message, data }` envelope, PUT updates, and the list query
 * (`offset`/`limit`, `sort=-field`, the filter mapping, `ids=` for many records at once).
 */
export function createDataProvider(
  endpoints: EndpointMap,
  client: AxiosInstance = httpClient,
): AppDataProvider {
  const rest = simpleRest("", client);

  const pathOf = (resource: string, action: keyof Endpoints): string => {
    const entry = endpoints[resource];
    if (!entry) {
      throw new Error(
        `No API endpoints for resource "${resource}": add them to its definition in src/resources/.`,
      );
    }
    const path = entry[action];
    if (!path) throw new Error(`Resource "${resource}" has no "${action}" endpoint.`);
    return path;
  };

  const list = async <T>(resource: string, params: Record<string, QueryValue>) => {
    const { data: body } = await client.get<ListAnswer<T>>(pathOf(resource, "list"), { params });
    return body.data;
  };

  // A list's page asks for its read ahead in the same breath: an older one is not taken.
  const ahead = readsAhead<Awaited<ReturnType<typeof list>>>({ freshMs: 5_000 });
  /** A write: what was read ahead may predate it. */
  const writing = <T>(write: Promise<T>) => {
    ahead.forget();
    return write;
  };

  return {
    ...rest,
    getApiUrl: () => config.apiUrl,

    getList: async <T extends BaseRecord>(read: GetListParams) => {
      const params = listParams(read);
      const answer = ahead.take(read.resource, params) ?? list(read.resource, params);
      return rowsOf<T>(await answer);
    },

    /**
     * Starts a list's first read while its page is still rendering (issue 13): react-query asks
     * only once the page is on screen, and getList then takes this read instead of sending its own.
     */
    readListAhead: (read: ListRead) => {
      const params = listParams(read);
      return ahead.start(read.resource, params, () => list(read.resource, params));
    },

    takeAnsweredList: (read: ListRead) => {
      const taken = ahead.takeAnswered(read.resource, listParams(read));
      if (!taken) return undefined;
      return { rows: rowsOf(taken.answer), readAt: taken.startedAt };
    },

    // One list call per hundred ids (the API's page limit), in the caller's scope.
    getMany: async <T extends BaseRecord>({ resource, ids }: GetManyParams) => {
      const batches = chunk(ids, LIST_LIMIT_MAX);
      const pages = await Promise.all(
        batches.map((batch) => list<T>(resource, { ids: toParam(batch), limit: LIST_LIMIT_MAX })),
      );
      return { data: pages.flatMap((page) => page.items) };
    },

    getOne: async <T extends BaseRecord>({ resource, id, meta }: GetOneParams) =>
      unwrap<T>(
        await rest.getOne({
          resource: restResource(pathOf(resource, "one")),
          id: pathId(id),
          meta,
        }),
      ),

    create: async <T extends BaseRecord, V>({ resource, variables, meta }: CreateParams<V>) =>
      unwrap<T>(
        await writing(
          rest.create({ resource: restResource(pathOf(resource, "create")), variables, meta }),
        ),
      ),

    update: async <T extends BaseRecord, V>({ resource, id, variables, meta }: UpdateParams<V>) =>
      unwrap<T>(
        await writing(
          rest.update({
            resource: restResource(pathOf(resource, "update")),
            id: pathId(id),
            variables,
            meta: { ...meta, method: "put" },
          }),
        ),
      ),

    deleteOne: async <T extends BaseRecord, V>({ resource, id, meta }: DeleteOneParams<V>) =>
      unwrap<T>(
        await writing(
          rest.deleteOne({
            resource: restResource(pathOf(resource, "remove")),
            id: pathId(id),
            meta,
          }),
        ),
      ),

    // simple-rest sends `query` only with GET; ours goes with every method (e.g. ?confirm=true).
    // The answer is the whole envelope: the payload as `data`, beside the server's message and
    // what else it tells (a write's mails), which screens show after a write.
    custom: async <T extends BaseRecord, Q, P>({
      url,
      method,
      payload,
      query,
      headers,
      meta,
    }: CustomParams<Q, P>): Promise<CustomAnswer<T>> => {
      const request = client.request<CustomAnswer<T>>({
        url,
        method,
        data: payload,
        params: query,
        headers,
        // A query's signal (react-query cancels it), and a longer wait for an upload.
        signal: meta?.signal,
        timeout: meta?.timeoutMs,
      });
      const { data: body } = await (method === "get" ? request : writing(request));
      return body;
    },
  };
}

/** The list query of a page, sort and filters, as getList sends it. */
const listParams = ({ pagination, sorters, filters }: ListRead) => {
  const params: Record<string, QueryValue> = { ...sortParam(sorters), ...filterParams(filters) };
  if (pagination?.mode === "server") {
    const currentPage = pagination.currentPage ?? 1;
    const pageSize = pagination.pageSize ?? LIST_LIMIT_DEFAULT;
    params.offset = (currentPage - 1) * pageSize;
    params.limit = pageSize;
  }
  return params;
};

const chunk = <T>(values: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(values.length / size) }, (_, index) =>
    values.slice(index * size, (index + 1) * size),
  );

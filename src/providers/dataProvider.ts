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
import type { AxiosInstance } from "axios";
import { LIST_LIMIT_DEFAULT } from "../../domain/api";
import { config } from "../config";
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

type Envelope<T> = { message: string; data: T };
type ListAnswer<T> = Envelope<{ items: T[]; total: number }>;
type QueryValue = string | number;

const fillId = (template: string, id: BaseKey) =>
  template.replace(":id", encodeURIComponent(String(id)));

const toParam = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(",") : String(value);

/**
 * Refine filters → the API's list query (decision D3):
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

/**
 * A Refine data provider over the shared HTTP client, driven by one endpoint map.
 * getMany asks for each id on its `one` path (in parallel): the API has no by-ids list query,
 * and Refine only uses getMany for the few records a select or a relation shows.
 */
export function createDataProvider(
  endpoints: EndpointMap,
  client: AxiosInstance = httpClient,
): DataProvider {
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

  const getOne = async <T>(resource: string, id: BaseKey): Promise<T> => {
    const { data: body } = await client.get<Envelope<T>>(fillId(pathOf(resource, "one"), id));
    return body.data;
  };

  return {
    getApiUrl: () => config.apiUrl,

    getList: async <T extends BaseRecord>({
      resource,
      pagination,
      sorters,
      filters,
    }: GetListParams) => {
      const params: Record<string, QueryValue> = {
        ...sortParam(sorters),
        ...filterParams(filters),
      };
      if (pagination?.mode === "server") {
        const currentPage = pagination.currentPage ?? 1;
        const pageSize = pagination.pageSize ?? LIST_LIMIT_DEFAULT;
        params.offset = (currentPage - 1) * pageSize;
        params.limit = pageSize;
      }
      const { data: body } = await client.get<ListAnswer<T>>(pathOf(resource, "list"), { params });
      return { data: body.data.items, total: body.data.total };
    },

    getOne: async <T extends BaseRecord>({ resource, id }: GetOneParams) => ({
      data: await getOne<T>(resource, id),
    }),

    getMany: async <T extends BaseRecord>({ resource, ids }: GetManyParams) => ({
      data: await Promise.all(ids.map((id) => getOne<T>(resource, id))),
    }),

    create: async <T extends BaseRecord, V>({ resource, variables }: CreateParams<V>) => {
      const { data: body } = await client.post<Envelope<T>>(pathOf(resource, "create"), variables);
      return { data: body.data };
    },

    update: async <T extends BaseRecord, V>({ resource, id, variables }: UpdateParams<V>) => {
      const path = fillId(pathOf(resource, "update"), id);
      const { data: body } = await client.put<Envelope<T>>(path, variables);
      return { data: body.data };
    },

    deleteOne: async <T extends BaseRecord, V>({ resource, id }: DeleteOneParams<V>) => {
      const path = fillId(pathOf(resource, "remove"), id);
      const { data: body } = await client.delete<Envelope<T>>(path);
      return { data: body.data };
    },

    // `url` is relative to the API base, e.g. "/order/count".
    custom: async <T extends BaseRecord, Q, P>({
      url,
      method,
      payload,
      query,
      headers,
    }: CustomParams<Q, P>) => {
      const { data: body } = await client.request<Envelope<T>>({
        url,
        method,
        data: payload,
        params: query,
        headers,
      });
      return { data: body.data };
    },
  };
}

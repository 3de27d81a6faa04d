/**
 * Lists and exports for every resource (docs/api.md, docs/data.md#pages-of-the-original-template): one definition gives a page route
 * (`GET /things`: offset, limit, sort, q, filters → { items, total }) and a streamed export
 * (`GET /things/export/csv|xlsx`: same sort, q and filters without paging, or ids=a,b), both in
 * the OpenAPI document.
 *
 * @example
 * import { defineList, listRoutes, oneOf, ownedBySeller, timeRange } from "../lists/index.ts";
 *
 * export const orderList = defineList({
 *   name: "orders",                                   // export file: orders-2026-11-23.csv
 *   table: orders,                                    // a Drizzle table with a uuid `id`
 *   sortable: { number: orders.number, totalCents: orders.totalCents, createdAt: orders.createdAt,
 *     product: referencedSort(orders.productId, products, products.nameEn) }, // the product's name
 *   defaultSort: "-createdAt",
 *   searchable: [orders.number, orders.customerName], // q: ILIKE anywhere, numbers as text
 *   filters: {
 *     status: oneOf(orders.status, z.enum(ORDER_STATUSES)), // status=a or status=a,b
 *     createdAt: timeRange(orders.createdAt),              // createdAtMin / createdAtMax
 *     // customerName: containing(orders.customerName),    // any case, anywhere in the text
 *   },
 *   scope: ownedBySeller(orders.sellerId),             // sellers: own rows only; staff: all
 *   toItems: async (rows, context) => rows.map(toOrder),  // load references in bulk here
 *   columns: [
 *     { header: "orders:export.number", value: (order) => order.number, format: "number" },
 *     { header: "orders:export.total", value: (order) => order.totalCents, format: "money" },
 *     { header: "orders:export.createdAt", value: (order) => order.createdAt, format: "datetime" },
 *   ],
 *   // optional, for a big list: the export reads only these fields and builds only what the
 *   // columns show (references looked up once per export with rememberedPerRequest)
 *   // cellFields: ["number", "totalCents", "createdAt"], toCells: async (rows, context) => rows,
 * });
 *
 * // in the module's routes plugin:
 * listRoutes(app, orderList, {
 *   path: "/orders", userTypes: BACK_OFFICE_USER_TYPES, tag: "orders", title: "Orders",
 *   item: order, message: "orders:listed",
 * });
 * // and for a record page, in the caller's scope (another seller's id → undefined → 404):
 * const found = await orderList.one(request.params.id, requestContext(request));
 *
 * // a resource with writes adds POST /order and GET|PUT|DELETE /order/:id in one call:
 * recordEditRoutes(app, { path: "/order", tag: "orders", title: "Order", item: order, input: orderInput,
 *   readers: BACK_OFFICE_USER_TYPES, writers: STAFF_USER_TYPES, messages: {…},
 *   find, create, update, remove });   // service functions (id?, input?, context) → the item
 *
 * Headers and messages are translation keys: their namespace must be one the server loads
 * (server/plugins/i18n.ts NAMESPACES). Route options accept `config`, e.g.
 * `{ openToUnlinkedSeller: true }` for a route a seller may call before linking payments.
 */
export { isSeller, ownedBySeller, type RequestContext, requestContext } from "./context.ts";
export { defineList, type List, type ListDefinition, type ListPage } from "./define.ts";
export { exportFileName, exportStream } from "./export.ts";
export {
  commaList,
  containing,
  custom,
  type FilterSpec,
  NONE,
  oneOf,
  range,
  timeRange,
} from "./filters.ts";
export type { CellFormat, ExportColumn } from "./format.ts";
export { type RecordEditRoutesOptions, recordEditRoutes } from "./recordEditRoutes.ts";
export { recordReadRoute } from "./recordReadRoute.ts";
export { type ReferencedSort, referencedSort } from "./referencedSort.ts";
export { rememberedPerRequest } from "./remembered.ts";
export { type ListRouteOptions, listRoutes } from "./routes.ts";
export { idIn, invalidFields, notFound, requireStoredFiles } from "./rules.ts";
export { ownSellerId, staffSellerFilter } from "./sellerScope.ts";
export { claimVersion, type EditedRecord, staleVersion } from "./versions.ts";

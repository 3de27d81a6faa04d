import type { ListDefinition, ListTable } from "../../../server/lists/define.ts";

/** A node of `EXPLAIN (FORMAT JSON)`, as far as the plan test reads it. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

/** The sequential scans of `tables` anywhere in the plan. */
export const seqScansOf = (plan: PlanNode, tables: readonly string[]): string[] => [
  ...(plan["Node Type"] === "Seq Scan" && tables.includes(plan["Relation Name"] ?? "")
    ? [`Seq Scan on ${plan["Relation Name"]}`]
    : []),
  ...(plan.Plans ?? []).flatMap((child) => seqScansOf(child, tables)),
];

const DAY = 24 * 60 * 60 * 1000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

/** Validated query values for each filter a list may declare, selecting part of the rows. */
const filterValues = (sellerId: string): Record<string, Record<string, unknown>> => ({
  status: { status: ["returnRequest"] },
  sellerId: { sellerId: [sellerId] },
  purchaseDate: { purchaseDateMin: day(60), purchaseDateMax: day(50) },
  createdAt: { createdAtMin: day(60), createdAtMax: day(50) },
  deliveryDate: { deliveryDateMin: day(40), deliveryDateMax: day(30) },
  paymentState: { paymentState: ["refunded"] },
});

/** Every sort both ways, every filter and `q`, each on the first page and at `deepOffset`. */
export const listQueries = (
  // biome-ignore lint/suspicious/noExplicitAny: any list's definition, whatever its item type
  definition: ListDefinition<ListTable, any>,
  { sellerId, deepOffset }: { sellerId: string; deepOffset: number },
) => {
  const values = filterValues(sellerId);
  const filters = Object.keys(definition.filters ?? {}).map((name) => {
    const value = values[name];
    if (!value) throw new Error(`${definition.name}: no test value for the filter ${name}`);
    return value;
  });
  const firstPages: Record<string, unknown>[] = [
    ...Object.keys(definition.sortable).flatMap((name) => [{ sort: name }, { sort: `-${name}` }]),
    ...filters,
    { q: "customer5" },
    { q: "bag 12" },
  ];
  return firstPages.flatMap((query) => [query, { ...query, offset: deepOffset }]);
};

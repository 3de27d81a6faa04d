import type { ExportColumn } from "../lists/index.ts";

/** What every arrival (rent, event and order requests, orders) carries, as the records show it. */
interface Arrival {
  number: number;
  createdAt: string;
  status: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
}

/**
 * The export columns every arrival list starts with: number, arrival time, translated status
 * (`statuses:<group>.<status>`) and the customer's contact.
 */
export const arrivalColumns = <Item extends Arrival>(
  statusGroup: "request" | "orderRequest" | "order",
  statusWidth?: number,
): ExportColumn<Item>[] => [
  { header: "intake:columns.number", value: (item) => item.number, format: "number" },
  {
    header: "intake:columns.createdAt",
    value: (item) => item.createdAt,
    format: "datetime",
    width: 20,
  },
  {
    header: "intake:columns.status",
    value: (item, context) => context.t(`statuses:${statusGroup}.${item.status}`),
    ...(statusWidth ? { width: statusWidth } : {}),
  },
  { header: "intake:columns.customerName", value: (item) => item.customerName, width: 24 },
  { header: "intake:columns.customerEmail", value: (item) => item.customerEmail, width: 28 },
  { header: "intake:columns.customerPhone", value: (item) => item.customerPhone },
];

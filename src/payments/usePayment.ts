import { useCustom, usePermissions } from "@refinedev/core";
import { REFUNDERS } from "../../domain/access";
import type { RecordPayment } from "../../domain/refunds.schema";
import type { Permissions } from "../providers/authProvider";
import { paymentPath } from "./recordPaymentApi";

/** The record's payment state, amounts and refunds, read again with the record's version. */
export function usePayment(recordPath: string, version: number) {
  const { query } = useCustom<RecordPayment>({
    url: paymentPath(recordPath),
    method: "get",
    meta: { version },
  });
  return { ...query, data: query.data?.data };
}

/**
 * Whether the signed-in user refunds (administrators, docs/api.md#refunds): operators and sellers
 * only read.
 */
export function useMayRefund(): boolean {
  const { data } = usePermissions<Permissions | null>({});
  return Boolean(data && REFUNDERS.includes(data.userType));
}

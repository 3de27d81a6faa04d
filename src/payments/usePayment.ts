import { usePermissions } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { REFUNDERS } from "../../domain/access";
import type { RecordPayment } from "../../domain/refunds.schema";
import type { Permissions } from "../providers/authProvider";
import { type Answer, httpClient } from "../providers/httpClient";
import { paymentKey, paymentPath } from "./recordPaymentApi";

/** The record's payment state, amounts and refunds, read again with the record's version. */
export function usePayment(recordPath: string, version: number) {
  return useQuery({
    queryKey: [...paymentKey(recordPath), version],
    queryFn: async () =>
      (await httpClient.get<Answer<RecordPayment>>(paymentPath(recordPath))).data.data,
  });
}

/**
 * Whether the signed-in user refunds (administrators, docs/api.md#refunds): operators and sellers
 * only read.
 */
export function useMayRefund(): boolean {
  const { data } = usePermissions<Permissions | null>({});
  return Boolean(data && REFUNDERS.includes(data.userType));
}

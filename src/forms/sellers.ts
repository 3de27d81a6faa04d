import { usePermissions } from "@refinedev/core";
import { STAFF_USER_TYPES } from "../../domain/userTypes";
import type { Permissions } from "../providers/authProvider";
import { useRecordOptions } from "./useRecordOptions";

/** A seller as GET /sellers lists them (staff only). */
export type SellerSummary = {
  _id: string;
  fullName: string;
  email: string;
  paymentLinked: boolean;
};

/** Whether the signed-in user is staff (administrator or operator), who see and choose sellers. */
export function useIsStaff(): boolean {
  const { data } = usePermissions<Permissions | null>({});
  return Boolean(data && STAFF_USER_TYPES.includes(data.userType));
}

/**
 * The sellers as select options (`Full name · email`), searched on the server, for a Seller
 * column filter or a form's seller field. Asked only when `enabled` (staff): sellers may not
 * list other sellers.
 */
export function useSellerOptions(enabled: boolean, selected?: string | null) {
  return useRecordOptions<SellerSummary>({
    resource: "sellers",
    label: (seller) => `${seller.fullName} · ${seller.email}`,
    sorters: [{ field: "fullName", order: "asc" }],
    selected,
    enabled,
  });
}

import { useCustom, usePermissions } from "@refinedev/core";
import { STAFF_USER_TYPES } from "../../domain/userTypes";
import type { Permissions } from "../providers/authProvider";

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
 * The sellers as select options (`Full name · email`), for a Seller column filter or a form's
 * seller field. Asked only when `enabled` (staff): sellers may not list other sellers.
 */
export function useSellerOptions(enabled: boolean) {
  const { result, query } = useCustom<{ items: SellerSummary[]; total: number }>({
    url: "/sellers",
    method: "get",
    config: { query: { limit: 100, sort: "fullName" } },
    queryOptions: { enabled, staleTime: 60_000 },
  });
  const options = (result?.data?.items ?? []).map((seller) => ({
    value: seller._id,
    label: `${seller.fullName} · ${seller.email}`,
  }));
  return { options, loading: query.isLoading && enabled };
}

import type { AccessControlProvider, ResourceProps } from "@refinedev/core";
import { USER_TYPE } from "../../domain/userTypes";
import { isOpenTo } from "../resources/definition";
import type { Permissions } from "./authProvider";
import { i18n } from "./i18n";

/** Why a resource stays closed: not for this user type, or a seller still without a payment account. */
export type Denial = "userType" | "paymentAccount";

/** A seller who has not linked a payment account yet (docs/access.md#payment-account). */
export const needsPaymentAccount = (permissions: Permissions | null | undefined): boolean =>
  permissions?.userType === USER_TYPE.seller && !permissions.paymentAccountLinked;

/**
 * The one access rule (docs/access.md#user-types, docs/access.md#payment-account), read from a resource's Refine meta: the sidebar, the
 * route gate and Refine's can() all ask it. Unknown resources and unknown users are refused.
 */
export const denialOf = (
  meta: ResourceProps["meta"],
  permissions: Permissions | null | undefined,
): Denial | null => {
  if (!permissions || !isOpenTo(meta, permissions.userType)) return "userType";
  return needsPaymentAccount(permissions) && meta?.openWithoutPaymentAccount !== true
    ? "paymentAccount"
    : null;
};

/**
 * Refine's access control over a resource registry: every action of a resource is open exactly
 * when the resource is (the API enforces record ownership). The reason is a sentence for tooltips.
 */
export function createAccessControlProvider(
  resources: readonly ResourceProps[],
  getPermissions: () => Promise<Permissions | null>,
): AccessControlProvider {
  return {
    can: async ({ resource, params }) => {
      const name = params?.resource?.name ?? resource;
      const meta = resources.find((entry) => entry.name === name)?.meta;
      const denial = denialOf(meta, await getPermissions());
      return denial ? { can: false, reason: i18n.t(`access:reason.${denial}`) } : { can: true };
    },
  };
}

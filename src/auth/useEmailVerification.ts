import { useCustom } from "@refinedev/core";

export type VerificationLink = { id: string; email: string; token: string };

/**
 * Confirms an address with the mailed link as soon as the page opens. A query rather than an
 * effect: a link works once, and React's development double effects would spend it twice.
 */
export function useEmailVerification(link: VerificationLink) {
  const complete = Boolean(link.id && link.email && link.token);
  const { query } = useCustom({
    url: "/user/verify-email",
    method: "post",
    config: { payload: link },
    queryOptions: { enabled: complete, retry: false, staleTime: Number.POSITIVE_INFINITY },
  });
  return query;
}

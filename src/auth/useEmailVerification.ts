import { useQuery } from "@tanstack/react-query";
import { type Answer, httpClient } from "../providers/httpClient";

export type VerificationLink = { id: string; email: string; token: string };

/**
 * Confirms an address with the mailed link as soon as the page opens. A query rather than an
 * effect: a link works once, and React's development double effects would spend it twice.
 */
export function useEmailVerification(link: VerificationLink) {
  const complete = Boolean(link.id && link.email && link.token);
  return useQuery({
    queryKey: ["verify-email", link],
    queryFn: async () => (await httpClient.post<Answer<unknown>>("/user/verify-email", link)).data,
    enabled: complete,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

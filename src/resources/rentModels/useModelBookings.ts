import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Booking } from "../../../domain/rentWork.schema";
import { type Answer, httpClient } from "../../providers/httpClient";

/**
 * A rent model's offered and confirmed stays overlapping `from`–`to` (ISO instants), read from
 * GET /rent-model/:id/bookings: its calendar and a request's overlap warning.
 */
export function useModelBookings(modelId: string, from: string, to: string) {
  return useQuery({
    queryKey: ["modelBookings", modelId, from, to],
    queryFn: async () =>
      (
        await httpClient.get<Answer<Booking[]>>(
          `/rent-model/${encodeURIComponent(modelId)}/bookings`,
          { params: { from, to } },
        )
      ).data.data,
    placeholderData: keepPreviousData,
  });
}

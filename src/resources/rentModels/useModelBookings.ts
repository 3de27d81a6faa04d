import { useCustom } from "@refinedev/core";
import { keepPreviousData } from "@tanstack/react-query";
import type { Booking } from "../../../domain/rentWork.schema";
import { modelBookingsPath } from "./api";

/**
 * A rent model's offered and confirmed stays overlapping `from`–`to` (ISO instants), read from
 * GET /rent-model/:id/bookings: its calendar and a request's overlap warning.
 */
export function useModelBookings(modelId: string, from: string, to: string) {
  const { query } = useCustom<Booking[]>({
    url: modelBookingsPath(modelId),
    method: "get",
    config: { query: { from, to } },
    queryOptions: { placeholderData: keepPreviousData },
  });
  return { ...query, data: query.data?.data };
}

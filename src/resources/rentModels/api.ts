import type { Endpoints } from "../../providers/dataProvider";

/** The rent models' API (server/rentModels), staff only. */
export const rentModelEndpoints = {
  list: "/rent-models",
  one: "/rent-model/:id",
  create: "/rent-model",
  update: "/rent-model/:id",
  remove: "/rent-model/:id",
} as const satisfies Endpoints;

/** A rent model's offered and confirmed stays, by overlap with a `from`–`to` query. */
export const modelBookingsPath = (modelId: string) =>
  `/rent-model/${encodeURIComponent(modelId)}/bookings`;

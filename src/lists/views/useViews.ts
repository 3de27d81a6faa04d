import { type HttpError, useCustom, useCustomMutation } from "@refinedev/core";
import type { View, ViewInput } from "../../../domain/views.schema";
import { useInvalidateCustom } from "../../providers/api";
import { VIEW_CREATE_PATH, VIEWS_PATH, viewPath } from "./api";

/** The views of one list (or, without a resource, of every list), read once a while. */
export const useViews = (resource?: string, enabled = true) => {
  const { query } = useCustom<{ items: View[] }>({
    url: VIEWS_PATH,
    method: "get",
    config: { query: resource ? { resource } : {} },
    queryOptions: { enabled, staleTime: 30_000 },
  });
  return { ...query, data: query.data?.data.items };
};

type Then = { onSuccess?: () => void };

/** One kind of write on views, by what it is given; afterwards every list's views are read again. */
function useViewWrite<V>(
  request: (given: V) => { url: string; method: "post" | "put" | "delete"; values: unknown },
) {
  const invalidate = useInvalidateCustom();
  const { mutation } = useCustomMutation<View, HttpError, unknown>();
  // A refusal too: a stale version or a view deleted meanwhile then shows as it now is.
  const onSettled = () => invalidate(VIEWS_PATH);
  return {
    isPending: mutation.isPending,
    mutate: (given: V, then: Then = {}) =>
      mutation.mutate(request(given), { onSettled, onSuccess: then.onSuccess }),
    mutateAsync: (given: V, then: Then = {}) =>
      mutation.mutateAsync(request(given), { onSettled, onSuccess: then.onSuccess }),
  };
}

/** Saving, changing and deleting views. */
export function useViewWrites() {
  return {
    create: useViewWrite((input: ViewInput) => ({
      url: VIEW_CREATE_PATH,
      method: "post",
      values: input,
    })),
    update: useViewWrite(({ view, input }: { view: View; input: ViewInput }) => ({
      url: viewPath(view._id),
      method: "put",
      values: { ...input, version: view.version },
    })),
    remove: useViewWrite((view: View) => ({
      url: viewPath(view._id),
      method: "delete",
      values: undefined,
    })),
  };
}

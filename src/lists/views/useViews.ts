import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { View, ViewInput } from "../../../domain/views.schema";
import { createView, deleteView, fetchViews, updateView, VIEWS_KEY } from "./api";

/** The views of one list (or, without a resource, of every list), read once a while. */
export const useViews = (resource?: string, enabled = true) =>
  useQuery({
    queryKey: [VIEWS_KEY, resource ?? "all"],
    queryFn: () => fetchViews(resource),
    enabled,
    staleTime: 30_000,
  });

/**
 * Saving, changing and deleting views. Each reads every list's views again, a refusal too: a
 * stale version or a view deleted meanwhile then shows as it now is.
 */
export function useViewWrites() {
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: [VIEWS_KEY] });
  return {
    create: useMutation({ mutationFn: (input: ViewInput) => createView(input), onSettled }),
    update: useMutation({
      mutationFn: ({ view, input }: { view: View; input: ViewInput }) =>
        updateView(view._id, { ...input, version: view.version }),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (view: View) => deleteView(view._id), onSettled }),
  };
}

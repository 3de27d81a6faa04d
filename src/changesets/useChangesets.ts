import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import type { BulkAnswer, RevertAnswer } from "../../domain/changesets.schema";
import type { CustomAnswer } from "../providers/api";

/** What a bulk route takes besides the selection (docs/api.md#changesets). */
export type BulkBody = { action: string; value?: unknown; reason?: string | null };

/**
 * A bulk action on a selection and the revert of its changeset (docs/api.md#changesets). Each
 * refreshes the resource's lists and records once answered.
 */
export function useChangesets(resource: string, path: string) {
  const invalidate = useInvalidate();
  const refresh = () => invalidate({ resource, invalidates: ["list", "many", "detail"] });
  const bulk = useCustomMutation<BulkAnswer, HttpError, unknown>().mutation;
  const revert = useCustomMutation<RevertAnswer, HttpError, undefined>().mutation;
  return {
    isPending: bulk.isPending || revert.isPending,
    run: async (body: BulkBody, ids: readonly string[]) => {
      const answer = await bulk.mutateAsync({
        url: `${path}/bulk`,
        method: "post",
        values: { ...body, ids },
      });
      void refresh();
      return answer as CustomAnswer<BulkAnswer>;
    },
    revert: async (changesetId: string) => {
      const answer = await revert.mutateAsync({
        url: `/changesets/${changesetId}/revert`,
        method: "post",
        values: undefined,
      });
      void refresh();
      return answer as CustomAnswer<RevertAnswer>;
    },
  };
}

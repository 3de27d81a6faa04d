import { type HttpError, useCustom, useCustomMutation, useInvalidate } from "@refinedev/core";
import { useState } from "react";
import type { DryRunAnswer, ImportMapping, ImportState } from "../../domain/imports.schema";
import { fileNameOf, save } from "../lists/exportList";
import { api } from "../providers/api";

/** Where the import being applied is remembered, so a reload finds its progress again. */
const KEPT = "productImport";
const UPLOAD_TIMEOUT_MS = 120_000;
const POLL_MS = 1000;

const keptId = () => sessionStorage.getItem(KEPT);

/**
 * The import's steps against the API (docs/imports.md): upload, the mapping chosen, the dry run,
 * the apply and its progress, read every second while it runs.
 */
export function useProductImport() {
  const invalidate = useInvalidate();
  const [uploaded, setUploaded] = useState<ImportState | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [preview, setPreview] = useState<DryRunAnswer | null>(null);
  const [applyingId, setApplyingId] = useState<string | null>(keptId);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const dryRun = useCustomMutation<DryRunAnswer, HttpError, { mapping: ImportMapping }>().mutation;
  const apply = useCustomMutation<ImportState, HttpError, { mapping: ImportMapping }>().mutation;
  const progress = useCustom<ImportState>({
    url: `/imports/${applyingId}`,
    method: "get",
    queryOptions: {
      enabled: applyingId !== null,
      refetchInterval: (query) => (query.state.data?.data.status === "applying" ? POLL_MS : false),
    },
  });
  const state = applyingId ? (progress.result?.data ?? null) : null;
  const finished = state?.status === "applied" || state?.status === "failed";

  return {
    uploaded,
    mapping,
    preview,
    state,
    finished,
    uploadPercent,
    checking: dryRun.isPending,
    starting: apply.isPending,
    upload: async (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      setUploadPercent(0);
      try {
        const answer = await api.upload<ImportState>("/imports/products", form, {
          timeoutMs: UPLOAD_TIMEOUT_MS,
          onProgress: setUploadPercent,
        });
        setUploaded(answer);
        setMapping(answer.mapping);
        setPreview(null);
      } finally {
        setUploadPercent(null);
      }
    },
    choose: (column: number, field: ImportMapping[number]) => {
      setMapping(mapping.map((each, n) => (n === column ? field : each)));
      setPreview(null);
    },
    check: async () => {
      if (!uploaded) return;
      const answer = await dryRun.mutateAsync({
        url: `/imports/${uploaded._id}/dry-run`,
        method: "post",
        values: { mapping },
      });
      setPreview(answer.data);
    },
    apply: async () => {
      if (!uploaded) return;
      await apply.mutateAsync({
        url: `/imports/${uploaded._id}/apply`,
        method: "post",
        values: { mapping },
      });
      sessionStorage.setItem(KEPT, uploaded._id);
      setApplyingId(uploaded._id);
    },
    /** Done with it: the products list reads its rows again, the next import starts afresh. */
    close: () => {
      if (finished) {
        sessionStorage.removeItem(KEPT);
        setApplyingId(null);
        void invalidate({ resource: "products", invalidates: ["list", "many", "detail"] });
      }
      if (!applyingId || finished) {
        setUploaded(null);
        setPreview(null);
        setMapping([]);
      }
    },
    /** The rows with errors as the server writes them: the file's cells and an errors column. */
    downloadErrors: async (id: string) => {
      const file = await api.download(`/imports/${id}/errors`, {}, UPLOAD_TIMEOUT_MS);
      save(
        new Blob([file.bytes], { type: file.contentType }),
        fileNameOf(file.disposition) ?? "errors.xlsx",
      );
    },
  };
}

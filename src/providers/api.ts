import { type CustomResponse, keys } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { type Answer, httpClient } from "./httpClient";

/** What the data provider's `custom` answers: the payload and the server's message beside it. */
export type CustomAnswer<T> = CustomResponse<T> & { message: string };

/** The server's message in a custom call's answer (Refine's types know only its `data`). */
export const messageOf = (answer: CustomResponse<unknown>): string =>
  (answer as CustomAnswer<unknown>).message;

/**
 * The few calls that are no screen's query or mutation, over the same HTTP client as the data
 * provider (same headers, errors and notices): a read started before the screen is there, a file
 * sent with its progress, a file downloaded whole. Screens use Refine's hooks instead.
 */
export const api = {
  /** A read's payload. */
  read: async <T>(
    url: string,
    options: { params?: Record<string, string | number>; signal?: AbortSignal } = {},
  ): Promise<T> => (await httpClient.get<Answer<T>>(url, options)).data.data,

  /** A multipart POST, its progress reported from 0 to 100: the payload of the answer. */
  upload: async <T>(
    url: string,
    body: FormData,
    options: { timeoutMs: number; onProgress: (percent: number) => void; signal?: AbortSignal },
  ): Promise<T> => {
    const { data } = await httpClient.post<Answer<T>>(url, body, {
      timeout: options.timeoutMs,
      signal: options.signal,
      onUploadProgress: ({ loaded, total }) => {
        if (total) options.onProgress(Math.round((loaded / total) * 100));
      },
    });
    return data.data;
  },

  /** A file, whole, with the type and the Content-Disposition the server gave it. */
  download: async (url: string, params: Record<string, string>, timeoutMs: number) => {
    const response = await httpClient.get<ArrayBuffer>(url, {
      params,
      responseType: "arraybuffer",
      timeout: timeoutMs,
    });
    const header = (name: string) => {
      const value = response.headers[name];
      return value === undefined || value === null ? undefined : String(value);
    };
    return {
      bytes: response.data,
      contentType: header("content-type"),
      disposition: header("content-disposition"),
    };
  },
};

/** The keys of every useCustom read start so; the read's url follows in its params. */
const CUSTOM_READS = keys().data().mutation("custom").get();

const urlOf = (queryKey: readonly unknown[]): string | undefined => {
  const params = queryKey[CUSTOM_READS.length];
  return typeof params === "object" && params !== null && "url" in params
    ? String(params.url)
    : undefined;
};

/**
 * Reads the useCustom reads of a path (or of every path `wanted` accepts) again, after a write
 * changed what they answer: Refine's useInvalidate reaches a resource's lists and records only.
 */
export function useInvalidateCustom() {
  const queryClient = useQueryClient();
  return (wanted: string | ((url: string) => boolean)) => {
    const accepts = typeof wanted === "string" ? (url: string) => url === wanted : wanted;
    return queryClient.invalidateQueries({
      queryKey: CUSTOM_READS,
      predicate: ({ queryKey }) => {
        const url = urlOf(queryKey);
        return url !== undefined && accepts(url);
      },
    });
  };
}

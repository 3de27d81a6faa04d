import {
  type BaseRecord,
  type HttpError,
  useCustom,
  useCustomMutation,
  useTranslate,
} from "@refinedev/core";
import { useEffect, useRef } from "react";
import type { ErrorBody } from "../../domain/api.schema";
import { allMailsSent, type QueuedMailState } from "../../domain/mailOutbox.schema";
import type { HistoryEntry } from "../../domain/orderWork.schema";
import { paymentPath } from "../payments/recordPaymentApi";
import { type CustomAnswer, useInvalidateCustom } from "../providers/api";
import { notifier } from "../providers/notifier";

/**
 * A record the shop or rent line works on (docs/api.md#shop-work, docs/api.md#rent-work): its API
 * path (`/order/request/or1`, `/request/rr1`),
 * the version it was read at (sent back with every write, docs/api.md#concurrent-edits) and how
 * to read it again.
 */
export type WorkTarget = {
  path: string;
  version: number;
  reload: () => void;
  /** The page of another record of the same resource (a request holding these dates). */
  page?: (id: string) => string;
};

/** The refusals after which what the page shows is out of date: read the record again. */
const OUTDATED_CODES = new Set(["staleVersion", "illegalMove"]);

const historyPath = (path: string) => `${path}/history`;

/**
 * The record's history, oldest first. Keyed by the record's version too, so a change made
 * elsewhere (the live update reads the record again) brings its history along.
 */
export function useRecordHistory(path: string, version: number) {
  const { query } = useCustom<HistoryEntry[]>({
    url: historyPath(path),
    method: "get",
    meta: { version },
  });
  return { ...query, data: query.data?.data };
}

/**
 * A record read again (a live update, a refetch) at the same version: a payment event, a settled
 * refund or a hold overridden elsewhere add to its history and payment without a new version, so
 * the version-keyed reads would keep what they had. They are read again with it (a new version
 * reads them anew by its key). Ids are uuids: a key's path ending in the id is this record's.
 */
export function useReadWithRecord(id: string, version: number | undefined, readAt: number) {
  const invalidate = useInvalidateCustom();
  const last = useRef({ version, readAt });
  useEffect(() => {
    const sameVersionReadAgain = version === last.current.version && readAt !== last.current.readAt;
    last.current = { version, readAt };
    if (!sameVersionReadAgain) return;
    const ofRecord = [historyPath(`/${id}`), paymentPath(`/${id}`)];
    void invalidate((url) => ofRecord.some((end) => url.endsWith(end)));
  }, [invalidate, id, version, readAt]);
}

type Write = { to: string; method: "put" | "post"; body?: unknown };

/** A write's answer; one that may mail the customer says where its mails stand (docs/mail.md). */
export type WriteAnswer = CustomAnswer<unknown> & { mails?: QueuedMailState[] };

/** Whether the customer's mail of a write still waits in the outbox: the screen says "queued". */
export const mailWaiting = (answer: WriteAnswer) => !allMailsSent(answer.mails ?? []);

/**
 * One write on the record (a quote, a move, a note). Afterwards the record and its history are
 * read again; a stale or illegal write says why (the HTTP client shows the server's words, the
 * same key in the errors namespace is said here in case another backend words it differently)
 * and reads them again too, so the page shows what is true now. The write is over once the
 * server answers: the re-reads go on behind it, so a slow history never leaves the form's button
 * spinning and deaf to the next click.
 */
export function useRecordWrite(target: WorkTarget) {
  const t = useTranslate();
  const invalidate = useInvalidateCustom();
  const refresh = () => {
    target.reload();
    void invalidate(historyPath(target.path));
    void invalidate(paymentPath(target.path));
  };
  const onError = (error: unknown) => {
    const code = errorCode(error);
    if (code && OUTDATED_CODES.has(code)) {
      notifier.show("error", t(`errors.${code}`));
      refresh();
    }
  };
  const { mutation } = useCustomMutation<BaseRecord, HttpError, unknown>();
  const request = ({ to, method, body }: Write) => ({ url: to, method, values: body });

  return {
    isPending: mutation.isPending,
    mutateAsync: async (write: Write) =>
      (await mutation.mutateAsync(request(write), { onSuccess: refresh, onError })) as WriteAnswer,
    mutate: (write: Write, then?: { onSuccess?: (answer: WriteAnswer) => void }) =>
      mutation.mutate(request(write), {
        onSuccess: (answer) => {
          refresh();
          then?.onSuccess?.(answer as WriteAnswer);
        },
        onError,
      }),
  };
}

/**
 * Staff send a failed customer mail again (POST /mail/:id/resend); the record's history is read
 * again, and the answer says whether it went or waits in the outbox.
 */
export function useResendMail(path: string) {
  const t = useTranslate();
  const invalidate = useInvalidateCustom();
  const { mutation } = useCustomMutation<BaseRecord, HttpError, undefined>();
  return {
    isPending: mutation.isPending,
    mutate: (id: string) =>
      mutation.mutate(
        { url: `/mail/${id}/resend`, method: "post", values: undefined },
        {
          onSuccess: (answer) => {
            const words = mailWaiting(answer as WriteAnswer)
              ? "work.history.mailResendQueued"
              : "work.history.mailResent";
            notifier.show("success", t(words));
            void invalidate(historyPath(path));
          },
        },
      ),
  };
}

/** The code of a refused write (`quoteExists`), when the server gave one. */
export const errorCode = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && "code" in error
    ? String((error as { code: unknown }).code)
    : undefined;

/**
 * Refusals the user has to read before trying again: a clash with another booking or an event
 * beyond its capacity. The server's message names what clashes, so it is shown as it came.
 */
const BLOCKING_CODES = new Set(["bookingClash", "capacityExceeded"]);

/** The server's words for a blocking refusal (bookingClash, capacityExceeded), else undefined. */
export const blockingRefusal = (error: unknown): string | undefined =>
  BLOCKING_CODES.has(errorCode(error) ?? "") &&
  typeof error === "object" &&
  error !== null &&
  "message" in error
    ? String((error as { message: unknown }).message)
    : undefined;

/**
 * A refusal because another request's offer holds the dates or seats
 * (docs/statuses.md#offer-holds): its words and holder.
 */
export type HeldRefusal = { message: string; holder: NonNullable<ErrorBody["holder"]> };

/** The server's bookingHeld refusal, naming its holder, else undefined. */
export const heldRefusal = (error: unknown): HeldRefusal | undefined => {
  if (errorCode(error) !== "bookingHeld") return undefined;
  const { message, holder } = error as Partial<HeldRefusal>;
  return holder && message ? { message, holder } : undefined;
};

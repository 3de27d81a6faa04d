import {
  type BaseRecord,
  type HttpError,
  useCustom,
  useCustomMutation,
  useSubscription,
  useTranslate,
} from "@refinedev/core";
import { resourceChannel } from "../../../domain/live";
import type { Inbox, Notification } from "../../../domain/notifications.schema";
import { useInvalidateCustom } from "../../providers/api";

const UNREAD = "/notifications/unread";
const INBOX = "/notifications";
const isNotificationsRead = (url: string) => url === UNREAD || url === INBOX;

/**
 * Reads the notifications again whenever the server rings (a mention, an assignment, one marked
 * read in another tab) and after a lost connection: the socket tells only this person.
 */
function useRingsReadAgain() {
  const invalidate = useInvalidateCustom();
  useSubscription({
    channel: resourceChannel("notifications"),
    onLiveEvent: () => void invalidate(isNotificationsRead),
  });
}

/** The bell's count of unread notifications, live. */
export function useUnreadCount() {
  useRingsReadAgain();
  const { query } = useCustom<{ unread: number }>({ url: UNREAD, method: "get" });
  return query.data?.data.unread ?? 0;
}

/** A page of the inbox, newest first. */
export function useInbox(page: { offset: number; limit: number; unreadOnly: boolean }) {
  useRingsReadAgain();
  const { query } = useCustom<Inbox>({
    url: INBOX,
    method: "get",
    config: {
      query: {
        offset: page.offset,
        limit: page.limit,
        ...(page.unreadOnly ? { unread: "true" } : {}),
      },
    },
  });
  return { inbox: query.data?.data, loading: query.isLoading };
}

/** Marks one notification read (by id) or all of them; the bell and the inbox read again. */
export function useMarkRead() {
  const invalidate = useInvalidateCustom();
  const { mutation } = useCustomMutation<BaseRecord, HttpError, object>();
  const mark = async (id?: string) => {
    await mutation.mutateAsync({
      url: id ? `/notification/${encodeURIComponent(id)}/read` : "/notifications/read",
      method: "put",
      values: {},
    });
    await invalidate(isNotificationsRead);
  };
  return { mark, marking: mutation.isPending };
}

/** What a notification says: who called the reader in, to which record, and how. */
export function useNotificationText() {
  const t = useTranslate();
  return (item: Notification) =>
    t(`notifications.kind.${item.kind}`, {
      by: item.by?.fullName ?? t("notifications.someone"),
      record: t(`${item.resource}.recordTitle`, { number: item.recordNumber ?? "" }),
    });
}

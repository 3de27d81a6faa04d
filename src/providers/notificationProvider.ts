import type { NotificationProvider } from "@refinedev/core";
import { notifier } from "./notifier";

/**
 * Refine's notifications as short antd messages. Refine puts the useful text of an error in
 * `description` (its `message` is a generic title), and the text of a success in `message`.
 * Errors are keyed by their text so a Refine error repeating the HTTP client's message shows once.
 */
export const notificationProvider: NotificationProvider = {
  open: ({ type, message, description, key }) => {
    if (type === "error") notifier.show("error", description ?? message);
    else notifier.show(type === "success" ? "success" : "info", message, key);
  },
  close: (key) => notifier.close(key),
};

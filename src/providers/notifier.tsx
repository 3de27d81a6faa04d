import { message as staticMessage } from "antd";
import { useEffect } from "react";
import { config } from "../config";
import { TOP_BAR_HEIGHT } from "../layout/theme";

type MessageApi = ReturnType<typeof staticMessage.useMessage>[0];
export type NoticeType = "success" | "error" | "info";

// The static API ignores the theme, so it only serves until <NotifierBridge> has mounted.
let messageApi: MessageApi = staticMessage;

/**
 * The one place that puts short messages on screen, for code that lives outside React
 * (HTTP client, auth provider). A message is keyed by its text unless a key is given, so the
 * same text raised by two layers (the HTTP client and a Refine hook) shows once.
 */
export const notifier = {
  show(type: NoticeType, text: string, key: string = text): void {
    messageApi.open({ type, content: text, key, duration: config.messageDurationSeconds });
  },
  close(key: string): void {
    messageApi.destroy(key);
  },
  /** A message of the caller's own making (content, duration), keyed as `show`'s are. */
  open(message: Parameters<MessageApi["open"]>[0]): void {
    messageApi.open(message);
  },
};

/**
 * Renders antd's message holder inside the ConfigProvider (so messages follow the theme and
 * locale) and hands its API to the notifier. message.useMessage rather than antd's <App>: <App>
 * also brings Modal and notification, ~14 kB gzip the sign-in page does not need.
 * Messages open below the top bar: over it, one hid the language picker and the user menu for
 * its three seconds on a phone.
 */
export function NotifierBridge() {
  const [api, holder] = staticMessage.useMessage({ top: TOP_BAR_HEIGHT + 8 });
  useEffect(() => {
    messageApi = api;
    return () => {
      messageApi = staticMessage;
    };
  }, [api]);
  return holder;
}

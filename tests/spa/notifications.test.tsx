import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { Notification } from "../../domain/notifications.schema";
import { changeLanguage } from "../../src/providers/i18n";
import { endpoints, resources } from "../../src/resources";
import { NotificationBell } from "../../src/resources/notifications/NotificationBell";
import { signedInAs } from "./accessRegistry";
import { api, server } from "./msw";
import { admin, loadScreens, renderScreen } from "./renderScreen";
import { ok, orderRecord, serveRequests } from "./requests/fixtures";
import { recordWrites } from "./requests/shopWork";
import { TestWrapper } from "./TestWrapper";

const mention: Notification = {
  _id: "n1",
  kind: "mention",
  resource: "orders",
  recordId: "o1",
  recordNumber: 1042,
  by: { _id: "u2", fullName: "Olga Operator" },
  excerpt: "Can you call the customer?",
  at: "2026-03-07T09:00:00.000Z",
  readAt: null,
};

const serveInbox = (items: Notification[]) =>
  server.use(
    http.get(api("/notifications"), () =>
      ok({ items, total: items.length, unread: items.filter((item) => !item.readAt).length }),
    ),
    http.get(api("/notifications/unread"), () =>
      ok({ unread: items.filter((item) => !item.readAt).length }),
    ),
  );

describe("notifications: the bell, the inbox, mentions in a note", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await changeLanguage("en");
  });

  it("shows the unread count on the bell and the latest when it opens", async () => {
    serveInbox([mention, { ...mention, _id: "n2", kind: "assignment", recordNumber: 7 }]);
    render(
      <TestWrapper
        authProvider={signedInAs(admin)}
        path="/"
        url="/"
        resources={resources}
        endpoints={endpoints}
      >
        <NotificationBell />
      </TestWrapper>,
    );
    const bell = await screen.findByRole("button", { name: "Notifications: 2 unread" });
    fireEvent.click(bell);
    expect(await screen.findByText("Olga Operator mentioned you on Order #1042")).toBeTruthy();
    expect(screen.getByText("Olga Operator assigned Order #7 to you")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the inbox" })).toBeTruthy();
  });

  it("lists the inbox and marks everything read", async () => {
    serveInbox([mention]);
    const marked: string[] = [];
    server.use(
      http.put(api("/notifications/read"), ({ request }) => {
        marked.push(new URL(request.url).pathname);
        return ok({ unread: 0 });
      }),
    );
    await loadScreens("/inbox/index");
    renderScreen("/inbox/index");
    expect(await screen.findByText("Olga Operator mentioned you on Order #1042")).toBeTruthy();
    expect(screen.getByText("Can you call the customer?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Mark all read/ }));
    await waitFor(() => expect(marked).toEqual(["/admin/api/notifications/read"]));
  });

  it("sends the people a note still names with @ as its mentions", async () => {
    serveRequests();
    server.use(
      http.get(api("/order/o1/history"), () => ok([])),
      http.get(api("/order/o1/mentionable"), () =>
        HttpResponse.json({
          message: "OK",
          data: [
            { _id: "u2", fullName: "Olga Operator", type: 2 },
            { _id: "u3", fullName: "Bottega Ferri", type: 5 },
          ],
        }),
      ),
    );
    const writes = recordWrites("/order/o1", orderRecord);
    await loadScreens("/orders/view-order/o1");
    renderScreen("/orders/view-order/o1");
    const box = await screen.findByLabelText("Internal note");
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: "@Olga Operator please call; not @Someone Else" } });
    // The picker's people are read on focus: the note waits for them before it is sent.
    await waitFor(() => expect(screen.queryByText("Nobody else may open this record")).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: /Add internal note/ }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toEqual({
      text: "@Olga Operator please call; not @Someone Else",
      mentions: ["u2"],
    });
  });
});

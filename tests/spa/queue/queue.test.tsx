import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { QueueItem } from "../../../domain/queue.schema";
import { USER_TYPE } from "../../../domain/userTypes";
import { changeLanguage } from "../../../src/providers/i18n";
import { api, server } from "../msw";
import { admin, linkedSeller, renderScreen } from "../renderScreen";
import { ok } from "../requests/fixtures";

const item = (changes: Partial<QueueItem>): QueueItem => ({
  _id: "orderRequests:or1",
  resource: "orderRequests",
  recordId: "or1",
  number: 12,
  status: "new",
  customerName: "Emma Hart",
  assignee: null,
  waitingSince: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  late: true,
  paidWithoutStock: false,
  limit: { workingHours: 4 },
  nextActions: ["requestInProgress", "requestDenied"],
  ...changes,
});

const ITEMS = [
  item({}),
  item({
    _id: "rentRequests:rr1",
    resource: "rentRequests",
    recordId: "rr1",
    number: 301,
    status: "inProgress",
    customerName: "Giulia Conti",
    assignee: { _id: "u2", fullName: "Marco Ferri" },
    waitingSince: new Date(Date.now() - 90 * 60_000).toISOString(),
    late: false,
    limit: { workingHours: 16 },
    nextActions: ["offerSent", "declined"],
  }),
];

/** The queue's API: its queries as asked, and the assignments sent. */
const serveQueue = () => {
  const queries: URLSearchParams[] = [];
  const assigned: { path: string; body: unknown }[] = [];
  server.use(
    http.get(api("/queue"), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return ok({ items: ITEMS, total: ITEMS.length });
    }),
    http.get(api("/queue/assignees"), () =>
      ok([
        { _id: admin._id, fullName: "Anna Admin", type: USER_TYPE.administrator },
        { _id: "u2", fullName: "Marco Ferri", type: USER_TYPE.operator },
      ]),
    ),
    http.put(api("/order/request/:id/assignee"), async ({ request, params }) => {
      assigned.push({ path: `orderRequests/${params.id}`, body: await request.json() });
      return HttpResponse.json({ message: "Assignee saved", data: { assignee: null } });
    }),
    http.put(api("/request/:id/assignee"), async ({ request, params }) => {
      assigned.push({ path: `rentRequests/${params.id}`, body: await request.json() });
      return HttpResponse.json({ message: "Assignee saved", data: { assignee: null } });
    }),
  );
  return { queries, assigned };
};

describe("the work queue", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await changeLanguage("en");
  });
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("shows each waiting record, its age, lateness in words, assignee and next moves", async () => {
    const { queries } = serveQueue();
    renderScreen("/queue");
    const link = await screen.findByRole("link", { name: "Order request #12" });
    expect(link.getAttribute("href")).toBe("/orders/request/view-order/or1");
    expect(queries[0]?.get("sort")).toBe("waitingSince");
    const late = screen.getByText("Late: over 4 working hours");
    expect(late.closest("tr")).toBe(link.closest("tr"));
    const rent = screen.getByRole("link", { name: "Rent request #301" }).closest("tr");
    expect(within(rent as HTMLElement).getByText("1 h")).toBeTruthy();
    expect(within(rent as HTMLElement).queryByText(/^Late/)).toBeNull();
    expect(within(rent as HTMLElement).getByText("Marco Ferri")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Send offer: open Rent request #301" }).getAttribute("href"),
    ).toBe("/requests/view/rr1");
    expect(
      screen.getByRole("link", { name: "Take in charge: open Order request #12" }),
    ).toBeTruthy();
  });

  it("says which request was paid without stock, in both languages", async () => {
    const flagged = item({
      _id: "orderRequests:or9",
      recordId: "or9",
      number: 77,
      status: "quotationSent",
      paidWithoutStock: true,
      nextActions: ["quotationSent", "workingInProcess", "requestDenied"],
    });
    server.use(http.get(api("/queue"), () => ok({ items: [flagged, ...ITEMS], total: 3 })));
    renderScreen("/queue");
    const row = (await screen.findByRole("link", { name: "Order request #77" })).closest("tr");
    expect(
      within(row as HTMLElement).getByText("Paid without stock: refund or restock"),
    ).toBeTruthy();
    const other = screen.getByRole("link", { name: "Order request #12" }).closest("tr");
    expect(within(other as HTMLElement).queryByText(/Paid without stock/)).toBeNull();
    await changeLanguage("it");
    expect(
      await screen.findByText("Pagato senza disponibilità: rimborsa o riassortisci"),
    ).toBeTruthy();
  });

  it("assigns to me, and to any staff member who works with the record", async () => {
    const { assigned } = serveQueue();
    renderScreen("/queue");
    fireEvent.click(await screen.findByRole("button", { name: "Assign to me: Order request #12" }));
    await waitFor(() =>
      expect(assigned).toEqual([{ path: "orderRequests/or1", body: { assigneeId: admin._id } }]),
    );
    const select = screen.getByRole("combobox", { name: "Assign Rent request #301 to" });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle("Nobody"));
    await waitFor(() =>
      expect(assigned[1]).toEqual({ path: "rentRequests/rr1", body: { assigneeId: null } }),
    );
  });

  it("filters by my work or unassigned, and sorts the newest first", async () => {
    const { queries } = serveQueue();
    renderScreen("/queue");
    await screen.findByRole("link", { name: "Order request #12" });
    fireEvent.click(screen.getByRole("radio", { name: "Unassigned" }));
    await waitFor(() => expect(queries.at(-1)?.get("assignee")).toBe("none"));
    fireEvent.click(screen.getByRole("radio", { name: "My work" }));
    await waitFor(() => expect(queries.at(-1)?.get("assignee")).toBe("me"));
    fireEvent.click(screen.getByRole("radio", { name: "Newest first" }));
    await waitFor(() => expect(queries.at(-1)?.get("sort")).toBe("-waitingSince"));
  });

  it("lets a seller assign only to itself", async () => {
    serveQueue();
    renderScreen("/queue", linkedSeller);
    await screen.findByRole("button", { name: "Assign to me: Order request #12" });
    expect(screen.queryByRole("combobox", { name: /^Assign/ })).toBeNull();
  });
});

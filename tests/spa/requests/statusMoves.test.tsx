import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ORDER_MOVES,
  ORDER_REQUEST_MOVES,
  ORDER_REQUEST_STATUSES,
  ORDER_STATUSES,
} from "../../../domain/orders";
import { changeLanguage } from "../../../src/providers/i18n";
import { api, server } from "../msw";
import { loadScreens, renderScreen } from "../renderScreen";
import { ok, orderRecord, orderRequestRecord, serveRequests } from "./fixtures";
import { conflict, recordWrites } from "./shopWork";

const REQUEST_MOVE_LABELS = {
  requestInProgress: "Take in charge",
  workingInProcess: "Start work",
  shipped: "Mark shipped",
  completed: "Mark completed",
  requestDenied: "Deny request",
} as const;

const ORDER_MOVE_LABELS = {
  workingInProgress: "Start work",
  cancelledOrder: "Cancel order",
  returnRequest: "Record return request",
  returnApproved: "Approve return",
  returnRequestRejected: "Reject return",
} as const;

/** The move buttons the page offers: the labels of every move that may exist, those present. */
const offered = (labels: Record<string, string>) =>
  Object.entries(labels)
    .filter(([, label]) => screen.queryByRole("button", { name: label }))
    .map(([status]) => status)
    .sort();

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("status moves", { timeout: 30_000 }, () => {
  // The first test's wait must not include compiling the pages: slow on a loaded machine.
  beforeAll(() => loadScreens("/orders/request/view-order/or1", "/orders/view-order/o1"), 60_000);
  beforeEach(async () => {
    await changeLanguage("en");
  });
  afterEach(async () => {
    await changeLanguage("it");
  });

  it.each(ORDER_REQUEST_STATUSES)(
    "offers an order request in %s only its allowed moves",
    async (status) => {
      serveRequests({ orderRequests: [{ ...orderRequestRecord, status }] });
      renderScreen("/orders/request/view-order/or1");
      await screen.findByText("Order request #1042");
      await screen.findByRole("heading", { name: "History" });

      expect(offered(REQUEST_MOVE_LABELS)).toEqual([...ORDER_REQUEST_MOVES[status]].sort());
    },
  );

  it.each(ORDER_STATUSES)("offers an order in %s only its allowed moves", async (status) => {
    serveRequests({ orders: [{ ...orderRecord, status }] });
    renderScreen("/orders/view-order/o1");
    await screen.findByText("Order #2001");
    await screen.findByRole("heading", { name: "History" });

    expect(offered(ORDER_MOVE_LABELS)).toEqual([...ORDER_MOVES[status]].sort());
  });

  it("does not deny a request without a reason, then sends the reason with the version", async () => {
    const record = { ...orderRequestRecord, version: 3 };
    serveRequests({ orderRequests: [record] });
    const writes = recordWrites("/order/request/or1", record);
    renderScreen("/orders/request/view-order/or1");

    fireEvent.click(await screen.findByRole("button", { name: "Deny request" }));
    const dialog = await screen.findByRole("dialog", { name: "Deny request" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Deny request" }));
    expect(await within(dialog).findByText("Please give a reason")).toBeTruthy();
    expect(writes).toEqual([]);
    // The note is checked as the move's shared schema checks it, and capped at its maximum.
    const reason = within(dialog).getByLabelText("Reason");
    expect(reason.getAttribute("maxlength")).toBe("2000");
    fireEvent.change(reason, { target: { value: "The piece\u0007 is gone." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Deny request" }));
    expect(
      await within(dialog).findByText("Remove the invisible control characters from this text"),
    ).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.change(reason, { target: { value: "The piece is no longer made." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Deny request" }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: "POST",
      path: "/order/request/or1/status",
      body: { version: 3, status: "requestDenied", note: "The piece is no longer made." },
    });
    expect(await screen.findByText("Status changed to Request denied")).toBeTruthy();
  });

  it("takes a request in charge with an optional note left blank", async () => {
    serveRequests();
    const writes = recordWrites("/order/request/or1", orderRequestRecord);
    renderScreen("/orders/request/view-order/or1");

    fireEvent.click(await screen.findByRole("button", { name: "Take in charge" }));
    const dialog = await screen.findByRole("dialog", { name: "Take in charge" });
    expect(within(dialog).getByLabelText("Note (optional)")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Take in charge" }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toEqual({ version: 1, status: "requestInProgress", note: null });
  });

  it("records a return request with the customer's reason", async () => {
    const record = { ...orderRecord, status: "workingInProgress" as const };
    serveRequests({ orders: [record] });
    const writes = recordWrites("/order/o1", record);
    renderScreen("/orders/view-order/o1");

    fireEvent.click(await screen.findByRole("button", { name: "Record return request" }));
    const dialog = await screen.findByRole("dialog", { name: "Record return request" });
    fireEvent.change(within(dialog).getByLabelText("The customer's reason"), {
      target: { value: "The strap is too short." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record return request" }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      path: "/order/o1/status",
      body: { version: 1, status: "returnRequest", note: "The strap is too short." },
    });
  });

  it("says a stale move changed nothing and reads the order again", async () => {
    serveRequests();
    let reads = 0;
    const writes = recordWrites("/order/o1", orderRecord, () =>
      conflict("staleVersion", "Someone else changed this record after you opened it."),
    );
    server.use(
      http.get(api("/order/:id"), () => {
        reads += 1;
        return ok(orderRecord);
      }),
    );
    renderScreen("/orders/view-order/o1");

    fireEvent.click(await screen.findByRole("button", { name: "Start work" }));
    const dialog = await screen.findByRole("dialog", { name: "Start work" });
    const before = reads;
    fireEvent.click(within(dialog).getByRole("button", { name: "Start work" }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(
      await screen.findByText(
        /Someone else changed this record after you opened it\. Nothing was saved/,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(reads).toBeGreaterThan(before));
  });
});

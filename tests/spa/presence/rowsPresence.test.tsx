import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { act } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import type { QueueItem } from "../../../domain/queue.schema";
import { api, server } from "../msw";
import { currentUrl, loadScreens, renderScreen } from "../renderScreen";
import { ok, orderRequestRecord, serveRequests } from "../requests/fixtures";
import { fakePresence } from "./fakePresence";

const press = (key: string, target: Element = document.activeElement ?? document.body) =>
  fireEvent.keyDown(target, { key });
const rowOf = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;

const OLGA = { id: "u2", name: "Olga Operatrice", editing: true };

beforeAll(() => loadScreens("/orders/request/list", "/queue"), 60_000);

describe("who has the rows on screen open", { timeout: 30_000 }, () => {
  it("marks a list's row someone has open, and Enter on it names them before opening", async () => {
    const requests = [1, 2, 3].map((n) => ({
      ...orderRequestRecord,
      _id: `or${n}`,
      number: 1040 + n,
    }));
    serveRequests({ orderRequests: requests });
    const presence = fakePresence();
    renderScreen("/orders/request/list", undefined, { presence: presence.client });
    await screen.findByRole("link", { name: "#1041" });
    await waitFor(() =>
      expect(presence.said).toContain(
        "watch orderRequests/or1 orderRequests/or2 orderRequests/or3",
      ),
    );

    act(() => presence.push({ resource: "orderRequests", id: "or2", users: [OLGA] }));
    expect(
      await within(rowOf("or2")).findByRole("img", {
        name: "Aperto da Olga Operatrice (sta modificando)",
      }),
    ).toBeTruthy();
    expect(within(rowOf("or1")).queryByRole("img", { name: /^Aperto da/ })).toBeNull();

    press("j");
    press("j");
    expect(document.activeElement).toBe(rowOf("or2"));
    press("Enter", rowOf("or2"));
    const dialog = await screen.findByRole("dialog", { name: "Qualcuno è su questa scheda" });
    expect(
      within(dialog).getByText("Olga Operatrice (sta modificando): aprirla comunque?"),
    ).toBeTruthy();
    expect(currentUrl()).toMatch(/^\/orders\/request\/list/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Apri" }));
    await waitFor(() => expect(currentUrl()).toBe("/orders/request/view-order/or2"));
  });

  it("opens a row nobody else is on at once", async () => {
    serveRequests({ orderRequests: [{ ...orderRequestRecord, _id: "or7", number: 1077 }] });
    const presence = fakePresence();
    renderScreen("/orders/request/list", undefined, { presence: presence.client });
    await screen.findByRole("link", { name: "#1077" });
    press("j");
    press("Enter", rowOf("or7"));
    await waitFor(() => expect(currentUrl()).toBe("/orders/request/view-order/or7"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("marks the work queue's rows by the record each one is, and Enter on one names who is on it before opening", async () => {
    const item: QueueItem = {
      _id: "rentRequests:rr1",
      resource: "rentRequests",
      recordId: "rr1",
      number: 301,
      status: "new",
      customerName: "Giulia Conti",
      assignee: null,
      waitingSince: new Date(Date.now() - 90 * 60_000).toISOString(),
      late: false,
      paidWithoutStock: false,
      limit: { workingHours: 16 },
      nextActions: ["offerSent"],
    };
    server.use(
      http.get(api("/queue"), () => ok({ items: [item], total: 1 })),
      http.get(api("/queue/assignees"), () => ok([])),
    );
    const presence = fakePresence();
    renderScreen("/queue", undefined, { presence: presence.client });
    await waitFor(() => expect(presence.said).toContain("watch rentRequests/rr1"));
    act(() =>
      presence.push({
        resource: "rentRequests",
        id: "rr1",
        users: [{ ...OLGA, editing: false }],
      }),
    );
    expect(
      await within(rowOf("rentRequests:rr1")).findByRole("img", {
        name: "Aperto da Olga Operatrice",
      }),
    ).toBeTruthy();

    press("j");
    expect(document.activeElement).toBe(rowOf("rentRequests:rr1"));
    press("Enter", rowOf("rentRequests:rr1"));
    const dialog = await screen.findByRole("dialog", { name: "Qualcuno è su questa scheda" });
    expect(within(dialog).getByText("Olga Operatrice: aprirla comunque?")).toBeTruthy();
    expect(currentUrl()).toMatch(/^\/queue/);
    fireEvent.click(within(dialog).getByRole("button", { name: "Apri" }));
    await waitFor(() => expect(currentUrl()).toBe("/requests/view/rr1"));
  });
});

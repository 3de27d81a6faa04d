import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import { api, server } from "../msw";
import { admin, loadScreens, renderScreen } from "../renderScreen";
import { orderRecord, serveRequests } from "../requests/fixtures";
import { fakePresence } from "./fakePresence";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const ok = (data: unknown) => HttpResponse.json({ message: "OK", data });

const COUPON = {
  _id: uuid(7),
  name: "WELCOME10",
  discountCents: 1000,
  perPersonUsage: 1,
  totalUsage: 100,
  expiresOn: "2027-03-01",
  status: "active",
  sellerId: null,
  seller: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  version: 3,
};
const CATEGORY = {
  _id: uuid(1),
  nameEn: "Bags",
  nameIt: "Borse",
  icon: "",
  image: "",
  parentId: null,
  parent: null,
  productCount: 0,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  version: 1,
  missingIt: false,
  missingEn: false,
};

const OLGA = { id: "u2", name: "Olga Operatrice", editing: false };
const MARCO = { id: "u9", name: "Marco Rossi", editing: true };
const ME = { id: admin._id, name: admin.fullName, editing: false };

const EDIT_URL = `/coupon/edit/${COUPON._id}`;
const SHOW_URL = `/categories/view/${CATEGORY._id}`;
const ORDER_URL = `/orders/view-order/${orderRecord._id}`;

beforeAll(() => loadScreens(EDIT_URL, SHOW_URL, ORDER_URL), 60_000);

describe("who else is on a record (presence)", () => {
  it("shows the others on a record's page with their names, the one typing as editing, never oneself", async () => {
    server.use(http.get(api("/category/:id"), () => ok(CATEGORY)));
    const presence = fakePresence();
    renderScreen(SHOW_URL, admin, { presence: presence.client });
    await screen.findByRole("heading", { name: "Categoria" });
    expect(presence.said).toEqual([`open categories/${CATEGORY._id}`]);
    expect(screen.queryByRole("img", { name: /^Aperto da/ })).toBeNull();

    act(() =>
      presence.push({ resource: "categories", id: CATEGORY._id, users: [MARCO, ME, OLGA] }),
    );
    const group = await screen.findByRole("img", {
      name: "Aperto da Marco Rossi (sta modificando), Olga Operatrice",
    });
    expect(group.textContent).toBe("MROO");
    // Presence of another record leaves this page's alone.
    act(() => presence.push({ resource: "categories", id: uuid(2), users: [] }));
    expect(screen.getByRole("img", { name: /^Aperto da/ })).toBe(group);

    act(() => presence.push({ resource: "categories", id: CATEGORY._id, users: [ME] }));
    await waitFor(() => expect(screen.queryByRole("img", { name: /^Aperto da/ })).toBeNull());
    cleanup();
    expect(presence.said.at(-1)).toBe(`leave categories/${CATEGORY._id}`);
  });

  it("says the form is being edited at the first keystroke, once, and not for the form's own filling", async () => {
    server.use(
      http.get(api("/sellers"), () => ok({ items: [], total: 0 })),
      http.get(api("/coupon/:id"), () => ok(COUPON)),
    );
    const presence = fakePresence();
    renderScreen(EDIT_URL, admin, { presence: presence.client });
    await waitFor(() =>
      expect((screen.getByLabelText("Nome coupon") as HTMLInputElement).value).toBe("WELCOME10"),
    );
    expect(presence.said).toEqual([`open coupons/${COUPON._id}`]);

    act(() => presence.push({ resource: "coupons", id: COUPON._id, users: [OLGA, ME] }));
    expect(await screen.findByRole("img", { name: "Aperto da Olga Operatrice" })).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Utilizzi per persona"), { target: { value: "5" } });
    fireEvent.change(screen.getByLabelText("Utilizzi totali"), { target: { value: "50" } });
    expect(presence.said).toEqual([`open coupons/${COUPON._id}`, `editing coupons/${COUPON._id}`]);
    cleanup();
    expect(presence.said.at(-1)).toBe(`leave coupons/${COUPON._id}`);
  });

  it("says a record's view page is being edited once one of its forms is typed into, once", async () => {
    serveRequests();
    server.use(
      http.get(api(`/order/${orderRecord._id}/history`), () => ok([])),
      http.get(api(`/order/${orderRecord._id}/mentionable`), () => ok([])),
    );
    const presence = fakePresence();
    renderScreen(ORDER_URL, admin, { presence: presence.client });
    const note = await screen.findByLabelText("Nota interna");
    expect(presence.said).toEqual([`open orders/${orderRecord._id}`]);

    fireEvent.change(note, { target: { value: "C" } });
    fireEvent.change(note, { target: { value: "Ch" } });
    expect(presence.said).toEqual([
      `open orders/${orderRecord._id}`,
      `editing orders/${orderRecord._id}`,
    ]);
    cleanup();
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { USER_TYPE } from "../../../domain/userTypes";
import { viewQueryOf } from "../../../domain/views";
import type { View } from "../../../domain/views.schema";
import { profileOf } from "../accessRegistry";
import { api, server } from "../msw";
import { currentUrl, linkedSeller, renderScreen } from "../renderScreen";
import { listRequests, property } from "./fixtures";

const LIST = "/property/list";
const rows = [property(1), property(2, { productCount: 3 })];
const operator = profileOf(USER_TYPE.operator, { fullName: "Olga Operator" });

/** As the server keeps it: without the page, parameters sorted and encoded. */
const BY_NAME = viewQueryOf("pageSize=20&sorters[0][field]=nameIt&sorters[0][order]=desc");

/** A page size with the list's own first sort, which the list writes into its address. */
const pageOf = (size: number) =>
  viewQueryOf(`pageSize=${size}&sorters[0][field]=createdAt&sorters[0][order]=desc`);

const savedView = (n: number, changes: Partial<View> = {}): View => ({
  _id: `00000000-0000-4000-9000-${String(n).padStart(12, "0")}`,
  name: `View ${n}`,
  resource: "properties",
  query: BY_NAME,
  hiddenColumns: [],
  visibility: "me",
  owner: { _id: "u2", fullName: "Olga Operator" },
  editable: true,
  deletable: true,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  version: 1,
  ...changes,
});

/** Answers these views and keeps what each request asked or sent. */
const viewsApi = (views: View[]) => {
  const seen = {
    lists: [] as URLSearchParams[],
    created: [] as unknown[],
    updated: [] as unknown[],
    deleted: [] as string[],
  };
  server.use(
    http.get(api("/views"), ({ request }) => {
      seen.lists.push(new URL(request.url).searchParams);
      return HttpResponse.json({ message: "OK", data: { items: views } });
    }),
    http.post(api("/view"), async ({ request }) => {
      const body = await request.json();
      seen.created.push(body);
      return HttpResponse.json({ message: "Vista salvata", data: savedView(9) }, { status: 201 });
    }),
    http.put(api("/view/:id"), async ({ request }) => {
      const body = await request.json();
      seen.updated.push(body);
      return HttpResponse.json({ message: "Vista aggiornata", data: savedView(1) });
    }),
    http.delete(api("/view/:id"), ({ params }) => {
      seen.deleted.push(String(params.id));
      return HttpResponse.json({ message: "Vista eliminata", data: savedView(1) });
    }),
  );
  return seen;
};

afterEach(() => localStorage.clear());

describe("saved views above a list", { timeout: 60_000 }, () => {
  it("shows the list's views as tabs, marks the one the address shows and opens another", async () => {
    const seen = viewsApi([
      savedView(1, { name: "Per nome", hiddenColumns: ["productCount"] }),
      savedView(2, {
        name: "Grandi pagine",
        query: pageOf(50),
        visibility: "operators",
        owner: { _id: "u1", fullName: "Anna Admin" },
        editable: false,
        deletable: false,
      }),
    ]);
    const requests = listRequests("/properties", () => ({ items: rows, total: 2 }));
    renderScreen(`${LIST}?pageSize=50&currentPage=1`, operator);

    const tabs = await screen.findByRole("navigation", { name: "Viste salvate" });
    await within(tabs).findByRole("link", { name: "Per nome" });
    expect(seen.lists[0]?.get("resource")).toBe("properties");
    const shared = within(tabs).getByRole("link", { name: "Grandi pagine" });
    await waitFor(() => expect(shared.getAttribute("aria-current")).toBe("page"));
    expect(shared.getAttribute("title")).toBe("Condivisa da Anna Admin");
    // A tab is a real link to the list's own address: it can be copied or opened elsewhere.
    expect(within(tabs).getByRole("link", { name: "Per nome" }).getAttribute("href")).toBe(
      `${LIST}?${BY_NAME}`,
    );
    expect(screen.getByRole("columnheader", { name: "Prodotti" })).toBeTruthy();

    fireEvent.click(within(tabs).getByRole("link", { name: "Per nome" }));
    await waitFor(() => expect(requests.at(-1)?.get("sort")).toBe("-nameIt"));
    expect(requests.at(-1)?.get("limit")).toBe("20");
    expect(currentUrl()).toContain("sorters[0][order]=desc");
    await waitFor(() =>
      expect(screen.queryByRole("columnheader", { name: "Prodotti" })).toBeNull(),
    );
    // Opening a view mounts the list afresh: its tabs are new elements.
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Per nome" }).getAttribute("aria-current")).toBe(
        "page",
      ),
    );

    fireEvent.click(screen.getByRole("link", { name: "Tutti" }));
    // The list as it comes: its own first sort, ten rows a page.
    await waitFor(() => expect(requests.at(-1)?.get("sort")).toBe("-createdAt"));
    expect(requests.at(-1)?.get("limit")).toBe("10");
  });

  it("saves the list as it is now: filters, sort, page size and hidden columns", async () => {
    const seen = viewsApi([]);
    listRequests("/properties", () => ({ items: rows, total: 2 }));
    localStorage.setItem("lux.list.hiddenColumns.properties", JSON.stringify(["productCount"]));
    renderScreen(
      `${LIST}?currentPage=2&pageSize=20&sorters[0][field]=nameIt&sorters[0][order]=asc`,
    );
    await screen.findByText("Materiale 1");

    fireEvent.click(screen.getByRole("button", { name: "Salva vista" }));
    const dialog = await screen.findByRole("dialog", { name: "Salva questo elenco come vista" });
    const choices = within(dialog)
      .getAllByRole("radio")
      .map((radio) => radio.closest("label")?.textContent);
    expect(choices).toEqual(["Solo io", "Tutti gli operatori", "Tutti gli amministratori"]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Salva" }));
    expect(await within(dialog).findByText("Il nome della vista è obbligatorio")).toBeTruthy();
    expect(seen.created).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Nome"), {
      target: { value: "Materiali per nome" },
    });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Tutti gli operatori" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Salva" }));
    await waitFor(() => expect(seen.created).toHaveLength(1));
    expect(seen.created[0]).toEqual({
      name: "Materiali per nome",
      visibility: "operators",
      resource: "properties",
      query: "pageSize=20&sorters%5B0%5D%5Bfield%5D=nameIt&sorters%5B0%5D%5Border%5D=asc",
      hiddenColumns: ["productCount"],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("lets a seller keep views only for itself", async () => {
    viewsApi([]);
    listRequests("/coupons", () => ({ items: [], total: 0 }));
    renderScreen("/coupon/list", linkedSeller);
    fireEvent.click(await screen.findByRole("button", { name: "Salva vista" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getAllByRole("radio")).toHaveLength(1);
    expect(within(dialog).getByRole("radio", { name: "Solo io" })).toBeTruthy();
  });

  it("offers the owner to update the view it opened; not someone else's", async () => {
    const seen = viewsApi([
      savedView(1, { name: "Mia", query: pageOf(20) }),
      savedView(2, {
        name: "Condivisa",
        query: pageOf(50),
        visibility: "operators",
        editable: false,
        deletable: false,
      }),
    ]);
    listRequests("/properties", () => ({ items: rows, total: 2 }));
    renderScreen(`${LIST}?pageSize=20`, operator);
    const tabs = await screen.findByRole("navigation", { name: "Viste salvate" });
    await within(tabs).findByRole("link", { name: "Mia" });

    fireEvent.click(within(tabs).getByRole("button", { name: "Salva vista" }));
    fireEvent.click(await screen.findByText("Aggiorna “Mia” con questo elenco"));
    await waitFor(() => expect(seen.updated).toHaveLength(1));
    expect(seen.updated[0]).toMatchObject({
      name: "Mia",
      visibility: "me",
      resource: "properties",
      query: pageOf(20),
      version: 1,
    });

    fireEvent.click(within(tabs).getByRole("link", { name: "Condivisa" }));
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Condivisa" }).getAttribute("aria-current")).toBe(
        "page",
      ),
    );
    // Not the operator's: the control only saves a new view.
    fireEvent.click(screen.getByRole("button", { name: "Salva vista" }));
    expect(
      await screen.findByRole("dialog", { name: "Salva questo elenco come vista" }),
    ).toBeTruthy();
  });

  it("deletes the owner's view only after the confirmation", async () => {
    const seen = viewsApi([savedView(1, { name: "Mia", query: pageOf(20) })]);
    listRequests("/properties", () => ({ items: rows, total: 2 }));
    renderScreen(`${LIST}?pageSize=20`, operator);
    await screen.findByRole("link", { name: "Mia" });
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Mia" }).getAttribute("aria-current")).toBe("page"),
    );

    fireEvent.click(screen.getByRole("button", { name: "Salva vista" }));
    fireEvent.click(await screen.findByText("Elimina “Mia”"));
    const confirm = await screen.findByRole("dialog");
    expect(within(confirm).getByText(/Chi la condivide non la vedrà più/)).toBeTruthy();
    expect(seen.deleted).toEqual([]);
    fireEvent.click(within(confirm).getByRole("button", { name: "Elimina" }));
    await waitFor(() => expect(seen.deleted).toEqual([savedView(1)._id]));
  });
});

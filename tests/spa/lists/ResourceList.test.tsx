import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { session } from "../../../src/providers/session";
import { readListAtStart } from "../../../src/readAhead/listAtStart";
import { seedListQueriesFromReadsAhead } from "../../../src/readAhead/seedListQueries";
import { staleTimeOf } from "../../../src/refineOptions";
import { endpoints } from "../../../src/resources";
import { signedInAs } from "../accessRegistry";
import { api, server } from "../msw";
import { admin, currentUrl, loadScreens, renderScreen } from "../renderScreen";
import { listRequests, property } from "./fixtures";

const LIST = "/property/list";
const rows = [property(1), property(2, { productCount: 3 })];
const showList = (url = LIST) => renderScreen(url);
const showListWith = (url: string, dataProvider: ReturnType<typeof createDataProvider>) =>
  renderScreen(url, admin, { dataProvider });
const address = currentUrl;

afterEach(() => localStorage.clear());

describe("the list pattern (ResourceList)", { timeout: 60_000 }, () => {
  it("asks the server for the page, size and sort the URL holds, and writes changes back", async () => {
    const seen = listRequests("/properties", () => ({ items: rows, total: 45 }));
    showList(`${LIST}?currentPage=2&pageSize=20&sorters[0][field]=nameIt&sorters[0][order]=asc`);

    expect(await screen.findByText("Materiale 1")).toBeTruthy();
    // Once: the read started as the page rendered is the one its table's query took.
    expect(seen).toHaveLength(1);
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({
      offset: "20",
      limit: "20",
      sort: "nameIt",
    });

    fireEvent.click(screen.getByRole("columnheader", { name: /Nome proprietà/ }));
    await waitFor(() => expect(seen.at(-1)?.get("sort")).toBe("-nameIt"));
    expect(address()).toContain("sorters[0][order]=desc");

    fireEvent.change(screen.getByLabelText("Cerca"), { target: { value: "pelle" } });
    fireEvent.keyDown(screen.getByLabelText("Cerca"), { key: "Enter", keyCode: 13 });
    await waitFor(() => expect(seen.at(-1)?.get("q")).toBe("pelle"));
    // A new search starts again from the first page.
    expect(seen.at(-1)?.get("offset")).toBe("0");
    expect(address()).toContain("filters[0][field]=q");
  });

  it("links the pager's previous and next to their own pages' addresses (a new tab opens them)", async () => {
    listRequests("/properties", () => ({ items: rows, total: 45 }));
    showList(`${LIST}?currentPage=2&pageSize=10`);
    await screen.findByText("Materiale 1");

    const pageOf = (link: Element) =>
      new URLSearchParams(link.getAttribute("href")?.split("?")[1]).get("currentPage");
    const previous = screen.getByRole("link", { name: "Pagina precedente" });
    const next = screen.getByRole("link", { name: "Pagina successiva" });
    expect(pageOf(previous)).toBe("1");
    expect(pageOf(next)).toBe("3");
    // One control each: no button inside the link (issue 47).
    expect(within(previous).queryByRole("button")).toBeNull();
    expect(within(next).queryByRole("button")).toBeNull();
  });

  it("says the pager's previous is unavailable on the first page, with no address to follow", async () => {
    listRequests("/properties", () => ({ items: rows, total: 45 }));
    showList(`${LIST}?currentPage=1&pageSize=10`);
    await screen.findByText("Materiale 1");

    const previous = screen.getByRole("link", { name: "Pagina precedente" });
    expect(previous.getAttribute("aria-disabled")).toBe("true");
    expect(previous.hasAttribute("href")).toBe(false);
    expect(screen.getByRole("link", { name: "Pagina successiva" }).hasAttribute("href")).toBe(true);
  });

  it("sends a date-range filter as whole UTC days", async () => {
    const seen = listRequests("/properties", () => ({ items: rows, total: 2 }));
    showList(
      `${LIST}?filters[0][field]=createdAt&filters[0][operator]=gte&filters[0][value]=2026-03-01T00:00:00.000Z&filters[1][field]=createdAt&filters[1][operator]=lte&filters[1][value]=2026-03-31T23:59:59.999Z`,
    );
    await screen.findByText("Materiale 1");
    expect(seen[0]?.get("createdAtMin")).toBe("2026-03-01T00:00:00.000Z");
    expect(seen[0]?.get("createdAtMax")).toBe("2026-03-31T23:59:59.999Z");
  });

  it("keeps a hidden column hidden on the next visit", async () => {
    listRequests("/properties", () => ({ items: rows, total: 2 }));
    const first = showList();
    await screen.findByText("Materiale 1");
    expect(screen.getByRole("columnheader", { name: "Prodotti" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Colonne" }));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Prodotti" }));
    await waitFor(() =>
      expect(screen.queryByRole("columnheader", { name: "Prodotti" })).toBeNull(),
    );
    first.unmount();

    showList();
    await screen.findByText("Materiale 1");
    expect(screen.queryByRole("columnheader", { name: "Prodotti" })).toBeNull();
    expect(screen.getByRole("columnheader", { name: /Nome proprietà/ })).toBeTruthy();
  });

  it("exports the selected rows by id, or every filtered row without paging", async () => {
    listRequests("/properties", () => ({ items: rows, total: 2 }));
    const exports: URL[] = [];
    server.use(
      http.get(api("/properties/export/:format"), ({ request }) => {
        exports.push(new URL(request.url));
        return new HttpResponse("name\n", {
          headers: {
            "content-type": "text/csv",
            "content-disposition": 'attachment; filename="properties.csv"',
          },
        });
      }),
    );
    showList(`${LIST}?filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=pelle`);
    await screen.findByText("Materiale 1");

    fireEvent.click(screen.getAllByRole("checkbox")[1] as HTMLElement);
    fireEvent.click(screen.getByRole("button", { name: "Esporta" }));
    expect(await screen.findByText("1 riga selezionata")).toBeTruthy();
    fireEvent.click((await screen.findAllByText("CSV"))[0] as HTMLElement);
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]?.pathname).toBe("/admin/api/properties/export/csv");
    expect(Object.fromEntries(exports[0]?.searchParams ?? [])).toMatchObject({ ids: rows[0]?._id });

    fireEvent.click(screen.getByRole("button", { name: "Esporta" }));
    fireEvent.click((await screen.findAllByText("Excel (XLSX)")).at(-1) as HTMLElement);
    await waitFor(() => expect(exports).toHaveLength(2));
    expect(exports[1]?.pathname).toBe("/admin/api/properties/export/xlsx");
    const all = Object.fromEntries(exports[1]?.searchParams ?? []);
    expect(all.q).toBe("pelle");
    expect(all).not.toHaveProperty("offset");
    expect(all).not.toHaveProperty("limit");
    expect(all).not.toHaveProperty("ids");
  });

  it("deletes a row only after the confirmation", async () => {
    listRequests("/properties", () => ({ items: rows, total: 2 }));
    const deleted: string[] = [];
    server.use(
      http.delete(api("/property/:id"), ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ message: "Eliminata", data: rows[0] });
      }),
    );
    showList();
    await screen.findByText("Materiale 1");

    fireEvent.click(screen.getByRole("button", { name: "Elimina: Materiale 1: Pelle 1" }));
    const dialog = await screen.findByRole("tooltip");
    expect(within(dialog).getByText(/verrà eliminato/)).toBeTruthy();
    expect(deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Elimina" }));

    await waitFor(() => expect(deleted).toEqual([rows[0]?._id]));
    expect(await screen.findByText("La proprietà è stata eliminata con successo")).toBeTruthy();
    // A property that products use cannot be deleted from the list.
    expect(screen.queryByRole("button", { name: "Elimina: Materiale 2: Pelle 2" })).toBeNull();
  });

  it("says when there is nothing yet, and when nothing matches the filters", async () => {
    listRequests("/properties", () => ({ items: [], total: 0 }));
    const first = showList();
    expect(await screen.findByText("Non c'è ancora nulla qui.")).toBeTruthy();
    first.unmount();

    showList(`${LIST}?filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=zzz`);
    expect(await screen.findByText("Nessuna riga corrisponde a questi filtri.")).toBeTruthy();
  });

  it("shows the server's reason when the list fails, and tries again on request", async () => {
    let calls = 0;
    server.use(
      http.get(api("/properties"), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: "Servizio non disponibile" }, { status: 503 })
          : HttpResponse.json({ message: "OK", data: { items: rows, total: 2 } });
      }),
    );
    showList();
    expect(await screen.findByText("Non è stato possibile caricare l'elenco.")).toBeTruthy();
    expect(screen.getAllByText("Servizio non disponibile").length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole("button", { name: "Riprova" }));
    expect(await screen.findByText("Materiale 1")).toBeTruthy();
  });
});

describe("a list opened by its address (a reload, a link in a new tab)", () => {
  const SORTED = `${LIST}?currentPage=2&pageSize=20&sorters[0][field]=nameIt&sorters[0][order]=asc`;
  const FILTERED = `${SORTED}&filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=pelle`;
  const allowed = async () => ({ can: true });

  const startAt = (url: string, can = allowed, signedIn = true) => {
    if (signedIn) session.setToken("token");
    window.history.pushState({}, "", url);
    const dataProvider = createDataProvider(endpoints);
    const started = readListAtStart({ dataProvider, check: signedInAs(admin).check, can });
    return { dataProvider, started };
  };

  afterEach(() => {
    session.clear();
    window.history.pushState({}, "", "/");
  });

  it("starts reading its rows before it renders, and the list takes that read", async () => {
    const seen = listRequests("/properties", () => ({ items: rows, total: 45 }));
    const { dataProvider, started } = startAt(FILTERED);
    await started;
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({
      offset: "20",
      limit: "20",
      sort: "nameIt",
      q: "pelle",
    });

    showListWith(FILTERED, dataProvider);
    expect(await screen.findByText("Materiale 1")).toBeTruthy();
    expect(seen).toHaveLength(1);
  });

  it("shows the rows read at start in its first frame, and does not read them again once shown", async () => {
    const seen = listRequests("/properties", () => ({ items: rows, total: 45 }));
    await loadScreens(LIST);
    const { dataProvider, started } = startAt(SORTED);
    await started;
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: staleTimeOf } },
    });
    seedListQueriesFromReadsAhead(queryClient, dataProvider);

    renderScreen(SORTED, admin, { dataProvider, queryClient });
    // In the first commit: no skeleton was shown before the rows.
    expect(screen.getByText("Materiale 1")).toBeTruthy();
    expect(document.querySelector(".ant-skeleton")).toBeNull();
    // Past the frame that shows the list, when a list shown again reads its rows again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(1);
  });

  it("reads nothing for a user who may not open it, nor when the address leaves the sort to the list", async () => {
    const seen = listRequests("/properties", () => ({ items: rows, total: 45 }));
    await startAt(SORTED, async () => ({ can: false })).started;
    await startAt(`${LIST}?currentPage=2&pageSize=20`).started;
    session.clear();
    await startAt(SORTED, allowed, false).started;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(0);
  });
});

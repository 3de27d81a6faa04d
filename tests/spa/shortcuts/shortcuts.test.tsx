import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import en from "../../../locales/en/shortcuts.json";
import it_ from "../../../locales/it/shortcuts.json";
import { changeLanguage } from "../../../src/providers/i18n";
import { resources } from "../../../src/resources";
import { GlobalShortcuts, GO_TO, SHORTCUTS } from "../../../src/shortcuts";
import { useGoToTargets } from "../../../src/shortcuts/useGoToTargets";
import { signedInAs } from "../accessRegistry";
import { property } from "../lists/fixtures";
import { api, server } from "../msw";
import { admin, currentUrl, linkedSeller, renderScreen } from "../renderScreen";
import { ok, orderRequestRecord, serveRequests } from "../requests/fixtures";
import { TestWrapper } from "../TestWrapper";

const press = (key: string, target: Element = document.activeElement ?? document.body) =>
  fireEvent.keyDown(target, { key });

/** What the shortcuts' live regions said. */
const said = () =>
  [...document.querySelectorAll("[aria-live='polite']")]
    .map((region) => region.textContent)
    .filter(Boolean);

const requests = [1, 2, 3].map((n) => ({
  ...orderRequestRecord,
  _id: `or${n}`,
  number: 1040 + n,
}));

const LIST = "/orders/request/list";
const page = (id: string) => `/orders/request/view-order/${id}`;
const rowOf = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`);

afterEach(() => sessionStorage.clear());

const lookUp = (texts: object, path: string) =>
  path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);

describe("the shortcut map", () => {
  it("names every shortcut and scope in both languages", () => {
    for (const texts of [en, it_]) {
      for (const { label, scope } of Object.values(SHORTCUTS)) {
        expect(typeof lookUp(texts, label), label).toBe("string");
        expect(typeof lookUp(texts, `scopes.${scope}`), scope).toBe("string");
      }
    }
  });

  it("gives no key two meanings where both work", () => {
    const keysOf = (scope: string) =>
      Object.values(SHORTCUTS)
        .filter((shortcut) => shortcut.scope === scope || shortcut.scope === "everywhere")
        .flatMap((shortcut) => shortcut.keys);
    for (const scope of ["list", "record"]) {
      const keys = keysOf(scope);
      expect(new Set(keys).size, scope).toBe(keys.length);
    }
    const letters = GO_TO.map(({ key }) => key);
    expect(new Set(letters).size).toBe(letters.length);
  });

  it("goes to sections of the registry, the queue's line included", () => {
    const names = new Set(resources.map(({ name }) => name));
    expect(GO_TO.find(({ key }) => key === "q")?.resource).toBe("queue");
    expect(GO_TO.find(({ key }) => key === "o")?.resource).toBe("orders");
    expect(GO_TO.find(({ key }) => key === "r")?.resource).toBe("orderRequests");
    for (const { resource } of GO_TO.filter(({ key }) => key !== "q")) {
      expect(names.has(resource), resource).toBe(true);
    }
  });
});

describe("keys in a list and on a record's page", { timeout: 30_000 }, () => {
  it("moves the focused row with j and k, says where it is, selects it with x and opens it with Enter", async () => {
    serveRequests({ orderRequests: requests });
    renderScreen(LIST);
    await screen.findByRole("link", { name: "#1041" });

    press("j");
    expect(document.activeElement).toBe(rowOf("or1"));
    expect(said()).toContain("Riga 1 di 3: Richiesta d'ordine #1041");
    press("j");
    press("j");
    press("j");
    expect(document.activeElement).toBe(rowOf("or3"));
    press("k");
    expect(document.activeElement).toBe(rowOf("or2"));
    expect(said()).toContain("Riga 2 di 3: Richiesta d'ordine #1042");

    press("x");
    const checkbox = within(rowOf("or2") as HTMLElement).getByRole("checkbox");
    await waitFor(() => expect((checkbox as HTMLInputElement).checked).toBe(true));
    expect(said()).toContain("Richiesta d'ordine #1042 selezionato");

    press("/");
    expect(document.activeElement).toBe(screen.getByRole("searchbox", { name: "Cerca" }));

    fireEvent.focus(rowOf("or2") as HTMLElement);
    press("Enter", rowOf("or2") as HTMLElement);
    await waitFor(() => expect(currentUrl()).toBe(page("or2")));
  });

  it("never acts while typing in a field or with Ctrl, Alt or Cmd held", async () => {
    serveRequests({ orderRequests: requests });
    renderScreen(LIST);
    await screen.findByRole("link", { name: "#1041" });
    const search = screen.getByRole("searchbox", { name: "Cerca" });
    search.focus();

    for (const key of ["j", "k", "x", "/", "e", "Enter", "?", "g"]) press(key, search);
    fireEvent.keyDown(document.body, { key: "j", ctrlKey: true });
    fireEvent.keyDown(document.body, { key: "j", metaKey: true });
    fireEvent.keyDown(document.body, { key: "j", altKey: true });

    expect(document.activeElement).toBe(search);
    expect(said()).toEqual([]);
    expect(currentUrl()).toMatch(/^\/orders\/request\/list\?/);
    expect(screen.getAllByRole("checkbox").some((box) => (box as HTMLInputElement).checked)).toBe(
      false,
    );
  });

  it("goes to the next and previous record of the list with ] and [, and says so at the ends", async () => {
    serveRequests({ orderRequests: requests });
    const list = renderScreen(LIST);
    await screen.findByRole("link", { name: "#1043" });
    list.unmount();

    const second = renderScreen(page("or2"));
    await screen.findByText("Richiesta d'ordine #1042");
    press("]");
    await waitFor(() => expect(currentUrl()).toBe(page("or3")));
    second.unmount();

    const third = renderScreen(page("or3"));
    await screen.findByText("Richiesta d'ordine #1043");
    press("]");
    expect(said()).toContain("Questo è l'ultimo elemento dell'elenco.");
    expect(currentUrl()).toBe(page("or3"));
    press("[");
    await waitFor(() => expect(currentUrl()).toBe(page("or2")));
    third.unmount();

    sessionStorage.clear();
    renderScreen(page("or1"));
    await screen.findByText("Richiesta d'ordine #1041");
    press("[");
    expect(said()).toContain("Questo elemento non è stato aperto da un elenco.");
  });

  it("edits the focused row with e, and steps through the list's records on their edit pages", async () => {
    const properties = [1, 2, 3].map((n) => property(n));
    const [, second, third] = properties.map(({ _id }) => _id);
    server.use(
      http.get(api("/properties"), () => ok({ items: properties, total: 3 })),
      http.get(api("/property/:id"), ({ params }) =>
        ok(properties.find(({ _id }) => _id === params.id)),
      ),
    );
    const list = renderScreen("/property/list");
    await screen.findByText("Materiale 3");
    press("j");
    press("j");
    press("e");
    await waitFor(() => expect(currentUrl()).toBe(`/property/edit/${second}`));
    list.unmount();

    renderScreen(`/property/edit/${second}`);
    const name = await screen.findByDisplayValue("Materiale 2");
    // In a field, ] is text.
    press("]", name);
    expect(currentUrl()).toBe(`/property/edit/${second}`);
    press("]", document.body);
    await waitFor(() => expect(currentUrl()).toBe(`/property/edit/${third}`));
  });

  it("shows each allowed move's key on its button and opens the move with it, not from its note", async () => {
    serveRequests({ orderRequests: requests });
    renderScreen(page("or1"));
    const take = await screen.findByRole("button", { name: "Prendi in carico" });
    expect(take.getAttribute("aria-keyshortcuts")).toBe("1");
    expect(within(take).getByText("1").tagName).toBe("KBD");
    const deny = screen.getByRole("button", { name: "Rifiuta la richiesta" });
    expect(deny.getAttribute("aria-keyshortcuts")).toBe("2");

    press("1");
    const dialog = await screen.findByRole("dialog", { name: "Prendi in carico" });
    const note = within(dialog).getByRole("textbox");
    press("2", note);
    expect(screen.queryByRole("dialog", { name: "Rifiuta la richiesta" })).toBeNull();
  });
});

const renderShell = (profile = admin) =>
  render(
    <TestWrapper
      authProvider={signedInAs(profile)}
      // Every address: the shortcuts stay mounted as the shell keeps them.
      path="*"
      url="/"
      resources={resources}
    >
      <GlobalShortcuts />
      <Sections />
      <Where />
    </TestWrapper>,
  );

/** The `g` sections the shortcuts know: none until the user's permissions are read. */
function Sections() {
  const keys = useGoToTargets().map(({ key }) => key);
  return <output aria-label="sections">{keys.join(" ")}</output>;
}

/** Waits until the shortcuts know the user's sections: a key pressed before reaches none. */
const sectionsKnown = () =>
  waitFor(() => expect(screen.getByRole("status", { name: "sections" }).textContent).not.toBe(""));

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="current url">{`${pathname}${search}`}</output>;
}

/** A list page under the shortcuts of every page, as the shell holds them. */
const renderListInShell = () => renderScreen(LIST, admin, { beside: <GlobalShortcuts /> });

describe("a key pressed as an overlay closes", { timeout: 30_000 }, () => {
  it("is the page's: j right after Esc closed the ? overlay moves the row, which keeps the focus", async () => {
    serveRequests({ orderRequests: requests });
    renderListInShell();
    await screen.findByRole("link", { name: "#1041" });
    press("j");
    press("?");
    const dialog = await screen.findByRole("dialog", { name: "Scorciatoie da tastiera" });

    // rc-dialog reads the key's code. No wait after it: the overlay is still animating out.
    fireEvent.keyDown(dialog, { key: "Escape", keyCode: 27 });
    press("j");
    expect(document.activeElement).toBe(rowOf("or2"));
    expect(said()).toContain("Riga 2 di 3: Richiesta d'ordine #1042");

    // Its animation ends (jsdom runs it, but never ends it): the focus is not taken back to the
    // row it left.
    await waitFor(() => expect(dialog.className).toContain("ant-zoom-leave-active"));
    fireEvent.transitionEnd(dialog);
    await waitFor(() =>
      expect(dialog.closest(".ant-modal-wrap")?.getAttribute("style")).toContain("none"),
    );
    expect(document.activeElement).toBe(rowOf("or2"));
    press("j");
    expect(document.activeElement).toBe(rowOf("or3"));
  });
});

describe("shortcuts of every page", { timeout: 30_000 }, () => {
  afterEach(async () => {
    await changeLanguage("it");
  });

  /** Opens the overlay once the sections are known (they follow the user's permissions). */
  const openHelp = async (title: string, section: string) => {
    await sectionsKnown();
    press("?", document.body);
    const dialog = await screen.findByRole("dialog", { name: title });
    await within(dialog).findByText(section);
    return dialog;
  };

  const lists = (dialog: HTMLElement, texts: readonly string[]) => {
    for (const text of texts) {
      expect(within(dialog).getAllByText(text).length, text).toBeGreaterThan(0);
    }
  };

  it("lists every shortcut with ? in Italian", async () => {
    renderShell();
    const dialog = await openHelp("Scorciatoie da tastiera", "Ordini");
    lists(dialog, [
      "Ovunque",
      "In un elenco",
      "Nella pagina di un elemento",
      "Evidenzia la riga successiva",
      "Invio",
      "Richieste d'ordine",
      "Utenti",
    ]);
    for (const { label } of Object.values(SHORTCUTS)) {
      expect(within(dialog).getByText(String(lookUp(it_, label)))).toBeTruthy();
    }
  });

  it("lists every shortcut with ? in English", async () => {
    await changeLanguage("en");
    renderShell();
    const dialog = await openHelp("Keyboard shortcuts", "Orders");
    lists(dialog, ["Everywhere", "In a list", "Focus the next row", "Enter", "Users"]);
    for (const { label } of Object.values(SHORTCUTS)) {
      expect(within(dialog).getByText(String(lookUp(en, label)))).toBeTruthy();
    }
  });

  it("lists only the sections the user may open", async () => {
    renderShell(linkedSeller);
    const dialog = await openHelp("Scorciatoie da tastiera", "Ordini");
    expect(within(dialog).queryByText("Utenti")).toBeNull();
    expect(within(dialog).queryByText("Categorie")).toBeNull();
  });

  it("opens a section with g then its letter, only one the user may open", async () => {
    renderShell(linkedSeller);
    // A list opens at its first page in full, as the menu links it (lists/firstPage.ts).
    const ordersFirstPage =
      "/orders/list?pageSize=10&currentPage=1&sorters[0][field]=createdAt&sorters[0][order]=desc";
    await sectionsKnown();
    press("g", document.body);
    press("o", document.body);
    await waitFor(() => expect(currentUrl()).toBe(ordersFirstPage));
    expect(said()).toContain("Apertura di Ordini");

    press("g", document.body);
    press("u", document.body);
    expect(said()).toContain("Nessuna sezione si apre con g e poi u. Premi ? per l'elenco.");
    expect(currentUrl()).toBe(ordersFirstPage);
    // A letter alone, without g first, goes nowhere.
    press("d", document.body);
    expect(currentUrl()).toBe(ordersFirstPage);
    press("g", document.body);
    press("d", document.body);
    await waitFor(() => expect(currentUrl()).toBe("/"));
  });
});

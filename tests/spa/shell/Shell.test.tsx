import { configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import Cookies from "js-cookie";
import { type HttpHandler, HttpResponse, http } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "../../../domain/auth.schema";
import type { Dashboard } from "../../../domain/dashboard.schema";
import { USER_TYPE } from "../../../domain/userTypes";
import { sessionFingerprint } from "../../../src/layout/tabs/tabsStorage";
import { session } from "../../../src/providers/session";
import { profileOf } from "../accessRegistry";
import { property } from "../lists/fixtures";
import { api, server } from "../msw";
import { ObservableStyles } from "../ObservableStyles";
import { ASYNC_UTIL_TIMEOUT_MS } from "../waits";

/** A stand-in for socket.io-client: the test plays the server's events. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, ((payload?: unknown) => void)[]>();
  const sent: unknown[][] = [];
  return {
    handlers,
    sent,
    emit(...message: unknown[]) {
      sent.push(message);
      return this;
    },
    on(event: string, handler: (payload?: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return this;
    },
    serverSends(event: string, payload?: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
    connect: () => undefined,
    disconnect: () => undefined,
    removeAllListeners() {
      handlers.clear();
      return this;
    },
  };
});
const { io } = vi.hoisted(() => ({ io: vi.fn(() => socket) }));
vi.mock("socket.io-client", () => ({ io }));

/** What the page sent, without the acknowledgement callbacks. */
const messages = () =>
  socket.sent.map((message) => message.filter((part) => typeof part !== "function"));

/** The server acknowledges every join sent so far. */
const acknowledgeJoins = () => {
  for (const [message, , acknowledge] of socket.sent)
    if (message === "subscribe" && typeof acknowledge === "function") acknowledge(true);
};

const emptyDashboard: Dashboard = {
  counters: { orders: 0, orderRequests: 0, rentRequests: 0, eventRequests: 0 },
  perDay: [],
  revenueThisMonthCents: 0,
  latestOrderRequests: [],
  latestRentRequests: [],
  latestEventRequests: [],
  latestOrders: [],
};

/**
 * Budgets of a whole app in jsdom. A screen shown for the first time in a file compiles its lazy
 * chunks (the shell, a list, the dashboard): on a 2-core machine whose other core runs a browser
 * test, one such screen took 15-30 s, which 10-15 s waits and a 30 s test did not always cover.
 * Every wait still ends as soon as what it waits for shows.
 */
const WAIT_MS = 60_000;
const WHOLE_APP_MS = 150_000;
beforeAll(() => configure({ asyncUtilTimeout: WAIT_MS }));
afterAll(() => configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS }));

const calls: string[] = [];

const serve = (profile: Profile) =>
  server.use(
    http.get(api("/user/profile"), () => HttpResponse.json({ message: "", data: profile })),
    http.get(api("/request/count"), () => HttpResponse.json({ message: "", data: 2 })),
    http.get(api("/event/request/count"), () => HttpResponse.json({ message: "", data: 3 })),
    http.get(api("/order/request/count"), () => HttpResponse.json({ message: "", data: 4 })),
    http.get(api("/order/count"), () => HttpResponse.json({ message: "", data: 5 })),
    http.get(api("/dashboard"), () => HttpResponse.json({ message: "", data: emptyDashboard })),
    http.put(api("/user/logout"), () => HttpResponse.json({ message: "Bye", data: null })),
    http.get(api("/stock/counts"), () =>
      HttpResponse.json({ message: "", data: { outOfStock: 0, lowStock: 0 } }),
    ),
    // Lists and options the screens ask for: empty.
    http.get(api("/*"), () => HttpResponse.json({ message: "", data: { items: [], total: 0 } })),
  );

server.events.on("request:start", ({ request }) => {
  calls.push(new URL(request.url).pathname.replace("/admin/api", ""));
});

/** A fresh app per test: its auth provider remembers the profile for the page's lifetime. */
const openSignedOutAt = async (url: string, profile: Profile, ...answers: HttpHandler[]) => {
  vi.resetModules();
  serve(profile);
  // Before the empty answers above: the test's own.
  server.use(...answers);
  window.history.replaceState(null, "", url);
  // The fresh modules bring a fresh i18next instance: load its texts as main.tsx does.
  await (await import("../../../src/providers/i18n")).initI18n();
  const { App } = await import("../../../src/App");
  return render(
    <ObservableStyles>
      <App />
    </ObservableStyles>,
  );
};

const openAt = (url: string, profile: Profile, ...answers: HttpHandler[]) => {
  session.setToken("jwt-test");
  return openSignedOutAt(url, profile, ...answers);
};

/** The open tabs' titles, in order. */
const tabTitles = async () =>
  within(await screen.findByRole("tablist", { name: "Pagine aperte" }))
    .getAllByRole("tab")
    .map((tab) => tab.textContent);

const badge = (name: string) =>
  document.querySelector(`[data-counter="${name}"]`)?.getAttribute("data-count");

/** WCAG's contrast ratio of an element's text on its background, both set on it (rgb()). */
const contrastOf = (element: Element | null) => {
  const style = (element as HTMLElement | null)?.style;
  const luminance = (color = "") => {
    const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(style?.color), luminance(style?.background)].sort(
    (a, b) => b - a,
  );
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

beforeEach(() => {
  calls.length = 0;
  io.mockClear();
  socket.handlers.clear();
  socket.sent.length = 0;
  sessionStorage.clear();
});

describe("the shell's live counters", { timeout: WHOLE_APP_MS }, () => {
  it("reads the four counts, follows the socket, and refreshes an open list of that resource", async () => {
    await openAt("/orders/list", profileOf(USER_TYPE.administrator, { fullName: "Anna Admin" }));

    await waitFor(() => expect(badge("orders")).toBe("5"));
    // The closed Rent group's entries come a frame after the shell's first (docs/shell.md#7-entries).
    await waitFor(() =>
      expect([badge("rentRequests"), badge("eventRequests"), badge("orderRequests")]).toEqual([
        "2",
        "3",
        "4",
      ]),
    );
    // The socket opens on its own schedule, not with the counts: under load it came after them,
    // and a connection this test did not wait for landed in the next test's app.
    await waitFor(() =>
      expect(io).toHaveBeenCalledWith(
        expect.objectContaining({ path: "/socket.io", auth: { token: "jwt-test" } }),
      ),
    );
    await waitFor(() => expect(calls).toContain("/orders"));
    // The open list follows its resource's channel on the socket.
    await waitFor(() => expect(messages()).toContainEqual(["subscribe", "resources/orders"]));
    const listReads = () => calls.filter((path) => path === "/orders").length;
    const before = listReads();

    socket.serverSends("orderArrived", { count: 6, at: 20 });
    await waitFor(() => expect(badge("orders")).toBe("6"));
    // An older reading arriving late does not take the number back.
    socket.serverSends("orderArrived", { count: 4, at: 10 });
    socket.serverSends("orderArrived", { count: 7, at: 30 });
    await waitFor(() => expect(badge("orders")).toBe("7"));
    expect(Cookies.get("orderCount")).toBe("7");

    // A changed order refreshes the open list.
    socket.serverSends("recordChanged", {
      channel: "resources/orders",
      type: "updated",
      payload: { ids: ["o1"] },
      date: new Date().toISOString(),
    });
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));

    // The first connection reads every count again (a change may have come before it); the
    // open list, which read before its channel was joined, reads again once the server
    // acknowledges the join sent while connecting.
    const countReads = () => calls.filter((path) => path.endsWith("/count")).length;
    const read = countReads();
    let listed = listReads();
    const sent = socket.sent.length;
    socket.serverSends("connect");
    await waitFor(() => expect(countReads()).toBe(read + 4));
    expect(socket.sent).toHaveLength(sent);
    expect(listReads()).toBe(listed);
    acknowledgeJoins();
    await waitFor(() => expect(listReads()).toBeGreaterThan(listed));

    // A reconnection (a server restart) reads the counts again, joins the channel again, and
    // reads the list again once that join is acknowledged.
    listed = listReads();
    socket.sent.length = 0;
    socket.serverSends("connect");
    await waitFor(() => expect(countReads()).toBe(read + 8));
    expect(messages()).toContainEqual(["subscribe", "resources/orders"]);
    expect(listReads()).toBe(listed);
    acknowledgeJoins();
    await waitFor(() => expect(listReads()).toBeGreaterThan(listed));
  });

  it("gives a closed group its entries' total, live and named in both languages, and leaves it to the entries once open", async () => {
    await openAt("/", profileOf(USER_TYPE.administrator, { fullName: "Anna Admin" }));
    const sidebar = await screen.findByRole("navigation", { name: "Menu principale" });
    // Both groups start closed on the dashboard.
    const sales = await within(sidebar).findByRole("menuitem", { name: /Vendita/ });
    const rent = within(sidebar).getByRole("menuitem", { name: /Noleggio/ });
    expect([sales, rent].map((group) => group.getAttribute("aria-expanded"))).toEqual([
      "false",
      "false",
    ]);

    // Sales: 4 order requests + 5 orders; rent: 2 rent requests + 3 event requests.
    const total = await within(sales).findByRole("img", { name: "9 in attesa" });
    // The total is on screen from the first frame, so it may roll from a first count to 9:
    // antd's rolling digits hold every digit in between until the roll ends.
    await waitFor(() => expect(total.textContent).toBe("9"));
    expect(within(rent).getByRole("img", { name: "5 in attesa" }).textContent).toBe("5");
    expect(contrastOf(total.querySelector("sup"))).toBeGreaterThanOrEqual(4.5);

    socket.serverSends("orderArrived", { count: 6, at: 20 });
    await within(sales).findByRole("img", { name: "10 in attesa" });
    socket.serverSends("rentRequestArrived", { count: 0, at: 21 });
    await within(rent).findByRole("img", { name: "3 in attesa" });

    // Open, the group leaves the counting to its entries' own badges.
    fireEvent.click(sales);
    await waitFor(() => expect(sales.getAttribute("aria-expanded")).toBe("true"));
    expect(within(sales).queryByRole("img", { name: /in attesa/ })).toBeNull();
    expect(badge("orders")).toBe("6");
    expect(within(rent).getByRole("img", { name: "3 in attesa" })).toBeTruthy();
    fireEvent.click(sales);
    await within(sales).findByRole("img", { name: "10 in attesa" });

    await (await import("../../../src/providers/i18n")).changeLanguage("en");
    await within(sales).findByRole("img", { name: "10 waiting" });
    expect(within(rent).getByRole("img", { name: "3 waiting" })).toBeTruthy();
  });

  it("never asks a seller without a payment account for counts, nor opens the socket", async () => {
    await openAt("/", profileOf(USER_TYPE.seller, { fullName: "Giulia Ferri" }));
    await screen.findByRole("heading", { name: "Benvenuto, Giulia Ferri" });
    expect(calls.filter((path) => path.endsWith("/count"))).toEqual([]);
    expect(calls).not.toContain("/dashboard");
    expect(io).not.toHaveBeenCalled();
  });
});

describe("the shell's frame", { timeout: WHOLE_APP_MS }, () => {
  it("names the page in the breadcrumb, the tab and the document title", async () => {
    await openAt("/orders/list", profileOf(USER_TYPE.administrator, { fullName: "Anna Admin" }));
    await waitFor(async () => expect(await tabTitles()).toEqual(["Dashboard", "Ordini"]));
    const crumbs = document.querySelector(".ant-breadcrumb")?.textContent;
    expect(crumbs).toBe("Dashboard/Vendita/Ordini");
    await waitFor(() => expect(document.title).toBe("Ordini - Luxury Marketplace Admin"));
  });

  it("forgets counters and tabs at sign-out", async () => {
    await openAt("/orders/list", profileOf(USER_TYPE.administrator, { fullName: "Anna Admin" }));
    await waitFor(() => expect(badge("orders")).toBe("5"));
    expect(sessionStorage.getItem("tabs")).toContain("/orders/list");

    fireEvent.click(screen.getByRole("button", { name: /Anna Admin/ }));
    fireEvent.click(await screen.findByText("Esci"));

    await screen.findByRole("heading", { name: "Accedi al back-office" });
    expect(Cookies.get("orderCount")).toBeUndefined();
    expect(sessionStorage.getItem("tabs")).toBeNull();
  });

  it("names a record's tab kept from before a reload as its page named it, not by its id", async () => {
    const orderPath = "/orders/view-order/6f1c2b7e-0d2a-4c8e-9a4b-3e5f7a9b1c2d";
    sessionStorage.setItem(
      "tabs",
      JSON.stringify({
        owner: sessionFingerprint("jwt-test"),
        tabs: [
          { path: "/", query: "" },
          { path: orderPath, query: "" },
        ],
        titles: { [orderPath]: "#1042", "/closed/long-ago": "#7" },
      }),
    );
    await openAt("/orders/list", profileOf(USER_TYPE.administrator, { fullName: "Anna Admin" }));

    await waitFor(async () =>
      expect(await tabTitles()).toEqual(["Dashboard", "Ordine - #1042", "Ordini"]),
    );
    // Only the open tabs' names are kept.
    await waitFor(() => expect(sessionStorage.getItem("tabs")).toContain("/orders/list"));
    expect(sessionStorage.getItem("tabs")).not.toContain("long-ago");
  });
});

/** Not inside a page the shell keeps hidden (layout/pageCache/hideKeepingLayout). */
const onScreen = (element: HTMLElement) => element.closest("[aria-hidden='true']") === null;

describe("a list already open in a tab", { timeout: WHOLE_APP_MS }, () => {
  it("shows its rows at once when the tab is clicked, and reads them again behind them", async () => {
    let reads = 0;
    let answerSecondRead = () => {};
    const secondRead = new Promise<void>((resolve) => {
      answerSecondRead = resolve;
    });
    const properties = http.get(api("/properties"), async () => {
      reads += 1;
      if (reads === 1)
        return HttpResponse.json({ message: "", data: { items: [property(1)], total: 1 } });
      await secondRead;
      const renamed = property(1, { nameIt: "Materiale rinnovato" });
      return HttpResponse.json({ message: "", data: { items: [renamed], total: 1 } });
    });
    const admin = profileOf(USER_TYPE.administrator, { fullName: "Anna Admin" });
    await openAt("/property/list", admin, properties);
    const row = await screen.findByText("Materiale 1");
    const tabs = screen.getByRole("tablist", { name: "Pagine aperte" });

    const sidebar = screen.getByRole("navigation", { name: "Menu principale" });
    // The menu's entries come a frame after the page (layout/afterNextPaint.ts).
    const entry = await within(sidebar).findByRole("link", { name: "Proprietà prodotto" });
    expect(entry.getAttribute("aria-current")).toBe("page");

    fireEvent.click(within(tabs).getByRole("tab", { name: "Dashboard" }));
    await screen.findByRole("heading", { name: "Benvenuto, Anna Admin" });
    expect(onScreen(row)).toBe(false);
    // The menu marks the page shown (docs/shell.md, 7).
    await waitFor(() => expect(entry.getAttribute("aria-current")).toBeNull());
    expect(
      within(sidebar).getByRole("link", { name: "Dashboard" }).getAttribute("aria-current"),
    ).toBe("page");

    fireEvent.click(within(tabs).getByRole("tab", { name: "Proprietà prodotto" }));
    await waitFor(() => expect(entry.getAttribute("aria-current")).toBe("page"));
    // The same rows, at once: no skeleton, no spinner over them while they are read again.
    expect(onScreen(screen.getByText("Materiale 1"))).toBe(true);
    await waitFor(() => expect(reads).toBe(2));
    expect(onScreen(screen.getByText("Materiale 1"))).toBe(true);
    expect(document.querySelector(".ant-spin-spinning, .ant-skeleton")).toBeNull();

    answerSecondRead();
    await screen.findByText("Materiale rinnovato");
  });
});

describe("a list's menu entry", { timeout: WHOLE_APP_MS }, () => {
  const FIRST_PAGE =
    "/property/list?pageSize=10&currentPage=1&sorters[0][field]=createdAt&sorters[0][order]=desc";
  const address = () => decodeURIComponent(window.location.pathname + window.location.search);

  it("opens the list at its first page written in full, and a list open in a tab as it was left", async () => {
    const properties = http.get(api("/properties"), () =>
      HttpResponse.json({ message: "", data: { items: [property(1)], total: 1 } }),
    );
    const admin = profileOf(USER_TYPE.administrator, { fullName: "Anna Admin" });
    await openAt("/", admin, properties);
    const sidebar = await screen.findByRole("navigation", { name: "Menu principale" });
    // In the Sales group, closed on the dashboard.
    const entry = await within(sidebar).findByRole("link", {
      name: "Proprietà prodotto",
      hidden: true,
    });
    expect(decodeURIComponent(entry.getAttribute("href") ?? "")).toBe(FIRST_PAGE);

    // The list finds the address it would write already there: it writes nothing.
    fireEvent.click(entry);
    await screen.findByText("Materiale 1");
    expect(address()).toBe(FIRST_PAGE);

    fireEvent.click(screen.getByRole("columnheader", { name: /Nome proprietà/ }));
    await waitFor(() => expect(address()).toContain("sorters[0][field]=nameIt"));
    const sorted = address();
    const tabs = screen.getByRole("tablist", { name: "Pagine aperte" });
    fireEvent.click(within(tabs).getByRole("tab", { name: "Dashboard" }));
    await screen.findByRole("heading", { name: "Benvenuto, Anna Admin" });

    fireEvent.click(entry);
    await waitFor(() => expect(address()).toBe(sorted));
    expect(
      screen.getByRole("columnheader", { name: /Nome proprietà/ }).getAttribute("aria-sort"),
    ).toBe("ascending");
  });
});

describe("the dashboard's figures", { timeout: WHOLE_APP_MS }, () => {
  it("are read once, as soon as the sign-in answers, before the shell's other requests, and shown with the page", async () => {
    const admin = profileOf(USER_TYPE.administrator, { fullName: "Anna Admin" });
    const signIn = http.post(api("/user/login"), () =>
      HttpResponse.json({ message: "Benvenuta", data: { token: "jwt-test", user: admin } }),
    );
    await openSignedOutAt("/login", admin, signIn);
    fireEvent.change(await screen.findByLabelText("Email"), {
      target: { value: "anna@example.com" },
    });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Secret#2026" } });
    let loadingShown = false;
    const watching = new MutationObserver(() => {
      loadingShown ||= document.querySelector('[aria-label="Caricamento dei dati…"]') !== null;
    });
    watching.observe(document.body, { childList: true, subtree: true });
    fireEvent.click(screen.getByRole("button", { name: "Accedi" }));

    // The sign-in page, then the shell and the dashboard: three screens compiled on first use.
    await screen.findByText("Fatturato del mese");
    watching.disconnect();
    const afterSignIn = calls.slice(calls.indexOf("/user/login") + 1);
    expect(afterSignIn[0]).toBe("/dashboard");
    expect(afterSignIn.filter((path) => path === "/dashboard")).toHaveLength(1);
    // The sign-in waited for them: the dashboard came with its figures, never empty first.
    expect(loadingShown).toBe(false);
  });

  it("say they are loading as statuses named for what loads (axe: a name needs a role)", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const held = async () => {
      await answered;
      return HttpResponse.json({ message: "", data: emptyDashboard });
    };
    await openAt(
      "/",
      profileOf(USER_TYPE.administrator),
      http.get(api("/dashboard"), held),
      http.get(api("/completeness"), held),
    );
    const figures = await screen.findByRole("status", { name: "Caricamento dei dati…" });
    expect(figures.getAttribute("aria-busy")).toBe("true");
    const translations = await screen.findByRole("status", {
      name: "Caricamento delle traduzioni da completare",
    });
    expect(translations.getAttribute("aria-busy")).toBe("true");
    answer();
    await waitFor(() =>
      expect(screen.queryByRole("status", { name: /Caricamento dei dati/ })).toBeNull(),
    );
  });
});

import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { PUBLIC_PATHS } from "../../domain/auth";
import type { Profile } from "../../domain/auth.schema";
import { App } from "../../src/App";
import { session } from "../../src/providers/session";
import { publicRoutes } from "../../src/publicRoutes";
import { api, server } from "./msw";
import { ObservableStyles } from "./ObservableStyles";

const seller: Profile = {
  _id: "u5",
  fullName: "Giulia Ferri",
  firstName: "Giulia",
  lastName: "Ferri",
  email: "seller@example.com",
  profilePicture: null,
  isPasswordChanged: true,
  stripeAccountId: null,
  emailVerified: true,
  userType: 5,
  version: 1,
};

const openAt = (url: string) => {
  window.history.replaceState(null, "", url);
  return render(
    <ObservableStyles>
      <App />
    </ObservableStyles>,
  );
};

const currentUrl = () => `${window.location.pathname}${window.location.search}`;

// One App module per file: its auth provider keeps the profile, so the signed-out case runs first.
describe("App routes", () => {
  it("sends a signed-out visitor to /login, keeping the wanted path and query in ?redirect=", async () => {
    openAt("/?tab=orders");

    expect(await screen.findByRole("heading", { name: "Accedi al back-office" })).toBeTruthy();
    expect(currentUrl()).toBe("/login?redirect=%2F%3Ftab%3Dorders");
  });

  it("sends an unknown path to /404, a translated page", async () => {
    openAt("/no/such/page?x=1");

    expect(await screen.findByRole("heading", { name: "Pagina non trovata" })).toBeTruthy();
    expect(currentUrl()).toBe("/404");
    expect(document.title).toBe("Pagina non trovata - Luxury Marketplace Admin");
  });

  it("shows /401 with a link home and no way back", async () => {
    openAt("/401");

    expect(await screen.findByRole("heading", { name: "Accesso negato" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Vai alla dashboard" }).getAttribute("href")).toBe("/");
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(screen.queryAllByRole("link")).toHaveLength(1);
  });

  it("routes every public path of the seed outside the session check", () => {
    expect(publicRoutes.map(({ path }) => path).sort()).toEqual(
      PUBLIC_PATHS.filter((path) => path !== "/login").sort(),
    );
  });

  it("after a profile failure: one message, the session gone, and sign-in starting over from home", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    session.setToken("tampered");
    server.use(
      http.get(api("/user/profile"), () =>
        HttpResponse.json({ message: "La sessione non è valida" }, { status: 401 }),
      ),
    );
    openAt("/Change-Password/index?x=1");

    expect(await screen.findByRole("heading", { name: "Accedi al back-office" })).toBeTruthy();
    expect(currentUrl()).toBe("/login");
    expect(screen.getAllByText("La sessione non è valida")).toHaveLength(1);
    expect(session.getToken()).toBeUndefined();
  });

  it("sends a signed-in user from /login to the dashboard, greeting them with name and type", {
    timeout: 90_000,
  }, async () => {
    session.setToken("jwt-5");
    server.use(
      http.get(api("/user/profile"), () => HttpResponse.json({ message: "Profilo", data: seller })),
    );
    openAt("/login");

    // The first visit compiles the lazy shell and dashboard chunks: 15-30 s on a 2-core machine
    // whose other core runs a browser test.
    const greeting = await screen.findByRole(
      "heading",
      { name: "Benvenuto, Giulia Ferri" },
      { timeout: 60_000 },
    );
    expect(greeting).toBeTruthy();
    expect(screen.getByText("Accesso come Venditore")).toBeTruthy();
    // No payment account yet: the dashboard asks for it.
    expect(
      screen.getByRole("heading", { name: "Collega il tuo account di pagamento" }),
    ).toBeTruthy();
    await waitFor(() => expect(currentUrl()).toBe("/"));
    // jsdom matches no media query, so this is the wide layout, its sidebar open (no cookie yet).
    expect(screen.getByRole("button", { name: "Comprimi menu" })).toBeTruthy();
    const menu = await screen.findByRole("navigation", { name: "Menu principale" });
    expect(within(menu).getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/");
  });

  it("sends a signed-in user from /login on to the page ?redirect= names, never out of the app", async () => {
    session.setToken("jwt-5");
    server.use(
      http.get(api("/user/profile"), () => HttpResponse.json({ message: "Profilo", data: seller })),
    );
    openAt("/login?redirect=%2F%3Ffrom%3Dmail");
    await waitFor(() => expect(currentUrl()).toBe("/?from=mail"));
    cleanup();

    openAt("/login?redirect=%2F%2Fevil.example%2Fpage");
    await waitFor(() => expect(currentUrl()).toBe("/"));
  });
});

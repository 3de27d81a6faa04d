import { render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import AuthRedirectPage from "../../src/auth/AuthRedirectPage";
import { takeTokenFromAddress } from "../../src/auth/tokenFromAddress";
import { authProvider } from "../../src/providers/authProvider";
import { session } from "../../src/providers/session";
import { profileOf } from "./accessRegistry";
import { api, server } from "./msw";
import { TestWrapper } from "./TestWrapper";

describe("takeTokenFromAddress", () => {
  it("stores the token of /auth-redirect#token=… and wipes the fragment from the address bar", () => {
    window.history.replaceState({ kept: 1 }, "", "/auth-redirect?from=shop#token=jwt%2Eabc&x=1");

    takeTokenFromAddress();

    expect(session.getToken()).toBe("jwt.abc");
    expect(window.location.hash).toBe("");
    expect(`${window.location.pathname}${window.location.search}`).toBe("/auth-redirect?from=shop");
    expect(window.history.state).toEqual({ kept: 1 });
  });

  it("leaves every other address alone", () => {
    window.history.replaceState(null, "", "/orders#token=not-a-handover");

    takeTokenFromAddress();

    expect(session.getToken()).toBeUndefined();
    expect(window.location.hash).toBe("#token=not-a-handover");
  });
});

const renderPage = () =>
  render(
    <TestWrapper
      authProvider={authProvider}
      path="/auth-redirect"
      url="/auth-redirect"
      routes={{ "/": <p>dashboard page</p>, "/login": <p>login page</p> }}
    >
      <AuthRedirectPage />
    </TestWrapper>,
  );

describe("AuthRedirectPage", () => {
  it("loads the profile with the handed-over token, then opens the back-office", async () => {
    session.setToken("jwt-handed-over");
    const seen: string[] = [];
    server.use(
      http.get(api("/user/profile"), ({ request }) => {
        seen.push(request.headers.get("authorization") ?? "");
        return HttpResponse.json({ message: "Profilo", data: profileOf(1) });
      }),
    );
    renderPage();

    expect(await screen.findByText("dashboard page")).toBeTruthy();
    expect(seen).toEqual(["Bearer jwt-handed-over"]);
    expect(await authProvider.getIdentity()).toMatchObject({ id: "u1" });
  });

  it("drops a refused token and goes to sign-in, the server's message shown once", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    session.setToken("forged");
    server.use(
      http.get(api("/user/profile"), () =>
        HttpResponse.json({ message: "La sessione non è valida" }, { status: 401 }),
      ),
    );
    renderPage();

    expect(await screen.findByText("login page")).toBeTruthy();
    expect(screen.getAllByText("La sessione non è valida")).toHaveLength(1);
    expect(session.getToken()).toBeUndefined();
  });

  it("goes to sign-in, saying so, when no token came", async () => {
    renderPage();

    expect(await screen.findByText("login page")).toBeTruthy();
    expect(
      await screen.findByText("Il link di accesso non contiene una sessione. Accedi di nuovo."),
    ).toBeTruthy();
  });
});

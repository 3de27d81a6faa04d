import type { AuthProvider } from "@refinedev/core";
import { render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import AccountVerifyPage from "../../src/auth/AccountVerifyPage";
import { api, server } from "./msw";
import { TestWrapper } from "./TestWrapper";

const signedOut: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: false }),
  onError: async () => ({}),
};

const renderAt = (url: string) =>
  render(
    <TestWrapper authProvider={signedOut} path="/account/verify" url={url}>
      <AccountVerifyPage />
    </TestWrapper>,
  );

describe("AccountVerifyPage", () => {
  it("confirms the address once as the page opens, then offers to sign in", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api("/user/verify-email"), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: "Il tuo indirizzo email è verificato.", data: null });
      }),
    );
    renderAt("/account/verify?id=u9&email=nuovo%40example.com&token=t0k");

    expect(await screen.findByText("Email confermata")).toBeTruthy();
    expect(screen.getByText("Il tuo indirizzo email è verificato.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Accedi" }).getAttribute("href")).toBe("/login");
    expect(bodies).toEqual([{ id: "u9", email: "nuovo@example.com", token: "t0k" }]);
  });

  it("shows why a link failed and where to ask for a new one", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(
      http.post(api("/user/verify-email"), () =>
        HttpResponse.json({ message: "Questo link di verifica è scaduto." }, { status: 400 }),
      ),
    );
    renderAt("/account/verify?id=u9&email=nuovo%40example.com&token=old");

    expect(await screen.findByText("Non è stato possibile confermare l'email")).toBeTruthy();
    expect(screen.getAllByText("Questo link di verifica è scaduto.").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Richiedi un nuovo link" }).getAttribute("href")).toBe(
      "/verifyemail?email=nuovo%40example.com",
    );
  });

  it("does not call the server for an incomplete link", async () => {
    renderAt("/account/verify?id=u9");

    expect(await screen.findByText("Questo link di verifica non è valido")).toBeTruthy();
  });
});

import type { AuthProvider } from "@refinedev/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import ForgotPasswordPage from "../../src/auth/ForgotPasswordPage";
import ResetPasswordPage from "../../src/auth/ResetPasswordPage";
import { notifier } from "../../src/providers/notifier";
import { api, server } from "./msw";
import { TestWrapper } from "./TestWrapper";

const DIFFER = "La password e la conferma non coincidono.";

const signedOut: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: false }),
  onError: async () => ({}),
};

const quiet = () => vi.spyOn(console, "error").mockImplementation(() => undefined);

const renderReset = (url = "/password/reset?id=u7&token=t0k3n") =>
  render(
    <TestWrapper
      authProvider={signedOut}
      path="/password/reset"
      url={url}
      routes={{ "/login": <p>login page</p>, "/forgot-password": <p>forgot page</p> }}
    >
      <ResetPasswordPage />
    </TestWrapper>,
  );

const fillPasswords = async (password: string, confirmPassword: string) => {
  fireEvent.change(await screen.findByLabelText("Nuova password"), {
    target: { value: password },
  });
  fireEvent.change(screen.getByLabelText("Conferma password"), {
    target: { value: confirmPassword },
  });
  fireEvent.click(screen.getByRole("button", { name: "Salva la nuova password" }));
};

describe("ResetPasswordPage", () => {
  it("says the seed's message when the confirmation differs, before calling the server", async () => {
    renderReset();

    await fillPasswords("Nuova#2026", "Nuova#2027");

    expect(await screen.findByText(DIFFER)).toBeTruthy();
  });

  it("asks for a password the server would accept", async () => {
    renderReset();

    await fillPasswords("corta", "corta");

    expect(await screen.findByText("La password deve avere almeno 8 caratteri")).toBeTruthy();
  });

  it("shows the server's mismatch message under the confirmation", async () => {
    quiet();
    server.use(
      http.post(api("/user/password/reset"), () =>
        HttpResponse.json(
          { message: "Alcuni campi non sono validi", errors: { confirmPassword: DIFFER } },
          { status: 400 },
        ),
      ),
    );
    renderReset();

    await fillPasswords("Nuova#2026", "Nuova#2026");

    const messages = await screen.findAllByText(DIFFER);
    expect(messages.some((node) => node.closest(".ant-form-item-explain"))).toBe(true);
  });

  it("sends link and password, then goes to sign-in with the server's message", async () => {
    const shown = vi.spyOn(notifier, "show");
    const bodies: unknown[] = [];
    server.use(
      http.post(api("/user/password/reset"), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: "La tua password è stata cambiata.", data: null });
      }),
    );
    renderReset();

    await fillPasswords("Nuova#2026", "Nuova#2026");

    expect(await screen.findByText("login page")).toBeTruthy();
    expect(bodies).toEqual([
      { id: "u7", token: "t0k3n", password: "Nuova#2026", confirmPassword: "Nuova#2026" },
    ]);
    expect(shown).toHaveBeenCalledWith("success", "La tua password è stata cambiata.");
  });

  it("turns a link the server refuses into a clear state with the way to a new one", async () => {
    quiet();
    server.use(
      http.post(api("/user/password/reset"), () =>
        HttpResponse.json({ message: "Questo link non è valido o è scaduto." }, { status: 400 }),
      ),
    );
    renderReset();

    await fillPasswords("Nuova#2026", "Nuova#2026");

    expect(await screen.findByText("Questo link non è utilizzabile")).toBeTruthy();
    expect(screen.queryByLabelText("Nuova password")).toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Richiedi un nuovo link" }));
    expect(await screen.findByText("forgot page")).toBeTruthy();
  });

  it("shows the same state at once for a link without id or token", async () => {
    renderReset("/password/reset?id=u7");

    expect(await screen.findByText("Questo link non è utilizzabile")).toBeTruthy();
    expect(screen.getByText("Questo link di reimpostazione non è valido")).toBeTruthy();
  });
});

describe("ForgotPasswordPage", () => {
  it("sends the address and shows the server's answer", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api("/user/password/forgot"), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          message: "Se l'indirizzo esiste, ti abbiamo scritto.",
          data: null,
        });
      }),
    );
    render(
      <TestWrapper authProvider={signedOut} path="/forgot-password" url="/forgot-password">
        <ForgotPasswordPage />
      </TestWrapper>,
    );

    fireEvent.change(await screen.findByLabelText("Email"), {
      target: { value: "admin@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Invia il link" }));

    expect(await screen.findByText("Se l'indirizzo esiste, ti abbiamo scritto.")).toBeTruthy();
    expect(bodies).toEqual([{ email: "admin@example.com" }]);
    expect(screen.getByRole("link", { name: "Torna all'accesso" }).getAttribute("href")).toBe(
      "/login",
    );
  });
});

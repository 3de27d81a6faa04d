import type { AuthProvider } from "@refinedev/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { EARLY_SIGN_IN } from "../../domain/earlySignIn";
import LoginPage from "../../src/auth/LoginPage";
import { TestWrapper } from "./TestWrapper";

const signedOut = (login: AuthProvider["login"] = vi.fn()): AuthProvider => ({
  login,
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: false }),
  onError: async () => ({}),
});

const renderLogin = (authProvider = signedOut(), url = "/login") =>
  render(
    <TestWrapper
      authProvider={authProvider}
      path="/login"
      url={url}
      routes={{
        "/orders": <p>orders page</p>,
        "/forgot-password": <p>forgot password page</p>,
        "/register": <p>register page</p>,
      }}
    >
      <LoginPage />
    </TestWrapper>,
  );

const submit = () => fireEvent.click(screen.getByRole("button", { name: "Accedi" }));

describe("LoginPage", () => {
  it("is in Italian by default, with labelled fields, a submit button and a language select", async () => {
    renderLogin();

    expect(await screen.findByRole("heading", { name: "Accedi al back-office" })).toBeTruthy();
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(screen.getByLabelText("Password")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Accedi" }).getAttribute("type")).toBe("submit");
    expect(screen.getByRole("combobox", { name: "Lingua" })).toBeTruthy();
  });

  it("says that email and password are required", async () => {
    const login = vi.fn();
    renderLogin(signedOut(login));

    submit();

    expect(await screen.findByText("L'email è obbligatoria")).toBeTruthy();
    expect(await screen.findByText("La password è obbligatoria")).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it("says when the email is not valid", async () => {
    renderLogin();

    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "mario.rossi" } });
    submit();

    expect(await screen.findByText("Email non valida")).toBeTruthy();
  });

  it("signs in with the credentials and goes to the page asked for in ?redirect=", async () => {
    const login = vi.fn(async (params: { redirectTo?: string }) => ({
      success: true,
      redirectTo: params.redirectTo,
    }));
    renderLogin(signedOut(login), "/login?redirect=%2Forders");

    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "admin@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "Admin#2026" } });
    submit();

    expect(await screen.findByText("orders page")).toBeTruthy();
    expect(login).toHaveBeenCalledWith({
      email: "admin@example.com",
      password: "Admin#2026",
      redirectTo: "/orders",
    });
  });

  it("takes over the plain page shown before it: the typed values and a press of Accedi", async () => {
    // As scripts/earlySignIn.ts writes it, reduced to what the app reads.
    document.body.insertAdjacentHTML(
      "afterbegin",
      `<main id="${EARLY_SIGN_IN.elementId}"><form data-${EARLY_SIGN_IN.submittedFlag}="true">
        <input name="email" value="admin@example.com"><input name="password" type="password" value="Admin#2026">
      </form></main>`,
    );
    const login = vi.fn(async (params: { redirectTo?: string }) => ({
      success: true,
      redirectTo: params.redirectTo,
    }));
    renderLogin(signedOut(login), "/login?redirect=%2Forders");

    expect(await screen.findByText("orders page")).toBeTruthy();
    expect(login).toHaveBeenCalledWith({
      email: "admin@example.com",
      password: "Admin#2026",
      redirectTo: "/orders",
    });
    expect(document.getElementById(EARLY_SIGN_IN.elementId)).toBeNull();
  });
});

describe("LoginPage sign-in methods", () => {
  it("switches to a code by email, loading that form only then, and back", async () => {
    renderLogin(undefined, "/login?redirect=%2Forders");
    const code = await screen.findByRole("button", { name: "Codice via email" });
    expect(code.getAttribute("aria-pressed")).toBe("false");

    fireEvent.click(code);

    expect(await screen.findByRole("button", { name: "Invia il codice" })).toBeTruthy();
    expect(code.getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByLabelText("Password")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Password" }));

    expect(await screen.findByLabelText("Password")).toBeTruthy();
  });

  it("opens on the code form when the address says so", async () => {
    renderLogin(undefined, "/login?method=code");
    expect(await screen.findByRole("button", { name: "Invia il codice" })).toBeTruthy();
  });

  it("links to password recovery", async () => {
    renderLogin();

    fireEvent.click(await screen.findByRole("link", { name: "Password dimenticata?" }));
    expect(await screen.findByText("forgot password page")).toBeTruthy();
  });

  it("links to a new seller account", async () => {
    renderLogin();

    fireEvent.click(await screen.findByRole("link", { name: "Crea un account venditore" }));
    expect(await screen.findByText("register page")).toBeTruthy();
  });
});

describe("LoginPage language select", () => {
  it("switches the page to English in place", async () => {
    renderLogin();

    fireEvent.change(await screen.findByRole("combobox", { name: "Lingua" }), {
      target: { value: "en" },
    });

    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Sign in to the back-office" })).toBeTruthy();
    // The select names the language now in use.
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Language" }).value).toBe("en");
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), {
      target: { value: "it" },
    });
    expect(await screen.findByRole("button", { name: "Accedi" })).toBeTruthy();
  });
});

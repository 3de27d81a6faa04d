import { useGetIdentity } from "@refinedev/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { Profile } from "../../domain/auth.schema";
import { AccessGate } from "../../src/access/AccessGate";
import ChangePasswordPage from "../../src/account/ChangePasswordPage";
import { authProvider, type Identity } from "../../src/providers/authProvider";
import { session } from "../../src/providers/session";
import { profileOf } from "./accessRegistry";
import { api, server } from "./msw";
import { TestWrapper } from "./TestWrapper";

/** Both pages behind the shell's gate, which holds a user on a password chosen for them. */
const renderPage = () =>
  render(
    <TestWrapper
      authProvider={authProvider}
      path="/Change-Password/index"
      url="/Change-Password/index"
      routes={{
        "/": (
          <AccessGate>
            <Home />
          </AccessGate>
        ),
      }}
    >
      <AccessGate>
        <ChangePasswordPage />
      </AccessGate>
    </TestWrapper>,
  );

/** Signs the real auth provider in with this profile, as a page load would. */
const signIn = async (profile: Profile) => {
  session.setToken("jwt-1");
  server.use(
    http.get(api("/user/profile"), () => HttpResponse.json({ message: "Profilo", data: profile })),
  );
  await authProvider.reloadProfile();
};

function Home() {
  const { data: identity } = useGetIdentity<Identity>();
  return <p>home, must change: {String(identity?.mustChangePassword)}</p>;
}

const fill = async (current: string, password: string, confirmPassword = password) => {
  fireEvent.change(await screen.findByLabelText("Password attuale"), {
    target: { value: current },
  });
  fireEvent.change(screen.getByLabelText("Nuova password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Conferma password"), {
    target: { value: confirmPassword },
  });
  fireEvent.click(screen.getByRole("button", { name: "Cambia password" }));
};

describe("ChangePasswordPage", () => {
  it("explains why someone on a password chosen for them is held here", async () => {
    await signIn(profileOf(1, { isPasswordChanged: false }));
    renderPage();

    expect(await screen.findByText("Scegli una tua password")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Cambia password" })).toBeTruthy();
  });

  it("says nothing of the kind to someone who chose their own", async () => {
    await signIn(profileOf(1));
    renderPage();

    expect(await screen.findByRole("heading", { name: "Cambia password" })).toBeTruthy();
    expect(screen.queryByText("Scegli una tua password")).toBeNull();
  });

  it("checks the confirmation in the browser and the current password on the server", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await signIn(profileOf(1));
    server.use(
      http.put(api("/user/change-password"), () =>
        HttpResponse.json(
          {
            message: "Alcuni campi non sono validi",
            errors: { currentPassword: "La password attuale non è corretta" },
          },
          { status: 400 },
        ),
      ),
    );
    renderPage();

    await fill("Admin#2026", "Nuova#2026", "Nuova#2027");
    expect(await screen.findByText("La password e la conferma non coincidono.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Conferma password"), {
      target: { value: "Nuova#2026" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Cambia password" }));
    expect(await screen.findByText("La password attuale non è corretta")).toBeTruthy();
  });

  it("keeps the profile the server answers with, lifting the gate, and goes home", async () => {
    const admin = profileOf(1, { isPasswordChanged: false });
    await signIn(admin);
    const bodies: unknown[] = [];
    server.use(
      http.put(api("/user/change-password"), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          message: "La tua password è stata cambiata.",
          data: { ...admin, isPasswordChanged: true },
        });
      }),
    );
    renderPage();

    await fill("Admin#2026", "Nuova#2026");

    expect(await screen.findByText("home, must change: false")).toBeTruthy();
    expect(screen.getByText("La tua password è stata cambiata.")).toBeTruthy();
    expect(bodies).toEqual([
      { currentPassword: "Admin#2026", password: "Nuova#2026", confirmPassword: "Nuova#2026" },
    ]);
  });
});

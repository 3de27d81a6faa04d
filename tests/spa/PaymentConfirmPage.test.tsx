import { usePermissions } from "@refinedev/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it, vi } from "vitest";
import PaymentConfirmPage from "../../src/payments/PaymentConfirmPage";
import { authProvider, type Permissions } from "../../src/providers/authProvider";
import { session } from "../../src/providers/session";
import { profileOf } from "./accessRegistry";
import { api, server } from "./msw";
import { TestWrapper } from "./TestWrapper";

const FAILED = "Spiacenti, si è verificato un errore. Riprova o contattaci per assistenza.";

function Home() {
  const { data: permissions } = usePermissions<Permissions>({});
  return <p>home, linked: {String(permissions?.paymentAccountLinked)}</p>;
}

const renderAt = (url: string) =>
  render(
    <TestWrapper
      authProvider={authProvider}
      path="/stripe/confirm/index"
      url={url}
      routes={{ "/": <Home />, "/login": <p>login page</p> }}
    >
      <PaymentConfirmPage />
    </TestWrapper>,
  );

describe("PaymentConfirmPage", () => {
  it("links the account and re-reads a signed-in seller's profile, opening the menu without a reload", async () => {
    session.setToken("jwt-5");
    let linked: string | null = null;
    server.use(
      http.get(api("/user/profile"), () =>
        HttpResponse.json({ message: "Profilo", data: profileOf(5, { stripeAccountId: linked }) }),
      ),
    );
    await authProvider.reloadProfile();
    const bodies: unknown[] = [];
    server.use(
      http.post(api("/stripe/confirm"), async ({ request }) => {
        bodies.push(await request.json());
        linked = "acct_1";
        return HttpResponse.json({
          message: "Il tuo account di pagamento è collegato.",
          data: { stripeAccountId: "acct_1" },
        });
      }),
    );
    renderAt("/stripe/confirm/index?state=st4te");

    expect(await screen.findByText("Account di pagamento collegato")).toBeTruthy();
    expect(screen.getByText("Il tuo account di pagamento è collegato.")).toBeTruthy();
    expect(bodies).toEqual([{ state: "st4te" }]);
    fireEvent.click(screen.getByRole("link", { name: "Vai alla dashboard" }));
    expect(await screen.findByText("home, linked: true")).toBeTruthy();
  });

  it("shows the seed's message when the provider's answer is refused", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.use(
      http.post(api("/stripe/confirm"), () =>
        HttpResponse.json({ message: FAILED }, { status: 400 }),
      ),
    );
    renderAt("/stripe/confirm/index?state=forged");

    expect(await screen.findByText("L'account di pagamento non è collegato")).toBeTruthy();
    expect(screen.getAllByText(FAILED).length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Accedi" }).getAttribute("href")).toBe("/login");
  });

  it("shows the same message without asking the server when the address has no state", async () => {
    renderAt("/stripe/confirm/index");

    expect(await screen.findByText(FAILED)).toBeTruthy();
  });
});

import { fireEvent, render, screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import type { Profile } from "../../domain/auth.schema";
import { USER_TYPE } from "../../domain/userTypes";
import { authProvider } from "../../src/providers/authProvider";
import { session } from "../../src/providers/session";
import ProfilePage from "../../src/resources/profile/ProfilePage";
import { profileOf } from "./accessRegistry";
import { api, server } from "./msw";
import { TestWrapper } from "./TestWrapper";

const seller: Profile = profileOf(USER_TYPE.seller, {
  fullName: "Giulia Ferri",
  firstName: "Giulia",
  lastName: "Ferri",
  stripeAccountId: "acct_1",
});

const renderPage = async (profile: Profile) => {
  session.setToken("jwt-1");
  server.use(
    http.get(api("/user/profile"), () => HttpResponse.json({ message: "Profilo", data: profile })),
  );
  await authProvider.reloadProfile();
  render(
    <TestWrapper authProvider={authProvider} path="/profile/index" url="/profile/index">
      <ProfilePage />
    </TestWrapper>,
  );
};

describe("ProfilePage", () => {
  it("shows who the user is, the email and payment link status, and the name to edit", async () => {
    await renderPage(seller);

    expect(await screen.findByRole("heading", { name: "Giulia Ferri" })).toBeTruthy();
    expect(screen.getAllByText("giulia@example.com").length).toBeGreaterThan(0);
    expect(screen.getByText("Venditore")).toBeTruthy();
    expect(screen.getByText("Verificata")).toBeTruthy();
    expect(screen.getByText("Collegato")).toBeTruthy();
    expect((screen.getByLabelText("Nome") as HTMLInputElement).value).toBe("Giulia");
    expect((screen.getByLabelText("Cognome") as HTMLInputElement).value).toBe("Ferri");
  });

  it("says when the payment account is not linked yet", async () => {
    await renderPage({ ...seller, stripeAccountId: null });
    expect(await screen.findByText("Non collegato")).toBeTruthy();
  });

  it("asks for a first name before saving", async () => {
    await renderPage(seller);
    const firstName = await screen.findByLabelText("Nome");
    fireEvent.change(firstName, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));
    expect(await screen.findByText("Il nome è obbligatorio")).toBeTruthy();
  });
});

describe("ProfilePage saves", () => {
  it("sends the version it read, and meets a newer save with the conflict dialog", async () => {
    const sent: unknown[] = [];
    await renderPage({ ...seller, version: 4 });
    const firstName = await screen.findByLabelText("Nome");
    // Meanwhile the same user renamed themselves in another tab.
    const renamedElsewhere = { ...seller, lastName: "Ferri Bianchi", version: 5 };
    server.use(
      http.put(api("/user/profile"), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { code: "staleVersion", message: "Qualcun altro ha modificato questo record." },
          { status: 409 },
        );
      }),
      http.get(api("/user/profile"), () =>
        HttpResponse.json({ message: "Profilo", data: renamedElsewhere }),
      ),
    );
    fireEvent.change(firstName, { target: { value: "Giuliana" } });
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));

    const dialog = await screen.findByRole("dialog", {
      name: "Qualcun altro ha modificato questo record",
    });
    expect(sent).toEqual([{ firstName: "Giuliana", lastName: "Ferri", version: 4 }]);
    const row = (await within(dialog).findByRole("cell", { name: "Cognome" })).closest("tr");
    expect(
      within(row as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Cognome", "Ferri", "Ferri Bianchi", "No"]);
    expect(within(dialog).queryByRole("cell", { name: "Nome" })).toBeNull();
  });
});

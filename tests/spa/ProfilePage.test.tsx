import { fireEvent, render, screen } from "@testing-library/react";
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

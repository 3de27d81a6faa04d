import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
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

/** A seller asks for their own account's deletion from the profile (server: POST /user/profile/deletion-request). */
describe("a seller's own deletion request", () => {
  it("sends the optional reason and then says the request is pending", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(api("/user/profile/deletion-request"), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { message: "OK", data: { _id: "d1", number: 7, status: "pending" } },
          { status: 201 },
        );
      }),
    );
    await renderPage(profileOf(USER_TYPE.seller, { stripeAccountId: null }));

    fireEvent.click(
      await screen.findByRole("button", { name: "Richiedi la cancellazione dell'account" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Elimina il mio account" });
    fireEvent.change(within(dialog).getByLabelText("Motivo (facoltativo)"), {
      target: { value: "Chiudo il negozio" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Invia richiesta" }));

    await waitFor(() => expect(sent).toEqual([{ reason: "Chiudo il negozio" }]));
    expect(
      await screen.findByText("La tua richiesta di cancellazione n. 7 è in attesa."),
    ).toBeTruthy();
  });

  it("is not offered to staff", async () => {
    await renderPage(profileOf(USER_TYPE.operator));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("button", { name: /cancellazione dell'account/ })).toBeNull();
  });
});

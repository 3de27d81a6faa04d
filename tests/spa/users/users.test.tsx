import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../../src/providers/i18n";
import { endpoints, resources } from "../../../src/resources";
import { api, server } from "../msw";
import { currentUrl, renderScreen } from "../renderScreen";
import { customerRecord, sellerRecord, serveUsers } from "./fixtures";

const rowOf = async (name: string) =>
  within((await screen.findByRole("link", { name })).closest("tr") as HTMLElement);

describe("the users resource", () => {
  it("is the administrators' entry after the dashboard and the work queue, at the seed's paths", () => {
    expect(resources.map(({ name }) => name).slice(0, 3)).toEqual(["dashboard", "queue", "users"]);
    expect(resources.find(({ name }) => name === "users")).toMatchObject({
      list: "/user/index",
      show: "/user/view/:id",
      meta: { userTypes: [1] },
    });
    expect(resources.find(({ name }) => name === "users")?.meta?.parent).toBeUndefined();
    expect(endpoints.users).toEqual({ list: "/users", one: "/user/:id" });
  });
});

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("users screens", { timeout: 20_000 }, () => {
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("lists users with type, email status, payment link (sellers only) and dates, no delete", async () => {
    const seen = serveUsers();
    renderScreen("/user/index");

    const seller = await rowOf("Lorenzo Bellini");
    expect(screen.getByRole("link", { name: "Lorenzo Bellini" }).getAttribute("href")).toBe(
      "/user/view/u5",
    );
    for (const text of ["seller.linked@example.com", "Venditore", "Verificata", "Collegato"]) {
      expect(seller.getByText(text)).toBeTruthy();
    }
    expect(seller.getByText("05 mar, 2026")).toBeTruthy();
    expect(seller.getByText(/^20\/11\/2026 \d\d:45 (AM|PM)$/)).toBeTruthy();
    const picture = screen.getByRole("link", { name: "Lorenzo Bellini" }).closest("tr");
    expect(picture?.querySelector("img")?.getAttribute("src")).toContain(
      sellerRecord.profilePicture,
    );

    const customer = await rowOf("Aurora Greco");
    for (const text of ["Cliente", "Non verificata", "Mai"]) {
      expect(customer.getByText(text)).toBeTruthy();
    }
    // No payment account (not a seller) and no mobile.
    expect(customer.getAllByText("—")).toHaveLength(2);
    expect(customer.queryByText("Non collegato")).toBeNull();
    expect(screen.queryByRole("button", { name: /Elimina/ })).toBeNull();
    expect(screen.getByRole("button", { name: /Esporta/ })).toBeTruthy();
    expect(seen.at(-1)?.get("sort")).toBe("-createdAt");
  });

  it("filters by user type and email status, and searches, through the URL and the request", async () => {
    const seen = serveUsers();
    renderScreen("/user/index");
    await screen.findByRole("link", { name: "Lorenzo Bellini" });

    const typeHeader = screen.getByRole("columnheader", { name: /Tipo/ });
    fireEvent.click(within(typeHeader).getByRole("button"));
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Tipo" }));
    fireEvent.click(await screen.findByTitle("Venditore"));
    fireEvent.click(screen.getByRole("button", { name: "Applica" }));
    await waitFor(() => expect(seen.at(-1)?.get("userType")).toBe("5"));
    expect(currentUrl()).toContain("[field]=userType");

    const emailHeader = screen.getByRole("columnheader", { name: /Stato email/ });
    fireEvent.click(within(emailHeader).getByRole("button"));
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Stato email" }));
    fireEvent.click(await screen.findByTitle("Non verificata"));
    fireEvent.click(screen.getAllByRole("button", { name: "Applica" }).at(-1) as HTMLElement);
    await waitFor(() => expect(seen.at(-1)?.get("emailVerified")).toBe("false"));

    const search = screen.getByRole("searchbox", { name: "Cerca" });
    fireEvent.change(search, { target: { value: "bellini" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(seen.at(-1)?.get("q")).toBe("bellini"));
    expect(seen.at(-1)?.get("userType")).toBe("5");
  });

  it("shows every field of a user in English, without secrets", async () => {
    await changeLanguage("en");
    serveUsers();
    renderScreen("/user/view/u5");

    expect(await screen.findByText("Lorenzo")).toBeTruthy();
    for (const text of [
      "Bellini",
      "seller.linked@example.com",
      "Seller",
      "Verified",
      "Connected",
      "Registered on",
      "Last sign-in",
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText(/^05\/03\/2026 \d\d:30 (AM|PM)$/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Bellini Atelier" }).getAttribute("href")).toBe(
      "/shopper/view/s5",
    );
    expect(screen.getByRole("heading", { name: "User" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Edit/ })).toBeNull();
  });

  it("says a missing user is not found", async () => {
    serveUsers([customerRecord]);
    renderScreen("/user/view/nope");
    expect(await screen.findByText("Questo elemento non esiste o è stato eliminato.")).toBeTruthy();
  });

  it("says a record whose id the server calls malformed is not found, not that it failed", async () => {
    serveUsers([customerRecord]);
    server.use(
      http.get(api("/user/:id"), () =>
        HttpResponse.json(
          {
            code: "validationFailed",
            message: "Alcuni campi non sono validi",
            errors: { id: "x" },
          },
          { status: 400 },
        ),
      ),
    );
    renderScreen("/user/view/nope");
    expect(await screen.findByText("Questo elemento non esiste o è stato eliminato.")).toBeTruthy();
  });
});

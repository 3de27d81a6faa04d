import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { USER_TYPE } from "../../../domain/userTypes";
import { changeLanguage } from "../../../src/providers/i18n";
import { endpoints, resources } from "../../../src/resources";
import { profileOf } from "../accessRegistry";
import { api, server } from "../msw";
import { currentUrl, renderScreen } from "../renderScreen";
import { sellerRecord, serveUsers } from "../users/fixtures";
import { failedSignIn, serveLogs } from "./fixtures";

const operator = profileOf(USER_TYPE.operator, { fullName: "Olivia Operator" });

describe("the logs resource", () => {
  it("is the administrators' hidden screen at the seed's path", () => {
    expect(resources.find(({ name }) => name === "logs")).toMatchObject({
      list: "/logs/index",
      show: "/logs/view/:id",
      meta: { userTypes: [1], hide: true },
    });
    expect(endpoints.logs).toEqual({ list: "/logs", one: "/logs/:id" });
  });
});

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("logs screens", { timeout: 20_000 }, () => {
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("lists entries with who, action, resource, a link to the record and the address", async () => {
    const seen = serveLogs();
    await changeLanguage("en");
    renderScreen("/logs/index");

    const update = within(
      (await screen.findByRole("link", { name: "Olivia Operator" })).closest("tr") as HTMLElement,
    );
    expect(update.getByText("Updated")).toBeTruthy();
    expect(update.getByText("Price")).toBeTruthy();
    expect(update.getByText("203.0.113.7")).toBeTruthy();
    expect(update.getByRole("link", { name: "Product p1-0000-" }).getAttribute("href")).toBe(
      "/products/view/p1-0000-aaaa",
    );
    const failed = within(screen.getByText("Failed sign-in").closest("tr") as HTMLElement);
    expect(failed.getByText("System")).toBeTruthy();
    expect(failed.getByText("Account")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
    expect(screen.getByRole("button", { name: /Export/ })).toBeTruthy();
    expect(seen.at(-1)?.get("sort")).toBe("-at");
  });

  it("filters by action through the URL and the request, and opens filtered from an address", async () => {
    const seen = serveLogs();
    renderScreen(
      "/logs/index?filters[0][field]=resource&filters[0][operator]=in&filters[0][value][0]=product&filters[1][field]=recordId&filters[1][operator]=contains&filters[1][value]=p1-0000-aaaa",
    );
    await screen.findByRole("link", { name: "Olivia Operator" });
    await waitFor(() => expect(seen.at(-1)?.get("resource")).toBe("product"));
    expect(seen.at(-1)?.get("recordId")).toBe("p1-0000-aaaa");

    const actionHeader = screen.getByRole("columnheader", { name: /Azione/ });
    fireEvent.click(within(actionHeader).getByRole("button"));
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Azione" }));
    fireEvent.click(await screen.findByTitle("Accesso non riuscito"));
    fireEvent.click(screen.getByRole("button", { name: "Applica" }));
    await waitFor(() => expect(seen.at(-1)?.get("action")).toBe("signInFailed"));
    expect(currentUrl()).toContain("[field]=action");
    expect(seen.at(-1)?.get("recordId")).toBe("p1-0000-aaaa");
  });

  it("shows an entry's diff: changed fields marked in words, unchanged ones on request", async () => {
    serveLogs();
    await changeLanguage("en");
    renderScreen("/logs/view/l1");

    const price = within((await screen.findByText("Price")).closest("tr") as HTMLElement);
    expect(price.getByText("Changed")).toBeTruthy();
    expect(price.getByText("€1,200.00")).toBeTruthy();
    expect(price.getByText("€990.00")).toBeTruthy();
    expect(screen.queryByText("Product name (EN)")).toBeNull();
    expect(screen.getByText("Olivia Operator · operator@example.com")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Product p1-0000-" })).toBeTruthy();

    fireEvent.click(screen.getByRole("checkbox", { name: "Show unchanged fields (1)" }));
    const name = within(
      (await screen.findByText("Product name (EN)")).closest("tr") as HTMLElement,
    );
    expect(name.getByText("Unchanged")).toBeTruthy();
    expect(name.queryByText("Changed")).toBeNull();
  });

  it("shows nobody and no record for a failed sign-in, with the email tried and the reason in words", async () => {
    serveLogs();
    renderScreen(`/logs/view/${failedSignIn._id}`);
    expect(await screen.findByText("who@example.com")).toBeTruthy();
    const reason = within(screen.getByText("Motivo").closest("tr") as HTMLElement);
    expect(reason.getByText("Codice errato. Tentativi rimasti: 2")).toBeTruthy();
    expect(screen.getByText("Sistema")).toBeTruthy();
  });

  it("links a record's page to its own log, for administrators only", async () => {
    serveUsers();
    const { unmount } = renderScreen(`/user/view/${sellerRecord._id}`);
    const log = await screen.findByRole("link", { name: "Log di questo record" });
    const href = decodeURIComponent(log.getAttribute("href") ?? "");
    expect(href).toContain("/logs/index?");
    expect(href).toContain("[field]=resource");
    expect(href).toContain("[value][0]=user");
    expect(href).toContain(
      `[field]=recordId&filters[1][operator]=contains&filters[1][value]=${sellerRecord._id}`,
    );
    unmount();

    serveUsers();
    renderScreen(`/user/view/${sellerRecord._id}`, operator);
    await screen.findByText(sellerRecord.email);
    expect(screen.queryByRole("link", { name: "Log di questo record" })).toBeNull();
  });

  it("links a record with no view page from its edit form (a product property)", async () => {
    server.use(
      http.get(api("/property/:id"), () =>
        HttpResponse.json({
          message: "OK",
          data: {
            _id: "pr1",
            nameEn: "Strap",
            nameIt: "Cinturino",
            valueEn: "Leather",
            valueIt: "Pelle",
            productCount: 0,
            createdAt: "2026-11-01T10:00:00.000Z",
            updatedAt: "2026-11-01T10:00:00.000Z",
            version: 1,
          },
        }),
      ),
    );
    renderScreen("/property/edit/pr1");
    const log = await screen.findByRole("link", { name: "Log di questo record" });
    const href = decodeURIComponent(log.getAttribute("href") ?? "");
    expect(href).toContain("[value][0]=property");
    expect(href).toContain("[value]=pr1");
  });
});

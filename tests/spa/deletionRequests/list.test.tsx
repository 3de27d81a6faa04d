import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { DeletionRequest } from "../../../domain/deletionRequests.schema";
import { changeLanguage } from "../../../src/providers/i18n";
import { resources } from "../../../src/resources";
import { api, server } from "../msw";
import { renderScreen } from "../renderScreen";

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const request = (
  fields: Partial<DeletionRequest> & { _id: string; number: number },
): DeletionRequest => ({
  status: "pending",
  source: "app",
  user: {
    _id: `u-${fields._id}`,
    fullName: "Vittoria Lombardi",
    email: "v@example.it",
    userType: 3,
  },
  requesterName: "Vittoria Lombardi",
  requesterEmail: "vittoria.lombardi@example.it",
  language: "it",
  reason: null,
  holdings: {
    orders: 3,
    orderRequests: 0,
    openRequests: 0,
    products: 0,
    coupons: 0,
    auditEntries: 0,
    shop: null,
    outcome: "anonymise",
  },
  createdAt: daysAgo(1),
  updatedAt: daysAgo(1),
  version: 1,
  ...fields,
});

const serveRequests = (items: DeletionRequest[]) =>
  server.use(
    http.get(api("/account-deletion-requests"), () =>
      HttpResponse.json({ message: "OK", data: { items, total: items.length } }),
    ),
  );

const rowOf = async (number: number) =>
  within((await screen.findByRole("link", { name: `#${number}` })).closest("tr") as HTMLElement);

describe("the deletion requests resource", () => {
  it("is the administrators' entry after users, at the seed's path", () => {
    expect(resources.find(({ name }) => name === "deletionRequests")).toMatchObject({
      list: "/accountdeleterequests/index",
      show: "/accountdeleterequests/view/:id",
      meta: { userTypes: [1] },
    });
  });
});

describe("deletion requests list", { timeout: 20_000 }, () => {
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("flags pending requests older than 30 days, not answered or recent ones", async () => {
    await changeLanguage("en");
    serveRequests([
      request({ _id: "a", number: 1, createdAt: daysAgo(41), reason: "I no longer use the app." }),
      request({ _id: "b", number: 2, createdAt: daysAgo(5) }),
      request({ _id: "c", number: 3, createdAt: daysAgo(45), status: "rejected", holdings: null }),
    ]);
    renderScreen("/accountdeleterequests/index");

    const overdue = await rowOf(1);
    expect(overdue.getByText("Over 30 days")).toBeTruthy();
    expect(overdue.getByText("I no longer use the app.")).toBeTruthy();
    expect(overdue.getByText("3 orders")).toBeTruthy();
    expect(overdue.getByText("Pending")).toBeTruthy();

    const recent = await rowOf(2);
    expect(recent.queryByText(/Over 30 days/)).toBeNull();
    expect(recent.getByText("No reason given")).toBeTruthy();
    const answered = await rowOf(3);
    expect(answered.getByText("Rejected")).toBeTruthy();
    expect(answered.queryByText(/Over 30 days/)).toBeNull();
    expect(screen.getAllByText(/Over 30 days/)).toHaveLength(1);
  });
});

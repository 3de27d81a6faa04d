import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { api, server } from "../msw";
import { renderScreen } from "../renderScreen";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** 150 sellers: far more than a picker's first page. */
const SELLERS = Array.from({ length: 150 }, (_, index) => ({
  _id: uuid(index + 1),
  fullName: `Venditore ${index + 1}`,
  email: `venditore${index + 1}@example.com`,
  paymentLinked: true,
}));

const ok = (data: unknown) => HttpResponse.json({ message: "OK", data });

/** GET /sellers as the API answers it: a page, `q` matching name or email, `ids=` by id. */
const sellersApi = () => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(api("/sellers"), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const ids = query.get("ids")?.split(",");
      const q = query.get("q")?.toLowerCase();
      const matching = SELLERS.filter(
        (seller) =>
          (!ids || ids.includes(seller._id)) &&
          (!q || `${seller.fullName} ${seller.email}`.toLowerCase().includes(q)),
      );
      const limit = Number(query.get("limit") ?? 10);
      return ok({ items: matching.slice(0, limit), total: matching.length });
    }),
  );
  return queries;
};

const coupon = (sellerId: string | null) => ({
  _id: uuid(900),
  name: "WELCOME10",
  discountCents: 1000,
  perPersonUsage: 1,
  totalUsage: 100,
  expiresOn: "2027-03-01",
  status: "active",
  sellerId,
  seller: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
});

const chosenIn = (label: string) =>
  screen.getByLabelText(label).closest(".ant-select")?.querySelector(".ant-select-selection-item")
    ?.textContent ?? null;

describe("record pickers", { timeout: 60_000 }, () => {
  it("find the 101st seller by asking the server as the user types", async () => {
    const queries = sellersApi();
    renderScreen("/coupon/create");
    const picker = await screen.findByLabelText("Venditore");
    fireEvent.mouseDown(picker);
    await screen.findByTitle("Venditore 1 · venditore1@example.com");
    expect(screen.queryByTitle("Venditore 101 · venditore101@example.com")).toBeNull();

    fireEvent.change(picker, { target: { value: "venditore101" } });

    fireEvent.click(await screen.findByTitle("Venditore 101 · venditore101@example.com"));
    expect(queries.some((query) => query.get("q") === "venditore101")).toBe(true);
    expect(chosenIn("Venditore")).toBe("Venditore 101 · venditore101@example.com");
  });

  it("name the current seller of an edited record, even beyond the first page", async () => {
    const queries = sellersApi();
    server.use(http.get(api("/coupon/:id"), () => ok(coupon(uuid(150)))));
    renderScreen(`/coupon/edit/${uuid(900)}`);

    await waitFor(() =>
      expect(chosenIn("Venditore")).toBe("Venditore 150 · venditore150@example.com"),
    );
    expect(queries.some((query) => query.get("ids") === uuid(150))).toBe(true);
  });
});

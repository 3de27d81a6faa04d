import { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { http } from "msw";
import { Activity } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../../../domain/orders";
import { authProvider } from "../../../src/providers/authProvider";
import { changeLanguage } from "../../../src/providers/i18n";
import { StatusTabs } from "../../../src/requests/StatusTabs";
import { api, server } from "../msw";
import { currentUrl, renderScreen } from "../renderScreen";
import { TestWrapper } from "../TestWrapper";
import { ORDER_COUNTS, ORDER_REQUEST_COUNTS, ok, serveRequests } from "./fixtures";

const lastQuery = (seen: Record<string, URLSearchParams[]>, path: string) => seen[path]?.at(-1);

/** Counts every read of a count-by-status path. */
const countReads = (path: string, counts: Record<string, number>) => {
  const reads = { count: 0 };
  server.use(
    http.get(api(path), () => {
      reads.count += 1;
      return ok(counts);
    }),
  );
  return reads;
};

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("status tabs on the lists", { timeout: 30_000 }, () => {
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("shows each order request status with its count and filters the list by the one chosen", async () => {
    await changeLanguage("en");
    const seen = serveRequests();
    const reads = countReads("/order/request/count-by-status", ORDER_REQUEST_COUNTS);
    renderScreen("/orders/request/list");
    await screen.findByRole("link", { name: "#1042" });

    await waitFor(() => expect(screen.getByRole("tab", { name: "New (3)" })).toBeTruthy());
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "All (12)",
      "New (3)",
      "Request in progress (1)",
      "Quotation sent (2)",
      "Working in process (0)",
      "Shipped (0)",
      "Completed (5)",
      "Request denied (1)",
    ]);
    expect(screen.getByRole("tab", { name: "All (12)" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    const before = reads.count;

    fireEvent.click(screen.getByRole("tab", { name: "Quotation sent (2)" }));
    await waitFor(() =>
      expect(lastQuery(seen, "/order/request")?.get("status")).toBe("quotationSent"),
    );
    expect(currentUrl()).toContain("[value]=quotationSent");
    expect(
      screen.getByRole("tab", { name: "Quotation sent (2)" }).getAttribute("aria-selected"),
    ).toBe("true");
    // The counts follow the rows: read again with them.
    await waitFor(() => expect(reads.count).toBeGreaterThan(before));

    fireEvent.click(screen.getByRole("tab", { name: "All (12)" }));
    await waitFor(() => expect(lastQuery(seen, "/order/request")?.has("status")).toBe(false));
  });

  it("shows the orders' statuses in Italian and keeps the other filters", async () => {
    const seen = serveRequests();
    countReads("/orders/count-by-status", ORDER_COUNTS);
    renderScreen(
      "/orders/list?filters[0][field]=deliveryDate&filters[0][operator]=gte&filters[0][value]=2026-03-15",
    );
    await screen.findByRole("link", { name: "#2001" });

    fireEvent.click(await screen.findByRole("tab", { name: "Richiesta di reso (1)" }));
    await waitFor(() => expect(lastQuery(seen, "/orders")?.get("status")).toBe("returnRequest"));
    expect(lastQuery(seen, "/orders")?.get("deliveryDateMin")).toBe("2026-03-15");
    expect(screen.getByRole("tab", { name: "Tutti (8)" })).toBeTruthy();
  });

  it("reads the counts with the rows only: a kept list shown again asks for nothing more", async () => {
    const reads = countReads("/orders/count-by-status", ORDER_COUNTS);
    const client = new QueryClient();
    const keptList = (mode: "visible" | "hidden") => (
      <TestWrapper authProvider={authProvider} path="/" url="/" queryClient={client}>
        <Activity mode={mode}>
          <StatusTabs
            kind="order"
            statuses={ORDER_STATUSES}
            countsPath="/orders/count-by-status"
            filters={[]}
            applyFilters={() => undefined}
            rowsReadAt={1}
          />
        </Activity>
      </TestWrapper>
    );
    const { rerender } = render(keptList("visible"));
    await waitFor(() => expect(reads.count).toBe(1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(reads.count).toBe(1);

    rerender(keptList("hidden"));
    rerender(keptList("visible"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(reads.count).toBe(1);
  });
});

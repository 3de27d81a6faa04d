import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { api, server } from "../msw";
import { currentUrl, renderScreen } from "../renderScreen";
import { listRequests } from "./fixtures";

const empty = () => HttpResponse.json({ message: "OK", data: { items: [], total: 0 } });

/** Opens the filter dropdown of the column headed `title`. */
const openFilter = (title: string) => {
  const header = screen.getByRole("columnheader", { name: new RegExp(title) });
  fireEvent.click(header.querySelector(".ant-table-filter-trigger") as HTMLElement);
};

describe("column filters", { timeout: 60_000 }, () => {
  it("sends a price range typed in euros as cents, and reads it back from the URL", async () => {
    server.use(http.get(api("/categories"), empty), http.get(api("/sellers"), empty));
    const seen = listRequests("/products", () => ({ items: [], total: 0 }));
    renderScreen("/products/list");
    await screen.findByText("Non c'è ancora nulla qui.");

    openFilter("Prezzo");
    fireEvent.change(await screen.findByLabelText("Prezzo Da"), { target: { value: "10,5" } });
    fireEvent.change(screen.getByLabelText("Prezzo A"), { target: { value: "20" } });
    fireEvent.click(screen.getByRole("button", { name: "Applica" }));

    await waitFor(() => expect(seen.at(-1)?.get("priceCentsMin")).toBe("1050"));
    expect(seen.at(-1)?.get("priceCentsMax")).toBe("2000");
    expect(currentUrl()).toContain("filters[0][field]=priceCents");
    expect(await screen.findByText("Nessuna riga corrisponde a questi filtri.")).toBeTruthy();

    fireEvent.click(screen.getAllByRole("button", { name: "Azzera i filtri" })[0] as HTMLElement);
    await waitFor(() => expect(seen.at(-1)?.has("priceCentsMin")).toBe(false));
  });

  it("filters coupons by status with a translated choice, and shows the seller only to staff", async () => {
    server.use(http.get(api("/sellers"), empty));
    const seen = listRequests("/coupons", () => ({ items: [], total: 0 }));
    renderScreen("/coupon/list");
    await screen.findByText("Non c'è ancora nulla qui.");
    expect(screen.getByRole("columnheader", { name: /Venditore/ })).toBeTruthy();

    openFilter("Stato");
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Stato" }));
    const dropdown = (await screen.findAllByTitle("Scaduto")).at(-1) as HTMLElement;
    fireEvent.click(dropdown);
    fireEvent.click(screen.getByRole("button", { name: "Applica" }));
    await waitFor(() => expect(seen.at(-1)?.get("status")).toBe("expired"));
  });
});

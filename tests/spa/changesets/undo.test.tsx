import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import type { Coupon } from "../../../domain/coupons.schema";
import { listRequests } from "../lists/fixtures";
import { api, server } from "../msw";
import { loadScreens, renderScreen } from "../renderScreen";

const coupon = (n: number): Coupon => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  name: `SAVE${n}`,
  discountCents: 1000,
  perPersonUsage: 1,
  totalUsage: 10,
  expiresOn: "2030-01-31",
  status: "active",
  sellerId: null,
  seller: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  version: 1,
});
const CHANGESET = "11111111-1111-4111-8111-111111111111";
const [first, second] = [coupon(1), coupon(2)];

describe("a selection's bulk action and its Undo (docs/api.md#changesets)", {
  timeout: 60_000,
}, () => {
  beforeAll(() => loadScreens("/coupon/list"), 60_000);

  it("sends the action for the selection, reports the refused record and undoes the batch", async () => {
    listRequests("/coupons", () => ({ items: [first, second], total: 2 }));
    const sent: unknown[] = [];
    const reverted: string[] = [];
    server.use(
      http.post(api("/coupon/bulk"), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({
          message: "1 eseguiti, 1 rifiutati",
          data: {
            changesetId: CHANGESET,
            done: 1,
            refused: 1,
            records: [
              { _id: first._id, state: "done", version: 2 },
              {
                _id: second._id,
                state: "refused",
                code: "staleVersion",
                message: "Qualcun altro ha modificato questo record",
              },
            ],
          },
        });
      }),
      http.post(api("/changesets/:id/revert"), ({ params }) => {
        reverted.push(String(params.id));
        return HttpResponse.json({
          message: "1 ripristinati, 0 modificati nel frattempo e lasciati come sono, 0 rifiutati",
          data: { reverted: 1, conflicts: 0, refused: 0, records: [] },
        });
      }),
    );
    renderScreen("/coupon/list");
    await screen.findByText("SAVE1");
    fireEvent.click(screen.getByRole("checkbox", { name: /SAVE1/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: /SAVE2/ }));

    fireEvent.click(screen.getByRole("button", { name: "Azioni per 2 selezionati" }));
    fireEvent.click(await screen.findByText("Cambia data di scadenza"));
    const dialog = await screen.findByRole("dialog", { name: "Cambia data di scadenza" });
    fireEvent.change(within(dialog).getByLabelText("Nuovo ultimo giorno"), {
      target: { value: "2030-06-30" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Applica a 2 record" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      action: "expiry",
      value: "2030-06-30",
      ids: [first._id, second._id],
    });
    await screen.findByText("1 eseguiti, 1 non modificati");
    const report = screen.getAllByRole("dialog").at(-1) as HTMLElement;
    expect(within(report).getByText("SAVE2")).toBeTruthy();
    expect(within(report).getByText("Qualcun altro ha modificato questo record")).toBeTruthy();
    fireEvent.click(within(report).getByRole("button", { name: "Chiudi" }));

    expect(await screen.findByText("1 eseguiti, 1 rifiutati")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Annulla l'operazione" }));
    await waitFor(() => expect(reverted).toEqual([CHANGESET]));
    expect(await screen.findByText(/1 ripristinati/)).toBeTruthy();
  });
});

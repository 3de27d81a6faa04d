import type { LiveEvent, LiveProvider } from "@refinedev/core";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { property } from "../lists/fixtures";
import { api, server } from "../msw";
import { admin, currentUrl, renderScreen } from "../renderScreen";

const ok = (data: unknown) => HttpResponse.json({ message: "OK", data });

/** A live channel the test speaks on: every subscriber hears what `say` sends. */
const liveChannel = () => {
  const listeners: ((event: LiveEvent) => void)[] = [];
  const liveProvider: LiveProvider = {
    subscribe: ({ callback }) => {
      listeners.push(callback);
      return Symbol("subscription");
    },
    unsubscribe: () => undefined,
  };
  const say = (event: Omit<LiveEvent, "date">) =>
    act(() => {
      for (const listener of listeners) listener({ ...event, date: new Date() });
    });
  return { liveProvider, say };
};

describe("an edit form while its record is read again", { timeout: 60_000 }, () => {
  it("keeps Save pressable and saves the input, based on the version it was read at", async () => {
    const stored = property(4, { nameEn: "Strap", nameIt: "Cinturino" });
    let reads = 0;
    let finishRead = () => {};
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get(api("/property/:id"), async () => {
        reads += 1;
        // The second read (the live change's) stays under way until the test ends it.
        if (reads > 1) await new Promise<void>((resolve) => (finishRead = resolve));
        return ok(stored);
      }),
      http.put(api("/property/:id"), async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return ok({ ...stored, nameEn: "Watch strap", version: stored.version + 1 });
      }),
      http.get(api("/properties"), () => ok({ items: [], total: 0 })),
    );
    const { liveProvider, say } = liveChannel();
    renderScreen(`/property/edit/${stored._id}`, admin, { liveProvider });
    const english = await screen.findByLabelText("Nome proprietà (EN)");
    fireEvent.change(english, { target: { value: "Watch strap" } });

    say({ channel: "resources/property", type: "updated", payload: { ids: [stored._id] } });
    await waitFor(() => expect(reads).toBe(2));
    const save = screen.getByRole("button", { name: "Salva" }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);

    fireEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ nameEn: "Watch strap", version: stored.version });
    finishRead();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/property\/list/));
  });
});

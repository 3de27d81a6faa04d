import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../../src/providers/i18n";
import { currentUrl, renderScreen } from "../renderScreen";
import { waitForTexts } from "../waits";
import { draft, gala, serveEvents } from "./fixtures";

const submit = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const lastQuery = (seen: ReturnType<typeof serveEvents>, path: string) =>
  seen.queries[path]?.at(-1);

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("events", { timeout: 30_000 }, () => {
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("names every missing field in Italian", async () => {
    serveEvents();
    renderScreen("/events/create");
    await screen.findByText("Aggiungi evento");
    submit("Salva");
    await waitForTexts({
      "Il nome dell'evento è obbligatorio": 2,
      "La descrizione è obbligatoria": 2,
      "Data e ora di inizio sono obbligatorie": 1,
      "Data e ora di fine sono obbligatorie": 1,
      "Il luogo è obbligatorio": 1,
      "La città è obbligatoria": 1,
      "La capienza è obbligatoria": 1,
      "Il prezzo per ospite è obbligatorio": 1,
      "L'immagine è obbligatoria": 1,
    });
  });

  it("names them in English, and labels every control", async () => {
    serveEvents();
    await changeLanguage("en");
    renderScreen("/events/create");
    await screen.findByText("Add event");
    for (const label of [
      "Event name (EN)",
      "Starts",
      "Ends",
      "Venue",
      "City",
      "Capacity (guests)",
      "Price per guest",
      "Published",
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    submit("Save");
    await waitForTexts({
      "Event Name is required": 2,
      "Capacity is required": 1,
      "Price per guest is required": 1,
    });
  });

  it("refuses an end before the start on the end's field, and sends nothing", async () => {
    const seen = serveEvents([{ ...gala, endsAt: "2026-12-07T17:00:00.000Z" }]);
    renderScreen(`/events/edit/${gala._id}`);
    await screen.findByText("Modifica evento");
    await waitFor(() =>
      expect((screen.getByLabelText("Luogo") as HTMLInputElement).value).toBe("Teatro alla Scala"),
    );
    submit("Salva");
    expect(await screen.findByText("La fine deve essere successiva all'inizio")).toBeTruthy();
    expect(seen.bodies).toEqual([]);
  });

  it("saves an edit with the version it was read at", async () => {
    const seen = serveEvents();
    renderScreen(`/events/edit/${gala._id}`);
    await waitFor(() =>
      expect((screen.getByLabelText("Città") as HTMLInputElement).value).toBe("Milano"),
    );
    fireEvent.change(screen.getByLabelText("Città"), { target: { value: "Milano centro" } });
    submit("Salva");
    await waitFor(() => expect(seen.bodies).toHaveLength(1));
    expect(seen.bodies[0]).toMatchObject({
      city: "Milano centro",
      version: 3,
      startsAt: gala.startsAt,
      priceCents: 95_000,
    });
    await waitFor(() => expect(currentUrl()).toMatch(/^\/events\/list/));
  });

  it("lists events with their dates, confirmed guests against capacity and state", async () => {
    const seen = serveEvents();
    renderScreen("/events/list");
    const link = await screen.findByRole("link", { name: "Gran Galà dell'Opera alla Scala" });
    expect(link.getAttribute("href")).toBe(`/events/view/${gala._id}`);
    const row = within(link.closest("tr") as HTMLElement);
    expect(row.getByText("confermati 40 / 120")).toBeTruthy();
    expect(row.getByText("Pubblicato")).toBeTruthy();
    expect(row.getByText(/^950,00\s€$/)).toBeTruthy();
    // Start and end, in the browser's zone.
    expect(row.getAllByText(/^07\/12\/2026 \d\d:00 (AM|PM)$/)).toHaveLength(2);
    const other = within(
      screen.getByRole("link", { name: draft.nameIt }).closest("tr") as HTMLElement,
    );
    expect(other.getByText("Bozza")).toBeTruthy();
    expect(lastQuery(seen, "/events")?.get("sort")).toBe("startsAt");
  });

  it("filters by state through the column, and by city, capacity and start days from the URL", async () => {
    const filters = [
      ["city", "contains", "milano"],
      ["capacity", "gte", "50"],
      ["startsAt", "gte", "2026-12-01T00:00:00.000Z"],
      ["startsAt", "lte", "2026-12-31T23:59:59.999Z"],
    ]
      .map(
        ([field, operator, value], i) =>
          `filters[${i}][field]=${field}&filters[${i}][operator]=${operator}&filters[${i}][value]=${encodeURIComponent(value ?? "")}`,
      )
      .join("&");
    const seen = serveEvents();
    renderScreen(`/events/list?${filters}`);
    await screen.findByRole("link", { name: gala.nameIt });
    const query = lastQuery(seen, "/events");
    expect(query?.get("city")).toBe("milano");
    expect(query?.get("capacityMin")).toBe("50");
    expect(query?.get("startsAtMin")).toBe("2026-12-01T00:00:00.000Z");
    expect(query?.get("startsAtMax")).toBe("2026-12-31T23:59:59.999Z");

    const stateHeader = screen.getByRole("columnheader", { name: /Stato/ });
    fireEvent.click(within(stateHeader).getByRole("button"));
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Stato" }));
    fireEvent.click(await screen.findByTitle("Bozza"));
    fireEvent.click(screen.getByRole("button", { name: "Applica" }));
    await waitFor(() => expect(lastQuery(seen, "/events")?.get("published")).toBe("false"));
    expect(currentUrl()).toContain("published");
  });

  it("shows an event with its pictures, details and requests, confirmed against capacity", async () => {
    const seen = serveEvents();
    renderScreen(`/events/view/${gala._id}`);
    const section = await screen.findByRole("region", { name: "Richieste per questo evento" });
    const requests = within(section);
    const first = await requests.findByRole("link", { name: "#401" });
    expect(first.getAttribute("href")).toBe("/event-requests/view/er401");
    expect(requests.getByText("Vittoria Lombardi")).toBeTruthy();
    expect(requests.getByText("40")).toBeTruthy();
    expect(requests.getByText(/confermati 40 \/ 120/)).toBeTruthy();
    expect(requests.getByText(/2 richieste, 46 ospiti richiesti/)).toBeTruthy();
    expect(lastQuery(seen, "/event/requests")?.get("eventId")).toBe(gala._id);
    expect(screen.getByRole("img", { name: `${gala.nameIt} 1` })).toBeTruthy();
    expect(screen.getByText("Teatro alla Scala")).toBeTruthy();
    expect(screen.getByText("Il galà d'apertura della stagione.")).toBeTruthy();
  });

  it("links an event request to its event, and filters the requests by event", async () => {
    const seen = serveEvents();
    renderScreen(
      `/event-requests/index?filters[0][field]=eventId&filters[0][operator]=eq&filters[0][value]=${gala._id}`,
    );
    const links = await screen.findAllByRole("link", { name: gala.nameIt });
    expect(links[0]?.getAttribute("href")).toBe(`/events/view/${gala._id}`);
    expect(lastQuery(seen, "/event/requests")?.get("eventId")).toBe(gala._id);
  });
});

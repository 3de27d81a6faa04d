import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RentModel } from "../../../domain/rentModels.schema";
import type { RentRequest } from "../../../domain/requests.schema";
import { changeLanguage } from "../../../src/providers/i18n";
import { api, server } from "../msw";
import { currentUrl, loadScreens, renderScreen } from "../renderScreen";
import { rentRequestRecord, serveRequests } from "../requests/fixtures";
import { waitForTexts } from "../waits";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const ok = (data: unknown) => HttpResponse.json({ message: "OK", data });

const YACHT: RentModel = {
  _id: uuid(1),
  nameEn: "Benetti Oasis 40M",
  nameIt: "Benetti Oasis 40M",
  descriptionEn: "A 40-metre superyacht.",
  descriptionIt: "Superyacht di 40 metri.",
  kind: "yacht",
  passengers: 12,
  cabins: 5,
  guests: null,
  location: "Porto Cervo",
  pricePerDayCents: 3_800_000,
  active: true,
  images: [`${uuid(11)}.png`, `${uuid(12)}.png`],
  video: `${uuid(13)}.mp4`,
  requestCount: 1,
  version: 3,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-02T10:00:00.000Z",
  missingIt: false,
  missingEn: false,
};
const VILLA: RentModel = {
  ...YACHT,
  _id: uuid(2),
  nameEn: "Villa Cimbrone, Ravello",
  nameIt: "Villa Cimbrone, Ravello",
  kind: "villa",
  passengers: null,
  cabins: null,
  guests: 24,
  location: "Ravello",
  pricePerDayCents: 950_000,
  active: false,
  video: null,
  requestCount: 0,
};
const LINKED_REQUEST: RentRequest = {
  ...rentRequestRecord,
  rentModel: { _id: YACHT._id, nameEn: YACHT.nameEn, nameIt: YACHT.nameIt, kind: "yacht" },
  modelName: YACHT.nameEn,
};

/** The rent models' API over these records; answers what each list call asked. */
const serveModels = (models: RentModel[] = [YACHT, VILLA]) => {
  const seen: URLSearchParams[] = [];
  const writes: { method: string; body: unknown }[] = [];
  server.use(
    http.get(api("/rent-models"), ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return ok({ items: models, total: models.length });
    }),
    http.get(api("/rent-model/:id"), ({ params }) => {
      const found = models.find((model) => model._id === params.id);
      return found ? ok(found) : HttpResponse.json({ message: "Not found" }, { status: 404 });
    }),
    http.put(api("/rent-model/:id"), async ({ request }) => {
      writes.push({ method: "PUT", body: await request.json() });
      return ok(YACHT);
    }),
  );
  return { seen, writes };
};

const submit = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("rent models", { timeout: 60_000 }, () => {
  // The screens compile here, not inside the first tests' waits (renderScreen.tsx loadScreens).
  beforeAll(() => loadScreens("/models/create", "/models/list", "/models/view/x"), 60_000);
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("shows the seed's messages on an empty form, and the capacity the kind states", async () => {
    await changeLanguage("en");
    serveModels();
    renderScreen("/models/create");
    await screen.findByText("Add model");

    submit("Save");
    await waitForTexts({
      "Model Name is required": 2,
      "Description is required": 2,
      "Image Is required": 1,
      "Kind is required": 1,
      "Price is required": 1,
    });
    expect(screen.queryByLabelText("Guests")).toBeNull();

    fireEvent.mouseDown(screen.getByLabelText("Kind"));
    fireEvent.click((await screen.findAllByTitle("Villa")).at(-1) as HTMLElement);
    expect(await screen.findByLabelText("Guests")).toBeTruthy();
    expect(screen.queryByLabelText("Cabins")).toBeNull();
    expect(screen.queryByLabelText("Passengers")).toBeNull();

    fireEvent.mouseDown(screen.getByLabelText("Kind"));
    fireEvent.click((await screen.findAllByTitle("Yacht")).at(-1) as HTMLElement);
    expect(await screen.findByLabelText("Cabins")).toBeTruthy();
    expect(screen.getByLabelText("Passengers")).toBeTruthy();
    expect(screen.queryByLabelText("Guests")).toBeNull();
    submit("Save");
    await waitForTexts({ "Capacity is required for this kind": 2 });
  });

  it("sends back the version it loaded with an edit", async () => {
    const { writes } = serveModels();
    renderScreen(`/models/edit/${YACHT._id}`);
    await waitFor(() =>
      expect((screen.getByLabelText("Nome del modello (EN)") as HTMLInputElement).value).toBe(
        "Benetti Oasis 40M",
      ),
    );
    fireEvent.change(screen.getByLabelText("Porto di armamento o località"), {
      target: { value: "Portofino" },
    });
    submit("Salva");
    expect(await screen.findByText("Il modello è stato aggiornato con successo")).toBeTruthy();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.body).toMatchObject({
      kind: "yacht",
      location: "Portofino",
      passengers: 12,
      cabins: 5,
      pricePerDayCents: 3_800_000,
      images: YACHT.images,
      version: 3,
    });
    await waitFor(() => expect(currentUrl()).toBe("/models/list"));
  });

  it("lists models with kind, capacity, price and state, and sends the filters from the URL", async () => {
    const { seen } = serveModels();
    renderScreen(
      "/models/list?filters[0][field]=kind&filters[0][operator]=in&filters[0][value][0]=yacht&filters[1][field]=active&filters[1][operator]=eq&filters[1][value]=true",
    );
    // The name and the row's view action both link to the model's page.
    const [link] = await screen.findAllByRole("link", { name: /Benetti Oasis 40M/ });
    if (!link) throw new Error("no link to the model");
    expect(link.getAttribute("href")).toBe(`/models/view/${YACHT._id}`);
    const row = within(link.closest("tr") as HTMLElement);
    expect(row.getByText("Yacht")).toBeTruthy();
    expect(row.getByText("12 passeggeri · 5 cabine")).toBeTruthy();
    expect(row.getByText(/^38\.000,00\s€$/)).toBeTruthy();
    expect(row.getByText("Attivo")).toBeTruthy();
    const villa = within(
      (await screen.findAllByRole("link", { name: /Villa Cimbrone/ }))[0]?.closest(
        "tr",
      ) as HTMLElement,
    );
    expect(villa.getByText("24 ospiti")).toBeTruthy();
    expect(villa.getByText("Non attivo")).toBeTruthy();
    const query = seen.at(-1);
    expect(query?.get("kind")).toBe("yacht");
    expect(query?.get("active")).toBe("true");
    expect(query?.get("sort")).toBe("nameIt");
  });

  it("shows the gallery, the video, the details and the model's requests", async () => {
    serveModels();
    const seen = serveRequests({ rentRequests: [LINKED_REQUEST] });
    const { container } = renderScreen(`/models/view/${YACHT._id}`);

    expect(await screen.findByAltText("Benetti Oasis 40M 1")).toBeTruthy();
    expect(screen.getByAltText("Benetti Oasis 40M 2")).toBeTruthy();
    expect(container.querySelector("video")?.getAttribute("src")).toContain(`${uuid(13)}.mp4`);
    expect(screen.getByText("Porto Cervo")).toBeTruthy();
    expect(screen.getByText("Superyacht di 40 metri.")).toBeTruthy();

    const requests = within(
      screen.getByRole("region", { name: "Richieste di noleggio per questo modello" }),
    );
    const request = await requests.findByRole("link", { name: "#301" });
    expect(request.getAttribute("href")).toBe(`/requests/view/${rentRequestRecord._id}`);
    expect(requests.getByText(rentRequestRecord.customerName)).toBeTruthy();
    expect(seen["/requests"]?.at(-1)?.get("rentModelId")).toBe(YACHT._id);
    // Requests name it: no delete offered, the server would refuse it.
    expect(screen.queryByRole("button", { name: /Elimina/ })).toBeNull();
  });

  it("links a rent request to its model, and keeps a free-text name as text", async () => {
    serveRequests({
      rentRequests: [LINKED_REQUEST, { ...rentRequestRecord, _id: "rr2", number: 302 }],
    });
    renderScreen("/requests/index");
    const model = await screen.findByRole("link", { name: "Benetti Oasis 40M" });
    expect(model.getAttribute("href")).toBe(`/models/view/${YACHT._id}`);
    const legacy = within(
      (await screen.findByRole("link", { name: "#302" })).closest("tr") as HTMLElement,
    );
    expect(legacy.getByText("Riva Aquarama")).toBeTruthy();
    expect(legacy.queryByRole("link", { name: "Riva Aquarama" })).toBeNull();
  });
});

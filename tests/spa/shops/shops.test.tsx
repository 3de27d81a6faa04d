import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { RECORD_RESOURCES } from "../../../src/commandPalette/recordPaths";
import { changeLanguage } from "../../../src/providers/i18n";
import { endpoints, resources } from "../../../src/resources";
import { api, server } from "../msw";
import { currentUrl, loadScreens, renderScreen } from "../renderScreen";
import { waitForTexts } from "../waits";
import { atelier, maison, ok, serveShops } from "./fixtures";

const address = currentUrl;
// The first render of a lazy screen compiles its chunk: allow for it.
const SLOW = { timeout: 25_000 };
const rowOf = async (name: string) =>
  within((await screen.findByRole("link", { name }, SLOW)).closest("tr") as HTMLElement);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fieldOf = (label: string) =>
  screen.getByLabelText(label).closest(".ant-form-item") as HTMLElement;

describe("the shops resource", () => {
  it("is a staff entry of its own right after Users, at the seed's paths", () => {
    const names = resources.map(({ name }) => name);
    expect(names.indexOf("shops")).toBe(names.indexOf("users") + 1);
    const shops = resources.find(({ name }) => name === "shops");
    expect(shops).toMatchObject({
      list: "/shopper/index",
      create: "/shopper/create",
      edit: "/shopper/edit/:id",
      show: "/shopper/view/:id",
      meta: { userTypes: [1, 2] },
    });
    expect(shops?.meta?.parent).toBeUndefined();
    expect(endpoints.shops).toMatchObject({ list: "/shops", one: "/shop/:id", create: "/shop" });
    // Cmd-K opens a found shop on this resource's own page.
    expect(RECORD_RESOURCES.shop).toBe(shops?.name);
  });
});

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("shops screens", { timeout: 60_000 }, () => {
  // The screens compile here, not inside the first tests' waits (renderScreen.tsx loadScreens).
  beforeAll(() => loadScreens("/shopper/index", "/shopper/create", "/shopper/view/x"), 60_000);
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("lists shops with their country, seller, email and payment status, newest first", async () => {
    const calls = serveShops();
    renderScreen("/shopper/index");

    const bellini = await rowOf("Atelier Bellini");
    expect(screen.getByRole("link", { name: "Atelier Bellini" }).getAttribute("href")).toBe(
      `/shopper/view/${atelier._id}`,
    );
    for (const text of [
      "Bellini Pelletteria S.r.l.",
      "IT01234567890",
      "Firenze",
      "Italia",
      "Lorenzo Bellini",
      "seller.linked@example.com",
      "Verificata",
      "Collegato",
      "12",
      "05 mar, 2026",
    ]) {
      expect(bellini.getByText(text)).toBeTruthy();
    }
    const durand = await rowOf("Maison Durand");
    for (const text of ["Francia", "Non verificata", "Non collegato", "claire@maison-durand.fr"]) {
      expect(durand.getByText(text)).toBeTruthy();
    }
    expect(calls.lists.at(-1)?.get("sort")).toBe("-createdAt");
    expect(screen.getByRole("button", { name: /Esporta/ })).toBeTruthy();

    fireEvent.click(durand.getByRole("button", { name: "Elimina: Maison Durand" }));
    expect(
      await screen.findByText(
        "\"Maison Durand\" e l'account del venditore (claire@maison-durand.fr) saranno eliminati. L'operazione non si può annullare.",
      ),
    ).toBeTruthy();
  });

  it("filters by country, named in the screen's language", async () => {
    const calls = serveShops();
    renderScreen("/shopper/index");
    await screen.findByRole("link", { name: "Atelier Bellini" }, SLOW);

    const header = screen.getByRole("columnheader", { name: /Paese/ });
    fireEvent.click(within(header).getByRole("button"));
    const countries = await screen.findByRole("combobox", { name: "Paese" });
    fireEvent.mouseDown(countries);
    // 249 countries: the list shows the few that match what is typed.
    fireEvent.change(countries, { target: { value: "Fran" } });
    fireEvent.click(await screen.findByTitle("Francia"));
    fireEvent.click(screen.getByRole("button", { name: "Applica" }));
    await waitFor(() => expect(calls.lists.at(-1)?.get("country")).toBe("FR"));
  });

  it("asks for the shop's and its seller's names in the seed's words", async () => {
    await changeLanguage("en");
    renderScreen("/shopper/create");
    await screen.findByRole("heading", { name: "Add shop" });
    expect(screen.getByText(/its owner gets an email to choose a password/)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitForTexts({
      "Shopper Name is required": 1,
      "First Name is required": 1,
      "Last Name is required": 1,
      "Email is required": 1,
    });

    type("VAT number", "12ab");
    expect(
      await screen.findByText(
        "Enter a VAT number of 11 digits, or 8 to 12 characters after a country code",
      ),
    ).toBeTruthy();
  });

  it("sends the shop with its seller account, says where the invitation went, and returns to the list", async () => {
    const sent: unknown[] = [];
    serveShops();
    server.use(
      http.post(api("/shop"), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            message: "OK",
            data: { ...maison, owner: { ...maison.owner, email: "giulia@ferri.it" } },
          },
          { status: 201 },
        );
      }),
    );
    renderScreen("/shopper/create");
    await screen.findByRole("heading", { name: "Aggiungi negozio" });
    type("Nome del negozio", "  Bottega Ferri ");
    type("Nome", "Giulia");
    type("Cognome", "Ferri");
    type("Email", "Giulia@Ferri.IT");
    type("Partita IVA", "it 0123 4567 890");
    type("Indirizzo di spedizione", "Via Roma 1");
    fireEvent.click(screen.getByRole("checkbox", { name: "Uguale all'indirizzo di spedizione" }));
    await waitFor(() =>
      expect(
        (screen.getByLabelText("Indirizzo di fatturazione") as HTMLTextAreaElement).value,
      ).toBe("Via Roma 1"),
    );
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));

    expect(
      await screen.findByText("Negozio creato: l'invito è stato inviato a giulia@ferri.it"),
    ).toBeTruthy();
    expect(sent).toEqual([
      {
        name: "Bottega Ferri",
        companyName: null,
        vatNumber: "IT01234567890",
        fiscalCode: null,
        sdi: null,
        pec: null,
        phone: null,
        shippingAddress: "Via Roma 1",
        invoiceAddress: "Via Roma 1",
        city: null,
        province: null,
        postcode: null,
        country: "IT",
        owner: { firstName: "Giulia", lastName: "Ferri", email: "giulia@ferri.it" },
      },
    ]);
    await waitFor(() => expect(address()).toBe("/shopper/index"));
  });

  /** Fills a new shop's required fields for Giulia Ferri with `email`, and saves. */
  const sendNewShop = async (email: string) => {
    renderScreen("/shopper/create");
    await screen.findByRole("heading", { name: "Aggiungi negozio" });
    type("Nome del negozio", "Bottega Ferri");
    type("Nome", "Giulia");
    type("Cognome", "Ferri");
    type("Email", email);
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));
  };

  it("says the invitation did not go, and where to send it again, when its mail failed", async () => {
    serveShops();
    server.use(
      http.post(api("/shop"), () =>
        HttpResponse.json(
          { message: "OK", data: { ...maison, invitationSent: false } },
          { status: 201 },
        ),
      ),
    );
    await sendNewShop("giulia@ferri.it");

    expect(
      await screen.findByText(
        `Negozio creato, ma non è stato possibile inviare l'invito a ${maison.owner.email}: invialo di nuovo dalla pagina del negozio`,
      ),
    ).toBeTruthy();
  });

  it("puts the server's 'email taken' under the seller's email", async () => {
    serveShops();
    server.use(
      http.post(api("/shop"), () =>
        HttpResponse.json(
          {
            message: "Esiste già un account con questa email",
            errors: { "owner.email": "Questa email è già registrata" },
          },
          { status: 409 },
        ),
      ),
    );
    await sendNewShop("admin@example.com");

    await waitFor(() =>
      expect(within(fieldOf("Email")).getByText("Questa email è già registrata")).toBeTruthy(),
    );
    expect(address()).toBe("/shopper/create");
  });

  it("edits the shop's details, shows its owner read-only and never sends the owner", async () => {
    const calls = serveShops();
    renderScreen(`/shopper/edit/${atelier._id}`);
    await screen.findByRole("heading", { name: "Modifica negozio" });
    await waitFor(() =>
      expect((screen.getByLabelText("Nome del negozio") as HTMLInputElement).value).toBe(
        "Atelier Bellini",
      ),
    );
    expect(screen.getByText("Lorenzo Bellini")).toBeTruthy();
    expect(screen.getByText("Il venditore cambia nome ed email dal proprio profilo.")).toBeTruthy();
    expect(screen.queryByLabelText("Cognome")).toBeNull();
    // Its invoice address is its shipping address: the copy stays ticked.
    expect(
      (
        screen.getByRole("checkbox", {
          name: "Uguale all'indirizzo di spedizione",
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);

    type("Telefono", "+39 055 654321");
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));
    await waitFor(() => expect(calls.bodies).toHaveLength(1));
    expect(calls.bodies[0]).not.toHaveProperty("owner");
    expect(calls.bodies[0]).toMatchObject({
      name: "Atelier Bellini",
      phone: "+39 055 654321",
      version: atelier.version,
    });
    expect(await screen.findByText("Negozio aggiornato con successo")).toBeTruthy();
  });

  it("shows a verified seller's shop without the invitation, and links to its products", async () => {
    serveShops();
    renderScreen(`/shopper/view/${atelier._id}`);
    expect(await screen.findByText("Bellini Pelletteria S.r.l.")).toBeTruthy();
    for (const text of ["Verificata", "Collegato", "Italia", "Ultimo accesso"]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.queryByRole("button", { name: /Invia di nuovo l'invito/ })).toBeNull();
    expect(screen.getByRole("button", { name: /Elimina/ })).toBeTruthy();
    const products = screen.getByRole("link", { name: "Prodotti di questo negozio" });
    expect(decodeURIComponent(products.getAttribute("href") ?? "")).toBe(
      `/products/list?filters[0][field]=sellerId&filters[0][operator]=eq&filters[0][value]=${atelier.owner._id}`,
    );
  });

  it("mails the invitation again while the seller has not verified the email", async () => {
    const calls = serveShops();
    renderScreen(`/shopper/view/${maison._id}`);
    expect(await screen.findByText("Non verificata")).toBeTruthy();
    expect(screen.getByText("Mai")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Invia di nuovo l'invito/ }));
    expect(
      await screen.findByText("Invito inviato di nuovo a claire@maison-durand.fr"),
    ).toBeTruthy();
    expect(calls.invitations).toEqual([maison._id]);
  });

  it("opens the products list filtered by the shop's seller from that link", async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(api("/products"), ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return ok({ items: [], total: 0 });
      }),
      http.get(api("/categories"), () => ok({ items: [], total: 0 })),
      http.get(api("/sellers"), ({ request }) => {
        sellerReads.push(new URL(request.url).searchParams.get("ids"));
        return ok({ items: [], total: 0 });
      }),
    );
    const sellerReads: (string | null)[] = [];
    renderScreen(
      `/products/list?filters[0][field]=sellerId&filters[0][operator]=eq&filters[0][value]=${atelier.owner._id}`,
    );
    await waitFor(() => expect(seen.at(-1)?.get("sellerId")).toBe(atelier.owner._id));
    // The seller filter's picker reads the chosen seller by id, to name it.
    await waitFor(() => expect(sellerReads).toContain(atelier.owner._id));
    // The list says it is filtered, and offers to clear it.
    expect(await screen.findAllByRole("button", { name: "Azzera i filtri" })).not.toHaveLength(0);
  });
});

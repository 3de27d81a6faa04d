import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../../server/audit/schema.ts";
import { constraintOf } from "../../../server/db/errors.ts";
import { shops } from "../../../server/shops/schema.ts";
import { users } from "../../../server/users/schema.ts";
import { call, csvRows, italian, signInAll, type Tokens } from "../catalogue/context.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { lastMailTo, linkIn, mailsTo } from "../mailbox.ts";

const NEW_PASSWORD = "Shop-owner#2027";
const italianErrors = JSON.parse(
  readFileSync(new URL("../../../locales/it/errors.json", import.meta.url), "utf8"),
) as Record<string, string>;

describeServer("shops", () => {
  let server: TestServer;
  let tokens: Tokens;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
  });
  afterAll(() => server?.close());

  let serial = 0;
  const newShop = (overrides: Record<string, unknown> = {}) => {
    serial += 1;
    return {
      name: `Bottega di prova ${serial}`,
      companyName: `Bottega di prova ${serial} S.r.l.`,
      vatNumber: "IT 0123 4567 890",
      fiscalCode: "01234567890",
      sdi: "abc1234",
      pec: `Bottega${serial}@PEC.example.it`,
      phone: "+39 02 1234 5678",
      shippingAddress: "Via Montenapoleone 1",
      invoiceAddress: "Via Montenapoleone 1",
      city: "Milano",
      province: "MI",
      postcode: "20121",
      country: "it",
      owner: { firstName: "Paola", lastName: "Verdi", email: `Owner.${serial}@Example.it` },
      ...overrides,
    };
  };
  const create = (body: unknown, token = tokens.admin, language = "en") =>
    call(server, "POST", "/shop", { token, body, language });

  describe("creating a shop", () => {
    it("creates the shop and its seller account, normalising codes, and mails the invitation", async () => {
      const body = newShop();
      const created = await create(body);
      expect(created.status).toBe(201);
      const shop = created.body.data;
      expect(shop).toMatchObject({
        name: body.name,
        vatNumber: "IT01234567890",
        sdi: "ABC1234",
        pec: `bottega${serial}@pec.example.it`,
        country: "IT",
        productCount: 0,
        owner: {
          fullName: "Paola Verdi",
          email: `owner.${serial}@example.it`,
          emailVerified: false,
          paymentLinked: false,
          lastLoginAt: null,
        },
      });
      const [account] = await server.app.db
        .select()
        .from(users)
        .where(eq(users.id, shop.owner._id));
      expect(account?.userType).toBe(5);

      const mail = lastMailTo(server.config.dataDir, shop.owner.email);
      expect(mail.subject).toBe("Your shop on the Luxury Marketplace");
      expect(mail.text).toContain(body.name);
      const link = linkIn(mail);
      expect(link.pathname).toBe("/password/reset");
      expect(link.searchParams.get("id")).toBe(shop.owner._id);

      // The owner chooses a password with the link, which also proves the address.
      const reset = await call(server, "POST", "/user/password/reset", {
        body: {
          id: link.searchParams.get("id"),
          token: link.searchParams.get("token"),
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
      });
      expect(reset.status).toBe(200);
      expect(await server.login(shop.owner.email, NEW_PASSWORD)).toBeTruthy();
      const after = await call(server, "GET", `/shop/${shop._id}`, { token: tokens.admin });
      expect(after.body.data.owner.emailVerified).toBe(true);
      expect(after.body.data.owner.lastLoginAt).not.toBeNull();
    });

    it("answers the seed's message for a missing shopper name, in both languages", async () => {
      const english = await create({ owner: {} });
      expect(english.status).toBe(400);
      expect(english.body.errors).toEqual({
        name: "Shopper Name is required",
        "owner.firstName": "First Name is required",
        "owner.lastName": "Last Name is required",
        "owner.email": "Email is required",
      });
      const it = await create({}, tokens.admin, "it");
      expect(it.body.errors.name).toBe(italian.shopperNameRequired);
    });

    it("refuses malformed tax codes, PEC, phone and country with a message per field", async () => {
      const { status, body } = await create(
        newShop({
          vatNumber: "12",
          fiscalCode: "ABC",
          sdi: "12",
          pec: "not-an-email",
          phone: "call me",
          country: "Italy",
        }),
      );
      expect(status).toBe(400);
      expect(body.errors).toEqual({
        vatNumber: "Enter a VAT number of 11 digits, or 8 to 12 characters after a country code",
        fiscalCode: "A fiscal code has 16 characters, or 11 digits for a company",
        sdi: "The SDI code has 7 characters",
        pec: "Invalid email",
        phone: "Enter a phone number: digits, spaces and an optional leading +",
        country: "Choose a country",
      });
    });

    it("refuses codes and addresses longer than the form lets anyone type, naming each", async () => {
      const long = (length: number) => "A".repeat(length);
      const { status, body } = await create(
        newShop({
          vatNumber: `IT ${long(18)}`,
          fiscalCode: long(21),
          sdi: long(11),
          pec: `${long(250)}@pec.it`,
          owner: { firstName: "Paola", lastName: "Verdi", email: `${long(250)}@example.it` },
        }),
      );
      expect(status).toBe(400);
      const tooLong = "Too long";
      expect(body.errors).toEqual({
        vatNumber: tooLong,
        fiscalCode: tooLong,
        sdi: tooLong,
        pec: tooLong,
        "owner.email": tooLong,
      });
    });

    it("answers 409 on the owner's email when an account already has it, and creates nothing", async () => {
      const before = (await call(server, "GET", "/shops?limit=1", { token: tokens.admin })).body
        .data.total;
      const taken = await create(
        newShop({ owner: { firstName: "A", lastName: "B", email: "ADMIN@example.com" } }),
      );
      expect(taken.status).toBe(409);
      expect(taken.body.errors).toEqual({ "owner.email": "This email is already registered" });
      const after = (await call(server, "GET", "/shops?limit=1", { token: tokens.admin })).body.data
        .total;
      expect(after).toBe(before);
    });

    it("gives one of two simultaneous invitations of the same owner the 409 on the email", async () => {
      const owner = { firstName: "Ada", lastName: "Twice", email: "twice@example.com" };
      const answers = await Promise.all([create(newShop({ owner })), create(newShop({ owner }))]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(refused?.body.errors).toEqual({ "owner.email": "This email is already registered" });
    });

    it("tells the accounts' unique email apart from other unique keys", async () => {
      const [admin] = await server.app.db
        .select()
        .from(users)
        .where(eq(users.email, "admin@example.com"));
      const duplicate = await server.app.db
        .insert(users)
        .values({ ...admin, id: undefined } as typeof users.$inferInsert)
        .catch((error: unknown) => error);
      expect(constraintOf(duplicate)).toBe("users_email_unique");
    });
  });

  describe("access", () => {
    it("is open to administrators and operators, never to sellers", async () => {
      expect((await call(server, "GET", "/shops", { token: tokens.operator })).status).toBe(200);
      expect((await create(newShop(), tokens.operator)).status).toBe(201);
      for (const token of [tokens.sellerLinked, tokens.seller]) {
        expect((await call(server, "GET", "/shops", { token })).status).toBe(403);
        expect((await create(newShop(), token)).status).toBe(403);
      }
      expect((await call(server, "GET", "/shops")).status).toBe(401);
    });
  });

  describe("the list", () => {
    it("holds a shop for every seller, the demo ones with their details", async () => {
      const { body } = await call(server, "GET", "/shops?limit=100&sort=name", {
        token: tokens.admin,
      });
      const names = body.data.items.map((shop: { name: string }) => shop.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
      const bellini = body.data.items.find(
        (shop: { owner: { email: string } }) => shop.owner.email === "seller.linked@example.com",
      );
      expect(bellini).toMatchObject({
        name: "Bellini Atelier",
        city: "Milano",
        owner: { paymentLinked: true },
      });
      expect(bellini.productCount).toBeGreaterThan(10);
      const sellers = await call(server, "GET", "/sellers?limit=100", { token: tokens.admin });
      for (const seller of sellers.body.data.items) {
        expect(
          body.data.items.some((shop: { owner: { _id: string } }) => shop.owner._id === seller._id),
        ).toBe(true);
      }
    });

    it("searches by name, company, VAT number and the seller's email, and filters", async () => {
      const list = async (query: string) =>
        (await call(server, "GET", `/shops?${query}`, { token: tokens.admin })).body.data;
      expect((await list("q=bellini")).items[0].name).toBe("Bellini Atelier");
      expect((await list("q=09374120961")).items[0].name).toBe("Bellini Atelier");
      expect((await list("q=seller.linked@")).items[0].name).toBe("Bellini Atelier");
      expect((await list("q=Durand SAS")).items[0].name).toBe("Maison Durand");
      const french = await list("country=FR");
      expect(french.items.every((shop: { country: string }) => shop.country === "FR")).toBe(true);
      expect(french.total).toBeGreaterThan(0);
      const pending = await list("emailVerified=false&limit=100");
      expect(
        pending.items.every(
          (shop: { owner: { emailVerified: boolean } }) => !shop.owner.emailVerified,
        ),
      ).toBe(true);
      const linked = await list("paymentLinked=true&limit=100");
      expect(
        linked.items.every(
          (shop: { owner: { paymentLinked: boolean } }) => shop.owner.paymentLinked,
        ),
      ).toBe(true);
      const byProducts = (await list("sort=-productCount")).items;
      expect(byProducts[0].productCount).toBeGreaterThanOrEqual(byProducts[1].productCount);
      expect(
        (await call(server, "GET", "/shops?country=Italia", { token: tokens.admin })).status,
      ).toBe(400);
    });

    it("exports the filtered shops as CSV with translated headers", async () => {
      const response = await server.api("/shops/export/csv?country=IT", {
        token: tokens.admin,
        language: "it",
      });
      expect(response.status).toBe(200);
      const rows = csvRows(await response.text());
      expect(rows[0]?.slice(0, 3)).toEqual(["Nome del negozio", "Ragione sociale", "Partita IVA"]);
      expect(rows.some((row) => row[0] === "Bellini Atelier")).toBe(true);
      expect(rows.some((row) => row[0] === "Maison Durand")).toBe(false);
    });
  });

  describe("changing and deleting", () => {
    it("updates the details, keeps the owner, and records who changed what", async () => {
      const created = (await create(newShop())).body.data;
      const { owner: _owner, ...details } = newShop();
      const updated = await call(server, "PUT", `/shop/${created._id}`, {
        token: tokens.operator,
        body: {
          ...details,
          name: "Bottega rinominata",
          city: "Torino",
          sdi: null,
          version: created.version,
        },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({
        name: "Bottega rinominata",
        city: "Torino",
        sdi: null,
        owner: { _id: created.owner._id, email: created.owner.email },
      });
      const entries = await server.app.db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.recordId, created._id));
      expect(entries.map((entry) => entry.action).sort()).toEqual(["create", "update"]);
    });

    it("deletes a shop without sales together with its account, refuses one with products", async () => {
      const created = (await create(newShop())).body.data;
      const removed = await call(server, "DELETE", `/shop/${created._id}`, { token: tokens.admin });
      expect(removed.status).toBe(200);
      expect(
        await server.app.db.select().from(users).where(eq(users.id, created.owner._id)),
      ).toEqual([]);
      expect(
        (await call(server, "GET", `/shop/${created._id}`, { token: tokens.admin })).status,
      ).toBe(404);

      const [bellini] = await server.app.db
        .select()
        .from(shops)
        .where(eq(shops.name, "Bellini Atelier"));
      const refused = await call(server, "DELETE", `/shop/${bellini?.id}`, {
        token: tokens.admin,
        language: "it",
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(italianErrors.shopInUse);
    });
  });

  describe("the invitation", () => {
    it("can be sent again while the owner has not verified the email, and the old link stops working", async () => {
      const created = (await create(newShop())).body.data;
      const first = linkIn(lastMailTo(server.config.dataDir, created.owner.email));
      const again = await call(server, "POST", `/shop/${created._id}/invitation`, {
        token: tokens.operator,
        language: "en",
      });
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(`Invitation sent again to ${created.owner.email}`);
      expect(mailsTo(server.config.dataDir, created.owner.email)).toHaveLength(2);
      const stale = await call(server, "POST", "/user/password/reset", {
        body: {
          id: created.owner._id,
          token: first.searchParams.get("token"),
          password: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
      });
      expect(stale.status).toBe(400);
    });

    it("answers 409 once the owner is active", async () => {
      const [bellini] = await server.app.db
        .select()
        .from(shops)
        .where(eq(shops.name, "Bellini Atelier"));
      const refused = await call(server, "POST", `/shop/${bellini?.id}/invitation`, {
        token: tokens.admin,
      });
      expect(refused.status).toBe(409);
    });
  });

  describe("signing up", () => {
    it("opens a shop named after the new seller", async () => {
      const form = new FormData();
      for (const [field, value] of Object.entries({
        firstName: "Nuova",
        lastName: "Venditrice",
        email: "nuova.venditrice@example.it",
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })) {
        form.append(field, value);
      }
      const response = await server.api("/user/signup", { method: "POST", body: form });
      expect(response.status).toBe(201);
      const found = await call(server, "GET", "/shops?q=nuova.venditrice", { token: tokens.admin });
      expect(found.body.data.items).toMatchObject([
        { name: "Nuova Venditrice", owner: { email: "nuova.venditrice@example.it" } },
      ]);
    });
  });

  describe("Cmd-K", () => {
    it("finds shops by name for staff, never for sellers", async () => {
      const search = (token: string) =>
        call(server, "GET", "/search?q=Maison", { token }).then((answer) =>
          answer.body.data.items.filter((hit: { kind: string }) => hit.kind === "shop"),
        );
      expect(await search(tokens.operator)).toMatchObject([
        { kind: "shop", title: "Maison Durand", subtitle: expect.stringContaining("Paris") },
      ]);
      expect(await search(tokens.sellerLinked)).toEqual([]);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, csvRows, signInAll, type Tokens, xlsxRows } from "../catalogue/context.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "../harness.ts";

const SECRET_FIELDS = ["passwordHash", "password", "stripeAccountId", "isPasswordChanged"];

/** The users screen's API (docs/screens.md, docs/access.md#user-types): administrators only, read-only. */
describeServer("users list and record", () => {
  let server: TestServer;
  let tokens: Tokens;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
  });
  afterAll(() => server?.close());

  const list = (query = "", token = tokens.admin) =>
    call(server, "GET", `/users${query ? `?${query}` : ""}`, { token, language: "en" });

  it("refuses operators and sellers with 403 on the list, the record and the export", async () => {
    const { body } = await list("q=admin@");
    const adminId = body.data.items[0]._id;
    for (const token of [tokens.operator, tokens.seller, tokens.sellerLinked]) {
      expect((await list("", token)).status).toBe(403);
      expect((await call(server, "GET", `/user/${adminId}`, { token })).status).toBe(403);
      expect((await server.api("/users/export/csv", { token })).status).toBe(403);
    }
    expect((await server.api("/users")).status).toBe(401);
  });

  it("pages every account, newest first by default, without any secret field", async () => {
    const first = await list("limit=10");
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Users loaded");
    // Four demo accounts, four more shop owners and about three hundred customers (server/seed),
    // one of whom was removed on their deletion request.
    expect(first.body.data.total).toBe(317);
    expect(first.body.data.items).toHaveLength(10);
    const second = await list("limit=10&offset=310");
    expect(second.body.data.items).toHaveLength(7);
    const created = first.body.data.items.map((user: { createdAt: string }) => user.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    for (const user of [...first.body.data.items, ...second.body.data.items]) {
      for (const secret of SECRET_FIELDS) expect(user).not.toHaveProperty(secret);
    }
    expect(JSON.stringify(first.body)).not.toMatch(/scrypt|acct_demo/);
  });

  it("sorts by name, email, type and last sign-in; refuses other sort fields", async () => {
    const byName = await list("sort=name&limit=100");
    const names = byName.body.data.items.map((user: { fullName: string }) => user.fullName);
    expect(names[0]).toBe("Alessandra Conti");
    const byEmail = await list("sort=-email&limit=1");
    expect(byEmail.body.data.items[0].email).toBe("yara.almansouri@example.ae");
    const byType = await list("sort=userType&limit=1");
    expect(byType.body.data.items[0].userType).toBe(1);
    // Signed in during beforeAll: the four demo accounts; never-signed-in (null) sort last.
    const bySignIn = await list("sort=lastLoginAt&limit=4");
    expect(
      bySignIn.body.data.items.every((user: { lastLoginAt: unknown }) => user.lastLoginAt),
    ).toBe(true);
    expect((await list("sort=passwordHash")).status).toBe(400);
  });

  it("searches names and emails and filters by type, email, payment link and registration", async () => {
    expect((await list("q=marchetti")).body.data.items[0].email).toBe(DEMO.seller.email);
    expect((await list("q=giulia mar")).body.data.total).toBe(1);
    expect((await list("q=@example.fr")).body.data.total).toBe(2);

    const sellers = await list("userType=5&q=@example.com&sort=name");
    expect(sellers.body.data.items.map((user: { email: string }) => user.email)).toEqual([
      DEMO.seller.email,
      DEMO.sellerLinked.email,
    ]);
    expect((await list("userType=5")).body.data.total).toBe(6);
    expect((await list("userType=1,2")).body.data.total).toBe(2);
    expect((await list("userType=4")).status).toBe(400);

    const linked = await list("userType=5&paymentLinked=true&q=@example.com");
    expect(linked.body.data.items).toMatchObject([
      { email: DEMO.sellerLinked.email, paymentLinked: true, emailVerified: true },
    ]);
    expect((await list("userType=5&paymentLinked=false")).body.data.total).toBe(3);
    expect((await list("emailVerified=false")).body.data.total).toBe(28);
    expect((await list("emailVerified=maybe")).status).toBe(400);

    // Customers registered in January 2025 (server/seed/users.ts and customers.ts).
    const january = await list("createdAtMin=2025-01-01&createdAtMax=2025-01-31");
    expect(january.body.data.total).toBe(16);
  });

  it("answers one account, and 404 for an unknown id", async () => {
    const { body } = await list(`q=${DEMO.sellerLinked.email}`);
    const id = body.data.items[0]._id;
    const one = await call(server, "GET", `/user/${id}`, { token: tokens.admin, language: "it" });
    expect(one.status).toBe(200);
    expect(one.body.message).toBe("Utente caricato");
    expect(one.body.data).toMatchObject({
      _id: id,
      firstName: "Lorenzo",
      lastName: "Bellini",
      fullName: "Lorenzo Bellini",
      email: DEMO.sellerLinked.email,
      userType: 5,
      emailVerified: true,
      paymentLinked: true,
      profilePicture: null,
    });
    expect(one.body.data.lastLoginAt).toEqual(expect.any(String));
    for (const secret of SECRET_FIELDS) expect(one.body.data).not.toHaveProperty(secret);

    const missing = await call(server, "GET", "/user/00000000-0000-4000-8000-000000000000", {
      token: tokens.admin,
      language: "en",
    });
    expect(missing.status).toBe(404);
    expect((await call(server, "GET", "/user/nope", { token: tokens.admin })).status).toBe(400);
  });

  describe("exports", () => {
    it("exports the filtered rows as CSV with Italian headers", async () => {
      const response = await server.api("/users/export/csv?userType=5&q=@example.com&sort=name", {
        token: tokens.admin,
        language: "it",
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const text = await response.text();
      expect(text).not.toMatch(/scrypt|acct_demo/);
      const rows = csvRows(text);
      expect(rows[0]).toEqual([
        "Nome",
        "Email",
        "Tipo",
        "Email verificata",
        "Conto di pagamento collegato",
        "Registrato il (UTC)",
        "Ultimo accesso (UTC)",
      ]);
      expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
        ["Giulia Marchetti", DEMO.seller.email, "Venditore"],
        ["Lorenzo Bellini", DEMO.sellerLinked.email, "Venditore"],
      ]);
    });

    it("exports the unverified accounts as XLSX with English headers", async () => {
      const response = await server.api(
        "/users/export/xlsx?emailVerified=false&userType=3&sort=email",
        {
          token: tokens.admin,
          language: "en",
        },
      );
      expect(response.status).toBe(200);
      const rows = await xlsxRows(await response.arrayBuffer());
      expect(rows[0]?.slice(0, 4)).toEqual(["Name", "Email", "Type", "Email verified"]);
      expect(rows).toHaveLength(28);
      expect(rows.slice(1).every((row) => row[2] === "Customer")).toBe(true);
    });
  });
});

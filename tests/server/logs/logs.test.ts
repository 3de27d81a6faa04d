import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { auditEntries } from "../../../server/audit/schema.ts";
import { SECRET_FIELDS } from "../../../server/audit/secrets.ts";
import { recordChange } from "../../../server/audit/service.ts";
import { users } from "../../../server/users/schema.ts";
import { createAccount, TEST_PASSWORD } from "../accounts.ts";
import { call, csvRows, signInAll, type Tokens } from "../catalogue/context.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";

type Entry = {
  _id: string;
  at: string;
  action: string;
  resource: string;
  recordId: string | null;
  address: string | null;
  user: { _id: string; fullName: string; email: string } | null;
  changes: { field: string; before: unknown; after: unknown; changed: boolean }[];
};

const PROPERTY = { nameEn: "Strap", nameIt: "Cinturino", valueEn: "Leather", valueIt: "Pelle" };

/** The logs API (docs/api.md#logs): administrators read, filter and export; nobody changes. */
describeServer("logs list and record", () => {
  let server: TestServer;
  let tokens: Tokens;
  let propertyId: string;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
    const created = await call(server, "POST", "/property", {
      token: tokens.admin,
      body: PROPERTY,
    });
    propertyId = created.body.data._id;
    const updated = await call(server, "PUT", `/property/${propertyId}`, {
      token: tokens.operator,
      body: { ...PROPERTY, valueEn: "Suede", version: created.body.data.version },
    });
    expect(updated.status).toBe(200);
  });
  afterAll(() => server?.close());

  const list = async (query = "", token = tokens.admin) => {
    const answer = await call(server, "GET", `/logs?${query}`, { token, language: "en" });
    return { ...answer, items: (answer.body.data?.items ?? []) as Entry[] };
  };

  it("refuses operators and sellers with 403 on the list, the entry and the export", async () => {
    const { items } = await list("limit=1");
    for (const token of [tokens.operator, tokens.seller, tokens.sellerLinked]) {
      expect((await list("", token)).status).toBe(403);
      expect((await call(server, "GET", `/logs/${items[0]?._id}`, { token })).status).toBe(403);
      expect((await server.api("/logs/export/csv", { token })).status).toBe(403);
    }
    expect((await server.api("/logs")).status).toBe(401);
  });

  it("lists newest first with the author and pages like every list", async () => {
    const first = await list("limit=5");
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Logs read");
    expect(first.items).toHaveLength(5);
    const times = first.items.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    const second = await list("limit=5&offset=5");
    expect(second.items[0]?._id).not.toBe(first.items[0]?._id);
    expect((await list("sort=-passwordHash")).status).toBe(400);
  });

  it("filters by resource and record, action, user and time", async () => {
    const record = await list(`resource=property&recordId=${propertyId}`);
    expect(record.items.map((entry) => entry.action)).toEqual(["update", "create"]);
    expect(record.items[0]?.user?.email).toBe("operator@example.com");
    expect(record.items[1]?.user?.email).toBe("admin@example.com");

    const signIns = await list("action=signIn&limit=100");
    expect(signIns.body.data.total).toBe(4);
    expect(signIns.items.every((entry) => entry.action === "signIn")).toBe(true);
    expect((await list("action=signIn,signOut&limit=1")).body.data.total).toBe(4);
    expect((await list("action=erase")).status).toBe(400);

    const operatorId = record.items[0]?.user?._id;
    const byOperator = await list(`userId=${operatorId}&action=signIn,update&limit=100`);
    expect(byOperator.items.map((entry) => entry.action).sort()).toEqual(["signIn", "update"]);
    expect((await list("userId=not-a-uuid")).status).toBe(400);

    // The answer's times are in milliseconds; PostgreSQL keeps microseconds.
    const at = record.items[0]?.at ?? "";
    const justAfter = new Date(Date.parse(at) + 1).toISOString();
    const exactly = await list(`resource=property&atMin=${at}&atMax=${justAfter}`);
    expect(exactly.items.map((entry) => entry._id)).toEqual([record.items[0]?._id]);
    expect((await list("atMax=2000-01-01")).body.data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const ofRecord = `resource=property&recordId=${propertyId}`;
    expect((await list(`${ofRecord}&atMin=${today}&atMax=${today}`)).body.data.total).toBe(2);
  });

  it("answers the field-by-field diff: changed fields marked and first", async () => {
    const { items } = await list(`resource=property&recordId=${propertyId}&action=update`);
    const one = await call(server, "GET", `/logs/${items[0]?._id}`, { token: tokens.admin });
    expect(one.status).toBe(200);
    const changes = one.body.data.changes as Entry["changes"];
    const changed = changes.filter((change) => change.changed).map((change) => change.field);
    expect(changed).toEqual(expect.arrayContaining(["valueEn", "version"]));
    expect(changed).not.toContain("nameEn");
    expect(changes.slice(0, changed.length).every((change) => change.changed)).toBe(true);
    expect(changes.find((change) => change.field === "valueEn")).toEqual({
      field: "valueEn",
      before: "Leather",
      after: "Suede",
      changed: true,
    });
    expect(changes.find((change) => change.field === "nameEn")).toMatchObject({
      before: "Strap",
      after: "Strap",
      changed: false,
    });

    const [created] = (await list(`resource=property&recordId=${propertyId}&action=create`)).items;
    expect(created?.changes.every((change) => change.changed && change.before === null)).toBe(true);
    expect(
      (
        await call(server, "GET", "/logs/00000000-0000-4000-8000-000000000000", {
          token: tokens.admin,
        })
      ).status,
    ).toBe(404);
  });

  it("exports the filtered entries with translated actions and resources", async () => {
    const response = await server.api(`/logs/export/csv?resource=property&recordId=${propertyId}`, {
      token: tokens.admin,
      language: "it",
    });
    expect(response.status).toBe(200);
    const rows = csvRows(await response.text());
    expect(rows[0]).toEqual([
      "Quando",
      "Utente",
      "Azione",
      "Risorsa",
      "Record",
      "Indirizzo",
      "Campi modificati",
    ]);
    expect(rows.slice(1).map((row) => row[2])).toEqual(["Modificato", "Creato"]);
    expect(rows[1]?.[3]).toBe("Proprietà prodotto");
    expect(rows[1]?.[6]).toContain("valueEn");
  });

  it("never stores a secret field, at any depth", async () => {
    await recordChange(server.app.db, {
      userId: null,
      action: "update",
      resource: "user",
      recordId: propertyId,
      before: { email: "a@example.com", passwordHash: "scrypt$1$2$3$salt$hash" },
      after: {
        email: "a@example.com",
        Password: "plain",
        nested: { token: "t0k3n", otp: "123456", stripeSecretKey: "sk_test_x" },
        list: [{ webhookSecret: "whsec_x", kept: 1 }],
      },
    });
    const rows = await server.app.db.select().from(auditEntries);
    const keys = new Set<string>();
    const walk = (value: unknown) => {
      if (value === null || typeof value !== "object") return;
      for (const [key, inner] of Object.entries(value)) {
        keys.add(key.toLowerCase());
        walk(inner);
      }
    };
    for (const row of rows) [row.before, row.after].forEach(walk);
    expect([...SECRET_FIELDS].filter((secret) => keys.has(secret))).toEqual([]);
    expect(JSON.stringify(rows)).not.toMatch(/scrypt|t0k3n|sk_test_x|whsec_x|"plain"/);
    expect(keys.has("kept")).toBe(true);
  });

  it("has no route that changes or deletes an entry, and the table refuses it", async () => {
    const { items } = await list("limit=1");
    const id = items[0]?._id;
    const before = await server.app.db.select().from(auditEntries).orderBy(auditEntries.id);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      for (const path of [`/logs/${id}`, "/logs"]) {
        const answer = await server.api(path, { method, token: tokens.admin, body: "{}" });
        expect([404, 405]).toContain(answer.status);
      }
    }
    await expect(
      server.app.db
        .update(auditEntries)
        .set({ action: "create" })
        .where(eq(auditEntries.id, id ?? "")),
    ).rejects.toThrow();
    await expect(server.app.db.delete(auditEntries)).rejects.toThrow();
    await expect(server.app.db.execute(sql`truncate audit_entries`)).rejects.toThrow();
    await expect(
      server.app.db.execute(sql`update audit_entries set user_id = null`),
    ).rejects.toThrow();
    expect(await server.app.db.select().from(auditEntries).orderBy(auditEntries.id)).toEqual(
      before,
    );
  });

  it("keeps a deleted account's entries, by nobody (the foreign key's set-null passes)", async () => {
    const account = await createAccount(server);
    await server.login(account.email, TEST_PASSWORD);
    const [{ value: entries } = { value: 0 }] = await server.app.db
      .select({ value: count() })
      .from(auditEntries)
      .where(eq(auditEntries.recordId, account.id));
    expect(entries).toBe(1);
    await server.app.db.delete(users).where(eq(users.id, account.id));
    const kept = await server.app.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.recordId, account.id));
    expect(kept).toMatchObject([{ action: "signIn", userId: null }]);
  });
});

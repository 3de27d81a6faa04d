import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { USER_TYPE } from "../../../domain/userTypes.ts";
import { users } from "../../../server/users/schema.ts";
import { createAccount } from "../accounts.ts";
import { call, send, signInAll, type Tokens } from "../catalogue/context.ts";
import { APP_KEY, DEMO, describeServer, startTestServer, type TestServer } from "../harness.ts";
import { pngImage } from "../images.ts";
import { lastMailTo, mailsTo } from "../mailbox.ts";

/** Account-deletion requests (docs/api.md#account-deletion-requests): intake, review, answers mailed. */
describeServer("account-deletion requests", () => {
  let server: TestServer;
  let tokens: Tokens;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
  });
  afterAll(() => server?.close());

  const intake = (body: unknown, appKey = APP_KEY) =>
    server.api("/intake/account-deletion-requests", {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "x-app-key": appKey, "accept-language": "en" },
    });
  const requestsOf = async (email: string) => {
    const list = await call(server, "GET", `/account-deletion-requests?q=${email}&limit=100`, {
      token: tokens.admin,
    });
    return list.body.data as {
      items: { _id: string; version: number; [key: string]: unknown }[];
      total: number;
    };
  };

  it("refuses operators and sellers with 403 on the list, a request and its moves", async () => {
    const list = await call(server, "GET", "/account-deletion-requests", { token: tokens.admin });
    expect(list.status).toBe(200);
    // The demo's requests: pending ones (two past the deadline), one approved, one rejected.
    expect(list.body.data.total).toBe(6);
    const id = list.body.data.items[0]._id;
    for (const token of [tokens.operator, tokens.seller, tokens.sellerLinked]) {
      expect((await call(server, "GET", "/account-deletion-requests", { token })).status).toBe(403);
      expect((await call(server, "GET", `/account-deletion-request/${id}`, { token })).status).toBe(
        403,
      );
      const move = { version: 1, status: "approved", note: null };
      const moved = await send(server, "POST", `/account-deletion-request/${id}/status`, move, {
        token,
      });
      expect(moved.status).toBe(403);
      expect(
        (await call(server, "GET", `/account-deletion-request/${id}/history`, { token })).status,
      ).toBe(403);
    }
  });

  it("takes app requests by email without saying whether the account exists", async () => {
    expect((await intake({ email: "x@example.it" }, "wrong-key")).status).toBe(401);
    const bad = await intake({ email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ email: "Invalid email" });

    const before = (await requestsOf("")).total;
    const unknown = await intake({ email: "nobody.here@example.it", reason: "Bye" });
    const customer = await createAccount(server, { userType: USER_TYPE.customer });
    const known = await intake({
      email: customer.email.toUpperCase(),
      reason: "Bye",
      language: "en",
    });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(await unknown.json()).toEqual(await known.json());
    expect((await requestsOf("")).total).toBe(before + 1);
    // Staff accounts are not closed through the apps; asking twice files one request.
    await intake({ email: DEMO.operator.email });
    await intake({ email: customer.email });
    expect((await requestsOf("")).total).toBe(before + 1);
    const [filed] = (await requestsOf(customer.email)).items;
    expect(filed).toMatchObject({
      status: "pending",
      source: "app",
      reason: "Bye",
      language: "en",
      user: { _id: customer.id },
      holdings: { outcome: "remove" },
    });
  });

  it("approves: the account and its photo go, the requester is mailed in their language, history kept", async () => {
    const customer = await createAccount(server, { userType: USER_TYPE.customer });
    const picture = `${randomUUID()}.png`;
    await server.app.storage.put(picture, Readable.from([pngImage(3)]));
    await server.app.db
      .update(users)
      .set({ profilePicture: `/admin/api/uploads/${picture}` })
      .where(eq(users.id, customer.id));
    await intake({ email: customer.email, language: "en" });
    const [filed] = (await requestsOf(customer.email)).items;
    if (!filed) throw new Error("not filed");
    const path = `/account-deletion-request/${filed._id}`;
    const approved = await send(
      server,
      "POST",
      `${path}/status`,
      {
        version: filed.version,
        status: "approved",
        note: null,
      },
      { token: tokens.admin, language: "en" },
    );
    expect(approved.status).toBe(200);
    expect((await approved.json()).data).toMatchObject({ status: "approved", user: null });
    expect(await server.app.db.select().from(users).where(eq(users.id, customer.id))).toEqual([]);
    expect(await server.app.storage.exists(picture)).toBe(false);
    const mail = lastMailTo(server.config.dataDir, customer.email);
    expect(mail.subject).toMatch(/account deletion request no\. \d+/);
    expect(mail.text).toContain("your account has been deleted");

    const history = await call(server, "GET", `${path}/history`, { token: tokens.admin });
    // The mail went, and then kept neither the address nor the words: the person is forgotten.
    expect(
      history.body.data.map(
        (entry: { toStatus: string | null; mail: { state: string; to: string } | null }) =>
          entry.mail ? `mail ${entry.mail.state} to "${entry.mail.to}"` : entry.toStatus,
      ),
    ).toEqual(["pending", "approved", 'mail sent to ""']);
    const again = await send(
      server,
      "POST",
      `${path}/status`,
      {
        version: filed.version + 1,
        status: "rejected",
        note: "No",
      },
      { token: tokens.admin },
    );
    expect(again.status).toBe(409);
  });

  it("rejects only with a reason, mailed with it; the account stays", async () => {
    const customer = await createAccount(server, { userType: USER_TYPE.customer });
    await intake({ email: customer.email });
    const [filed] = (await requestsOf(customer.email)).items;
    if (!filed) throw new Error("not filed");
    const path = `/account-deletion-request/${filed._id}/status`;
    const move = { version: filed.version, status: "rejected", note: null };
    const bare = await send(server, "POST", path, move, { token: tokens.admin, language: "en" });
    expect(bare.status).toBe(400);
    expect((await bare.json()).errors).toHaveProperty("note");
    const reason = "Un reso è ancora aperto.";
    const rejected = await send(
      server,
      "POST",
      path,
      { ...move, note: reason },
      {
        token: tokens.admin,
      },
    );
    expect(rejected.status).toBe(200);
    const mail = lastMailTo(server.config.dataDir, customer.email);
    expect(mail.subject).toMatch(/richiesta di cancellazione account n\. \d+/);
    expect(mail.text).toContain(reason);
    expect(await server.app.db.select().from(users).where(eq(users.id, customer.id))).toHaveLength(
      1,
    );
  });

  it("lets a seller file a request for their own account only", async () => {
    const sellerId = (
      await server.app.db.select().from(users).where(eq(users.email, DEMO.seller.email))
    )[0]?.id;
    const other = await createAccount(server, { userType: USER_TYPE.customer });
    const filed = await send(
      server,
      "POST",
      "/user/profile/deletion-request",
      {
        reason: "Closing the shop",
        email: other.email,
        userId: other.id,
      },
      { token: tokens.seller, language: "en" },
    );
    expect(filed.status).toBe(201);
    const body = await filed.json();
    expect(body.data).toMatchObject({
      source: "profile",
      reason: "Closing the shop",
      user: { _id: sellerId },
      requesterEmail: DEMO.seller.email,
    });
    expect((await requestsOf(other.email)).total).toBe(0);
    const twice = await send(
      server,
      "POST",
      "/user/profile/deletion-request",
      {},
      {
        token: tokens.seller,
      },
    );
    expect(twice.status).toBe(200);
    expect((await twice.json()).data._id).toBe(body.data._id);
    for (const token of [tokens.admin, tokens.operator]) {
      const staff = await send(server, "POST", "/user/profile/deletion-request", {}, { token });
      expect(staff.status).toBe(403);
    }
    expect(mailsTo(server.config.dataDir, DEMO.seller.email)).toHaveLength(0);
  });
});

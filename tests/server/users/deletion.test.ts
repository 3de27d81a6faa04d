import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { count, eq, sql, sum } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { USER_TYPE } from "../../../domain/userTypes.ts";
import { orderRequests } from "../../../server/orderRequests/schema.ts";
import { orders } from "../../../server/orders/schema.ts";
import { HttpProblem } from "../../../server/plugins/errors.ts";
import { deleteAccount } from "../../../server/users/deletion.ts";
import { users } from "../../../server/users/schema.ts";
import { createAccount, TEST_PASSWORD } from "../accounts.ts";
import { call, send, signInAll, type Tokens } from "../catalogue/context.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "../harness.ts";
import { pngImage } from "../images.ts";
import { mailsTo } from "../mailbox.ts";

/** Deleting people (docs/access.md#deleting-people): remove or anonymise, never break the books. */
describeServer("deleting users", () => {
  let server: TestServer;
  let tokens: Tokens;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
  });
  afterAll(() => server?.close());

  const idOf = async (email: string) => {
    const [user] = await server.app.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no ${email}`);
    return user.id;
  };
  const books = async () => {
    const [orderBook] = await server.app.db
      .select({ n: count(), total: sum(orders.totalCents) })
      .from(orders);
    const [requestBook] = await server.app.db.select({ n: count() }).from(orderRequests);
    return { orders: orderBook, requests: requestBook };
  };

  it("refuses operators and sellers with 403 on every user write", async () => {
    const target = await createAccount(server, { userType: USER_TYPE.customer });
    for (const token of [tokens.operator, tokens.seller, tokens.sellerLinked]) {
      const body = { firstName: "X", lastName: "Y", version: 1 };
      expect((await send(server, "PUT", `/user/${target.id}`, body, { token })).status).toBe(403);
      expect((await call(server, "DELETE", `/user/${target.id}`, { token })).status).toBe(403);
      expect((await call(server, "GET", `/user/${target.id}/holdings`, { token })).status).toBe(
        403,
      );
      const resend = await call(server, "POST", `/user/${target.id}/verification-mail`, { token });
      expect(resend.status).toBe(403);
    }
    expect((await call(server, "GET", `/user/${target.id}/holdings`, {})).status).toBe(401);
  });

  it("edits names and details with the version, 400 per field, 409 when stale", async () => {
    const target = await createAccount(server, { userType: USER_TYPE.customer });
    const path = `/user/${target.id}`;
    const edit = {
      firstName: "Ada",
      lastName: "Lovelace",
      mobile: "+44 7700 900001",
      profession: "Mathematician",
      favouriteSport: "Riding",
      hobby: "Poetry",
      version: 1,
    };
    const saved = await send(server, "PUT", path, edit, { token: tokens.admin, language: "en" });
    expect(saved.status).toBe(200);
    const body = await saved.json();
    expect(body.message).toBe("User updated");
    expect(body.data).toMatchObject({ fullName: "Ada Lovelace", hobby: "Poetry", version: 2 });
    const stale = await send(server, "PUT", path, edit, { token: tokens.admin });
    expect(stale.status).toBe(409);
    const bad = await send(
      server,
      "PUT",
      path,
      { ...edit, firstName: " ", version: 2 },
      {
        token: tokens.admin,
        language: "en",
      },
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({ firstName: "First Name is required" });
  });

  it("mails the verification link again to an unverified address only", async () => {
    const unverified = await createAccount(server, { emailVerified: false });
    const path = `/user/${unverified.id}/verification-mail`;
    expect((await call(server, "POST", path, { token: tokens.admin })).status).toBe(200);
    expect(mailsTo(server.config.dataDir, unverified.email)).toHaveLength(1);
    const verified = await createAccount(server);
    const again = await call(server, "POST", `/user/${verified.id}/verification-mail`, {
      token: tokens.admin,
      language: "en",
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("emailAlreadyVerified");
  });

  it("refuses an administrator deleting their own account (409)", async () => {
    const adminId = await idOf(DEMO.admin.email);
    const self = await call(server, "DELETE", `/user/${adminId}`, {
      token: tokens.admin,
      language: "en",
    });
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({
      code: "cannotDeleteSelf",
      message: "You cannot delete your own account.",
    });
    const italian = await call(server, "DELETE", `/user/${adminId}`, { token: tokens.admin });
    expect(italian.body.message).toBe("Non puoi eliminare il tuo account.");
  });

  it("never deletes the last administrator, even when two delete each other at once", async () => {
    const adminId = await idOf(DEMO.admin.email);
    // The deletion service itself (approvals and the seed call it without a signed-in person).
    const refused = await server.app.db
      .transaction((tx) => deleteAccount(tx, adminId, { userId: null }))
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpProblem);
    expect(refused).toMatchObject({ statusCode: 409, key: "errors:lastAdministrator" });

    const second = await createAccount(server, { userType: USER_TYPE.administrator });
    const secondToken = await server.login(second.email, TEST_PASSWORD);
    const [one, other] = await Promise.all([
      call(server, "DELETE", `/user/${second.id}`, { token: tokens.admin, language: "en" }),
      call(server, "DELETE", `/user/${adminId}`, { token: secondToken, language: "en" }),
    ]);
    const statuses = [one.status, other.status].sort();
    expect(statuses[0]).toBe(200);
    // The loser was refused as the last administrator, or had already lost its session.
    expect([401, 409]).toContain(statuses[1]);
    const [left] = await server.app.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.userType} = 1 and ${users.anonymisedAt} is null`);
    expect(left?.n).toBe(1);
    if (one.status !== 200) tokens.admin = secondToken;
  });

  it("removes an account that holds nothing", async () => {
    const target = await createAccount(server, { userType: USER_TYPE.customer });
    const holdings = await call(server, "GET", `/user/${target.id}/holdings`, {
      token: tokens.admin,
    });
    expect(holdings.body.data).toMatchObject({ orders: 0, shop: null, outcome: "remove" });
    const deleted = await call(server, "DELETE", `/user/${target.id}`, {
      token: tokens.admin,
      language: "en",
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({
      message: "User has been deleted successfully",
      data: { outcome: "remove" },
    });
    expect(await server.app.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    expect((await call(server, "GET", `/user/${target.id}`, { token: tokens.admin })).status).toBe(
      404,
    );
  });

  it("anonymises a seller with orders: the books are unchanged, sign-in and old tokens refused", async () => {
    const sellerId = await idOf(DEMO.sellerLinked.email);
    const before = await books();
    const [ownOrders] = await server.app.db
      .select({ n: count(), total: sum(orders.totalCents) })
      .from(orders)
      .where(eq(orders.sellerId, sellerId));
    expect(ownOrders?.n).toBeGreaterThan(0);

    const holdings = await call(server, "GET", `/user/${sellerId}/holdings`, {
      token: tokens.admin,
    });
    expect(holdings.body.data.outcome).toBe("anonymise");
    expect(holdings.body.data.shop).not.toBeNull();
    const deleted = await call(server, "DELETE", `/user/${sellerId}`, { token: tokens.admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      message: "Utente eliminato con successo",
      data: { outcome: "anonymise" },
    });

    expect(await books()).toEqual(before);
    const [stillOwned] = await server.app.db
      .select({ n: count(), total: sum(orders.totalCents) })
      .from(orders)
      .where(eq(orders.sellerId, sellerId));
    expect(stillOwned).toEqual(ownOrders);

    const user = await call(server, "GET", `/user/${sellerId}`, { token: tokens.admin });
    expect(user.body.data).toMatchObject({
      fullName: "Deleted user",
      email: `deleted-${sellerId}@invalid`,
      mobile: null,
      paymentLinked: false,
    });
    expect(user.body.data.anonymisedAt).toEqual(expect.any(String));
    const list = await call(server, "GET", `/orders?sellerId=${sellerId}&limit=1`, {
      token: tokens.admin,
    });
    expect(list.body.data.items[0].seller).toEqual({ _id: sellerId, fullName: "Deleted user" });

    const login = await server.api("/user/login", {
      method: "POST",
      body: JSON.stringify(DEMO.sellerLinked),
    });
    expect(login.status).toBe(401);
    const oldToken = await server.api("/user/profile", { token: tokens.sellerLinked });
    expect(oldToken.status).toBe(401);
    // Already anonymised: nothing left to delete.
    const again = await call(server, "DELETE", `/user/${sellerId}`, { token: tokens.admin });
    expect(again.status).toBe(404);
  });

  it("forgets the photo's file too, whether the account is removed or anonymised", async () => {
    const withPicture = async (userId: string) => {
      const name = `${randomUUID()}.png`;
      await server.app.storage.put(name, Readable.from([pngImage(3)]));
      await server.app.db
        .update(users)
        .set({ profilePicture: `/admin/api/uploads/${name}` })
        .where(eq(users.id, userId));
      expect(await server.app.storage.exists(name)).toBe(true);
      return name;
    };
    const removed = await createAccount(server, { userType: USER_TYPE.customer });
    const anonymised = await idOf(DEMO.seller.email);
    const pictures = [await withPicture(removed.id), await withPicture(anonymised)];

    const outcomes = [];
    for (const id of [removed.id, anonymised]) {
      const deleted = await call(server, "DELETE", `/user/${id}`, { token: tokens.admin });
      outcomes.push(deleted.body.data.outcome);
    }
    expect(outcomes).toEqual(["remove", "anonymise"]);
    expect(await Promise.all(pictures.map((name) => server.app.storage.exists(name)))).toEqual([
      false,
      false,
    ]);
  });
});

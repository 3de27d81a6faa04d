import { afterAll, beforeAll, expect, it } from "vitest";
import { call, signInAll, type Tokens } from "../catalogue/context.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";

describeServer("saved views", () => {
  let server: TestServer;
  let tokens: Tokens;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
  });
  afterAll(() => server?.close());

  const valid = (name: string, fields: Record<string, unknown> = {}) => ({
    name,
    resource: "orders",
    query:
      "pageSize=20&filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=returnRequest",
    hiddenColumns: ["customer"],
    visibility: "me",
    ...fields,
  });
  const create = (body: unknown, token = tokens.admin, language = "en") =>
    call(server, "POST", "/view", { token, body, language });
  const views = async (token: string, resource = "orders") =>
    (await call(server, "GET", `/views?resource=${resource}`, { token })).body.data.items as {
      _id: string;
      name: string;
      editable: boolean;
      deletable: boolean;
    }[];
  const names = async (token: string, resource?: string) =>
    (await views(token, resource)).map((view) => view.name);

  it("names each field at fault, in English and Italian", async () => {
    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: "View name is required",
      resource: "This value is not valid",
      visibility: "This value is not valid",
    });
    const italian = await create(valid(" "), tokens.admin, "it");
    expect(italian.body.errors).toEqual({ name: "Il nome della vista è obbligatorio" });
    const tooMany = await create(valid("Wide", { hiddenColumns: Array(51).fill("x") }));
    expect(tooMany.body.errors).toEqual({ hiddenColumns: "Too long" });
    const control = await create(valid("Odd", { query: "q=\u0000" }));
    expect(Object.keys(control.body.errors)).toEqual(["query"]);
  });

  it("keeps the list's query without the page, in a stable order", async () => {
    const saved = await create(
      valid("Returns this week", {
        query: "?sorters[0][field]=createdAt&currentPage=3&pageSize=20",
      }),
    );
    expect(saved.status).toBe(201);
    expect(saved.body.message).toBe("View saved");
    expect(saved.body.data).toMatchObject({
      name: "Returns this week",
      resource: "orders",
      query: "pageSize=20&sorters%5B0%5D%5Bfield%5D=createdAt",
      hiddenColumns: ["customer"],
      visibility: "me",
      owner: { fullName: expect.any(String) },
      editable: true,
      deletable: true,
      version: 1,
    });
    const again = await create(valid("RETURNS THIS WEEK"));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: "viewNameTaken",
      errors: { name: "You already have a view with this name on this list" },
    });
    // The same name on another list is another view.
    expect((await create(valid("Returns this week", { resource: "orderRequests" }))).status).toBe(
      201,
    );
  });

  it("is scoped to its list: each list answers its own views", async () => {
    await create(valid("Only products", { resource: "products", visibility: "operators" }));
    expect(await names(tokens.admin, "products")).toEqual(["Only products"]);
    expect(await names(tokens.admin, "orders")).not.toContain("Only products");
    const bad = await call(server, "GET", "/views?resource=nothing", { token: tokens.admin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(["resource"]);
  });

  it("shares with operators or administrators as the sharer's type allows", async () => {
    const toOperators = await create(valid("Admin to operators", { visibility: "operators" }));
    const toAdmins = await create(valid("Admin to admins", { visibility: "administrators" }));
    expect(toOperators.status).toBe(201);
    expect(toAdmins.status).toBe(201);
    const byOperator = await create(
      valid("Operator to operators", { visibility: "operators" }),
      tokens.operator,
    );
    expect(byOperator.status).toBe(201);
    const operatorToAdmins = await create(
      valid("Operator to admins", { visibility: "administrators" }),
      tokens.operator,
    );
    expect(operatorToAdmins.status).toBe(400);
    expect(operatorToAdmins.body.errors).toEqual({
      visibility: "You cannot share a view with them",
    });

    const operatorSees = await names(tokens.operator);
    expect(operatorSees).toEqual(
      expect.arrayContaining(["Operator to operators", "Admin to operators"]),
    );
    expect(operatorSees).not.toContain("Admin to admins");
    expect(operatorSees).not.toContain("Returns this week");
    // Administrators oversee operators: what is shared with operators reaches them too.
    expect(await names(tokens.admin)).toEqual(
      expect.arrayContaining(["Operator to operators", "Admin to operators", "Admin to admins"]),
    );
    // A list the audience cannot open cannot be shared with it.
    const users = await create(valid("Accounts", { resource: "users", visibility: "operators" }));
    expect(users.body.errors).toEqual({ visibility: "They cannot open this list" });
  });

  it("lets only the owner change a shared view; an administrator may delete it", async () => {
    const shared = (await views(tokens.operator)).find((v) => v.name === "Admin to operators");
    if (!shared) throw new Error("the shared view is missing");
    expect(shared).toMatchObject({ editable: false, deletable: false });
    const change = await call(server, "PUT", `/view/${shared._id}`, {
      token: tokens.operator,
      body: { ...valid("Taken over", { visibility: "operators" }), version: 1 },
      language: "en",
    });
    expect(change.status).toBe(403);
    expect(change.body).toMatchObject({
      code: "viewNotYours",
      message: "Only the owner of this view can change it",
    });
    const remove = await call(server, "DELETE", `/view/${shared._id}`, { token: tokens.operator });
    expect(remove.status).toBe(403);

    // The owner updates it for everyone.
    const updated = await call(server, "PUT", `/view/${shared._id}`, {
      token: tokens.admin,
      body: {
        ...valid("Admin to operators", { visibility: "operators", query: "pageSize=50" }),
        version: 1,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ query: "pageSize=50", version: 2 });
    const stale = await call(server, "PUT", `/view/${shared._id}`, {
      token: tokens.admin,
      body: { ...valid("Admin to operators", { visibility: "operators" }), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("staleVersion");
    const seen = await call(server, "GET", `/view/${shared._id}`, { token: tokens.operator });
    expect(seen.body.data.query).toBe("pageSize=50");

    // An administrator may delete an operator's shared view, not change it.
    const operators = (await views(tokens.admin)).find((v) => v.name === "Operator to operators");
    if (!operators) throw new Error("the operator's view is missing");
    expect(operators).toMatchObject({ editable: false, deletable: true });
    const deleted = await call(server, "DELETE", `/view/${operators._id}`, { token: tokens.admin });
    expect(deleted.status).toBe(200);
    expect(await names(tokens.operator)).not.toContain("Operator to operators");

    const log = await call(server, "GET", `/logs?resource=view&recordId=${operators._id}`, {
      token: tokens.admin,
    });
    expect(log.body.data.items.map((entry: { action: string }) => entry.action).sort()).toEqual([
      "create",
      "delete",
    ]);
  });

  it("keeps a seller's views to the seller, who cannot share them with staff", async () => {
    const own = await create(valid("My orders"), tokens.sellerLinked);
    expect(own.status).toBe(201);
    for (const visibility of ["operators", "administrators"]) {
      const shared = await create(
        valid(`Shared ${visibility}`, { visibility }),
        tokens.sellerLinked,
      );
      expect(shared.status).toBe(400);
      expect(Object.keys(shared.body.errors)).toEqual(["visibility"]);
    }
    const staffList = await create(valid("Shops", { resource: "shops" }), tokens.sellerLinked);
    expect(staffList.body.errors).toEqual({ resource: "This value is not valid" });

    // A seller sees its own views only, not staff's shared ones nor another seller's.
    expect(await names(tokens.sellerLinked)).toEqual(["My orders"]);
    expect(await names(tokens.admin)).not.toContain("My orders");
    const other = await call(server, "GET", `/view/${own.body.data._id}`, { token: tokens.admin });
    expect(other.status).toBe(404);
    const adminDelete = await call(server, "DELETE", `/view/${own.body.data._id}`, {
      token: tokens.admin,
    });
    expect(adminDelete.status).toBe(404);
  });

  it("answers every list's views at once for the command palette", async () => {
    const all = await call(server, "GET", "/views", { token: tokens.admin });
    const lists = new Set(all.body.data.items.map((v: { resource: string }) => v.resource));
    expect([...lists].sort()).toEqual(["orderRequests", "orders", "products"]);
    const anonymous = await call(server, "GET", "/views");
    expect(anonymous.status).toBe(401);
  });
});

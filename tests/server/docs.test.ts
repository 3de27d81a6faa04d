import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANGESET_USERS, PICKER_READERS, REFUNDERS, RESOURCE_USERS } from "../../domain/access.ts";
import { USER_TYPE, type UserType } from "../../domain/userTypes.ts";
import { findUserByEmail } from "../../server/users/service.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "./harness.ts";
import { expiredCopy } from "./tokens.ts";

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  "x-user-types"?: number[];
  "x-open-to-unlinked-seller"?: boolean;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/**
 * Every operation that needs no token. Adding a public route means adding it here: making a route
 * public is a decision, never an accident.
 */
const PUBLIC_OPERATIONS = [
  "get /admin/api/health",
  "get /admin/api/health/ready",
  "post /admin/api/user/login",
  "post /admin/api/user/login/sendotp",
  "post /admin/api/user/login/verifyotp",
  "post /admin/api/user/password/forgot",
  "post /admin/api/user/password/reset",
  "post /admin/api/user/signup",
  "post /admin/api/user/verify-email",
  "post /admin/api/user/verify-email/resend",
  "get /admin/api/uploads/{file}",
  "post /admin/api/stripe/confirm",
  "post /admin/api/stripe/webhook",
  "get /admin/api/intake/products",
  "get /admin/api/intake/rent-models",
  "get /admin/api/intake/events",
  "post /admin/api/intake/rent-requests",
  "post /admin/api/intake/event-requests",
  "post /admin/api/intake/order-requests",
  "post /admin/api/intake/orders",
  "post /admin/api/intake/order-returns",
  "post /admin/api/intake/account-deletion-requests",
];

/** The catalogue's paths (issue 5): each list, its export, and one record's CRUD. */
const CATALOGUE_PATHS = [
  ...["categories", "properties", "products", "coupons", "sellers"].flatMap((list) => [
    `/admin/api/${list}`,
    `/admin/api/${list}/export/{format}`,
  ]),
  ...["category", "property", "product", "coupon"].flatMap((record) => [
    `/admin/api/${record}`,
    `/admin/api/${record}/{id}`,
  ]),
  "/admin/api/uploads",
  // Bilingual completeness (issue 15): the dashboard card's counts.
  "/admin/api/completeness",
  // Stock (docs/stock.md): a product's ledger and the dashboard card's counts.
  "/admin/api/product/{id}/stock-movements",
  "/admin/api/stock/counts",
];

/** The live counters' paths (issue 4): intake, counts, the four request/order lists, dashboard, search. */
const LIVE_PATHS = [
  ...["rent-requests", "event-requests", "order-requests", "orders", "products", "rent-models"].map(
    (kind) => `/admin/api/intake/${kind}`,
  ),
  ...["/request", "/event/request", "/order/request", "/order"].map(
    (path) => `/admin/api${path}/count`,
  ),
  ...["/requests", "/event/requests", "/order/request", "/orders"].flatMap((list) => [
    `/admin/api${list}`,
    `/admin/api${list}/export/{format}`,
  ]),
  ...["/request", "/event/request", "/order/request", "/order"].map(
    (record) => `/admin/api${record}/{id}`,
  ),
  "/admin/api/dashboard",
  "/admin/api/search",
];

/** The users screen's paths (administrators only): the list, its export and one record. */
/** The shop line's work (issue 10): quotes, moves, notes, history, counts by status, returns. */
const SHOP_WORK_PATHS = [
  ...["/order/request", "/order"].flatMap((record) =>
    ["status", "notes", "history"].map((action) => `/admin/api${record}/{id}/${action}`),
  ),
  "/admin/api/order/request/count-by-status",
  "/admin/api/orders/count-by-status",
  "/admin/api/intake/order-returns",
];

/** The rent line's work (issue 11): moves, offers, notes, history, counts by status, bookings. */
const RENT_WORK_PATHS = [
  ...["/request", "/event/request"].flatMap((record) => [
    ...["status", "offer", "notes", "history"].map(
      (action) => `/admin/api${record}/{id}/${action}`,
    ),
    `/admin/api${record}/count-by-status`,
  ]),
  "/admin/api/rent-model/{id}/bookings",
];

const USER_PATHS = [
  "/admin/api/users",
  "/admin/api/users/export/{format}",
  "/admin/api/user/{id}",
  "/admin/api/user/{id}/holdings",
  "/admin/api/user/{id}/verification-mail",
  "/admin/api/user/profile/deletion-request",
  "/admin/api/account-deletion-requests",
  "/admin/api/account-deletion-requests/export/{format}",
  "/admin/api/account-deletion-request/{id}",
  "/admin/api/account-deletion-request/{id}/status",
  "/admin/api/account-deletion-request/{id}/notes",
  "/admin/api/account-deletion-request/{id}/history",
  "/admin/api/intake/account-deletion-requests",
];
/** The logs (administrators only): read, filter and export; no route changes an entry. */
const LOG_PATHS = ["/admin/api/logs", "/admin/api/logs/export/{format}", "/admin/api/logs/{id}"];
/** Payment webhooks (issue 12): the administrators' export, record and sandbox (the list shares the receiver's path). */
const WEBHOOK_PATHS = [
  "/admin/api/stripe/webhook/export/{format}",
  "/admin/api/stripe/webhook/{id}",
  "/admin/api/stripe/provider",
  "/admin/api/stripe/sandbox-events",
];

/**
 * Payment state and refunds (docs/api.md#refunds): read by the record's readers, refunds by
 * administrators.
 */
const PAYMENT_PATHS = ["/order", "/order/request", "/request", "/event/request"].flatMap(
  (record) => [`/admin/api${record}/{id}/payment`, `/admin/api${record}/{id}/refunds`],
);

/** The customer mails' outbox: staff send a failed one again (issue 45). */
const MAIL_PATHS = ["/admin/api/mail/{id}/resend"];

/** Saved views of the lists (issue 15). */
const VIEW_PATHS = ["/admin/api/views", "/admin/api/view", "/admin/api/view/{id}"];

const SHOP_PATHS = [
  "/admin/api/shops",
  "/admin/api/shops/export/{format}",
  "/admin/api/shop",
  "/admin/api/shop/{id}",
  "/admin/api/shop/{id}/invitation",
];
/** The rent line's models (staff only): the list, its export and one record's CRUD. */
const RENT_MODEL_PATHS = [
  "/admin/api/rent-models",
  "/admin/api/rent-models/export/{format}",
  "/admin/api/rent-model",
  "/admin/api/rent-model/{id}",
];

/** The events' paths (staff only), and the events on offer to the customer apps. */
const EVENT_PATHS = [
  "/admin/api/events",
  "/admin/api/events/export/{format}",
  "/admin/api/event",
  "/admin/api/event/{id}",
  "/admin/api/intake/events",
];

/**
 * Each person's notifications (issue 48), and whom a worked record's note may mention beside its
 * notes.
 */
const NOTIFICATION_PATHS = [
  "/admin/api/notifications",
  "/admin/api/notifications/unread",
  "/admin/api/notifications/read",
  "/admin/api/notification/{id}/read",
  ...["/order/request", "/order", "/request", "/event/request", "/account-deletion-request"].map(
    (record) => `/admin/api${record}/{id}/mentionable`,
  ),
];

/** The work queue (issue 15), and each waiting record's assignee beside its history. */
const QUEUE_PATHS = [
  "/admin/api/queue",
  "/admin/api/queue/assignees",
  ...["/order/request", "/order", "/request", "/event/request", "/account-deletion-request"].map(
    (record) => `/admin/api${record}/{id}/assignee`,
  ),
];

/** The customers across both lines (issue 48). */
const CUSTOMER_PATHS = [
  "/admin/api/customers",
  "/admin/api/customers/{id}",
  "/admin/api/customers/{id}/export/{format}",
];

/** Bulk actions on a selection and their changesets (docs/api.md#changesets). */
const CHANGESET_PATHS = [
  ...["/order/request", "/order", "/request", "/event/request", "/product", "/coupon"].map(
    (record) => `/admin/api${record}/bulk`,
  ),
  "/admin/api/changesets/{id}",
  "/admin/api/changesets/{id}/revert",
];

/** Spreadsheet import of products (docs/imports.md), for the same users as products. */
const IMPORT_PATHS = [
  "/admin/api/imports/products",
  "/admin/api/imports/{id}",
  "/admin/api/imports/{id}/apply",
  "/admin/api/imports/{id}/dry-run",
  "/admin/api/imports/{id}/errors",
];

/** A signed-in demo account of each user type: the sweep needs one token per type. */
const ACCOUNT_OF_TYPE: Record<UserType, string> = {
  [USER_TYPE.administrator]: DEMO.admin.email,
  [USER_TYPE.operator]: DEMO.operator.email,
  [USER_TYPE.customer]: DEMO.customer.email,
  [USER_TYPE.seller]: DEMO.seller.email,
};

describeServer("OpenAPI contract", () => {
  let server: TestServer;
  let document: OpenApi;
  beforeAll(async () => {
    server = await startTestServer();
    const response = await fetch(`${server.url}/admin/api/docs/json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApi;
  });
  afterAll(() => server?.close());

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("lists every API route with tags, summary and response schemas", () => {
    // Every route the server really has (HEAD twins aside) must be in the document.
    const registered = [
      ...server.app
        .printRoutes({ commonPrefix: false })
        .matchAll(/── (\/admin\/api\/\S+) \(([^)]+)\)/g),
    ]
      .filter(([, path]) => !path?.startsWith("/admin/api/docs"))
      .flatMap(([, path, methods]) =>
        (methods ?? "")
          .split(", ")
          .filter((method) => method !== "HEAD")
          .map((method) => `${method.toLowerCase()} ${path?.replace(/:(\w+)/g, "{$1}")}`),
      );
    const documentedOperations = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(registered.length).toBeGreaterThanOrEqual(4);
    for (const route of registered) expect(documentedOperations).toContain(route);

    const expected = [
      ["get", "/admin/api/health", ["200", "500", "503"]],
      ["get", "/admin/api/health/ready", ["200", "500", "503"]],
      ["post", "/admin/api/user/login", ["200", "400", "401", "403", "429", "500", "503"]],
      ["get", "/admin/api/user/profile", ["200", "401", "403", "500", "503"]],
      ["put", "/admin/api/user/logout", ["200", "401", "403", "500", "503"]],
      ["post", "/admin/api/user/login/sendotp", ["200", "400", "429", "500", "503"]],
      [
        "post",
        "/admin/api/user/login/verifyotp",
        ["200", "400", "401", "403", "429", "500", "503"],
      ],
      ["post", "/admin/api/user/password/forgot", ["200", "400", "429", "500", "503"]],
      ["post", "/admin/api/user/password/reset", ["200", "400", "500", "503"]],
      ["put", "/admin/api/user/change-password", ["200", "400", "401", "403", "500", "503"]],
      ["post", "/admin/api/user/signup", ["201", "400", "409", "413", "415", "429", "500", "503"]],
      ["post", "/admin/api/user/verify-email", ["200", "400", "500", "503"]],
      ["post", "/admin/api/user/verify-email/resend", ["200", "400", "429", "500", "503"]],
      ["post", "/admin/api/stripe/connect", ["200", "401", "403", "409", "500", "502", "503"]],
      ["post", "/admin/api/stripe/confirm", ["200", "400", "500", "502", "503"]],
      ["post", "/admin/api/stripe/webhook", ["200", "400", "500", "503"]],
    ] as const;
    for (const [method, path, statuses] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      if (!operation) continue;
      expect(operation.tags?.length).toBeGreaterThan(0);
      expect(operation.summary).toBeTruthy();
      expect(Object.keys(operation.responses).sort()).toEqual([...statuses].sort());
      for (const status of statuses) {
        expect(
          operation.responses[status]?.content?.["application/json"]?.schema,
          `${path} ${status}`,
        ).toBeDefined();
      }
    }
    expect(document.paths["/admin/api/user/login"]?.post?.requestBody).toBeDefined();
    expect(document.paths["/admin/api/user/login"]?.post?.security).toBeUndefined();
    expect(document.paths["/admin/api/user/profile"]?.get?.security).toEqual([
      { bearer: [], appKey: [] },
    ]);
    const documented = Object.keys(document.paths).filter(
      (path) => !path.startsWith("/admin/api/docs"),
    );
    expect(documented.sort()).toEqual(
      [
        ...expected.map(([, path]) => path),
        "/admin/api/uploads/{file}",
        ...CATALOGUE_PATHS,
        ...LIVE_PATHS,
        ...SHOP_WORK_PATHS,
        ...RENT_WORK_PATHS,
        ...USER_PATHS,
        ...LOG_PATHS,
        ...SHOP_PATHS,
        ...RENT_MODEL_PATHS,
        ...EVENT_PATHS,
        ...WEBHOOK_PATHS,
        ...VIEW_PATHS,
        ...QUEUE_PATHS,
        ...CUSTOMER_PATHS,
        ...NOTIFICATION_PATHS,
        ...MAIL_PATHS,
        ...PAYMENT_PATHS,
        ...CHANGESET_PATHS,
        ...IMPORT_PATHS,
      ].sort(),
    );

    // Every list has its export, answered as a binary file (CSV or XLSX), not JSON.
    for (const path of [
      ...CATALOGUE_PATHS,
      ...LIVE_PATHS,
      ...USER_PATHS,
      ...LOG_PATHS,
      ...SHOP_PATHS,
      ...RENT_MODEL_PATHS,
      ...EVENT_PATHS,
      ...WEBHOOK_PATHS,
    ].filter((item) => item.endsWith("/export/{format}"))) {
      const exported = document.paths[path]?.get;
      expect(Object.keys(exported?.responses["200"]?.content ?? {}).sort(), path).toEqual([
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "text/csv; charset=utf-8",
      ]);
    }

    // The uploaded images are binary answers, not JSON.
    const upload = document.paths["/admin/api/uploads/{file}"]?.get;
    expect(Object.keys(upload?.responses["200"]?.content ?? {}).sort()).toEqual([
      "image/jpeg",
      "image/png",
      "video/3gpp",
      "video/mp4",
      "video/x-m4v",
    ]);
    // The sign-up is a multipart form, documented with its fields and the picture.
    const signup = document.paths["/admin/api/user/signup"]?.post?.requestBody?.content;
    expect(Object.keys(signup ?? {})).toEqual(["multipart/form-data"]);
    expect(signup?.["multipart/form-data"]?.schema).toMatchObject({
      properties: { profilePicture: { type: "string", format: "binary" } },
    });
  });

  it("serves the documentation UI", async () => {
    const response = await fetch(`${server.url}/admin/api/docs/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  });

  /**
   * An automatic sweep: every operation the document marks as protected is called without a
   * token, with an expired one and as each user type its x-user-types leaves out.
   */
  describe("access sweep over every operation", () => {
    let operations: { key: string; method: string; path: string; operation: Operation }[];
    const tokens = new Map<UserType, string>();

    beforeAll(async () => {
      operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]) => ({
          key: `${method} ${path}`,
          method: method.toUpperCase(),
          path,
          operation,
        })),
      );
      // Customers cannot sign in, so every token is issued directly, with a real session row.
      for (const [type, email] of Object.entries(ACCOUNT_OF_TYPE)) {
        const userType = Number(type) as UserType;
        const user = await findUserByEmail(server.app.db, email);
        if (!user) throw new Error(`demo account ${email} is missing`);
        tokens.set(userType, await server.app.issueToken({ ...user, userType }));
      }
    });

    /** Operations that need a bearer token (public intake calls need only the app key). */
    const secured = () =>
      operations.filter(({ operation }) =>
        operation.security?.some((requirement) => "bearer" in (requirement as object)),
      );
    /** A concrete URL for the operation: path parameters get a value that names nothing. */
    const call = (method: string, path: string, init: { token?: string } = {}) =>
      server.api(
        path
          .replace("/admin/api", "")
          .replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000"),
        { method, language: "en", ...init },
      );

    it("lists every public operation explicitly", () => {
      const bearer = new Set(secured().map(({ key }) => key));
      const open = operations.filter(({ key }) => !bearer.has(key)).map(({ key }) => key);
      expect(open.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
      expect(secured().length).toBeGreaterThanOrEqual(4);
    });

    it("names the allowed user types of every protected operation (x-user-types)", () => {
      for (const { key, operation } of secured()) {
        expect(operation["x-user-types"], key).toEqual(
          expect.arrayContaining([expect.any(Number)]),
        );
        expect(operation["x-user-types"]?.length, key).toBeGreaterThan(0);
      }
    });

    it("admits to each resource's operations the user types of the map the menu reads", () => {
      const expected: [string, readonly UserType[]][] = [
        ["get /admin/api/products", RESOURCE_USERS.products],
        ["post /admin/api/product", RESOURCE_USERS.products],
        ["get /admin/api/coupons", RESOURCE_USERS.coupons],
        ["delete /admin/api/coupon/{id}", RESOURCE_USERS.coupons],
        ["get /admin/api/categories", PICKER_READERS],
        ["post /admin/api/category", RESOURCE_USERS.categories],
        ["get /admin/api/properties", PICKER_READERS],
        ["put /admin/api/property/{id}", RESOURCE_USERS.properties],
        ["get /admin/api/shops", RESOURCE_USERS.shops],
        ["post /admin/api/shop", RESOURCE_USERS.shops],
        ["get /admin/api/sellers", RESOURCE_USERS.sellers],
        ["get /admin/api/users", RESOURCE_USERS.users],
        ["delete /admin/api/user/{id}", RESOURCE_USERS.users],
        ["put /admin/api/user/{id}", RESOURCE_USERS.users],
        ["get /admin/api/account-deletion-requests", RESOURCE_USERS.deletionRequests],
        ["post /admin/api/account-deletion-request/{id}/status", RESOURCE_USERS.deletionRequests],
        ["get /admin/api/orders", RESOURCE_USERS.orders],
        ["get /admin/api/order/count", RESOURCE_USERS.orders],
        ["get /admin/api/order/request", RESOURCE_USERS.orderRequests],
        ["get /admin/api/requests", RESOURCE_USERS.rentRequests],
        ["get /admin/api/request/count", RESOURCE_USERS.rentRequests],
        ["get /admin/api/event/requests", RESOURCE_USERS.eventRequests],
        ["post /admin/api/request/{id}/status", RESOURCE_USERS.rentRequests],
        ["put /admin/api/request/{id}/offer", RESOURCE_USERS.rentRequests],
        ["get /admin/api/request/count-by-status", RESOURCE_USERS.rentRequests],
        ["get /admin/api/rent-model/{id}/bookings", RESOURCE_USERS.rentRequests],
        ["post /admin/api/event/request/{id}/status", RESOURCE_USERS.eventRequests],
        ["put /admin/api/event/request/{id}/offer", RESOURCE_USERS.eventRequests],
        ["get /admin/api/event/request/{id}/history", RESOURCE_USERS.eventRequests],
        ["get /admin/api/dashboard", RESOURCE_USERS.dashboard],
        ["get /admin/api/completeness", RESOURCE_USERS.dashboard],
        ["get /admin/api/product/{id}/stock-movements", RESOURCE_USERS.products],
        ["get /admin/api/stock/counts", RESOURCE_USERS.dashboard],
        ["get /admin/api/queue", RESOURCE_USERS.queue],
        ["get /admin/api/customers", RESOURCE_USERS.customers],
        ["get /admin/api/customers/{id}", RESOURCE_USERS.customers],
        ["get /admin/api/customers/{id}/export/{format}", RESOURCE_USERS.customers],
        ["put /admin/api/order/{id}/assignee", RESOURCE_USERS.orders],
        ["get /admin/api/request/{id}/assignee", RESOURCE_USERS.rentRequests],
        ["put /admin/api/account-deletion-request/{id}/assignee", RESOURCE_USERS.deletionRequests],
        ["get /admin/api/user/profile", RESOURCE_USERS.profile],
        ["get /admin/api/order/{id}/payment", RESOURCE_USERS.orders],
        ["get /admin/api/event/request/{id}/payment", RESOURCE_USERS.eventRequests],
        ["post /admin/api/order/{id}/refunds", REFUNDERS],
        ["post /admin/api/request/{id}/refunds", REFUNDERS],
        ["post /admin/api/order/request/bulk", RESOURCE_USERS.orderRequests],
        ["post /admin/api/order/bulk", RESOURCE_USERS.orders],
        ["post /admin/api/request/bulk", RESOURCE_USERS.rentRequests],
        ["post /admin/api/event/request/bulk", RESOURCE_USERS.eventRequests],
        ["post /admin/api/product/bulk", RESOURCE_USERS.products],
        ["post /admin/api/coupon/bulk", RESOURCE_USERS.coupons],
        ["get /admin/api/changesets/{id}", CHANGESET_USERS],
        ["post /admin/api/changesets/{id}/revert", CHANGESET_USERS],
      ];
      const byKey = new Map(operations.map(({ key, operation }) => [key, operation]));
      for (const [key, userTypes] of expected) {
        expect(byKey.get(key)?.["x-user-types"], key).toEqual(userTypes);
      }
    });

    it("answers 401 to every protected operation called without a token", async () => {
      for (const { key, method, path } of secured()) {
        const response = await call(method, path);
        expect(response.status, key).toBe(401);
        expect(await response.json(), key).toEqual({
          code: "tokenMissing",
          message: "Please sign in to continue",
        });
      }
    });

    it("answers 401 'Token expired.' to an expired token whose session is still valid", async () => {
      const expired = expiredCopy(tokens.get(USER_TYPE.administrator) ?? "");
      for (const { key, method, path } of secured()) {
        const response = await call(method, path, { token: expired });
        expect(response.status, key).toBe(401);
        expect(await response.json(), key).toEqual({
          code: "tokenExpired",
          message: "Token expired.",
        });
      }
    });

    it("answers 403 to every user type an operation does not allow", async () => {
      let refusals = 0;
      for (const { key, method, path, operation } of secured()) {
        const allowed = operation["x-user-types"] ?? [];
        for (const [type, token] of tokens) {
          if (allowed.includes(type)) continue;
          const response = await call(method, path, { token });
          expect(response.status, `${key} as type ${type}`).toBe(403);
          expect(await response.json(), key).toEqual({
            code: "forbidden",
            message: "You are not allowed to do this",
          });
          refusals += 1;
        }
      }
      // At least customers everywhere, and staff on the seller-only payment link.
      expect(refusals).toBeGreaterThanOrEqual(secured().length + 2);
    });

    /**
     * The payment gate (docs/access.md#user-types): a seller without a linked payment account gets 403 on every seller
     * operation except those marked x-open-to-unlinked-seller; a linked seller passes the gate.
     */
    it("keeps an unlinked seller out of every seller operation not open to it", async () => {
      const gate =
        "Please, first connect your stripe account & then get access to the entire project.";
      const forSellers = secured().filter(({ operation }) =>
        operation["x-user-types"]?.includes(USER_TYPE.seller),
      );
      const gated = forSellers.filter(({ operation }) => !operation["x-open-to-unlinked-seller"]);
      const open = forSellers.filter(({ operation }) => operation["x-open-to-unlinked-seller"]);
      expect(open.map(({ key }) => key).sort()).toEqual(
        [
          "get /admin/api/user/profile",
          "put /admin/api/user/profile",
          "put /admin/api/user/logout",
          "put /admin/api/user/change-password",
          "post /admin/api/user/profile/deletion-request",
          "post /admin/api/stripe/connect",
          // The shell's own calls: the dashboard (where the seller links) and its badges.
          "get /admin/api/dashboard",
          "get /admin/api/order/count",
          "get /admin/api/order/request/count",
        ].sort(),
      );
      const unlinked = tokens.get(USER_TYPE.seller) ?? "";
      for (const { key, method, path } of gated) {
        const response = await call(method, path, { token: unlinked });
        expect(response.status, key).toBe(403);
        expect(await response.json(), key).toEqual({
          code: "paymentAccountRequired",
          message: gate,
        });
      }
      // Fresh tokens: the open operations include signing out.
      const seller = await findUserByEmail(server.app.db, DEMO.seller.email);
      const linked = await findUserByEmail(server.app.db, DEMO.sellerLinked.email);
      if (!seller || !linked) throw new Error("demo sellers are missing");
      const attempts = [
        ...open.map((operation) => ({ ...operation, user: seller })),
        ...forSellers.map((operation) => ({ ...operation, user: linked })),
      ];
      for (const { key, method, path, user } of attempts) {
        const token = await server.app.issueToken({ id: user.id, userType: USER_TYPE.seller });
        const response = await call(method, path, { token });
        const body = (await response.json()) as { message: string };
        expect(body.message, `${key} as ${user.email}`).not.toBe(gate);
      }
    });
  });
});

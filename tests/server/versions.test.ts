import { readFileSync } from "node:fs";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { profileUpdateBody } from "../../domain/auth.schema.ts";
import { categoryInput } from "../../domain/categories.schema.ts";
import { couponInput } from "../../domain/coupons.schema.ts";
import { productInput } from "../../domain/products.schema.ts";
import { propertyInput } from "../../domain/properties.schema.ts";
import { shopDetails } from "../../domain/shops.schema.ts";
import { auditEntries } from "../../server/audit/schema.ts";
import { call, signInAll, type Tokens } from "./catalogue/context.ts";
import { describeServer, startTestServer, type TestServer } from "./harness.ts";

const englishErrors = JSON.parse(
  readFileSync(new URL("../../locales/en/errors.json", import.meta.url), "utf8"),
) as Record<string, string>;

type Item = Record<string, unknown> & { _id: string; version: number };

/** An editable record: where to find one, what its update takes, and a text field to change. */
interface EditedResource {
  /** The audit's name; "profile" has no audit trail. */
  resource: string;
  account: keyof Tokens;
  /** The URL of one record to edit, found as the account sees it. */
  find(server: TestServer, token: string): Promise<string>;
  input: z.ZodObject;
  field: string;
}

const firstOf = (list: string, path: string) => async (server: TestServer, token: string) => {
  const page = await call(server, "GET", `${list}?limit=1`, { token });
  return `${path}/${page.body.data.items[0]._id}`;
};

const EDITED: EditedResource[] = [
  {
    resource: "product",
    account: "admin",
    find: firstOf("/products", "/product"),
    input: productInput,
    field: "nameEn",
  },
  {
    resource: "category",
    account: "admin",
    find: firstOf("/categories", "/category"),
    input: categoryInput,
    field: "nameEn",
  },
  {
    resource: "property",
    account: "admin",
    find: firstOf("/properties", "/property"),
    input: propertyInput,
    field: "nameEn",
  },
  {
    resource: "coupon",
    account: "admin",
    find: firstOf("/coupons", "/coupon"),
    input: couponInput,
    field: "name",
  },
  {
    resource: "shop",
    account: "operator",
    find: firstOf("/shops", "/shop"),
    input: shopDetails,
    field: "name",
  },
  {
    resource: "profile",
    account: "sellerLinked",
    find: async () => "/user/profile",
    input: profileUpdateBody,
    field: "firstName",
  },
];

describeServer("versions: a write based on an older version changes nothing", () => {
  let server: TestServer;
  let tokens: Tokens;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
  });
  afterAll(() => server?.close());

  describe.each(EDITED)("$resource", ({ resource, account, find, input, field }) => {
    let url: string;
    let serial = 0;
    const token = () => tokens[account];
    const read = async () =>
      (await call(server, "GET", url, { token: token(), language: "en" })).body.data as Item;
    /** What the form would send: the input's fields as stored, one text changed, no version. */
    const changed = (item: Item) => {
      serial += 1;
      const body = Object.fromEntries(
        Object.keys(input.shape)
          .filter((key) => key !== "version")
          .map((key) => [key, item[key]]),
      );
      return { ...body, [field]: `${String(item[field]).slice(0, 30)} v${serial}` };
    };
    const put = (body: object) =>
      call(server, "PUT", url, { token: token(), language: "en", body });
    const auditCount = async (id: string) => {
      const [row] = await server.app.db
        .select({ total: count() })
        .from(auditEntries)
        .where(and(eq(auditEntries.resource, resource), eq(auditEntries.recordId, id)));
      return row?.total ?? 0;
    };

    beforeAll(async () => {
      url = await find(server, token());
    });

    it("takes an update at the current version and moves the version on by one", async () => {
      const before = await read();
      const body = changed(before);
      const saved = await put({ ...body, version: before.version });
      expect(saved.status).toBe(200);
      expect(saved.body.data.version).toBe(before.version + 1);
      expect(saved.body.data[field]).toBe(body[field]);
      expect((await read()).version).toBe(before.version + 1);
    });

    it("refuses one based on an older version (409 staleVersion): record and audit unchanged", async () => {
      const read1 = await read();
      expect((await put({ ...changed(read1), version: read1.version })).status).toBe(200);
      const current = await read();
      const audited = await auditCount(current._id);

      const stale = await put({ ...changed(read1), version: read1.version });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe("staleVersion");
      expect(stale.body.message).toBe(englishErrors.staleVersion);
      expect(await read()).toEqual(current);
      expect(await auditCount(current._id)).toBe(audited);
    });

    it("refuses an update without its version (400 naming version)", async () => {
      const current = await read();
      const missing = await put(changed(current));
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.errors)).toEqual(["version"]);
      expect(await read()).toEqual(current);
    });

    it("refuses a version no record can have (400 naming version), beyond PostgreSQL's integer too", async () => {
      const current = await read();
      for (const version of [0, 1.5, 2_147_483_648]) {
        const refused = await put({ ...changed(current), version });
        expect(refused.status).toBe(400);
        expect(Object.keys(refused.body.errors)).toEqual(["version"]);
      }
      expect(await read()).toEqual(current);
    });

    it("of two updates based on the same version, exactly one wins", async () => {
      const current = await read();
      const answers = await Promise.all([
        put({ ...changed(current), version: current.version }),
        put({ ...changed(current), version: current.version }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.status === 200)?.body.data;
      const stored = await read();
      expect(stored.version).toBe(current.version + 1);
      expect(stored[field]).toBe(winner[field]);
    });
  });
});

import { randomBytes } from "node:crypto";
import { count, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Shop, shopCreateInput, shopUpdateInput } from "../../domain/shops.schema.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { auditTrail } from "../audit/service.ts";
import type { Database } from "../db/client.ts";
import {
  custom,
  defineList,
  idIn,
  isForeignKeyViolation,
  isUniqueViolation,
  type ListContext,
  notFound,
  oneOf,
  timeRange,
} from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { products } from "../products/schema.ts";
import { type User, users } from "../users/schema.ts";
import { createUser, findUserByEmail } from "../users/service.ts";
import { type ShopRow, shops } from "./schema.ts";

export type ShopCreateValues = z.output<typeof shopCreateInput>;
export type ShopUpdateValues = z.output<typeof shopUpdateInput>;

/** A column of the shop's seller account, for sorting, searching and filtering shops by it. */
const ownerColumn = (column: SQL) =>
  sql`(select ${column} from ${users} where ${users.id} = ${shops.sellerId})`;
const ownerName = ownerColumn(sql`${users.firstName} || ' ' || ${users.lastName}`);
const ownerEmail = ownerColumn(sql`${users.email}`);
const ownerHas = (condition: SQL | undefined) =>
  sql`exists (select 1 from ${users} where ${users.id} = ${shops.sellerId} and ${condition})`;
const productCount = sql<number>`(select count(*) from ${products} where ${products.sellerId} = ${shops.sellerId})`;

const toOwner = (user: User): Shop["owner"] => ({
  _id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  fullName: `${user.firstName} ${user.lastName}`,
  email: user.email,
  emailVerified: user.emailVerified,
  paymentLinked: user.stripeAccountId !== null,
  lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
});

const productCounts = async (db: Database, sellerIds: string[]) => {
  if (sellerIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ sellerId: products.sellerId, products: count() })
    .from(products)
    .where(idIn(products.sellerId, sellerIds))
    .groupBy(products.sellerId);
  return new Map(rows.map((row) => [row.sellerId ?? "", row.products]));
};

/** Rows → answers, loading the owners and their product counts once per batch. */
const toShops = async (rows: ShopRow[], db: Database): Promise<Shop[]> => {
  const sellerIds = rows.map((row) => row.sellerId);
  const [owners, counts] = await Promise.all([
    sellerIds.length ? db.select().from(users).where(idIn(users.id, sellerIds)) : [],
    productCounts(db, sellerIds),
  ]);
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  return rows.flatMap(({ id, sellerId, createdAt, updatedAt, ...details }) => {
    const owner = ownerById.get(sellerId);
    if (!owner) return [];
    return [
      {
        _id: id,
        ...details,
        owner: toOwner(owner),
        productCount: counts.get(sellerId) ?? 0,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      },
    ];
  });
};

const yesNo = z.enum(["true", "false"], { error: "invalid" });

/** Shops for staff: country=IT,FR, paymentLinked, emailVerified, createdAtMin/Max. */
export const shopList = defineList({
  name: "shops",
  table: shops,
  sortable: {
    name: shops.name,
    companyName: shops.companyName,
    city: shops.city,
    country: shops.country,
    owner: ownerName,
    productCount,
    createdAt: shops.createdAt,
  },
  defaultSort: "name",
  searchable: [
    shops.name,
    shops.companyName,
    shops.vatNumber,
    shops.fiscalCode,
    shops.city,
    ownerName,
    ownerEmail,
  ],
  filters: {
    country: oneOf(
      shops.country,
      z
        .string()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, { error: "countryInvalid" }),
    ),
    paymentLinked: custom(yesNo, (value) =>
      ownerHas(value === "true" ? isNotNull(users.stripeAccountId) : isNull(users.stripeAccountId)),
    ),
    emailVerified: custom(yesNo, (value) =>
      ownerHas(sql`${users.emailVerified} = ${value === "true"}`),
    ),
    createdAt: timeRange(shops.createdAt),
  },
  toItems: (rows, context) => toShops(rows, context.db),
  columns: [
    { header: "shops:export.name", value: (shop) => shop.name, width: 28 },
    { header: "shops:export.companyName", value: (shop) => shop.companyName, width: 28 },
    { header: "shops:export.vatNumber", value: (shop) => shop.vatNumber, width: 16 },
    { header: "shops:export.fiscalCode", value: (shop) => shop.fiscalCode, width: 18 },
    { header: "shops:export.sdi", value: (shop) => shop.sdi, width: 10 },
    { header: "shops:export.pec", value: (shop) => shop.pec, width: 28 },
    { header: "shops:export.phone", value: (shop) => shop.phone, width: 18 },
    { header: "shops:export.address", value: (shop) => shop.shippingAddress, width: 32 },
    { header: "shops:export.invoiceAddress", value: (shop) => shop.invoiceAddress, width: 32 },
    { header: "shops:export.city", value: (shop) => shop.city, width: 18 },
    { header: "shops:export.province", value: (shop) => shop.province, width: 12 },
    { header: "shops:export.postcode", value: (shop) => shop.postcode, width: 10 },
    { header: "shops:export.country", value: (shop) => shop.country, width: 8 },
    { header: "shops:export.owner", value: (shop) => shop.owner.fullName, width: 24 },
    { header: "shops:export.email", value: (shop) => shop.owner.email, width: 30 },
    {
      header: "shops:export.emailVerified",
      value: (shop) => shop.owner.emailVerified,
      format: "boolean",
    },
    {
      header: "shops:export.paymentLinked",
      value: (shop) => shop.owner.paymentLinked,
      format: "boolean",
    },
    {
      header: "shops:export.productCount",
      value: (shop) => shop.productCount,
      format: "number",
      width: 10,
    },
    {
      header: "shops:export.createdAt",
      value: (shop) => shop.createdAt,
      format: "datetime",
      width: 20,
    },
  ],
});

export const findShop = shopList.find;

const audit = auditTrail<Shop>("shop");

const emailTaken = () =>
  new HttpProblem(409, "errors:emailTaken", undefined, { "owner.email": "emailTaken" });

const answerOf = async (tx: Database, row: ShopRow | undefined) => {
  const [answer] = row ? await toShops([row], tx) : [];
  if (!answer) throw notFound();
  return answer;
};

/**
 * The shop and its seller account, in one transaction. The account gets an unguessable password
 * nobody knows: its owner chooses one through the invitation link (see invitation.ts).
 */
export const createShop = async (input: ShopCreateValues, context: ListContext) => {
  const { owner, ...details } = input;
  return context.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, owner.email)) throw emailTaken();
      const seller = await createUser(tx, {
        ...owner,
        password: randomBytes(32).toString("base64url"),
        userType: USER_TYPE.seller,
        emailVerified: false,
        isPasswordChanged: false,
      });
      const [row] = await tx
        .insert(shops)
        .values({ ...details, sellerId: seller.id })
        .returning();
      const created = await answerOf(tx, row);
      await audit(tx, context, "create", created._id, undefined, created);
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
};

export const updateShop = (id: string, input: ShopUpdateValues, context: ListContext) =>
  context.db.transaction(async (tx) => {
    const before = await shopList.one(id, { ...context, db: tx });
    if (!before) throw notFound();
    const [row] = await tx.update(shops).set(input).where(eq(shops.id, id)).returning();
    const after = await answerOf(tx, row);
    await audit(tx, context, "update", id, before, after);
    return after;
  });

/**
 * Deletes the shop with its seller account (sessions and links go with it). A seller with
 * products, orders, order requests or coupons keeps them, so the delete is refused (409).
 */
export const deleteShop = (id: string, context: ListContext) =>
  context.db
    .transaction(async (tx) => {
      const before = await shopList.one(id, { ...context, db: tx });
      if (!before) throw notFound();
      await tx.delete(users).where(eq(users.id, before.owner._id));
      await audit(tx, context, "delete", id, before);
      return before;
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new HttpProblem(409, "errors:shopInUse");
      throw error;
    });

/** A seller who signs up opens a shop named after them; staff complete its details. */
export const openShopFor = async (db: Database, seller: User) => {
  await db
    .insert(shops)
    .values({ sellerId: seller.id, name: `${seller.firstName} ${seller.lastName}` });
};

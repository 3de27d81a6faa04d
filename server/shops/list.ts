import { count, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Shop } from "../../domain/shops.schema.ts";
import type { Database } from "../db/client.ts";
import { custom, defineList, idIn, oneOf, timeRange } from "../lists/index.ts";
import { products } from "../products/schema.ts";
import { userFullName } from "../users/fullName.ts";
import { type User, users } from "../users/schema.ts";
import { type ShopRow, shops } from "./schema.ts";

/** A column of the shop's seller account, for sorting, searching and filtering shops by it. */
const ownerColumn = (column: SQL) =>
  sql`(select ${column} from ${users} where ${users.id} = ${shops.sellerId})`;
const ownerName = ownerColumn(userFullName);
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
export const toShops = async (rows: ShopRow[], db: Database): Promise<Shop[]> => {
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

import dayjs from "dayjs";
import { and, asc, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { formatMoney } from "../../domain/money.ts";
import type { SearchHit } from "../../domain/search.schema.ts";
import { findCustomers } from "../customers/search.ts";
import type { Database } from "../db/client.ts";
import { events } from "../events/schema.ts";
import { DATE_FORMAT } from "../lists/format.ts";
import { orderRequests } from "../orderRequests/schema.ts";
import { selectOrderRequests } from "../orderRequests/service.ts";
import { orders } from "../orders/schema.ts";
import { selectOrders } from "../orders/service.ts";
import type { Translate } from "../plugins/i18n.ts";
import { availableSql } from "../products/list.ts";
import { products } from "../products/schema.ts";
import { rentModels } from "../rentModels/schema.ts";
import { shops } from "../shops/schema.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";

export interface SearchScope {
  limit: number;
  /** A seller finds only its own products, orders and order requests. */
  sellerId: string | undefined;
  /** Users are found by administrators alone. */
  findsUsers: boolean;
  /** Shops are found by staff (sellers have their own profile). */
  findsShops: boolean;
  /** Rent models are found by staff (the rent line is theirs alone). */
  findsRentModels: boolean;
  /** Events are found by staff. */
  findsEvents: boolean;
  /** Customers are found by whoever sees the customers list (a seller: those of its records). */
  findsCustomers: boolean;
  language: "it" | "en";
  t: Translate;
}

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** "1042" and "#1042" both mean record number 1042. */
const recordNumber = (text: string): number | undefined => {
  const match = /^#?\s*(\d{1,9})$/.exec(text);
  return match?.[1] ? Number(match[1]) : undefined;
};

const byNumberOr = (number: SQL | undefined, ...others: SQL[]) =>
  number ? or(number, ...others) : or(...others);

const findProducts = async (db: Database, q: string, scope: SearchScope): Promise<SearchHit[]> => {
  const number = recordNumber(q);
  const rows = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameIt: products.nameIt,
      priceCents: products.priceCents,
      available: availableSql,
      held: products.held,
    })
    .from(products)
    .where(
      and(
        byNumberOr(
          number === undefined ? undefined : eq(products.number, number),
          ilike(products.nameEn, containing(q)),
          ilike(products.nameIt, containing(q)),
        ),
        scope.sellerId ? eq(products.sellerId, scope.sellerId) : undefined,
      ),
    )
    .orderBy(asc(products.nameEn))
    .limit(scope.limit);
  return rows.map((row) => ({
    kind: "product",
    id: row.id,
    title: scope.language === "it" ? row.nameIt : row.nameEn,
    // Staff and the owning seller alike see what is held: both keep the stock.
    subtitle: `${formatMoney(row.priceCents, scope.language)} · ${scope.t(
      row.held > 0 ? "catalogue:stock.availableHeld" : "catalogue:stock.available",
      { available: row.available, held: row.held },
    )}`,
  }));
};

/** Events by name (EN or IT) or number, soonest first; the subtitle says when and where. */
const findEvents = async (db: Database, q: string, scope: SearchScope): Promise<SearchHit[]> => {
  const number = recordNumber(q);
  const rows = await db
    .select({
      id: events.id,
      nameEn: events.nameEn,
      nameIt: events.nameIt,
      startsAt: events.startsAt,
      city: events.city,
    })
    .from(events)
    .where(
      byNumberOr(
        number === undefined ? undefined : eq(events.number, number),
        ilike(events.nameEn, containing(q)),
        ilike(events.nameIt, containing(q)),
      ),
    )
    .orderBy(desc(events.startsAt))
    .limit(scope.limit);
  return rows.map((row) => ({
    kind: "event",
    id: row.id,
    title: scope.language === "it" ? row.nameIt : row.nameEn,
    subtitle: `${dayjs.utc(row.startsAt).locale(scope.language).format(DATE_FORMAT)} · ${row.city}`,
  }));
};

const customerMatch = (
  table: typeof orders | typeof orderRequests,
  q: string,
  sellerId: string | undefined,
) => {
  const number = recordNumber(q);
  return and(
    byNumberOr(
      number === undefined ? undefined : eq(table.number, number),
      ilike(table.customerName, containing(q)),
      ilike(table.customerEmail, containing(q)),
    ),
    sellerId ? eq(table.sellerId, sellerId) : undefined,
  );
};

const findOrders = async (db: Database, q: string, scope: SearchScope): Promise<SearchHit[]> => {
  const rows = await selectOrders(db)
    .where(customerMatch(orders, q, scope.sellerId))
    .orderBy(desc(orders.number))
    .limit(scope.limit);
  return rows.map(({ row, product }) => ({
    kind: "order",
    id: row.id,
    title: scope.t("intake:orderTitle", { number: row.number }),
    subtitle: `${row.customerName} · ${scope.language === "it" ? product.nameIt : product.nameEn}`,
  }));
};

const findOrderRequests = async (
  db: Database,
  q: string,
  scope: SearchScope,
): Promise<SearchHit[]> => {
  const rows = await selectOrderRequests(db)
    .where(customerMatch(orderRequests, q, scope.sellerId))
    .orderBy(desc(orderRequests.number))
    .limit(scope.limit);
  return rows.map(({ row, product }) => ({
    kind: "orderRequest",
    id: row.id,
    title: scope.t("intake:orderRequestTitle", { number: row.number }),
    subtitle: `${row.customerName} · ${scope.language === "it" ? product.nameIt : product.nameEn}`,
  }));
};

const findUsers = async (db: Database, q: string, scope: SearchScope): Promise<SearchHit[]> => {
  const rows = await db
    .select({ id: users.id, fullName: userFullName, email: users.email })
    .from(users)
    .where(or(ilike(userFullName, containing(q)), ilike(users.email, containing(q))))
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(scope.limit);
  return rows.map((row) => ({
    kind: "user",
    id: row.id,
    title: row.fullName,
    subtitle: row.email,
  }));
};

/** Shops by their name, company name, VAT number or their seller's email. */
const findShops = async (db: Database, q: string, scope: SearchScope): Promise<SearchHit[]> => {
  const rows = await db
    .select({
      id: shops.id,
      name: shops.name,
      companyName: shops.companyName,
      city: shops.city,
      email: users.email,
    })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.sellerId))
    .where(
      or(
        ilike(shops.name, containing(q)),
        ilike(shops.companyName, containing(q)),
        ilike(shops.vatNumber, containing(q)),
        ilike(users.email, containing(q)),
      ),
    )
    .orderBy(asc(shops.name))
    .limit(scope.limit);
  return rows.map((row) => ({
    kind: "shop",
    id: row.id,
    title: row.name,
    subtitle: [row.companyName, row.city, row.email].filter(Boolean).join(" · "),
  }));
};

/** Rent models by name (EN or IT) or location, with their kind and location. */
const findRentModels = async (
  db: Database,
  q: string,
  scope: SearchScope,
): Promise<SearchHit[]> => {
  const rows = await db
    .select({
      id: rentModels.id,
      nameEn: rentModels.nameEn,
      nameIt: rentModels.nameIt,
      kind: rentModels.kind,
      location: rentModels.location,
    })
    .from(rentModels)
    .where(
      or(
        ilike(rentModels.nameEn, containing(q)),
        ilike(rentModels.nameIt, containing(q)),
        ilike(rentModels.location, containing(q)),
      ),
    )
    .orderBy(asc(rentModels.nameEn))
    .limit(scope.limit);
  return rows.map((row) => ({
    kind: "rentModel",
    id: row.id,
    title: scope.language === "it" ? row.nameIt : row.nameEn,
    subtitle: `${scope.t(`rentModels:kinds.${row.kind}`)} · ${row.location}`,
  }));
};

/** Cmd-K: records by name, email or number, at most `limit` of each kind. */
export const search = async (db: Database, q: string, scope: SearchScope) => {
  const found = await Promise.all([
    findProducts(db, q, scope),
    findOrders(db, q, scope),
    findOrderRequests(db, q, scope),
    scope.findsUsers ? findUsers(db, q, scope) : [],
    scope.findsShops ? findShops(db, q, scope) : [],
    scope.findsRentModels ? findRentModels(db, q, scope) : [],
    scope.findsEvents ? findEvents(db, q, scope) : [],
    scope.findsCustomers ? findCustomers(db, q, scope) : [],
  ]);
  return found.flat();
};

import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { inArray } from "drizzle-orm";
import { centsFromEuros } from "../../domain/money.ts";
import { auditEntries } from "../audit/schema.ts";
import { snapshot } from "../audit/service.ts";
import { categories } from "../categories/schema.ts";
import { coupons } from "../coupons/schema.ts";
import { productProperties, products } from "../products/schema.ts";
import { properties } from "../properties/schema.ts";
import { openingStock } from "../stock/service.ts";
import { users } from "../users/schema.ts";
import {
  DEMO_CATEGORIES,
  DEMO_COUPONS,
  DEMO_PRODUCTS,
  DEMO_PROPERTIES,
  type DemoOwner,
} from "./catalogueData.ts";
import { demoPicture, PALETTE, type Rgb } from "./pictures.ts";
import type { SeedContext, Seeder } from "./seeder.ts";

const colour = (index: number): Rgb => PALETTE[index % PALETTE.length] ?? [0, 0, 0];

/** Drawing is the slow part of the seed: each size has one picture per palette colour. */
const drawn = new Map<string, Buffer>();
const picture = (size: readonly [number, number], seed: number) => {
  const key = `${size.join("x")}:${seed % PALETTE.length}`;
  let bytes = drawn.get(key);
  if (!bytes) {
    bytes = demoPicture(size[0], size[1], {
      from: colour(seed),
      to: colour(seed + 3),
      accent: colour(seed + 2),
    });
    drawn.set(key, bytes);
  }
  return bytes;
};

/** Stores a generated picture through the storage interface and answers its stored name. */
export const storePicture = async (
  context: SeedContext,
  size: readonly [number, number],
  seed: number,
): Promise<string> => {
  const name = `${randomUUID()}.png`;
  await context.storage.put(name, Readable.from([picture(size, seed)]));
  return name;
};

/** The seed's own changes are in the audit log too, by nobody (userId null). */
export const audited = async (
  context: SeedContext,
  resource: string,
  rows: readonly { id: string }[],
) => {
  if (rows.length === 0) return;
  await context.db.insert(auditEntries).values(
    rows.map((row) => ({
      userId: null,
      action: "create",
      resource,
      recordId: row.id,
      after: snapshot(row),
    })),
  );
};

const ICON: readonly [number, number] = [64, 64];
export const BANNER: readonly [number, number] = [480, 270];
export const PHOTO: readonly [number, number] = [320, 320];

export const categoriesSeeder: Seeder = {
  name: "categories",
  run: async (context) => {
    let rows = 0;
    for (const [index, demo] of DEMO_CATEGORIES.entries()) {
      const [parent] = await context.db
        .insert(categories)
        .values({
          nameEn: demo.en,
          nameIt: demo.it,
          icon: await storePicture(context, ICON, index),
          image: await storePicture(context, BANNER, index),
        })
        .returning();
      if (!parent) throw new Error(`category ${demo.en} not seeded`);
      const children = await context.db
        .insert(categories)
        .values(
          await Promise.all(
            demo.subcategories.map(async ([en, it], position) => ({
              nameEn: en,
              nameIt: it,
              parentId: parent.id,
              icon: await storePicture(context, ICON, index + position + 1),
              image: await storePicture(context, BANNER, index + position + 1),
            })),
          ),
        )
        .returning();
      await audited(context, "category", [parent, ...children]);
      rows += 1 + children.length;
    }
    return rows;
  },
};

export const propertiesSeeder: Seeder = {
  name: "properties",
  run: async (context) => {
    const rows = await context.db
      .insert(properties)
      .values(
        DEMO_PROPERTIES.map(([nameEn, nameIt, valueEn, valueIt]) => ({
          nameEn,
          nameIt,
          valueEn,
          valueIt,
        })),
      )
      .returning();
    await audited(context, "property", rows);
    return rows.length;
  },
};

/** The demo sellers' ids: most products belong to the linked seller, a couple to the other. */
const owners = async (context: SeedContext): Promise<Record<DemoOwner, string | null>> => {
  const sellers = await context.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["seller.linked@example.com", "seller@example.com"]));
  const idOf = (email: string) => sellers.find((seller) => seller.email === email)?.id ?? null;
  return {
    linked: idOf("seller.linked@example.com"),
    unlinked: idOf("seller@example.com"),
    platform: null,
  };
};

const DAY_MS = 24 * 60 * 60 * 1000;

export const productsSeeder: Seeder = {
  name: "products",
  run: async (context) => {
    const subcategories = await context.db.select().from(categories);
    const propertyRows = await context.db.select({ id: properties.id }).from(properties);
    const ownerIds = await owners(context);
    const now = Date.now();
    const values = await Promise.all(
      DEMO_PRODUCTS.map(async (demo, index) => {
        const sub = subcategories.find((row) => row.parentId && row.nameEn === demo.sub);
        if (!sub?.parentId) throw new Error(`no subcategory ${demo.sub}`);
        const pictures = 1 + (index % 3);
        return {
          nameEn: demo.en,
          nameIt: demo.it,
          descriptionEn: `${demo.en}: ${demo.materials.toLowerCase()}, finished by hand. Delivered with its original box and dust bag.`,
          descriptionIt: `${demo.it}: ${demo.materials.toLowerCase()}, rifinito a mano. Consegnato con scatola originale e sacchetto antipolvere.`,
          categoryId: sub.parentId,
          subcategoryId: sub.id,
          priceCents: centsFromEuros(demo.euros),
          quantity: demo.quantity,
          materials: demo.materials,
          colour: demo.colour,
          size: demo.size,
          images: await Promise.all(
            Array.from({ length: pictures }, (_, picture) =>
              storePicture(context, PHOTO, index * 3 + picture),
            ),
          ),
          sellerId: ownerIds[demo.owner],
          // Spread over the last five months, newest last.
          createdAt: new Date(now - (DEMO_PRODUCTS.length - index) * 3.7 * DAY_MS),
        };
      }),
    );
    const rows = await context.db.insert(products).values(values).returning();
    const links = rows.flatMap((row, index) =>
      (DEMO_PRODUCTS[index]?.properties ?? []).flatMap((property) => {
        const propertyId = propertyRows[property]?.id;
        return propertyId ? [{ productId: row.id, propertyId }] : [];
      }),
    );
    if (links.length) await context.db.insert(productProperties).values(links);
    await openingStock(
      context.db,
      rows.map((row) => ({ productId: row.id, quantity: row.quantity, by: null })),
    );
    await audited(context, "product", rows);
    return rows.length;
  },
};

export const couponsSeeder: Seeder = {
  name: "coupons",
  run: async (context) => {
    const ownerIds = await owners(context);
    const now = Date.now();
    const rows = await context.db
      .insert(coupons)
      .values(
        DEMO_COUPONS.map((demo) => ({
          name: demo.name,
          discountCents: centsFromEuros(demo.euros),
          perPersonUsage: demo.perPerson,
          totalUsage: demo.total,
          expiresOn: new Date(now + demo.days * DAY_MS).toISOString().slice(0, 10),
          sellerId: ownerIds[demo.owner],
        })),
      )
      .returning();
    await audited(context, "coupon", rows);
    return rows.length;
  },
};

/** The catalogue's seeders, in dependency order (products need categories and properties). */
export const CATALOGUE_SEEDERS: readonly Seeder[] = [
  categoriesSeeder,
  propertiesSeeder,
  productsSeeder,
  couponsSeeder,
];

import { eq } from "drizzle-orm";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { shops } from "../shops/schema.ts";
import { users } from "../users/schema.ts";
import type { Seeder } from "./seeder.ts";

type DemoShop = Omit<typeof shops.$inferInsert, "sellerId">;

/** The demo sign-in sellers' shops (docs/data.md), by their account's email. */
const ACCOUNT_SHOPS: Record<string, DemoShop> = {
  "seller@example.com": {
    name: "Marchetti Pelletteria",
    companyName: "Pelletteria Marchetti S.r.l.",
    vatNumber: "04821730487",
    fiscalCode: "04821730487",
    sdi: "M5UXCR1",
    pec: "pelletteriamarchetti@pec.example.it",
    phone: "+39 055 218 4470",
    shippingAddress: "Via de' Tornabuoni 14",
    invoiceAddress: "Via de' Tornabuoni 14",
    city: "Firenze",
    province: "FI",
    postcode: "50123",
    country: "IT",
  },
  "seller.linked@example.com": {
    name: "Bellini Atelier",
    companyName: "Atelier Bellini S.p.A.",
    vatNumber: "09374120961",
    fiscalCode: "09374120961",
    sdi: "KRRH6B9",
    pec: "atelierbellini@pec.example.it",
    phone: "+39 02 7600 3191",
    shippingAddress: "Via della Spiga 22",
    invoiceAddress: "Corso Venezia 8",
    city: "Milano",
    province: "MI",
    postcode: "20121",
    country: "IT",
  },
};

/** More shops, so the list has variety: some invited and not active yet, some abroad. */
const OTHER_SHOPS: readonly (DemoShop & {
  owner: [string, string, string];
  linked: boolean;
  verified: boolean;
})[] = [
  {
    owner: ["Vittoria", "Sartori", "vittoria@sartori-gioielli.example.it"],
    linked: true,
    verified: true,
    name: "Sartori Gioielli",
    companyName: "Sartori Gioielli S.n.c.",
    vatNumber: "02716540273",
    sdi: "USAL8PV",
    pec: "sartorigioielli@pec.example.it",
    phone: "+39 041 522 0981",
    shippingAddress: "Calle Larga XXII Marzo 2070",
    invoiceAddress: "Calle Larga XXII Marzo 2070",
    city: "Venezia",
    province: "VE",
    postcode: "30124",
    country: "IT",
  },
  {
    owner: ["Giacomo", "Rinaldi", "giacomo@rinaldi-sartoria.example.it"],
    linked: false,
    verified: false,
    name: "Sartoria Rinaldi",
    companyName: "Rinaldi Sartoria su Misura",
    fiscalCode: "RNLGCM71C12F839K",
    phone: "+39 081 764 2215",
    shippingAddress: "Via Chiaia 149",
    city: "Napoli",
    province: "NA",
    postcode: "80121",
    country: "IT",
  },
  {
    owner: ["Amélie", "Durand", "amelie@maison-durand.example.fr"],
    linked: true,
    verified: true,
    name: "Maison Durand",
    companyName: "Maison Durand SAS",
    vatNumber: "FR40303265045",
    phone: "+33 1 42 60 31 77",
    shippingAddress: "12 Rue du Faubourg Saint-Honoré",
    invoiceAddress: "12 Rue du Faubourg Saint-Honoré",
    city: "Paris",
    postcode: "75008",
    country: "FR",
  },
  {
    owner: ["Edward", "Ashcombe", "edward@ashcombe-leather.example.co.uk"],
    linked: false,
    verified: true,
    name: "Ashcombe Leather",
    companyName: "Ashcombe Leather Ltd",
    phone: "+44 20 7493 5521",
    shippingAddress: "31 Savile Row",
    city: "London",
    postcode: "W1S 3PT",
    country: "GB",
  },
];

const SHOP_SELLER_PASSWORD = "Seller#2026";

export const shopsSeeder: Seeder = {
  name: "shops",
  run: async ({ db, hash }) => {
    const accounts = await db
      .select({ id: users.id, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.userType, USER_TYPE.seller));
    const rows = accounts.flatMap((account) => {
      const shop = ACCOUNT_SHOPS[account.email];
      return shop ? [{ ...shop, sellerId: account.id, createdAt: account.createdAt }] : [];
    });
    const passwordHash = await hash(SHOP_SELLER_PASSWORD);
    for (const [index, { owner, linked, verified, ...shop }] of OTHER_SHOPS.entries()) {
      const [firstName, lastName, email] = owner;
      const createdAt = new Date(Date.UTC(2025, 2 + index * 2, 3 + index * 5, 10));
      const [seller] = await db
        .insert(users)
        .values({
          email,
          firstName,
          lastName,
          userType: USER_TYPE.seller,
          passwordHash,
          emailVerified: verified,
          isPasswordChanged: verified,
          stripeAccountId: linked ? `acct_demo_${index}` : null,
          createdAt,
        })
        .returning({ id: users.id });
      if (seller) rows.push({ ...shop, sellerId: seller.id, createdAt });
    }
    await db.insert(shops).values(rows);
    return rows.length;
  },
};

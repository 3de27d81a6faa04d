import type { UserType } from "../../domain/userTypes.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { type NewUser, users } from "../users/schema.ts";
import { customerDetails, generatedCustomers } from "./customers.ts";
import type { Seeder } from "./seeder.ts";

interface DemoUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  stripeAccountId?: string;
}

/** The four sign-in accounts of docs/data.md, exactly as documented. */
export const DEMO_ACCOUNTS: readonly DemoUser[] = [
  {
    email: "admin@example.com",
    password: "Admin#2026",
    firstName: "Alessandra",
    lastName: "Conti",
    userType: USER_TYPE.administrator,
  },
  {
    email: "operator@example.com",
    password: "Operator#2026",
    firstName: "Marco",
    lastName: "Ferri",
    userType: USER_TYPE.operator,
  },
  {
    email: "seller@example.com",
    password: "Seller#2026",
    firstName: "Giulia",
    lastName: "Marchetti",
    userType: USER_TYPE.seller,
  },
  {
    email: "seller.linked@example.com",
    password: "Seller#2026",
    firstName: "Lorenzo",
    lastName: "Bellini",
    userType: USER_TYPE.seller,
    stripeAccountId: "acct_demo_linked",
  },
];

/** Marketplace customers: they appear in lists and orders but cannot sign in to the back-office. */
const CUSTOMERS: readonly [string, string, string][] = [
  ["Sofia", "Ricci", "sofia.ricci@example.it"],
  ["Francesco", "Esposito", "f.esposito@example.it"],
  ["Chiara", "Romano", "chiara.romano@example.it"],
  ["Matteo", "Colombo", "matteo.colombo@example.it"],
  ["Aurora", "Greco", "aurora.greco@example.it"],
  ["Leonardo", "Bruno", "leo.bruno@example.it"],
  ["Beatrice", "Gallo", "beatrice.gallo@example.it"],
  ["Tommaso", "De Luca", "tommaso.deluca@example.it"],
  ["Ginevra", "Mancini", "ginevra.mancini@example.it"],
  ["Riccardo", "Costa", "riccardo.costa@example.it"],
  ["Camille", "Laurent", "camille.laurent@example.fr"],
  ["Julien", "Moreau", "julien.moreau@example.fr"],
  ["Charlotte", "Whitfield", "charlotte.whitfield@example.co.uk"],
  ["Oliver", "Hastings", "oliver.hastings@example.co.uk"],
  ["Lena", "Hoffmann", "lena.hoffmann@example.de"],
  ["Maximilian", "Vogel", "max.vogel@example.de"],
  ["Lucía", "Fernández", "lucia.fernandez@example.es"],
  ["Yara", "Al-Mansouri", "yara.almansouri@example.ae"],
  ["Hiroshi", "Tanaka", "hiroshi.tanaka@example.jp"],
  ["Emily", "Carter", "emily.carter@example.com"],
  ["Nicolò", "Fontana", "nicolo.fontana@example.it"],
  ["Isabella", "Moretti", "isabella.moretti@example.it"],
];

const CUSTOMER_PASSWORD = "Customer#2026";

export const usersSeeder: Seeder = {
  name: "users",
  run: async ({ db, hash }) => {
    const rows: NewUser[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const { password, ...fields } = account;
      rows.push({
        ...fields,
        passwordHash: await hash(password),
        emailVerified: true,
        isPasswordChanged: true,
      });
    }
    const customerHash = await hash(CUSTOMER_PASSWORD);
    CUSTOMERS.forEach(([firstName, lastName, email], index) => {
      rows.push({
        email,
        firstName,
        lastName,
        userType: USER_TYPE.customer,
        passwordHash: customerHash,
        // Most customers confirmed their email; a few did not, so both states show in lists.
        emailVerified: index % 5 !== 4,
        ...customerDetails(index),
        createdAt: new Date(Date.UTC(2025, index % 12, 1 + ((index * 7) % 27), 9 + (index % 9))),
      });
    });
    rows.push(...generatedCustomers(customerHash, CUSTOMERS.length));
    await db.insert(users).values(rows);
    return rows.length;
  },
};

import type { NewUser } from "../users/schema.ts";

/**
 * The marketplace's app users (docs/data.md#users): a few hundred customers with Italian and
 * English names and the details the apps collect. Generated from fixed lists by index, so every
 * seed is the same and tests can rely on it.
 */

interface Culture {
  firstNames: readonly string[];
  lastNames: readonly string[];
  domain: string;
  mobile: (index: number) => string;
  professions: readonly string[];
  sports: readonly string[];
  hobbies: readonly string[];
}

const ITALIAN: Culture = {
  firstNames: [
    "Alessio",
    "Bianca",
    "Carlo",
    "Davide",
    "Elena",
    "Emma",
    "Fabio",
    "Federica",
    "Gabriele",
    "Giorgia",
    "Luca",
    "Marta",
    "Martina",
    "Nicola",
    "Paolo",
    "Rebecca",
    "Simone",
    "Silvia",
    "Stefano",
    "Valentina",
    "Vittorio",
    "Irene",
    "Pietro",
    "Noemi",
    "Filippo",
    "Arianna",
  ],
  lastNames: [
    "Rossi",
    "Russo",
    "Ferrari",
    "Bianchi",
    "Ricci",
    "Marino",
    "Greco",
    "Rinaldi",
    "Caruso",
    "Ferrara",
    "Galli",
    "Martini",
    "Leone",
    "Longo",
    "Gentile",
    "Martinelli",
    "Vitale",
    "Serra",
    "Coppola",
    "De Santis",
    "Barbieri",
    "Fabbri",
    "Villa",
    "Pellegrini",
    "Palumbo",
    "Sanna",
  ],
  domain: "example.it",
  mobile: (index) =>
    `+39 3${20 + (index % 80)} ${100 + ((index * 37) % 900)} ${1000 + ((index * 7919) % 9000)}`,
  professions: [
    "Architetto",
    "Avvocata",
    "Medico",
    "Imprenditore",
    "Designer",
    "Notaio",
    "Ingegnera",
    "Commercialista",
  ],
  sports: ["Vela", "Golf", "Tennis", "Sci", "Equitazione", "Padel", "Nuoto"],
  hobbies: [
    "Arte contemporanea",
    "Vini",
    "Fotografia",
    "Cucina",
    "Viaggi",
    "Orologi d'epoca",
    "Giardinaggio",
  ],
};

const ENGLISH: Culture = {
  firstNames: [
    "Amelia",
    "Benjamin",
    "Charlotte",
    "Daniel",
    "Eleanor",
    "Edward",
    "Florence",
    "George",
    "Harriet",
    "Henry",
    "Isla",
    "Jack",
    "Lucy",
    "Oscar",
    "Poppy",
    "Rupert",
    "Sophie",
    "Thomas",
    "Victoria",
    "William",
    "Olivia",
    "Harry",
    "Matilda",
    "Arthur",
  ],
  lastNames: [
    "Smith",
    "Jones",
    "Taylor",
    "Brown",
    "Williams",
    "Wilson",
    "Johnson",
    "Davies",
    "Robinson",
    "Wright",
    "Thompson",
    "Evans",
    "Walker",
    "White",
    "Roberts",
    "Green",
    "Hall",
    "Wood",
    "Jackson",
    "Clarke",
    "Harrison",
    "Spencer",
    "Fletcher",
    "Bennett",
  ],
  domain: "example.co.uk",
  mobile: (index) => `+44 7${700 + (index % 299)} ${100000 + ((index * 7919) % 900000)}`,
  professions: [
    "Architect",
    "Solicitor",
    "Surgeon",
    "Entrepreneur",
    "Designer",
    "Banker",
    "Engineer",
    "Consultant",
  ],
  sports: ["Sailing", "Golf", "Tennis", "Skiing", "Polo", "Rowing", "Cricket"],
  hobbies: [
    "Contemporary art",
    "Wine",
    "Photography",
    "Cooking",
    "Travel",
    "Vintage watches",
    "Gardening",
  ],
};

/** Customers who placed the demo orders and quotes (server/seed/intakeSamples.ts) have accounts too. */
const ORDERING_CUSTOMERS: readonly [string, string, string][] = [
  ["Vittoria", "Lombardi", "vittoria.lombardi@example.it"],
  ["Edoardo", "Sforza", "edoardo.sforza@example.it"],
  ["Carlotta", "Visconti", "carlotta.visconti@example.it"],
  ["Gianmarco", "Ruffo", "g.ruffo@example.it"],
  ["Ludovica", "Orsini", "ludovica.orsini@example.it"],
  ["Alessandro", "Farnese", "a.farnese@example.it"],
  ["Margherita", "Pallavicini", "m.pallavicini@example.it"],
  ["Federico", "Borromeo", "federico.borromeo@example.it"],
];

export const GENERATED_CUSTOMERS = 280;

const DAY_MS = 24 * 60 * 60 * 1000;
const pick = <T>(list: readonly T[], index: number) => list[index % list.length] as T;
const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();

/** The details every customer gets, varied by index (a few leave some blank, as real people do). */
export const customerDetails = (index: number, culture: Culture = ITALIAN) => {
  const created = new Date(
    Date.UTC(2025, 0, 1) + ((index * 9973) % 640) * DAY_MS + (index % 11) * 3600_000,
  );
  return {
    mobile: index % 9 === 3 ? null : culture.mobile(index),
    profession: index % 7 === 5 ? null : pick(culture.professions, index * 3),
    favouriteSport: index % 6 === 4 ? null : pick(culture.sports, index * 5),
    hobby: index % 8 === 6 ? null : pick(culture.hobbies, index * 11),
    referralCode: `LUX${(46656 + index * 173).toString(36).toUpperCase()}`,
    // Codes last a year from registration: the oldest have expired.
    referralCodeExpiresAt: new Date(created.getTime() + 365 * DAY_MS),
    userCode: `C${String(100001 + index)}`,
    createdAt: created,
  };
};

/** The generated customers and the ordering ones, with `index` offsetting the codes. */
export const generatedCustomers = (passwordHash: string, offset: number): NewUser[] => {
  const rows: NewUser[] = ORDERING_CUSTOMERS.map(([firstName, lastName, email], index) => ({
    email,
    firstName,
    lastName,
    userType: 3,
    passwordHash,
    emailVerified: true,
    ...customerDetails(offset + index),
  }));
  for (let index = 0; index < GENERATED_CUSTOMERS; index++) {
    const culture = index % 2 === 0 ? ITALIAN : ENGLISH;
    const n = Math.floor(index / 2);
    const firstName = pick(culture.firstNames, n);
    const lastName = pick(culture.lastNames, n * 7 + Math.floor(n / culture.lastNames.length));
    const code = offset + ORDERING_CUSTOMERS.length + index;
    rows.push({
      email: `${plain(firstName)}.${plain(lastName)}.${code}@${culture.domain}`,
      firstName,
      lastName,
      userType: 3,
      passwordHash,
      // About one in twelve never confirmed their address.
      emailVerified: index % 12 !== 7,
      ...customerDetails(code, culture),
    });
  }
  return rows;
};

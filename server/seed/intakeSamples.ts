/**
 * Realistic customers and what they ask for, in Italian and English: the demo seed and
 * `npm run simulate` draw from the same pools, so the demo and the live feed look alike.
 */

export type Random = () => number;

/** A small deterministic generator (mulberry32): the demo data is the same on every first start. */
export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("nothing to pick from");
  return item;
};

export const between = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

const CUSTOMERS = [
  ["Vittoria Lombardi", "vittoria.lombardi@example.it", "+39 335 612 4471"],
  ["Edoardo Sforza", "edoardo.sforza@example.it", "+39 347 908 1123"],
  ["Carlotta Visconti", "carlotta.visconti@example.it", "+39 338 221 7780"],
  ["Gianmarco Ruffo", "g.ruffo@example.it", "+39 349 550 3012"],
  ["Ludovica Orsini", "ludovica.orsini@example.it", null],
  ["Alessandro Farnese", "a.farnese@example.it", "+39 333 104 8890"],
  ["Margherita Pallavicini", "m.pallavicini@example.it", "+39 340 771 2265"],
  ["Federico Borromeo", "federico.borromeo@example.it", null],
  ["Amélie Dubois", "amelie.dubois@example.fr", "+33 6 12 44 78 90"],
  ["Henri Lefèvre", "henri.lefevre@example.fr", "+33 6 98 21 33 10"],
  ["Victoria Ashworth", "victoria.ashworth@example.co.uk", "+44 7700 900123"],
  ["James Pemberton", "james.pemberton@example.co.uk", "+44 7700 900456"],
  ["Sophia von Stein", "sophia.vonstein@example.de", "+49 151 2345 6789"],
  ["Konstantin Adler", "k.adler@example.de", null],
  ["Isabel Navarro", "isabel.navarro@example.es", "+34 612 345 678"],
  ["Khalid Al-Nahyan", "khalid.alnahyan@example.ae", "+971 50 123 4567"],
  ["Layla Haddad", "layla.haddad@example.ae", "+971 55 765 4321"],
  ["Akira Sato", "akira.sato@example.jp", "+81 90 1234 5678"],
  ["Grace Whitmore", "grace.whitmore@example.com", "+1 212 555 0147"],
  ["Nathaniel Brooks", "nathaniel.brooks@example.com", "+1 305 555 0199"],
] as const;

export const customerSample = (random: Random) => {
  const [customerName, customerEmail, customerPhone] = pick(random, CUSTOMERS);
  return { customerName, customerEmail, customerPhone };
};

/** What is rented, with trips that suit it: [model, passengers max, cabins max, routes]. */
type Rental = readonly [string, number, number, readonly (readonly [string, string])[]];
const RENTALS: readonly Rental[] = [
  [
    "Benetti Oasis 40M",
    12,
    5,
    [
      ["Porto Cervo", "Bonifacio"],
      ["Portofino", "Saint-Tropez"],
    ],
  ],
  [
    "Azimut Grande 32 Metri",
    10,
    5,
    [
      ["Capri", "Amalfi"],
      ["Napoli", "Isole Eolie"],
    ],
  ],
  [
    "Sanlorenzo SX112",
    10,
    4,
    [
      ["Monaco", "Cannes"],
      ["Porto Cervo", "La Maddalena"],
    ],
  ],
  [
    "Riva 88' Folgore",
    8,
    3,
    [
      ["Lago di Como", "Bellagio"],
      ["Venezia", "Rovigno"],
    ],
  ],
  [
    "Gulfstream G650ER",
    16,
    0,
    [
      ["Milano Linate", "London Luton"],
      ["Roma Ciampino", "Dubai Al Maktoum"],
    ],
  ],
  [
    "Bombardier Global 7500",
    17,
    0,
    [
      ["Milano Linate", "New York Teterboro"],
      ["Nizza", "Mykonos"],
    ],
  ],
  [
    "Dassault Falcon 8X",
    14,
    0,
    [
      ["Olbia", "Ginevra"],
      ["Venezia", "Parigi Le Bourget"],
    ],
  ],
  ["Villa Balbiano, Lago di Como", 30, 0, [["Ossuccio", "Ossuccio"]]],
  ["Villa Cimbrone, Ravello", 24, 0, [["Ravello", "Ravello"]]],
  ["Tenuta in Val d'Orcia", 20, 0, [["Pienza", "Pienza"]]],
  [
    "Ferrari Roma con autista",
    2,
    0,
    [
      ["Maranello", "Modena"],
      ["Milano", "Lago di Garda"],
    ],
  ],
  [
    "Rolls-Royce Phantom con autista",
    4,
    0,
    [
      ["Roma Fiumicino", "Roma centro"],
      ["Firenze", "Chianti"],
    ],
  ],
];

const RENT_NOTES = [
  "Chef on board and a vegetarian menu, please.",
  "Vorremmo un marinaio che parli inglese e tedesco.",
  "Champagne Krug on arrival; one guest is allergic to nuts.",
  "Transfer dall'aeroporto incluso, se possibile.",
  "We travel with a small dog.",
  "Serve un seggiolino per un bambino di 3 anni.",
  null,
  null,
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A departure some weeks ahead, at a round hour (UTC). */
const futureAt = (random: Random, now: Date, minDays: number, maxDays: number) => {
  const day = new Date(now.getTime() + between(random, minDays, maxDays) * DAY_MS);
  day.setUTCHours(between(random, 7, 18), 0, 0, 0);
  return day;
};

export const rentRequestSample = (random: Random, now: Date) => {
  const [modelName, maxPassengers, maxCabins, routes] = pick(random, RENTALS);
  const [startLocation, destination] = pick(random, routes);
  const passengers = between(random, 2, maxPassengers);
  const departure = futureAt(random, now, 10, 120);
  const returnAt = new Date(departure.getTime() + between(random, 1, 14) * DAY_MS);
  return {
    ...customerSample(random),
    modelName,
    passengers,
    cabins: maxCabins ? between(random, 1, maxCabins) : 0,
    guests: passengers,
    startLocation,
    destination,
    departureAt: departure.toISOString(),
    returnAt: returnAt.toISOString(),
    otherRequests: pick(random, RENT_NOTES),
  };
};

const EVENTS = [
  "Gran Galà dell'Opera alla Scala",
  "Venice Masquerade Ball at Palazzo Pisani Moretta",
  "Matrimonio sul Lago di Como a Villa del Balbianello",
  "Destination wedding in Positano",
  "Monaco Grand Prix Paddock Club",
  "Cena di gala agli Uffizi",
  "Milan Fashion Week front row",
  "Vendemmia privata a Montalcino",
  "Charity gala at the Amalfi Coast",
  "Capodanno a Cortina d'Ampezzo",
] as const;

const EVENT_MESSAGES = [
  "A table close to the stage, please.",
  "Siamo in quattro, due vegetariani.",
  "Could you arrange a private transfer from Milan?",
  "Vorremmo anche il servizio fotografico.",
  "Black tie: can you recommend a tailor in town?",
  null,
] as const;

export const eventRequestSample = (random: Random, now: Date) => ({
  ...customerSample(random),
  eventName: pick(random, EVENTS),
  guests: between(random, 2, 12),
  eventDate: futureAt(random, now, 14, 200).toISOString().slice(0, 10),
  message: pick(random, EVENT_MESSAGES),
});

const QUOTE_MESSAGES = [
  "Could you engrave my initials on the clasp?",
  "Vorrei la stessa borsa in pelle di struzzo color cognac.",
  "Is a bespoke size possible? I need it for an event in six weeks.",
  "Potete personalizzare il colore delle cuciture?",
  "Gift wrapping and a handwritten card, please.",
  "Quanto costa la spedizione express a Dubai?",
  null,
] as const;

export const orderRequestSample = (random: Random, productId: string) => ({
  ...customerSample(random),
  productId,
  quantity: between(random, 1, 3),
  message: pick(random, QUOTE_MESSAGES),
});

const ADDRESSES = [
  "Via Montenapoleone 8, 20121 Milano, Italia",
  "Via dei Condotti 21, 00187 Roma, Italia",
  "Piazzetta di Capri 3, 80073 Capri (NA), Italia",
  "Promenade des Anglais 37, 06000 Nice, France",
  "12 Eaton Square, London SW1W 9DA, United Kingdom",
  "Maximilianstraße 17, 80539 München, Deutschland",
  "Jumeirah Bay Island, Villa 14, Dubai, UAE",
  "Avenue Princesse Grace 22, 98000 Monaco",
] as const;

export const orderSample = (random: Random, productId: string, now: Date) => ({
  ...customerSample(random),
  productId,
  quantity: between(random, 1, 2),
  shippingAddress: pick(random, ADDRESSES),
  deliveryDate: futureAt(random, now, 3, 21).toISOString().slice(0, 10),
});

import type { z } from "zod";
import type { eventRequestIntake } from "../../domain/requests.schema.ts";

/**
 * Realistic customers and what they ask for, in Italian and English: the demo seed and
 * `npm run simulate` draw from the same pools, so the demo and the live feed look alike.
 */

import { DEMO_RENT_MODELS } from "./rentModelsData.ts";

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

/** Customers are mailed in their language: Italian addresses in Italian, everyone else in English. */
export const customerSample = (random: Random) => {
  const [customerName, customerEmail, customerPhone] = pick(random, CUSTOMERS);
  const customerLanguage: "it" | "en" = customerEmail.endsWith(".it") ? "it" : "en";
  return { customerName, customerEmail, customerPhone, customerLanguage };
};

/** A model customers ask for, as GET /intake/rent-models answers it. */
export interface AskedModel {
  _id: string;
  nameEn: string;
  passengers: number | null;
  cabins: number | null;
  guests: number | null;
  location: string;
}

/** The trips customers ask a demo model for; a model the demo does not know stays at home. */
const routesOf = (model: AskedModel) =>
  DEMO_RENT_MODELS.find((demo) => demo.en === model.nameEn)?.routes ?? [
    [model.location, model.location] as const,
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

/** A customer's rent request for a model of the catalogue (by id), sized to what it holds. */
export const rentRequestSample = (random: Random, now: Date, model: AskedModel) => {
  const [startLocation, destination] = pick(random, routesOf(model));
  const people = between(random, 2, Math.max(2, model.passengers ?? model.guests ?? 2));
  const departure = futureAt(random, now, 10, 120);
  const returnAt = new Date(departure.getTime() + between(random, 1, 14) * DAY_MS);
  return {
    ...customerSample(random),
    rentModelId: model._id,
    passengers: people,
    cabins: model.cabins ? between(random, 1, model.cabins) : 0,
    guests: people,
    startLocation,
    destination,
    departureAt: departure.toISOString(),
    returnAt: returnAt.toISOString(),
    otherRequests: pick(random, RENT_NOTES),
  };
};

/** Events named as free text by customer apps from before events were records: no event matches. */
const LEGACY_EVENTS = [
  "Destination wedding in Positano",
  "Charity gala at the Amalfi Coast",
  "Settimana della moda a Parigi",
  "Regata storica in barca d'epoca",
] as const;

const EVENT_MESSAGES = [
  "A table close to the stage, please.",
  "Siamo in quattro, due vegetariani.",
  "Could you arrange a private transfer from Milan?",
  "Vorremmo anche il servizio fotografico.",
  "Black tie: can you recommend a tailor in town?",
  null,
] as const;

type EventRequestBody = z.input<typeof eventRequestIntake>;

/** An event a customer app offers (GET /intake/events): what a request names by id. */
export interface EventOnOffer {
  _id: string;
}

/**
 * What a customer app sends about an event: one of the offered events by id, or, with none
 * offered, an event named as text and a day, as apps from before events were records do.
 */
export const eventRequestSample = (
  random: Random,
  now: Date,
  offered: readonly EventOnOffer[],
): EventRequestBody => {
  const asked = {
    ...customerSample(random),
    guests: between(random, 2, 12),
    message: pick(random, EVENT_MESSAGES),
  };
  return offered.length
    ? { ...asked, eventId: pick(random, offered)._id }
    : {
        ...asked,
        eventName: pick(random, LEGACY_EVENTS),
        eventDate: futureAt(random, now, 14, 200).toISOString().slice(0, 10),
      };
};

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

import type { RentModelKind } from "../../domain/rentModels.ts";

/** A demo rent model and the trips customers ask it for (start, destination). */
export interface DemoRentModel {
  en: string;
  it: string;
  kind: RentModelKind;
  descriptionEn: string;
  descriptionIt: string;
  passengers?: number;
  cabins?: number;
  guests?: number;
  location: string;
  euros: number;
  active?: boolean;
  routes: readonly (readonly [string, string])[];
}

export const DEMO_RENT_MODELS: readonly DemoRentModel[] = [
  {
    en: "Benetti Oasis 40M",
    it: "Benetti Oasis 40M",
    kind: "yacht",
    descriptionEn:
      "A 40-metre superyacht with a beach club at the stern, a crew of nine and a chef.",
    descriptionIt:
      "Superyacht di 40 metri con beach club a poppa, nove membri d'equipaggio e uno chef.",
    passengers: 12,
    cabins: 5,
    location: "Porto Cervo",
    euros: 38_000,
    routes: [
      ["Porto Cervo", "Bonifacio"],
      ["Portofino", "Saint-Tropez"],
    ],
  },
  {
    en: "Azimut Grande 32 Metre",
    it: "Azimut Grande 32 Metri",
    kind: "yacht",
    descriptionEn:
      "Carbon-fibre flybridge yacht, quiet and fast, with a jacuzzi on the upper deck.",
    descriptionIt:
      "Yacht flybridge in fibra di carbonio, silenzioso e veloce, con jacuzzi sul ponte superiore.",
    passengers: 10,
    cabins: 5,
    location: "Capri",
    euros: 24_500,
    routes: [
      ["Capri", "Amalfi"],
      ["Napoli", "Isole Eolie"],
    ],
  },
  {
    en: "Sanlorenzo SX112",
    it: "Sanlorenzo SX112",
    kind: "yacht",
    descriptionEn:
      "Crossover yacht with a large open terrace by the sea and an owner's suite on the main deck.",
    descriptionIt:
      "Yacht crossover con grande terrazza sul mare e suite armatoriale sul ponte principale.",
    passengers: 10,
    cabins: 4,
    location: "Monaco",
    euros: 29_000,
    routes: [
      ["Monaco", "Cannes"],
      ["Porto Cervo", "La Maddalena"],
    ],
  },
  {
    en: "Riva 88' Folgore",
    it: "Riva 88' Folgore",
    kind: "yacht",
    descriptionEn:
      "The Riva style on 27 metres: mahogany, steel and a sun deck for long lake and sea days.",
    descriptionIt:
      "Lo stile Riva su 27 metri: mogano, acciaio e un prendisole per lunghe giornate al lago e al mare.",
    passengers: 8,
    cabins: 3,
    location: "Lago di Como",
    euros: 16_000,
    routes: [
      ["Lago di Como", "Bellagio"],
      ["Venezia", "Rovigno"],
    ],
  },
  {
    en: "Gulfstream G650ER",
    it: "Gulfstream G650ER",
    kind: "jet",
    descriptionEn:
      "Ultra long range business jet: Milan to New York non-stop, four living areas and a bedroom.",
    descriptionIt:
      "Business jet a lunghissimo raggio: da Milano a New York senza scalo, quattro zone living e una camera.",
    passengers: 16,
    location: "Milano Linate",
    euros: 21_000,
    routes: [
      ["Milano Linate", "London Luton"],
      ["Roma Ciampino", "Dubai Al Maktoum"],
    ],
  },
  {
    en: "Bombardier Global 7500",
    it: "Bombardier Global 7500",
    kind: "jet",
    descriptionEn:
      "The largest cabin in business aviation, with a full kitchen and a master suite with shower.",
    descriptionIt:
      "La cabina più grande dell'aviazione d'affari, con cucina completa e suite padronale con doccia.",
    passengers: 17,
    location: "Milano Linate",
    euros: 23_500,
    routes: [
      ["Milano Linate", "New York Teterboro"],
      ["Nizza", "Mykonos"],
    ],
  },
  {
    en: "Dassault Falcon 8X",
    it: "Dassault Falcon 8X",
    kind: "jet",
    descriptionEn: "Three-engine jet that lands on short runways: Olbia, Saint-Tropez, Courchevel.",
    descriptionIt: "Trimotore che atterra su piste corte: Olbia, Saint-Tropez, Courchevel.",
    passengers: 14,
    location: "Olbia",
    euros: 17_500,
    routes: [
      ["Olbia", "Ginevra"],
      ["Venezia", "Parigi Le Bourget"],
    ],
  },
  {
    en: "Villa Balbiano, Lake Como",
    it: "Villa Balbiano, Lago di Como",
    kind: "villa",
    descriptionEn:
      "Seventeenth-century villa on the lake shore with frescoed halls, a park and a private dock.",
    descriptionIt:
      "Villa del Seicento sulla riva del lago con saloni affrescati, parco e darsena privata.",
    guests: 30,
    location: "Ossuccio",
    euros: 12_000,
    routes: [["Ossuccio", "Ossuccio"]],
  },
  {
    en: "Villa Cimbrone, Ravello",
    it: "Villa Cimbrone, Ravello",
    kind: "villa",
    descriptionEn:
      "Cliff-top gardens above the Amalfi Coast and the Terrace of Infinity, for weddings and retreats.",
    descriptionIt:
      "Giardini a strapiombo sulla Costiera Amalfitana e la Terrazza dell'Infinito, per matrimoni e ritiri.",
    guests: 24,
    location: "Ravello",
    euros: 9_500,
    routes: [["Ravello", "Ravello"]],
  },
  {
    en: "Estate in Val d'Orcia",
    it: "Tenuta in Val d'Orcia",
    kind: "villa",
    descriptionEn:
      "Stone farmhouse among cypresses with a vineyard, an infinity pool and a private chef.",
    descriptionIt: "Casale in pietra tra i cipressi con vigneto, piscina a sfioro e chef privato.",
    guests: 20,
    location: "Pienza",
    euros: 6_800,
    routes: [["Pienza", "Pienza"]],
  },
  {
    en: "Ferrari Roma with driver",
    it: "Ferrari Roma con autista",
    kind: "car",
    descriptionEn: "The grand tourer of the dolce vita, with a driver who knows the hill roads.",
    descriptionIt:
      "La gran turismo della dolce vita, con un autista che conosce le strade di collina.",
    passengers: 2,
    location: "Maranello",
    euros: 1_900,
    routes: [
      ["Maranello", "Modena"],
      ["Milano", "Lago di Garda"],
    ],
  },
  {
    en: "Rolls-Royce Phantom with driver",
    it: "Rolls-Royce Phantom con autista",
    kind: "car",
    descriptionEn: "Airport transfers and city days in silence, champagne in the rear cabin.",
    descriptionIt:
      "Transfer dall'aeroporto e giornate in città nel silenzio, champagne nella cabina posteriore.",
    passengers: 4,
    location: "Roma",
    euros: 2_400,
    routes: [
      ["Roma Fiumicino", "Roma centro"],
      ["Firenze", "Chianti"],
    ],
  },
  {
    en: "Pershing 9X",
    it: "Pershing 9X",
    kind: "yacht",
    descriptionEn: "Open yacht at 42 knots, out of service this season for a refit.",
    descriptionIt: "Open da 42 nodi, fuori servizio in questa stagione per un refitting.",
    passengers: 12,
    cabins: 4,
    location: "Ancona",
    euros: 19_000,
    active: false,
    routes: [["Ancona", "Spalato"]],
  },
];

/** Names customer apps once sent that the catalogue does not have: requests that keep their text. */
export const LEGACY_MODEL_NAMES = ["Lamborghini Urus con autista", "Chalet a Cortina"] as const;

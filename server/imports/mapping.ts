import type { ImportField, ImportMapping } from "../../domain/imports.schema.ts";
import { IMPORT_FIELDS } from "../../domain/imports.schema.ts";
import { LANGUAGES, type Language } from "../../domain/languages.ts";

type TranslateIn = (language: Language, key: string) => string;

/**
 * The products export's own headers (server/products/list.ts `columns`) and the field each fills
 * back; null for what an import cannot set (held, available, seller, created), so an exported
 * file maps column for column with nothing to choose (docs/imports.md#column-mapping).
 */
const EXPORT_HEADERS: Record<string, ImportField | null> = {
  "catalogue:columns.number": "number",
  "catalogue:columns.nameEn": "nameEn",
  "catalogue:columns.nameIt": "nameIt",
  "catalogue:columns.category": "category",
  "catalogue:columns.subcategory": "subcategory",
  "catalogue:columns.price": "price",
  "catalogue:columns.quantity": "quantity",
  "catalogue:columns.held": null,
  "catalogue:columns.available": null,
  "catalogue:columns.materials": "materials",
  "catalogue:columns.colour": "colour",
  "catalogue:columns.size": "size",
  "catalogue:columns.seller": null,
  "catalogue:columns.createdAt": null,
  "catalogue:columns.images": "images",
};

/** Words people head these columns with besides the app's own labels, in both languages. */
const SYNONYMS: Record<ImportField, string[]> = {
  number: ["id", "product number", "numero prodotto", "codice"],
  nameEn: ["name", "english name", "title"],
  nameIt: ["nome", "nome italiano", "titolo"],
  descriptionEn: ["description", "english description"],
  descriptionIt: ["descrizione", "descrizione italiana"],
  category: ["categoria"],
  subcategory: ["sub category", "sottocategoria"],
  price: ["price eur", "prezzo eur", "importo"],
  quantity: ["stock", "qty", "pieces", "quantita", "pezzi", "giacenza"],
  lowStockThreshold: ["low stock", "soglia", "scorta minima"],
  materials: ["material", "materiale"],
  colour: ["color", "colore"],
  size: ["taglia", "misura"],
  images: ["image", "image urls", "immagine", "foto"],
  properties: ["property", "attributes", "proprieta", "attributi"],
};

/** Case, accents, spaces and punctuation do not tell headers apart: "Quantità" is "quantita". */
export const headerKey = (header: string) =>
  header
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");

/** Every header the import knows, in both languages, to the field it fills (or null: left out). */
export const knownHeaders = (translate: TranslateIn) => {
  const known = new Map<string, ImportField | null>();
  const add = (header: string, field: ImportField | null) => {
    const key = headerKey(header);
    if (key && !known.has(key)) known.set(key, field);
  };
  for (const language of LANGUAGES) {
    for (const [header, field] of Object.entries(EXPORT_HEADERS)) {
      add(translate(language, header), field);
    }
    for (const field of IMPORT_FIELDS) add(translate(language, `imports:fields.${field}`), field);
  }
  for (const field of IMPORT_FIELDS) {
    add(field, field);
    for (const word of SYNONYMS[field]) add(word, field);
  }
  return known;
};

/** The mapping proposed for a file's headers: each known header its field, each field used once. */
export const proposeMapping = (headers: string[], translate: TranslateIn): ImportMapping => {
  const known = knownHeaders(translate);
  const taken = new Set<ImportField>();
  return headers.map((header) => {
    const field = known.get(headerKey(header)) ?? null;
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
};

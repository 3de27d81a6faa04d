/** RFC 4180 text: "\n" after each record, quotes only around a field holding a quote, comma or line break. */

const NEEDS_QUOTES = /[",\n\r]/;

export const csvField = (text: string) =>
  NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;

/** One record and its line end. */
export const csvRecord = (fields: readonly string[]) => {
  let line = "";
  for (let index = 0; index < fields.length; index++) {
    if (index > 0) line += ",";
    line += csvField(fields[index] ?? "");
  }
  return `${line}\n`;
};

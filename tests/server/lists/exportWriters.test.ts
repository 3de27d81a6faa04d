import dayjs from "dayjs";
import "dayjs/locale/it.js";
import { parse } from "csv-parse/sync";
import utc from "dayjs/plugin/utc.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RequestContext } from "../../../server/lists/context.ts";
import { csvField, csvRecord } from "../../../server/lists/csv.ts";
import {
  cellText,
  cellWordsOf,
  DATE_FORMAT,
  DATETIME_FORMAT,
} from "../../../server/lists/format.ts";
import { xmlText } from "../../../server/lists/xlsx/parts.ts";

dayjs.extend(utc);

const contextIn = (language: "en" | "it") =>
  cellWordsOf({ language, t: (key: string) => key } as unknown as RequestContext);

// Years an export meets, from the first records to far ahead; milliseconds included.
const instants = fc.date({
  min: new Date("1990-01-01T00:00:00Z"),
  max: new Date("2100-12-31T23:59:59Z"),
  noInvalidDate: true,
});

describe("export cell text", () => {
  it("writes dates and times exactly as dayjs did, in both languages, from dates and ISO text", () => {
    fc.assert(
      fc.property(
        instants,
        fc.constantFrom("en" as const, "it" as const),
        fc.boolean(),
        (at, language, asText) => {
          const value = asText ? at.toISOString() : at;
          const day = dayjs.utc(at).locale(language);
          expect(cellText(value, "date", contextIn(language))).toBe(day.format(DATE_FORMAT));
          expect(cellText(value, "datetime", contextIn(language))).toBe(
            day.format(DATETIME_FORMAT),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("reads a day without a time, an offset and a bad value as dayjs.utc does", () => {
    for (const value of ["2026-03-09", "2026-06-30T23:59:59+02:00", "2026-06-30T23:59:59", "bad"]) {
      for (const language of ["en", "it"] as const) {
        const day = dayjs.utc(value).locale(language);
        expect(cellText(value, "date", contextIn(language))).toBe(day.format(DATE_FORMAT));
        expect(cellText(value, "datetime", contextIn(language))).toBe(day.format(DATETIME_FORMAT));
      }
    }
  });
});

describe("export CSV and XML text", () => {
  it("quotes only the fields that need it, and a parser reads every field back", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvRecord(["a,b", 'say "hi"', "two\nlines", "cr\r", ""])).toBe(
      '"a,b","say ""hi""","two\nlines","cr\r",\n',
    );
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "binary" }), { minLength: 2, maxLength: 6 }),
        (fields) => {
          expect(parse(csvRecord(fields), { relax_column_count: true })).toEqual([fields]);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("escapes markup and drops the characters XML forbids", () => {
    expect(xmlText('Gucci & Co <b>"x"</b>')).toBe(
      "Gucci &amp; Co &lt;b&gt;&quot;x&quot;&lt;/b&gt;",
    );
    expect(xmlText("bell\u0007 tab\t")).toBe("bell tab\t");
    expect(xmlText("Borsa già pronta")).toBe("Borsa già pronta");
  });
});

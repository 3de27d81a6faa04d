import { randomBytes } from "node:crypto";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import yauzl, { type Entry } from "yauzl";
import type { RequestContext } from "../../../server/lists/context.ts";
import type { ExportColumn } from "../../../server/lists/format.ts";
import { fixedParts, SHEET_END, SHEET_PATH, sheetStart } from "../../../server/lists/xlsx/parts.ts";
import { xlsxPieces } from "../../../server/lists/xlsx/sheet.ts";
import { type ZipEntry, zipPieces } from "../../../server/lists/xlsx/zipPieces.ts";

const AT = new Date("2026-11-23T10:20:30Z");
/** The extra field that carries an entry's ZIP64 sizes and offset. */
const ZIP64_EXTENDED_INFORMATION = 0x0001;
/** The signatures of the ZIP64 end of central directory record and of its locator. */
const ZIP64_END = 0x06064b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const END_RECORD_BYTES = 22;

const bytesOf = async (pieces: AsyncIterable<Buffer>) => {
  const all: Buffer[] = [];
  for await (const piece of pieces) all.push(piece);
  return Buffer.concat(all);
};

/**
 * Every entry of an archive and its content, read by yauzl, which checks each entry's sizes and
 * CRC-32 against its data and its central directory record.
 */
const readZip = async (bytes: Buffer) => {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const entries = new Map<string, { entry: Entry; text: string }>();
  await new Promise<void>((resolve, reject) => {
    zip.on("error", reject);
    zip.on("end", resolve);
    zip.on("entry", (entry: Entry) => {
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        try {
          for await (const chunk of stream) chunks.push(chunk);
        } catch (failed) {
          return reject(failed);
        }
        entries.set(entry.fileName, { entry, text: Buffer.concat(chunks).toString("utf8") });
        zip.readEntry();
      });
    });
    zip.readEntry();
  });
  return entries;
};

/** Text that does not compress: the archive's size follows the text's. */
const noise = (bytes: number) => randomBytes(bytes / 2).toString("hex");

async function* piecesOf(texts: readonly string[]) {
  yield* texts;
}

const rowsXml = (rows: number) =>
  Array.from(
    { length: rows },
    (_, index) =>
      `<row r="${index + 1}"><c r="A${index + 1}" t="inlineStr"><is><t>Row ${index + 1} è</t></is></c></row>`,
  );

/** A workbook's parts, its sheet streamed in `rows` pieces. */
const workbook = (rows: number): ZipEntry[] => [
  ...Object.entries(fixedParts("Sheet", ["0.00"])).map(([path, content]) => ({ path, content })),
  {
    path: SHEET_PATH,
    content: piecesOf([sheetStart([18]), ...rowsXml(rows), SHEET_END]),
  },
];

const sheetRows = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push(row.getCell(1).value);
  });
  return rows;
};

describe("zip pieces", () => {
  it("writes entries known in full and streamed, each read back as written", async () => {
    const streamed = Array.from({ length: 300 }, (_, index) => `${index}: ${noise(200)}\n`);
    const bytes = await bytesOf(
      zipPieces(
        [
          { path: "fixed.txt", content: "Known in full, accents è à ü" },
          { path: "folder/streamed.txt", content: piecesOf(streamed) },
          { path: "empty.txt", content: piecesOf([]) },
        ],
        { at: AT },
      ),
    );
    const entries = await readZip(bytes);
    expect([...entries.keys()]).toEqual(["fixed.txt", "folder/streamed.txt", "empty.txt"]);
    expect(entries.get("fixed.txt")?.text).toBe("Known in full, accents è à ü");
    expect(entries.get("folder/streamed.txt")?.text).toBe(streamed.join(""));
    expect(entries.get("empty.txt")?.text).toBe("");
    expect(entries.get("fixed.txt")?.entry.getLastModDate({ timezone: "UTC" })).toEqual(AT);
    // Not ZIP64 where the sizes do not need it: every reader opens the plain form.
    expect(
      [...entries.values()].flatMap(({ entry }) =>
        entry.extraFields.filter((field) => field.id === ZIP64_EXTENDED_INFORMATION),
      ),
    ).toEqual([]);
    expect(bytes.readUInt32LE(bytes.length - END_RECORD_BYTES - 20)).not.toBe(ZIP64_END_LOCATOR);
  });

  it("writes the ZIP64 form, which readers and ExcelJS open, when told to", async () => {
    const bytes = await bytesOf(zipPieces(workbook(2000), { at: AT, forceZip64: true }));
    const entries = await readZip(bytes);
    for (const { entry } of entries.values()) {
      expect(entry.extraFields.map((field) => field.id)).toContain(ZIP64_EXTENDED_INFORMATION);
    }
    const locatorAt = bytes.length - END_RECORD_BYTES - 20;
    expect(bytes.readUInt32LE(locatorAt)).toBe(ZIP64_END_LOCATOR);
    expect(bytes.readUInt32LE(locatorAt - 56)).toBe(ZIP64_END);
    const rows = await sheetRows(bytes);
    expect(rows).toHaveLength(2000);
    expect(rows.at(-1)).toBe("Row 2000 è");
  });

  it("opens in ExcelJS in its plain form too", async () => {
    const rows = await sheetRows(await bytesOf(zipPieces(workbook(50), { at: AT })));
    expect(rows).toEqual(Array.from({ length: 50 }, (_, index) => `Row ${index + 1} è`));
  });

  it("reads its content only as fast as its own pieces are taken", async () => {
    let taken = 0;
    async function* counted() {
      for (let index = 0; index < 20_000; index++) {
        taken++;
        yield noise(1024);
      }
    }
    const pieces = zipPieces([{ path: "big.txt", content: counted() }], { at: AT });
    await pieces.next();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The streams between hold some tens of kilobytes, never the 20 MB the content would be.
    expect(taken).toBeLessThan(500);
    await pieces.return(undefined);
  });

  it("ends its content when ended early", async () => {
    let started = false;
    let ended: () => void = () => undefined;
    const contentEnded = new Promise<void>((resolve) => {
      ended = resolve;
    });
    async function* endless() {
      try {
        started = true;
        for (;;) yield noise(1024);
      } finally {
        ended();
      }
    }
    const pieces = zipPieces([{ path: "endless.txt", content: endless() }], { at: AT });
    while (!started) await pieces.next();
    await pieces.return(undefined);
    await contentEnded;
  });

  it("fails with its content's failure", async () => {
    async function* failing() {
      yield noise(64 * 1024);
      throw new Error("the database went away");
    }
    await expect(
      bytesOf(zipPieces([{ path: "failing.txt", content: failing() }], { at: AT })),
    ).rejects.toThrow("the database went away");
  });
});

describe("XLSX sheet", () => {
  const t = (key: string) => (key === "lists:sheet" ? "Sheet" : key);
  const context = { language: "en", t, now: AT } as unknown as RequestContext;
  const column: ExportColumn<string> = { header: "name", value: (item) => item };

  it('keeps spaces with xml:space="preserve" on the cells that have them at an end or a line break, and on no other', async () => {
    const texts = ["plain", "two words", " leading", "trailing ", "two\nlines", "<&>"];
    async function* batches() {
      yield texts;
    }
    const bytes = await bytesOf(xlsxPieces([column], batches(), context));
    const sheet = (await readZip(bytes)).get(SHEET_PATH)?.text ?? "";
    const cells = [...sheet.matchAll(/<t( xml:space="preserve")?>([^<]*)<\/t>/g)].map(
      ([, preserve, text]) => [text, preserve !== undefined],
    );
    expect(cells).toEqual([
      ["name", false],
      ["plain", false],
      ["two words", false],
      [" leading", true],
      ["trailing ", true],
      ["two\nlines", true],
      ["&lt;&amp;&gt;", false],
    ]);
    expect(await sheetRows(bytes)).toEqual(["name", ...texts]);
  });
});

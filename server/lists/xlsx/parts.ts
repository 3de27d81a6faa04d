/** The fixed parts of a one-sheet workbook (SpreadsheetML), around the streamed sheet. */

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PACKAGE_RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships";
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// Characters XML 1.0 does not allow at all: dropped, as Excel would refuse the file.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML forbids
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML forbids
const SPECIAL = /[<>&"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const ENTITIES: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" };

/** Text as XML character data or attribute value; most cells need no change and get none. */
export const xmlText = (text: string) =>
  SPECIAL.test(text)
    ? text.replace(FORBIDDEN, "").replace(/[<>&"]/g, (character) => ENTITIES[character] ?? "")
    : text;

export const SHEET_PATH = "xl/worksheets/sheet1.xml";

/** Style indexes of `styles.xml`'s cellXfs: the plain cell, the bold header, then one per number format. */
export const HEADER_STYLE = 1;
const FIRST_FORMAT_STYLE = 2;

export const styleOfFormat = (index: number) => FIRST_FORMAT_STYLE + index;

const styles = (numberFormats: readonly string[]) =>
  `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="${numberFormats.length}">${numberFormats
    .map((code, index) => `<numFmt numFmtId="${164 + index}" formatCode="${xmlText(code)}"/>`)
    .join(
      "",
    )}</numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${FIRST_FORMAT_STYLE + numberFormats.length}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>${numberFormats
    .map(
      (_, index) =>
        `<xf numFmtId="${164 + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join(
      "",
    )}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/** Every part but the sheet, by path, for a workbook whose one sheet is `sheetName`. */
export const fixedParts = (sheetName: string, numberFormats: readonly string[]) => ({
  "[Content_Types].xml": `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/${SHEET_PATH}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  "_rels/.rels": `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  "xl/workbook.xml": `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  "xl/_rels/workbook.xml.rels": `${XML}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
  "xl/styles.xml": styles(numberFormats),
});

/** The sheet's opening: column widths, then the rows follow. */
export const sheetStart = (widths: readonly number[]) =>
  `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><cols>${widths
    .map(
      (width, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
    )
    .join("")}</cols><sheetData>`;

export const SHEET_END = "</sheetData></worksheet>";

/** A, B, … Z, AA, AB…: the letters of a column's cell references. */
export const columnLetters = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : columnLetters(Math.floor(index / 26) - 1) + String.fromCharCode(65 + (index % 26));

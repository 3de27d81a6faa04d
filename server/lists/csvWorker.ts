// The worker thread that writes an export's CSV rows (csvWorkers.ts starts it): the main thread
// reads the next batch from the database meanwhile.
import { move } from "piscina";
import { csvText } from "./csv.ts";
import type { CellFormat, CellValue, CellWords } from "./format.ts";

export interface CsvTask {
  cells: CellValue[];
  formats: CellFormat[];
  words: CellWords;
}

const encoder = new TextEncoder();

export default ({ cells, formats, words }: CsvTask) => {
  // Encoded here and moved, not copied, to the main thread: UTF-8 encoding is part of the work.
  const { buffer } = encoder.encode(csvText(cells, formats, words));
  return move(buffer as ArrayBuffer);
};

// The worker thread that writes an export's CSV rows (csvWorkers.ts starts it): the main thread
// reads the next batch from the database meanwhile.
import { csvText } from "./csv.ts";
import type { CellFormat, CellValue, CellWords } from "./format.ts";
import { answerTasks } from "./workerPool.ts";

export interface CsvTask {
  cells: CellValue[];
  formats: CellFormat[];
  words: CellWords;
}

const encoder = new TextEncoder();

answerTasks<CsvTask, ArrayBuffer>(({ cells, formats, words }) => {
  // Encoded here and moved, not copied, to the main thread: UTF-8 encoding is part of the work.
  const { buffer } = encoder.encode(csvText(cells, formats, words));
  return { answer: buffer as ArrayBuffer, transfer: [buffer as ArrayBuffer] };
});

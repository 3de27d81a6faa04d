import { PassThrough } from "node:stream";

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface LogLines {
  /** The stream a test server writes its JSON log lines to. */
  stream: NodeJS.WritableStream;
  /** Every line written so far. */
  lines(): LogLine[];
  /** Resolves with the first line (already written or to come) that matches; rejects after `timeoutMs`. */
  waitFor(matches: (line: LogLine) => boolean, timeoutMs: number): Promise<LogLine>;
}

/** A test server's log, read back line by line as it is written. */
export const logLines = (): LogLines => {
  const stream = new PassThrough();
  const lines: LogLine[] = [];
  const waiting = new Set<(line: LogLine) => void>();
  let partial = "";
  stream.on("data", (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const complete = text.split("\n");
    partial = complete.pop() ?? "";
    for (const raw of complete) {
      if (!raw.trim()) continue;
      const line = JSON.parse(raw) as LogLine;
      lines.push(line);
      for (const notify of waiting) notify(line);
    }
  });
  return {
    stream,
    lines: () => [...lines],
    waitFor: (matches, timeoutMs) => {
      const found = lines.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const notify = (line: LogLine) => {
          if (!matches(line)) return;
          clearTimeout(timer);
          waiting.delete(notify);
          resolve(line);
        };
        const timer = setTimeout(() => {
          waiting.delete(notify);
          reject(new Error(`no log line matched within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.add(notify);
      });
    },
  };
};

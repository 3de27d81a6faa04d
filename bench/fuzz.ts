// `npm run bench fuzz`: 20,000 hostile requests generated from the OpenAPI document (the fuzz
// test's generator, tests/server/openapi/requests.ts) against a started server on PGlite, as every
// identity. Prints the count by status and the number of 5xx (target 0), and the 400s that name
// no field; either one fails the run (CI runs it with every default benchmark). FUZZ_REQUESTS and
// FUZZ_SEED override the count and the seed.
import fc from "fast-check";
import { startTestServer } from "../tests/server/harness.ts";
import { demoIds, issueTokens } from "../tests/server/openapi/fixtures.ts";
import {
  type Answer,
  answerOf,
  fetchDocument,
  type GeneratedRequest,
  NOT_FUZZED,
  namesItsFields,
  operationsOf,
  requestArbitrary,
  send,
} from "../tests/server/openapi/requests.ts";

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const CONCURRENCY = 4;

const describeRequest = (request: GeneratedRequest) =>
  `${request.method} ${request.url.slice(0, 160)} (${request.url.length} characters) as ${request.identity} body ${JSON.stringify(
    request.body?.slice(0, 160),
  )}`;

/** fetch says "fetch failed"; its cause says what the connection did (reset, closed…). */
const causeOf = (cause: unknown) =>
  cause instanceof Error ? `: ${(cause as NodeJS.ErrnoException).code ?? cause.message}` : "";

export const report = async () => {
  const server = await startTestServer();
  try {
    const operations = operationsOf(await fetchDocument(server.url)).filter(
      ({ key }) => !NOT_FUZZED[key],
    );
    const tokens = await issueTokens(server.app);
    const ids = await demoIds(server.app);
    const requests = fc.sample(requestArbitrary(operations, ids), {
      numRuns: REQUESTS,
      seed: SEED,
    });
    const byStatus = new Map<number, number>();
    const failures: string[] = [];
    const unnamed: string[] = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      for (let index = next++; index < requests.length; index = next++) {
        const request = requests[index] as GeneratedRequest;
        const answer = await send(server.url, request, tokens).then(
          answerOf,
          (error: Error): Answer => ({
            status: 0,
            code: `${error.message}${causeOf(error.cause)}`,
            errors: undefined,
          }),
        );
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500 || answer.status === 0) {
          const why = answer.status === 0 ? ` (${answer.code})` : "";
          failures.push(`${answer.status}${why} ${request.operation}: ${describeRequest(request)}`);
        } else if (!namesItsFields(answer)) {
          unnamed.push(`${answer.code} ${request.operation}: ${describeRequest(request)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    const statuses = [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count.toLocaleString("en")}`)
      .join(", ");
    console.info(
      `fuzz: ${requests.length.toLocaleString("en")} requests over ${operations.length} operations (seed ${SEED}) in ${seconds.toFixed(1)} s`,
    );
    console.info(`fuzz: by status ${statuses}`);
    console.info(`fuzz: 5xx or no answer ${failures.length} (target 0)`);
    console.info(`fuzz: 400 naming no field ${unnamed.length} (target 0)`);
    for (const line of [...new Set(failures)].slice(0, 20)) console.info(`  ${line}`);
    for (const line of [...new Set(unnamed)].slice(0, 20)) console.info(`  ${line}`);
    if (failures.length > 0 || unnamed.length > 0) process.exitCode = 1;
  } finally {
    await server.close();
  }
};

// The server of the live-latency benchmark: server/main.ts's start, with an intake budget that
// 1,200 intakes from one address in a few minutes do not spend (the only difference).
import { loadConfig } from "../server/config.ts";
import { serveUntilStopped, startServer } from "../server/main.ts";

serveUntilStopped(
  await startServer(loadConfig(process.env), {
    overrides: { rateLimits: { intake: { perAddress: { max: 1_000_000, windowSeconds: 60 } } } },
  }),
);

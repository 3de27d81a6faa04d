// The server of the live-latency benchmark: server/main.ts's start, with an intake budget that
// 1,200 intakes from one address in a few minutes do not spend (the only difference).
import { loadConfig } from "../server/config.ts";
import { announceReady, startServer } from "../server/main.ts";

const server = await startServer(loadConfig(process.env), {
  overrides: { rateLimits: { intake: { perAddress: { max: 1_000_000, windowSeconds: 60 } } } },
});
announceReady();
const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);

import { startTestServer, type TestServer } from "../harness.ts";
import { ROOMY_INTAKE } from "./fixtures.ts";

export interface LiveContext {
  /** The server every live suite runs against (started before the first suite). */
  readonly server: TestServer;
  /** When it was ready: its demo data is what existed then, whatever the suites added after. */
  readonly startedAt: Date;
}

/**
 * One server for all the live suites: starting one (and seeding its demo data) costs more than
 * most of these tests. Each suite makes its own sellers, so its scoping checks stay its own.
 */
export const liveContext = (): LiveContext & { start(): Promise<void>; stop(): Promise<void> } => {
  let server: TestServer | undefined;
  let startedAt: Date | undefined;
  return {
    get server() {
      if (!server) throw new Error("the live test server is not started");
      return server;
    },
    get startedAt() {
      if (!startedAt) throw new Error("the live test server is not started");
      return startedAt;
    },
    start: async () => {
      server = await startTestServer(ROOMY_INTAKE);
      startedAt = new Date();
    },
    stop: async () => {
      await server?.close();
    },
  };
};

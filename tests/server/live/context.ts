import { startTestServer, type TestServer } from "../harness.ts";
import { ROOMY_INTAKE } from "./fixtures.ts";

export interface LiveContext {
  /** The server every live suite runs against (started before the first suite). */
  readonly server: TestServer;
}

/**
 * One server for all the live suites: starting one (and seeding its demo data) costs more than
 * most of these tests. Each suite makes its own sellers, so its scoping checks stay its own.
 */
export const liveContext = (): LiveContext & { start(): Promise<void>; stop(): Promise<void> } => {
  let server: TestServer | undefined;
  return {
    get server() {
      if (!server) throw new Error("the live test server is not started");
      return server;
    },
    start: async () => {
      server = await startTestServer(ROOMY_INTAKE);
    },
    stop: async () => {
      await server?.close();
    },
  };
};

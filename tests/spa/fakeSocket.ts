import { vi } from "vitest";

/**
 * A stand-in for socket.io-client's socket: the test plays the server (`serverSends`) and reads
 * what the client sent. Made inside a test's `vi.hoisted`, so its `vi.mock` can hand it out.
 */
export const fakeSocket = (connected: boolean) => {
  const handlers = new Map<string, ((payload?: unknown) => void)[]>();
  const sent: unknown[][] = [];
  return {
    handlers,
    sent,
    connected,
    on(event: string, handler: (payload?: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return this;
    },
    emit(...message: unknown[]) {
      sent.push(message);
      return this;
    },
    serverSends(event: string, payload?: unknown) {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    },
    connect: vi.fn(),
    disconnect: vi.fn(),
    removeAllListeners() {
      handlers.clear();
      return this;
    },
  };
};

import { type AddressInfo, createServer, type Server, Socket } from "node:net";

export interface TcpProxy {
  /** The port clients connect to on 127.0.0.1. */
  port: number;
  /** Drops every open connection and refuses new ones, as a dependency that went away. */
  cut(): Promise<void>;
  /** Accepts connections again and relays them to the target. */
  restore(): Promise<void>;
  /** Relays new connections but leaves each byte waiting `ms` first (a slow dependency). */
  delay(ms: number): void;
  close(): Promise<void>;
}

/**
 * A TCP relay from a port of its own to `target`, which a test cuts and restores to play an
 * outage of PostgreSQL, Redis or SMTP without touching the machine's own services.
 */
export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  const open = new Set<Socket>();
  let delayMs = 0;
  const relay = (client: Socket) => {
    const upstream = new Socket();
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    const forward = (from: Socket, to: Socket) =>
      from.on("data", (chunk) => {
        if (delayMs === 0) to.write(chunk);
        else setTimeout(() => to.writable && to.write(chunk), delayMs);
      });
    forward(client, upstream);
    forward(upstream, client);
    upstream.connect(target.port, target.host);
  };

  let server: Server = createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const port = await listen(0);

  return {
    port,
    cut: async () => {
      const closed = stopListening();
      for (const socket of open) socket.destroy();
      open.clear();
      await closed;
    },
    restore: async () => {
      if (server.listening) return;
      server = createServer(relay);
      await listen(port);
    },
    delay: (ms) => {
      delayMs = ms;
    },
    close: async () => {
      const closed = stopListening();
      for (const socket of open) socket.destroy();
      await closed;
    },
  };
};

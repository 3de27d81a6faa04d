import fp from "fastify-plugin";
import { type DefaultEventsMap, Server } from "socket.io";
import type { UserType } from "../../domain/userTypes.ts";
import type { AuthenticatedUser } from "./authentication.ts";
import { connectRedisAdapter } from "./liveRedisAdapter.ts";

export const LIVE_PATH = "/socket.io";

export const userRoom = (userId: string) => `user:${userId}`;
export const typeRoom = (type: UserType) => `type:${type}`;

export interface Live {
  /** Sends an event to every socket in the given rooms (see userRoom and typeRoom). */
  emit(rooms: string | readonly string[], event: string, payload: unknown): void;
  /** Number of connected sockets, for health and tests. */
  connectedCount(): number;
}

declare module "fastify" {
  interface FastifyInstance {
    live: Live;
  }
}

interface SocketData {
  user: AuthenticatedUser;
}

/**
 * socket.io on the same HTTP server and origin as the API (decision D1). A socket must present
 * the same bearer token as the API in `auth.token`; it then joins its user's room and its user
 * type's room, so features can push counters to exactly the right people.
 */
export const livePlugin = fp(
  async (app) => {
    const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(
      app.server,
      { path: LIVE_PATH, serveClient: false },
    );
    const redis = app.config.redisUrl
      ? await connectRedisAdapter(app.config.redisUrl, (error) =>
          app.log.warn({ err: error }, "redis connection error"),
        )
      : undefined;
    if (redis) io.adapter(redis.adapter);

    io.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== "string" || token === "") {
        next(new Error("tokenMissing"));
        return;
      }
      app.verifyToken(token).then(
        (user) => {
          socket.data.user = user;
          next();
        },
        () => next(new Error("tokenInvalid")),
      );
    });

    io.on("connection", (socket) => {
      const { user } = socket.data;
      void socket.join([userRoom(user.id), typeRoom(user.type)]);
    });

    app.decorate("live", {
      emit: (rooms: string | readonly string[], event: string, payload: unknown) => {
        io.to(typeof rooms === "string" ? rooms : [...rooms]).emit(
          event as never,
          payload as never,
        );
      },
      connectedCount: () => io.of("/").sockets.size,
    });

    // Open sockets would keep the HTTP server from closing: drop them before Fastify closes it.
    app.addHook("preClose", (done) => {
      io.local.disconnectSockets(true);
      done();
    });
    app.addHook("onClose", async () => {
      await io.close();
      await redis?.close();
    });
  },
  { name: "live", dependencies: ["authentication"] },
);

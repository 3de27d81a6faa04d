import fp from "fastify-plugin";
import { type DefaultEventsMap, Server } from "socket.io";
import { RESOURCE_USERS, type ResourceName } from "../../domain/access.ts";
import {
  RECORD_CHANGED_EVENT,
  type RecordChange,
  resourceChannel,
  SUBSCRIBE_MESSAGE,
  UNSUBSCRIBE_MESSAGE,
} from "../../domain/live.ts";
import { isQueueResource } from "../../domain/queue.ts";
import { USER_TYPE, type UserType } from "../../domain/userTypes.ts";
import { databaseUnavailability } from "../db/errors.ts";
import { followPresence, type PresenceData, sweepPresence } from "../presence/presence.ts";
import type { AuthenticatedUser } from "./authentication.ts";
import { DATABASE_RETRY_SECONDS } from "./errors.ts";
import { redisAdapter } from "./liveRedisAdapter.ts";

export const LIVE_PATH = "/socket.io";

export const userRoom = (userId: string) => `user:${userId}`;
export const typeRoom = (type: UserType) => `type:${type}`;
/** A session's sockets, closed on every instance when it signs out. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * A connection lost without a goodbye (a laptop closed, a network gone) is noticed after at most
 * the two together, so presence drops it within seconds (docs/api.md#live-socket); socket.io's
 * defaults (25 s + 20 s) would leave a ghost on the record for most of a minute. A ping is a
 * few bytes.
 */
const PING_INTERVAL_MS = 4_000;
const PING_TIMEOUT_MS = 5_000;
/**
 * How often an instance reads again the presence its sockets watch, when there are others (an
 * instance gone without a word is then off their records within about this, plus Redis' notice).
 */
const PRESENCE_SWEEP_MS = 2_000;

/**
 * A channel's room for one audience: staff see every record's changes, a seller only its own.
 * Rooms of both at once would be a union in socket.io, never the intersection a seller needs.
 */
const channelRoom = (channel: string, audience: string) => `${channel}|${audience}`;
const STAFF_AUDIENCE = "staff";
const sellerAudience = (sellerId: string) => `seller:${sellerId}`;

const audienceOf = (user: AuthenticatedUser) =>
  user.type === USER_TYPE.seller ? sellerAudience(user.id) : STAFF_AUDIENCE;

const isResourceName = (name: string): name is ResourceName => Object.hasOwn(RESOURCE_USERS, name);

/** `resources/<name>` of a resource the user may use, else undefined. */
const channelFor = (channel: unknown, user: AuthenticatedUser) => {
  if (typeof channel !== "string" || !channel.startsWith(resourceChannel(""))) return undefined;
  const name = channel.slice(resourceChannel("").length);
  return isResourceName(name) && RESOURCE_USERS[name].includes(user.type) ? channel : undefined;
};

/**
 * Why a socket's sign-in failed: a token refused, or (the session could not be read) the database
 * unavailable, which says nothing of the token: the client tries again later, still signed in.
 */
const refusalOf = (unavailable: Error | undefined) => {
  if (!unavailable) return new Error("tokenInvalid");
  return Object.assign(new Error("databaseUnavailable"), {
    data: { retryAfterSeconds: DATABASE_RETRY_SECONDS },
  });
};

export interface RecordChanged {
  /** The resource's Refine name: products, shops, orderRequests. */
  resource: string;
  type: RecordChange["type"];
  id: string;
  /** The seller who owns the record, who sees its change too; null or absent: staff only. */
  sellerId?: string | null;
}

export interface Live {
  /** Sends an event to every socket in the given rooms (see userRoom and typeRoom). */
  emit(rooms: string | readonly string[], event: string, payload: unknown): void;
  /** Tells the sockets following the resource's channel, in its audience, that a record changed. */
  recordChanged(change: RecordChanged): void;
  /** Closes the session's sockets on every instance: a signed-out tab leaves its records. */
  signedOut(sessionId: string): void;
  /**
   * Tells one person's sockets, and nobody else's, that their notifications changed: their bell
   * and inbox read them again (channel `resources/notifications`).
   */
  notificationsChanged(userId: string): void;
  /** Number of connected sockets, for health and tests. */
  connectedCount(): number;
  /**
   * Hands `payload` to the other instances' `onOtherInstances(event)` handlers (over Redis);
   * resolves once each has run it, or after `withinMs`. Without Redis there is no other instance.
   */
  toOtherInstances(event: string, payload: unknown, withinMs: number): Promise<void>;
  onOtherInstances(event: string, handler: (payload: unknown) => void): void;
}

declare module "fastify" {
  interface FastifyInstance {
    live: Live;
  }
}

type SocketData = PresenceData;

/**
 * socket.io on the same HTTP server and origin as the API (docs/product.md#one-system-two-parts). A socket must present
 * the same bearer token as the API in `auth.token`; it then joins its user's room and its user
 * type's room, so features can push counters to exactly the right people.
 */
export const livePlugin = fp(
  async (app) => {
    const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(
      app.server,
      {
        path: LIVE_PATH,
        serveClient: false,
        pingInterval: PING_INTERVAL_MS,
        pingTimeout: PING_TIMEOUT_MS,
      },
    );
    if (app.redis) {
      io.adapter(await redisAdapter(app.redis, app.config.redisPrefix));
      const stopSweeping = sweepPresence(io, {
        everyMs: PRESENCE_SWEEP_MS,
        mayRead: () => app.dependencies.isUp("redis"),
        log: (error) => app.log.warn({ err: error }, "presence not read again"),
      });
      app.addHook("onClose", async () => stopSweeping());
    }

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
        (error: unknown) => {
          const unavailable = databaseUnavailability(error);
          if (unavailable) app.dependencies.down("database", unavailable);
          next(refusalOf(unavailable));
        },
      );
    });

    io.on("connection", (socket) => {
      const { user } = socket.data;
      void socket.join([userRoom(user.id), typeRoom(user.type), sessionRoom(user.sessionId)]);
      followPresence(io, socket, app.db, (error) =>
        app.log.warn({ err: error }, "presence not updated"),
      );
      // Refine's live provider follows a resource's channel while a list or record shows it.
      // The optional acknowledgement says whether the channel was joined.
      socket.on(SUBSCRIBE_MESSAGE, async (channel: unknown, acknowledge?: unknown) => {
        const allowed = channelFor(channel, user);
        if (allowed) await socket.join(channelRoom(allowed, audienceOf(user)));
        if (typeof acknowledge === "function") acknowledge(allowed !== undefined);
      });
      socket.on(UNSUBSCRIBE_MESSAGE, async (channel: unknown, acknowledge?: unknown) => {
        if (typeof channel === "string") await socket.leave(channelRoom(channel, audienceOf(user)));
        if (typeof acknowledge === "function") acknowledge(true);
      });
    });

    const emit = (rooms: string | readonly string[], event: string, payload: unknown) => {
      io.to(typeof rooms === "string" ? rooms : [...rooms]).emit(event as never, payload as never);
    };

    app.decorate("live", {
      emit,
      recordChanged: ({ resource, type, id, sellerId }: RecordChanged) => {
        const audiences = [STAFF_AUDIENCE, ...(sellerId ? [sellerAudience(sellerId)] : [])];
        // A change to a record that may wait in the work queue refreshes every open queue too.
        const channels = [resource, ...(isQueueResource(resource) ? ["queue"] : [])].map(
          resourceChannel,
        );
        for (const channel of channels) {
          const event: RecordChange = {
            channel,
            type,
            payload: { ids: [id] },
            date: new Date().toISOString(),
          };
          emit(
            audiences.map((audience) => channelRoom(channel, audience)),
            RECORD_CHANGED_EVENT,
            event,
          );
        }
      },
      signedOut: (sessionId) => {
        io.in(sessionRoom(sessionId)).disconnectSockets(true);
      },
      notificationsChanged: (userId: string) => {
        const event: RecordChange = {
          channel: resourceChannel("notifications"),
          type: "created",
          payload: { ids: [] },
          date: new Date().toISOString(),
        };
        emit(userRoom(userId), RECORD_CHANGED_EVENT, event);
      },
      connectedCount: () => io.of("/").sockets.size,
      // While Redis is away the others cannot hear: the write does not wait for them.
      toOtherInstances: (event, payload, withinMs) =>
        app.redis && app.dependencies.isUp("redis")
          ? new Promise<void>((resolve) => {
              // Redis unreachable, the adapter never answers: the timer does.
              const timer = setTimeout(resolve, withinMs);
              io.serverSideEmit(event, payload, () => {
                clearTimeout(timer);
                resolve();
              });
            })
          : Promise.resolve(),
      onOtherInstances: (event, handler) => {
        io.on(event as never, (payload: unknown, acknowledge?: unknown) => {
          handler(payload);
          if (typeof acknowledge === "function") acknowledge();
        });
      },
    });

    // Open sockets would keep the HTTP server from closing: drop them before Fastify closes it.
    app.addHook("preClose", (done) => {
      io.local.disconnectSockets(true);
      done();
    });
    app.addHook("onClose", async () => {
      await io.close();
    });
  },
  { name: "live", dependencies: ["authentication", "redis"] },
);

import { and, eq } from "drizzle-orm";
import type { Server, Socket } from "socket.io";
import { z } from "zod";
import { RESOURCE_USERS } from "../../domain/access.ts";
import {
  PRESENCE_EVENT,
  PRESENCE_JOIN_MESSAGE,
  PRESENCE_LEAVE_MESSAGE,
  PRESENCE_UNWATCH_MESSAGE,
  PRESENCE_WATCH_LIMIT,
  PRESENCE_WATCH_MESSAGE,
  type PresenceRecord,
  type PresentUser,
  presenceKey,
  type RecordPresence,
} from "../../domain/presence.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { coupons } from "../coupons/schema.ts";
import type { Database } from "../db/client.ts";
import { orderRequests } from "../orderRequests/schema.ts";
import { orders } from "../orders/schema.ts";
import type { AuthenticatedUser } from "../plugins/authentication.ts";
import { products } from "../products/schema.ts";
import { users } from "../users/schema.ts";

/** What a socket carries for presence; socket.io's adapter hands it to the other instances. */
export interface PresenceData {
  user: AuthenticatedUser;
  /** The person's name as presence shows it, read at the first join. */
  name?: string;
  /** Records open in this tab (presenceKey), each with whether the tab has typed into its form. */
  presence?: Record<string, boolean>;
}

// biome-ignore lint/suspicious/noExplicitAny: socket.io's event maps are left open here
type PresenceServer = Server<any, any, any, PresenceData>;
// biome-ignore lint/suspicious/noExplicitAny: as above
type PresenceSocket = Socket<any, any, any, PresenceData>;

/** The sockets on a record, on every instance: their data says who and whether editing. */
const membersRoom = (key: string) => `presence:${key}`;
/** The staff sockets told of a record's presence: its own page and the rows showing it. */
const watchersRoom = (key: string) => `presence-watch:${key}`;

const recordSchema = z.object({
  resource: z.string().max(40),
  id: z.uuid(),
});
const joinSchema = recordSchema.extend({ editing: z.boolean().default(false) });
const watchSchema = z.object({ records: z.array(recordSchema).max(PRESENCE_WATCH_LIMIT) });

/**
 * The records a seller may open, with the column that says whose each is: the same rule as the
 * API's reads (docs/access.md#user-types); a seller's other resources have no record pages.
 */
const SELLER_RECORDS = {
  products: products,
  coupons: coupons,
  orderRequests: orderRequests,
  orders: orders,
} as const;

const isStaff = (user: AuthenticatedUser) => user.type !== USER_TYPE.seller;

const mayUse = (user: AuthenticatedUser, resource: string) =>
  Object.hasOwn(RESOURCE_USERS, resource) &&
  RESOURCE_USERS[resource as keyof typeof RESOURCE_USERS].includes(user.type);

const mayOpen = async (db: Database, user: AuthenticatedUser, record: PresenceRecord) => {
  if (!mayUse(user, record.resource)) return false;
  if (isStaff(user)) return true;
  // An unlinked seller may call nothing but its profile: the API answers it 403 on records.
  if (!user.paymentLinked || !Object.hasOwn(SELLER_RECORDS, record.resource)) return false;
  const table = SELLER_RECORDS[record.resource as keyof typeof SELLER_RECORDS];
  const [owned] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, record.id), eq(table.sellerId, user.id)))
    .limit(1);
  return owned !== undefined;
};

const nameOf = async (db: Database, userId: string) => {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : "";
};

/** Each person once, editing when any of their tabs is; sorted by name for a steady display. */
const presentUsers = (key: string, sockets: readonly { data: Partial<PresenceData> }[]) => {
  const byUser = new Map<string, PresentUser>();
  for (const { data } of sockets) {
    const editing = data.presence?.[key];
    if (!data.user || editing === undefined) continue;
    const known = byUser.get(data.user.id);
    byUser.set(data.user.id, {
      id: data.user.id,
      name: data.name ?? "",
      editing: editing || (known?.editing ?? false),
    });
  }
  return [...byUser.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
};

const splitKey = (key: string): PresenceRecord => {
  const slash = key.indexOf("/");
  return { resource: key.slice(0, slash), id: key.slice(slash + 1) };
};

/** The presence of the given records, read from every instance's sockets in one fetch. */
const presenceOf = async (io: PresenceServer, keys: readonly string[]) => {
  if (keys.length === 0) return [];
  const sockets = await io.in(keys.map(membersRoom)).fetchSockets();
  return keys.map(
    (key): RecordPresence => ({ ...splitKey(key), users: presentUsers(key, sockets) }),
  );
};

/**
 * Tells a record's watchers who is on it now. Only staff watch: a seller's record is open to
 * staff and that seller alone, so whoever else is on it is staff, never for a seller to see.
 */
const announce = async (io: PresenceServer, key: string) => {
  const [presence] = await presenceOf(io, [key]);
  if (presence) io.to(watchersRoom(key)).emit(PRESENCE_EVENT, presence);
};

const acknowledge = (ack: unknown, value: unknown) => {
  if (typeof ack === "function") ack(value);
};

/**
 * A handler whose failure (the database or Redis away) answers `refused` and is let go: presence
 * comes back with the next message, and an unhandled rejection would stop the process.
 */
const safely =
  (
    handle: (body: unknown, ack: unknown) => Promise<void>,
    refused: unknown,
    log: (error: unknown) => void,
  ) =>
  (body: unknown, ack?: unknown) => {
    handle(body, ack).catch((error: unknown) => {
      log(error);
      acknowledge(ack, refused);
    });
  };

/**
 * Presence over one signed-in socket (docs/api.md#live-socket): the socket's own records live in
 * its data, so any instance reads them through the adapter, and leave with the socket when it
 * disconnects, is dropped (the ping times out) or its session signs out.
 */
export const followPresence = (
  io: PresenceServer,
  socket: PresenceSocket,
  db: Database,
  log: (error: unknown) => void,
) => {
  const { user } = socket.data;
  // Rows on screen whose presence this tab follows; not in the data: no other instance needs it.
  const watched = new Set<string>();
  const own = (): Record<string, boolean> => {
    socket.data.presence ??= {};
    return socket.data.presence;
  };

  socket.on(
    PRESENCE_JOIN_MESSAGE,
    safely(
      async (body, ack) => {
        const parsed = joinSchema.safeParse(body);
        if (!parsed.success || !(await mayOpen(db, user, parsed.data))) {
          acknowledge(ack, false);
          return;
        }
        const key = presenceKey(parsed.data);
        socket.data.name ??= await nameOf(db, user.id);
        const unchanged = own()[key] === parsed.data.editing;
        own()[key] = parsed.data.editing;
        await socket.join(isStaff(user) ? [membersRoom(key), watchersRoom(key)] : membersRoom(key));
        acknowledge(ack, true);
        if (!unchanged) await announce(io, key);
      },
      false,
      log,
    ),
  );

  socket.on(
    PRESENCE_LEAVE_MESSAGE,
    safely(
      async (body) => {
        const parsed = recordSchema.safeParse(body);
        if (!parsed.success) return;
        const key = presenceKey(parsed.data);
        if (!(key in own())) return;
        delete own()[key];
        await socket.leave(membersRoom(key));
        if (!watched.has(key)) await socket.leave(watchersRoom(key));
        await announce(io, key);
      },
      undefined,
      log,
    ),
  );

  socket.on(
    PRESENCE_WATCH_MESSAGE,
    safely(
      async (body, ack) => {
        const parsed = watchSchema.safeParse(body);
        if (!parsed.success || !isStaff(user)) {
          acknowledge(ack, []);
          return;
        }
        const keys = parsed.data.records
          .filter(({ resource }) => mayUse(user, resource))
          .map(presenceKey);
        for (const key of keys) watched.add(key);
        await socket.join(keys.map(watchersRoom));
        const found = await presenceOf(io, keys);
        acknowledge(
          ack,
          found.filter(({ users }) => users.length > 0),
        );
      },
      [],
      log,
    ),
  );

  socket.on(
    PRESENCE_UNWATCH_MESSAGE,
    safely(
      async (body) => {
        const parsed = watchSchema.safeParse(body);
        if (!parsed.success) return;
        for (const key of parsed.data.records.map(presenceKey)) {
          watched.delete(key);
          // The record's own page still wants its news while the tab is on it.
          if (!(key in own())) await socket.leave(watchersRoom(key));
        }
      },
      undefined,
      log,
    ),
  );

  // By "disconnect" the socket has left its rooms: the others hear it gone.
  socket.on("disconnect", () => {
    for (const key of Object.keys(own())) announce(io, key).catch(log);
  });
};

const WATCHERS_PREFIX = watchersRoom("");

/**
 * With several instances, presence is told by the instance a change happens on; one that goes
 * away without a word (killed, its machine lost) tells nobody that its sockets left, and an
 * announce lost while Redis was away is never made again: the others would keep those people on
 * their records for good. Every `everyMs` each instance reads again, from every instance, the
 * presence of the records its own sockets watch, and tells its watchers of any that changed since
 * it last read it (docs/api.md#live-socket). One read per instance, whatever its sockets.
 */
export const sweepPresence = (
  io: PresenceServer,
  {
    everyMs,
    mayRead,
    log,
  }: { everyMs: number; mayRead: () => boolean; log: (error: unknown) => void },
) => {
  const known = new Map<string, string>();
  const sweep = async () => {
    const keys = [...io.of("/").adapter.rooms.keys()]
      .filter((room) => room.startsWith(WATCHERS_PREFIX))
      .map((room) => room.slice(WATCHERS_PREFIX.length));
    const watched = new Set(keys);
    for (const key of known.keys()) if (!watched.has(key)) known.delete(key);
    for (const presence of await presenceOf(io, keys)) {
      const key = presenceKey(presence);
      const users = JSON.stringify(presence.users);
      const before = known.get(key);
      known.set(key, users);
      // A record first read with nobody on it is what its watchers were told: no event per row.
      if (before === users || (before === undefined && presence.users.length === 0)) continue;
      io.local.to(watchersRoom(key)).emit(PRESENCE_EVENT, presence);
    }
  };
  let sweeping = false;
  const timer = setInterval(() => {
    // While Redis is away nothing can be read from the others; a sweep still running is let be.
    if (sweeping || !mayRead()) return;
    sweeping = true;
    sweep()
      .catch(log)
      .finally(() => {
        sweeping = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

/**
 * Who else is on a record (docs/api.md#live-socket): the socket messages a client sends and the
 * event the server pushes. A record is named by its Refine resource and its id.
 */
export type PresenceRecord = { resource: string; id: string };

/** One person on a record; two tabs of one person count once, `editing` if either is. */
export type PresentUser = { id: string; name: string; editing: boolean };

/** Everyone on one record now, staff and the record's seller, sorted by name. */
export type RecordPresence = PresenceRecord & { users: PresentUser[] };

/** `{ resource, id, editing }`, acknowledged with whether the record was joined. */
export const PRESENCE_JOIN_MESSAGE = "presence:join";
/** `{ resource, id }`: the record is no longer open in this tab. */
export const PRESENCE_LEAVE_MESSAGE = "presence:leave";
/** `{ records }`: follow the presence of these records (rows on screen); acknowledged with theirs. */
export const PRESENCE_WATCH_MESSAGE = "presence:watch";
/** `{ records }`: stop following these records' presence. */
export const PRESENCE_UNWATCH_MESSAGE = "presence:unwatch";
/** A `RecordPresence`, to the staff following that record, after every change to it. */
export const PRESENCE_EVENT = "presence";

/** The SPA's live channel presence arrives on, as Refine live events of type PRESENCE_EVENT. */
export const PRESENCE_CHANNEL = "presence";

/** The most records one watch names: a list's page or the queue's rows on screen. */
export const PRESENCE_WATCH_LIMIT = 200;

export const presenceKey = ({ resource, id }: PresenceRecord) => `${resource}/${id}`;

import { eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { auditTrail } from "../audit/service.ts";
import { historyLine } from "../history/service.ts";
import type { RequestContext } from "../lists/context.ts";
import type { List } from "../lists/define.ts";
import { claimVersion, staleVersion, type VersionedTable } from "../lists/versions.ts";
import type { CustomerMail } from "../mail/customerMail.ts";
import { type CalledTo, checkMentions, mentionableOn, notify } from "../notifications/service.ts";
import { queueMail } from "../outbox/queue.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { type InUnit, unitOfWork } from "./unitOfWork.ts";

/** What a record with a worked status carries (order requests, orders, rent and event requests). */
export interface WorkedItem {
  _id: string;
  status: string;
  version: number;
  /** What people call the record by (#1042). */
  number?: number;
  /** The owning seller of a shop record; the rent line's records have none. */
  sellerId?: string | null;
}

export const illegalMove = () => new HttpProblem(409, "errors:illegalMove");

const reasonRequired = () =>
  new HttpProblem(400, "errors:validationFailed", undefined, { note: "reasonRequired" });

export interface StatusMove<Status extends string> {
  version: number;
  status: Status;
  note: string | null;
}

export interface RecordWorkDefinition<
  Item extends WorkedItem,
  Move extends StatusMove<Item["status"]> = StatusMove<Item["status"]>,
> {
  /** The resource's Refine name: its live channel, its history entries, its counter. */
  resource: "orderRequests" | "orders" | "rentRequests" | "eventRequests" | "deletionRequests";
  /** The audit's name, singular: orderRequest, order. */
  auditName: string;
  table: VersionedTable & { status: PgColumn; assigneeId?: PgColumn };
  /** Reads before and after in the caller's scope: another seller's id is a 404. */
  list: List<Item>;
  canMove(from: Item["status"], to: Item["status"]): boolean;
  /** The moves whose note is a required reason (mailed to the customer). */
  reasonRequired: ReadonlySet<string>;
  /**
   * The status that takes the record in charge: the move's own UPDATE makes the mover its
   * assignee too (the table then has `assigneeId`).
   */
  takenInCharge?: Item["status"];
  /**
   * The resource's own checks and writes of a legal move, in its transaction once the record is
   * claimed and moved (its row locked by then): refusing a double booking, deleting an account.
   * `move` is the body as sent: a resource's own fields (a hold's override) are read there.
   * `false`: it wrote nothing this move, so the answer is rebuilt from the claimed row.
   */
  onMove?(
    scope: InUnit<RequestContext>,
    before: Item,
    to: Item["status"],
    move: Move,
  ): Promise<unknown>;
  /** The customer's mail telling of a move, if this move is mailed (in the customer's language). */
  mailOfMove?(before: Item, after: Item, note: string | null): CustomerMail | undefined;
}

/** A status change's history line: a move, or the status a quote or an offer sets. */
interface StatusEntry {
  note: string | null;
  by: string | null;
  kind?: "status" | "quote" | "offer";
  quoteId?: string;
  offerId?: string;
}

/** The customer's mail a change reports, from the record as the change left it. */
export type MailOfChange<Item> = (before: Item, after: Item) => CustomerMail | undefined;

/**
 * The writes of a worked record (docs/statuses.md#moves), each one unit of work
 * (server/writes/unitOfWork.ts): read in the caller's scope (404), claim the version it was read
 * at (409 staleVersion), run the step's checks and writes, read the answer back, queue the
 * customer's mail, audit. Once committed, the record's lists, pages and badge refresh and the mail
 * is tried at once; the answer says whether it went (`mails`). A status move claims the version
 * and sets the status in one UPDATE: the server's round trips are what a move costs.
 */
export const recordWork = <
  Item extends WorkedItem,
  Move extends StatusMove<Item["status"]> = StatusMove<Item["status"]>,
>(
  definition: RecordWorkDefinition<Item, Move>,
) => {
  const { table, list, resource } = definition;
  const audit = auditTrail<Item>(definition.auditName);
  const auditNote = auditTrail<{ note: string }>(`${definition.auditName}Note`);

  /** The unit of a change: `write` claims the version and writes (a refusal rolls back all). */
  const inUnit = async (
    id: string,
    context: RequestContext,
    write: (scope: InUnit<RequestContext>, before: Item) => Promise<Item | undefined>,
    mailOf?: MailOfChange<Item>,
  ) => {
    const { result, mails } = await unitOfWork(context, async (scope) => {
      const before = await list.find(id, scope);
      const after = (await write(scope, before)) ?? (await list.find(id, scope));
      const mail = mailOf?.(before, after);
      if (mail) await queueMail(scope, mail);
      scope.append(audit.entry(scope.db, context, "update", id, before, after));
      scope.changed({ resource, type: "updated", id, sellerId: after.sellerId });
      return { before, after };
    });
    return { ...result, mails };
  };

  /** A change based on `version` (a quote, an offer): the claim first, then the step's writes. */
  const change = (
    id: string,
    context: RequestContext,
    version: number,
    step: (scope: InUnit<RequestContext>, before: Item) => Promise<void>,
    mailOf?: MailOfChange<Item>,
  ) =>
    inUnit(
      id,
      context,
      async (scope, before) => {
        await claimVersion(scope.db, table, id, version);
        await step(scope, before);
        return undefined;
      },
      mailOf,
    );

  /** The history line of a status change. */
  const statusLine = (
    scope: InUnit<RequestContext>,
    before: Item,
    to: string,
    entry: StatusEntry,
  ) =>
    scope.append(
      historyLine(scope.db, {
        resource,
        recordId: before._id,
        kind: entry.kind ?? "status",
        byUserId: entry.by,
        fromStatus: before.status,
        toStatus: to,
        note: entry.note,
        quoteId: entry.quoteId,
        offerId: entry.offerId,
      }),
    );

  /** Sets the status and writes its history line; the checks and the claim are the caller's. */
  const setStatus = async (
    scope: InUnit<RequestContext>,
    before: Item,
    to: string,
    entry: StatusEntry,
  ) => {
    await scope.db
      .update(table)
      .set({ status: to } as never)
      .where(eq(table.id, before._id));
    statusLine(scope, before, to, entry);
  };

  /**
   * A move of the resource's machine, with its reason where the definition requires one. The
   * version the record was read at in this transaction is checked first, so a stale version is
   * refused before the move's own checks, as a claim made first would; the claim itself is the
   * UPDATE that moves the record, and still refuses a write that won in between.
   */
  const move = (id: string, context: RequestContext, input: Move) =>
    inUnit(
      id,
      context,
      async (scope, before) => {
        if (before.version !== input.version) throw staleVersion();
        if (!definition.canMove(before.status, input.status)) throw illegalMove();
        if (definition.reasonRequired.has(input.status) && !input.note) throw reasonRequired();
        const taken = input.status === definition.takenInCharge;
        const moved = await claimVersion(scope.db, table, id, input.version, {
          status: input.status,
          ...(taken ? { assigneeId: context.user.id } : {}),
        });
        statusLine(scope, before, input.status, { note: input.note, by: context.user.id });
        if (
          definition.onMove &&
          (await definition.onMove(scope, before, input.status, input)) !== false
        ) {
          return undefined;
        }
        // Only the record's own row changed: the item is rebuilt from it, not read again.
        return list.withRow?.(before, moved);
      },
      (before, after) => definition.mailOfMove?.(before, after, input.note),
    );

  /**
   * A changeset's move undone (docs/api.md#reverting-a-changeset): back to the status it had, with
   * the assignee it had, based on the version the changeset left it at (409 staleVersion once it
   * moved since). No move of the machine leads back, so this one is not the machine's; it is a
   * new move all the same: its history line, its audit entry and the mail the machine's move to
   * that status sends. What the forward move's `onMove` did (a hold released) stays done.
   */
  const moveBack = (
    id: string,
    context: RequestContext,
    input: { version: number; status: Item["status"]; note: string | null; assigneeId?: unknown },
  ) =>
    inUnit(
      id,
      context,
      async (scope, before) => {
        if (before.version !== input.version) throw staleVersion();
        const moved = await claimVersion(scope.db, table, id, input.version, {
          status: input.status,
          ...(table.assigneeId && "assigneeId" in input ? { assigneeId: input.assigneeId } : {}),
        });
        statusLine(scope, before, input.status, { note: input.note, by: context.user.id });
        return list.withRow?.(before, moved);
      },
      (before, after) => definition.mailOfMove?.(before, after, input.note),
    );

  /** The record as a notification names it, read in the caller's scope (404). */
  const calledTo = async (id: string, scope: RequestContext) => {
    const item = await list.find(id, scope);
    const record: CalledTo = {
      resource,
      id,
      number: item.number ?? null,
      sellerId: item.sellerId ?? null,
    };
    return { item, record };
  };

  /**
   * An internal note: a history line only, so it neither needs nor takes a version. The people
   * it mentions must be able to open the record (else 400 on `mentions`); each is notified.
   */
  const addNote = async (
    id: string,
    context: RequestContext,
    note: { text: string; mentions?: readonly string[] },
  ) => {
    const { text, mentions = [] } = note;
    const { result } = await unitOfWork(context, async (scope) => {
      const { item, record } = await calledTo(id, scope);
      await checkMentions(scope.db, record, mentions);
      scope.append(
        historyLine(scope.db, {
          resource,
          recordId: id,
          kind: "note",
          byUserId: context.user.id,
          note: text,
        }),
      );
      scope.append(auditNote.entry(scope.db, context, "create", id, undefined, { note: text }));
      notify(scope, record, { kind: "mention", people: mentions, by: context.user.id, note: text });
      scope.changed({ resource, type: "updated", id, sellerId: item.sellerId });
      return item;
    });
    return result;
  };

  /** Whom a note on the record may mention (addNote): the people who may open it. */
  const mentionable = async (id: string, context: RequestContext) =>
    mentionableOn(context.db, (await calledTo(id, context)).record, context.user.id);

  return { definition, change, setStatus, move, moveBack, addNote, mentionable };
};

export type RecordWork<
  Item extends WorkedItem,
  Move extends StatusMove<Item["status"]> = StatusMove<Item["status"]>,
> = ReturnType<typeof recordWork<Item, Move>>;

import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { View, viewInput } from "../../domain/views.schema.ts";
import {
  audienceMayUse,
  mayDeleteView,
  mayUseList,
  VIEW_AUDIENCES,
  VIEW_RESOURCES,
  VIEW_VISIBILITIES,
  type ViewResource,
  visibilitiesFor,
} from "../../domain/views.ts";
import { auditTrail } from "../audit/service.ts";
import { isUniqueViolation } from "../db/errors.ts";
import {
  claimVersion,
  type EditedRecord,
  invalidFields,
  notFound,
  type RequestContext,
} from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";
import { unitOfWork } from "../writes/unitOfWork.ts";
import { type SavedViewRow, savedViews } from "./schema.ts";

/** A body as the route validated it (defaults applied, query normalised). */
export type ViewValues = z.output<typeof viewInput>;

const audit = auditTrail<View>("view");

/** The most views one list answers: tabs, not a data set. */
const VIEWS_MAX = 200;

type Caller = Pick<RequestContext, "db" | "user">;

/**
 * The views a caller sees: its own and those shared with its user type, only of lists its type
 * may open (a view of a list the caller cannot open would lead nowhere).
 */
const visibleTo = ({ user }: Caller): SQL | undefined => {
  const lists = VIEW_RESOURCES.filter((resource) => mayUseList(resource, user.type));
  const sharedWith = VIEW_VISIBILITIES.filter((v) => VIEW_AUDIENCES[v].includes(user.type));
  return and(
    inArray(savedViews.resource, lists),
    or(eq(savedViews.ownerId, user.id), inArray(savedViews.visibility, sharedWith)),
  );
};

const toView = (row: SavedViewRow & { ownerName: string }, { user }: Caller): View => ({
  _id: row.id,
  name: row.name,
  resource: row.resource,
  query: row.query,
  hiddenColumns: row.hiddenColumns,
  visibility: row.visibility,
  owner: { _id: row.ownerId, fullName: row.ownerName },
  editable: row.ownerId === user.id,
  deletable: mayDeleteView(row, user),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

const select = (context: Caller, where: SQL | undefined) =>
  context.db
    .select({
      view: savedViews,
      ownerName: userFullName,
    })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(and(visibleTo(context), where));

/** The caller's views of one list (or of all), its own first, then by name. */
export const listViews = async (resource: ViewResource | undefined, context: Caller) => {
  const rows = await select(context, resource ? eq(savedViews.resource, resource) : undefined)
    .orderBy(
      sql`${savedViews.ownerId} <> ${context.user.id}`,
      asc(sql`lower(${savedViews.name})`),
      asc(savedViews.id),
    )
    .limit(VIEWS_MAX);
  return rows.map(({ view, ownerName }) => toView({ ...view, ownerName }, context));
};

/** One view the caller sees; another's private view is a 404, as one that does not exist. */
export const findView = async (id: string, context: Caller) => {
  const [row] = await select(context, eq(savedViews.id, id)).limit(1);
  if (!row) throw notFound();
  return toView({ ...row.view, ownerName: row.ownerName }, context);
};

const notYours = () => new HttpProblem(403, "errors:viewNotYours");

const nameTaken = (error: unknown) =>
  isUniqueViolation(error)
    ? new HttpProblem(409, "errors:viewNameTaken", undefined, { name: "viewNameTaken" })
    : error;

/** The sharing rules (domain/views.ts): refused on the field at fault. */
const checkSharing = ({ resource, visibility }: ViewValues, { user }: Caller) => {
  if (!mayUseList(resource, user.type)) throw invalidFields({ resource: "invalid" });
  if (!visibilitiesFor(user.type).includes(visibility)) {
    throw invalidFields({ visibility: "viewVisibilityNotAllowed" });
  }
  if (!audienceMayUse(resource, visibility)) {
    throw invalidFields({ visibility: "viewAudienceCannotOpen" });
  }
};

const values = (input: ViewValues) => ({
  name: input.name,
  resource: input.resource,
  query: input.query,
  hiddenColumns: input.hiddenColumns,
  visibility: input.visibility,
});

/** A view saved as a unit of work; a name the owner already uses is a 409 on the field. */
const saveView = async <Result>(
  context: RequestContext,
  work: (unit: RequestContext) => Promise<Result>,
) => {
  const { result } = await unitOfWork(context, work).catch((error: unknown) => {
    throw nameTaken(error);
  });
  return result;
};

export const createView = async (input: ViewValues, context: RequestContext) => {
  checkSharing(input, context);
  return saveView(context, async (unit) => {
    const [created] = await unit.db
      .insert(savedViews)
      .values({ ...values(input), ownerId: context.user.id })
      .returning({ id: savedViews.id });
    const after = await findView(String(created?.id), unit);
    await audit(unit.db, context, "create", after._id, undefined, after);
    return after;
  });
};

/** Only the owner changes a view; a shared one changes for everyone it is shared with. */
export const updateView = (
  { id, version }: EditedRecord,
  input: ViewValues,
  context: RequestContext,
) =>
  saveView(context, async (unit) => {
    const before = await findView(id, unit);
    if (!before.editable) throw notYours();
    checkSharing(input, context);
    await claimVersion(unit.db, savedViews, id, version);
    await unit.db.update(savedViews).set(values(input)).where(eq(savedViews.id, id));
    const after = await findView(id, unit);
    await audit(unit.db, context, "update", id, before, after);
    return after;
  });

export const deleteView = async (id: string, context: RequestContext) => {
  const { result } = await unitOfWork(context, async (unit) => {
    const before = await findView(id, unit);
    if (!before.deletable) throw notYours();
    await unit.db.delete(savedViews).where(eq(savedViews.id, id));
    await audit(unit.db, context, "delete", id, before);
    return before;
  });
  return result;
};

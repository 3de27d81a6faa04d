import type { UserInput } from "../../domain/users.schema.ts";
import type { RequestContext } from "../lists/context.ts";
import { notFound } from "../lists/index.ts";
import { recordEdits } from "../writes/recordEdits.ts";
import { unitOfWork } from "../writes/unitOfWork.ts";
import { type DeletionAnswer, deleteAccount, removeProfilePicture } from "./deletion.ts";
import { holdingsOfOne } from "./holdings.ts";
import { userList } from "./list.ts";
import { users } from "./schema.ts";

const edits = recordEdits({ resource: "user", table: users, list: userList });

/** An administrator corrects someone's details; an anonymised account has none left to edit. */
export const updateUser = (
  edited: { id: string; version: number },
  input: UserInput,
  context: RequestContext,
) =>
  edits.update(edited, context, async (_scope, before) => {
    if (before.anonymisedAt) throw notFound();
    return input;
  });

/** What deleting the account would do, for the confirmation (docs/access.md#deleting-people). */
export const accountHoldingsOf = async (id: string, context: RequestContext) => {
  const user = await userList.find(id, context);
  return holdingsOfOne(context.db, { id: user._id, email: user.email });
};

/** Removes or anonymises the account (server/users/deletion.ts); 404 when already gone. */
export const deleteUser = async (id: string, context: RequestContext): Promise<DeletionAnswer> => {
  const { result: answer } = await unitOfWork(context, async (unit) => {
    const deleted = await deleteAccount(unit.db, id, { userId: context.user.id });
    if (!deleted) throw notFound();
    unit.changed({
      resource: "users",
      type: deleted.outcome === "remove" ? "deleted" : "updated",
      id,
    });
    return deleted;
  });
  await removeProfilePicture(context.storage, answer.picture);
  return answer;
};

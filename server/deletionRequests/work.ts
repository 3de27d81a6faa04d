import { eq } from "drizzle-orm";
import type { DeletionRequest } from "../../domain/deletionRequests.schema.ts";
import { canMoveDeletionRequest, DELETION_REASON_REQUIRED } from "../../domain/deletionRequests.ts";
import type { CustomerMail } from "../mail/customerMail.ts";
import { deleteAccount, removeProfilePicture } from "../users/deletion.ts";
import { recordWork } from "../writes/recordWork.ts";
import { deletionRequestList } from "./list.ts";
import { accountDeletionRequests } from "./schema.ts";
import { DELETION_REQUESTS } from "./service.ts";

/** The requester learns the answer in the language they asked in; a rejection gives its reason. */
const deletionAnswerMail = (
  before: DeletionRequest,
  after: DeletionRequest,
  note: string | null,
): CustomerMail => {
  const approved = after.status === "approved";
  return {
    to: before.requesterEmail,
    language: before.language,
    record: { resource: DELETION_REQUESTS, id: before._id },
    namespace: "deletionRequests",
    name: approved ? "deletionApproved" : "deletionRejected",
    vars: { name: before.requesterName, number: before.number },
    note: approved ? undefined : { kind: "reasonLine", text: note },
    // An approved request forgets who asked: so does its mail, once sent.
    forgetWhenSent: approved,
  };
};

/**
 * pending → approved | rejected (domain/deletionRequests.ts). Approving deletes the account in the
 * move's own transaction (server/users/deletion.ts: removed or anonymised), and the request then
 * forgets who asked too (empty name and email); the answer is mailed from the record as it was
 * before, queued in the same transaction.
 */
export const deletionRequestWork = recordWork<DeletionRequest>({
  resource: DELETION_REQUESTS,
  auditName: "accountDeletionRequest",
  table: accountDeletionRequests,
  list: deletionRequestList,
  canMove: canMoveDeletionRequest,
  reasonRequired: DELETION_REASON_REQUIRED,
  onMove: async (scope, before, to) => {
    if (to !== "approved") return;
    if (before.user) {
      const deleted = await deleteAccount(scope.db, before.user._id, { userId: scope.user.id });
      if (deleted) {
        const type = deleted.outcome === "remove" ? "deleted" : "updated";
        scope.changed({ resource: "users", type, id: before.user._id });
      }
      // Inside the approval's transaction: should it still fail, the account keeps its record
      // and loses only its photo, which is what was asked for.
      await removeProfilePicture(scope.storage, deleted?.picture ?? null);
    }
    await scope.db
      .update(accountDeletionRequests)
      .set({
        requesterName: "",
        requesterEmail: "",
      })
      .where(eq(accountDeletionRequests.id, before._id));
  },
  mailOfMove: deletionAnswerMail,
});

import { eq, inArray } from "drizzle-orm";
import type { Language } from "../../domain/languages.ts";
import { accountDeletionRequests } from "../deletionRequests/schema.ts";
import { DELETION_REQUESTS } from "../deletionRequests/service.ts";
import { historyEntries } from "../history/schema.ts";
import { deleteAccount } from "../users/deletion.ts";
import { users } from "../users/schema.ts";
import type { Seeder } from "./seeder.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoRequest {
  email: string;
  daysAgo: number;
  language: Language;
  reason: string | null;
  /** How staff answered, days after it arrived; none: still pending. */
  answer?: { status: "approved" | "rejected"; afterDays: number; note: string | null };
}

/**
 * Deletion requests in every state (docs/data.md#deletion-requests): two pending past the 30-day
 * deadline, fresh ones, one approved (its account anonymised or removed by the same service the
 * screen uses) and one rejected with its reason.
 */
const REQUESTS: readonly DemoRequest[] = [
  {
    email: "vittoria.lombardi@example.it",
    daysAgo: 41,
    language: "it",
    reason: "Non uso più l'app.",
  },
  { email: "f.esposito@example.it", daysAgo: 34, language: "it", reason: null },
  {
    email: "charlotte.whitfield@example.co.uk",
    daysAgo: 6,
    language: "en",
    reason: "I have a second account and want to keep only that one.",
  },
  {
    email: "edoardo.sforza@example.it",
    daysAgo: 2,
    language: "it",
    reason: "Troppe email promozionali.",
  },
  {
    email: "oliver.hastings@example.co.uk",
    daysAgo: 25,
    language: "en",
    reason: "Moving abroad.",
    answer: { status: "approved", afterDays: 3, note: null },
  },
  {
    email: "matteo.colombo@example.it",
    daysAgo: 15,
    language: "it",
    reason: "Voglio cancellare tutto.",
    answer: {
      status: "rejected",
      afterDays: 2,
      note: "Un reso è ancora in corso: la richiesta potrà essere ripresentata quando sarà concluso.",
    },
  },
];

export const deletionRequestsSeeder: Seeder = {
  name: "account deletion requests",
  run: async ({ db }) => {
    const now = Date.now();
    const accounts = await db
      .select()
      .from(users)
      .where(
        inArray(
          users.email,
          REQUESTS.map((request) => request.email),
        ),
      );
    const [admin] = await db.select().from(users).where(eq(users.email, "admin@example.com"));
    for (const request of REQUESTS) {
      const user = accounts.find((account) => account.email === request.email);
      if (!user) throw new Error(`the deletion seed needs ${request.email}`);
      const createdAt = new Date(now - request.daysAgo * DAY_MS);
      const [row] = await db
        .insert(accountDeletionRequests)
        .values({
          source: "app",
          userId: user.id,
          requesterName: `${user.firstName} ${user.lastName}`,
          requesterEmail: user.email,
          language: request.language,
          reason: request.reason,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      if (!row) throw new Error("deletion request not seeded");
      const history = [
        {
          resource: DELETION_REQUESTS,
          recordId: row.id,
          kind: "status" as const,
          at: createdAt,
          toStatus: "pending",
          note: request.reason,
        },
      ];
      const { answer } = request;
      if (answer) {
        const at = new Date(createdAt.getTime() + answer.afterDays * DAY_MS);
        history.push({
          resource: DELETION_REQUESTS,
          recordId: row.id,
          kind: "status",
          at,
          toStatus: answer.status,
          note: answer.note,
        });
        if (answer.status === "approved") {
          await deleteAccount(db, user.id, { userId: admin?.id ?? null });
        }
        await db
          .update(accountDeletionRequests)
          .set({
            status: answer.status,
            updatedAt: at,
            version: 2,
            ...(answer.status === "approved" ? { requesterName: "", requesterEmail: "" } : {}),
          })
          .where(eq(accountDeletionRequests.id, row.id));
      }
      await db.insert(historyEntries).values(
        history.map((entry, index) => ({
          ...entry,
          fromStatus: index === 0 ? null : "pending",
          byUserId: index === 0 ? null : (admin?.id ?? null),
        })),
      );
    }
    return REQUESTS.length;
  },
};

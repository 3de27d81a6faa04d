// One unit of work for every write (server/writes/): a route that writes around it is refused
// before its statement reaches the database; a unit's changes are announced and its mails tried
// only once it has committed, and a refused unit leaves nothing behind. On both databases.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../../server/db/client.ts";
import type { RecordChanged } from "../../../server/plugins/live.ts";
import { appWriter, unitOfWork } from "../../../server/writes/unitOfWork.ts";
import { writeGuardPlugin } from "../../../server/writes/writeGuard.ts";
import { describeServer, testDatabaseEnv } from "../harness.ts";

const PROBE = "unit_of_work_probe";

describeServer("one unit of work for every write", () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let url: string;
  const announced: RecordChanged[] = [];
  const recounted: string[] = [];
  const delivered: string[][] = [];

  const writer = () =>
    appWriter({
      db: database.db,
      live: { recordChanged: (change) => announced.push(change), notificationsChanged: () => {} },
      liveCounters: { publish: (counter) => recounted.push(counter) },
      outbox: {
        mailsOfWrite: () => ({ translate: () => "", messageIdHost: "test", queued: [] }),
        deliver: async (mails) => {
          delivered.push([...mails.queued]);
          return [];
        },
      },
    });

  const stored = async () => {
    const { rows } = (await database.db.execute(
      sql.raw(`select id from ${PROBE} order by id`),
    )) as unknown as { rows: { id: string }[] };
    return rows.map((row) => row.id);
  };

  const insertProbe = (db: DatabaseHandle["db"], id: string) =>
    db.execute(sql`insert into ${sql.raw(PROBE)} (id) values (${id})`);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "lux-unit-"));
    const env = await testDatabaseEnv(join(dataDir, "data"));
    drop = env.drop;
    database = await openDatabase({
      dataDir: env.env.DATA_DIR as string,
      databaseUrl: env.env.DATABASE_URL,
      databaseSchema: env.env.DATABASE_SCHEMA,
    });
    // Outside any route: a test's fixture, like the seed or the outbox's worker, passes.
    await database.db.execute(sql.raw(`create table ${PROBE} (id text primary key)`));
    await insertProbe(database.db, "fixture");

    app = Fastify();
    await app.register(writeGuardPlugin);
    app.post("/around", async () => {
      await insertProbe(database.db, "around");
      return { ok: true };
    });
    app.post("/unit", async () => {
      const { result } = await unitOfWork(writer(), async (unit) => {
        await insertProbe(unit.db, "unit");
        unit.mails.queued.push("mail-of-unit");
        unit.changed({ resource: "orderRequests", type: "created", id: "unit" });
        // Told twice in one unit, announced once.
        unit.changed({ resource: "orderRequests", type: "created", id: "unit" });
        expect(announced).toEqual([]);
        return "written";
      });
      return { result };
    });
    app.post("/refused", async (_request, reply) => {
      await unitOfWork(writer(), async (unit) => {
        await insertProbe(unit.db, "refused");
        unit.changed({ resource: "products", type: "created", id: "refused" });
        throw new Error("the business rule refuses it");
      }).catch(() => {
        reply.status(409);
      });
      return { refused: true };
    });
    app.post("/nested", async () => {
      await unitOfWork(writer(), async (unit) => {
        await insertProbe(unit.db, "outer");
        // A unit inside a unit is part of it: one transaction, announced once at the end.
        await unitOfWork(unit, async (inner) => {
          await insertProbe(inner.db, "inner");
          inner.changed({ resource: "products", type: "updated", id: "inner" });
        });
        expect(announced.some((change) => change.id === "inner")).toBe(false);
      });
      return { ok: true };
    });
    url = await app.listen({ port: 0, host: "127.0.0.1" });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (path: string) => fetch(`${url}${path}`, { method: "POST" });

  it("refuses a route's write outside a unit of work before it reaches the database", async () => {
    const answer = await post("/around");
    expect(answer.status).toBe(500);
    expect(await stored()).toEqual(["fixture"]);
  });

  it("announces a unit's changes and tries its mails once it has committed", async () => {
    const answer = await post("/unit");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ result: "written" });
    expect(await stored()).toEqual(["fixture", "unit"]);
    expect(announced).toEqual([{ resource: "orderRequests", type: "created", id: "unit" }]);
    // The order requests' sidebar badge is counted again; products have none.
    expect(recounted).toEqual(["orderRequests"]);
    expect(delivered).toEqual([["mail-of-unit"]]);
  });

  it("leaves nothing of a refused unit: no row, no announcement, no mail", async () => {
    announced.length = 0;
    delivered.length = 0;
    const answer = await post("/refused");
    expect(answer.status).toBe(409);
    expect(await stored()).toEqual(["fixture", "unit"]);
    expect(announced).toEqual([]);
    expect(delivered).toEqual([]);
  });

  it("joins a unit called inside another: one commit, its changes announced after it", async () => {
    announced.length = 0;
    const answer = await post("/nested");
    expect(answer.status).toBe(200);
    expect(await stored()).toEqual(["fixture", "inner", "outer", "unit"]);
    expect(announced).toEqual([{ resource: "products", type: "updated", id: "inner" }]);
  });
});

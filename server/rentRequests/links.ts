import { and, eq, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rentModels } from "../rentModels/schema.ts";

/**
 * Free-text requests (from before rent models, or from an app that sends only `modelName`) are
 * linked to the catalogue's model of that name, EN or IT, case and surrounding spaces ignored,
 * where exactly one model matches; the text stays as it was. The same statement ends migration
 * 0005_rent_models.sql; it runs again whenever a model is created or renamed.
 */
export const linkRequestsByModelName = (db: Database) =>
  db.execute(sql`
    UPDATE rent_requests SET rent_model_id = matched.id
    FROM (
      SELECT rent_requests.id AS request_id, min(rent_models.id::text)::uuid AS id
      FROM rent_requests
      JOIN rent_models ON lower(trim(rent_requests.model_name))
        IN (lower(trim(rent_models.name_en)), lower(trim(rent_models.name_it)))
      WHERE rent_requests.rent_model_id IS NULL
      GROUP BY rent_requests.id
      HAVING count(DISTINCT rent_models.id) = 1
    ) AS matched
    WHERE rent_requests.id = matched.request_id`);

const comparable = (text: SQL | SQLWrapper) => sql`lower(trim(${text}))`;

/** The one active model a free-text name matches, as the intake links a legacy app's request. */
export const activeModelNamed = async (db: Database, name: string) => {
  const rows = await db
    .select({ id: rentModels.id })
    .from(rentModels)
    .where(
      and(
        eq(rentModels.active, true),
        or(
          eq(comparable(rentModels.nameEn), comparable(sql`${name}`)),
          eq(comparable(rentModels.nameIt), comparable(sql`${name}`)),
        ),
      ),
    )
    .limit(2);
  return rows.length === 1 ? (rows[0]?.id ?? null) : null;
};

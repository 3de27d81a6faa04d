import { eq } from "drizzle-orm";
import type { Property, PropertyInput } from "../../domain/properties.schema.ts";
import { auditTrail } from "../audit/service.ts";
import type { RequestContext } from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { notFound, propertyList, toProperties } from "./list.ts";
import { properties } from "./schema.ts";

const audit = auditTrail<Property>("property");

export const createProperty = (input: PropertyInput, context: RequestContext) =>
  context.db.transaction(async (tx) => {
    const [row] = await tx.insert(properties).values(input).returning();
    if (!row) throw new Error("insert returned no property");
    const [created] = await toProperties([row], tx);
    await audit(tx, context, "create", row.id, undefined, created);
    return created as Property;
  });

export const updateProperty = (id: string, input: PropertyInput, context: RequestContext) =>
  context.db.transaction(async (tx) => {
    const before = await propertyList.one(id, { ...context, db: tx });
    if (!before) throw notFound();
    const [row] = await tx.update(properties).set(input).where(eq(properties.id, id)).returning();
    if (!row) throw notFound();
    const [after] = await toProperties([row], tx);
    await audit(tx, context, "update", id, before, after);
    return after as Property;
  });

/** A property that products carry is kept (409): deleting it would change those products. */
export const deleteProperty = (id: string, context: RequestContext) =>
  context.db.transaction(async (tx) => {
    const before = await propertyList.one(id, { ...context, db: tx });
    if (!before) throw notFound();
    if (before.productCount > 0) {
      throw new HttpProblem(409, "errors:propertyInUse", { count: before.productCount });
    }
    await tx.delete(properties).where(eq(properties.id, id));
    await audit(tx, context, "delete", id, before);
    return before;
  });

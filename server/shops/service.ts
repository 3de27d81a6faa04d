import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Shop, shopCreateInput, shopUpdateInput } from "../../domain/shops.schema.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { auditTrail } from "../audit/service.ts";
import type { Database } from "../db/client.ts";
import {
  isForeignKeyViolation,
  isUniqueViolation,
  notFound,
  type RequestContext,
} from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { type User, users } from "../users/schema.ts";
import { createUser, findUserByEmail } from "../users/service.ts";
import { shopList, toShops } from "./list.ts";
import { type ShopRow, shops } from "./schema.ts";

export type ShopUpdateValues = z.output<typeof shopUpdateInput>;

export type ShopCreateValues = z.output<typeof shopCreateInput>;
const audit = auditTrail<Shop>("shop");

const emailTaken = () =>
  new HttpProblem(409, "errors:emailTaken", undefined, { "owner.email": "emailTaken" });

const answerOf = async (tx: Database, row: ShopRow | undefined) => {
  const [answer] = row ? await toShops([row], tx) : [];
  if (!answer) throw notFound();
  return answer;
};

/**
 * The shop and its seller account, in one transaction. The account gets an unguessable password
 * nobody knows: its owner chooses one through the invitation link (see invitation.ts).
 */
export const createShop = async (input: ShopCreateValues, context: RequestContext) => {
  const { owner, ...details } = input;
  return context.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, owner.email)) throw emailTaken();
      const seller = await createUser(tx, {
        ...owner,
        password: randomBytes(32).toString("base64url"),
        userType: USER_TYPE.seller,
        emailVerified: false,
        isPasswordChanged: false,
      });
      const [row] = await tx
        .insert(shops)
        .values({ ...details, sellerId: seller.id })
        .returning();
      const created = await answerOf(tx, row);
      await audit(tx, context, "create", created._id, undefined, created);
      return created;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    });
};

export const updateShop = (id: string, input: ShopUpdateValues, context: RequestContext) =>
  context.db.transaction(async (tx) => {
    const before = await shopList.one(id, { ...context, db: tx });
    if (!before) throw notFound();
    const [row] = await tx.update(shops).set(input).where(eq(shops.id, id)).returning();
    const after = await answerOf(tx, row);
    await audit(tx, context, "update", id, before, after);
    return after;
  });

/**
 * Deletes the shop with its seller account (sessions and links go with it). A seller with
 * products, orders, order requests or coupons keeps them, so the delete is refused (409).
 */
export const deleteShop = (id: string, context: RequestContext) =>
  context.db
    .transaction(async (tx) => {
      const before = await shopList.one(id, { ...context, db: tx });
      if (!before) throw notFound();
      await tx.delete(users).where(eq(users.id, before.owner._id));
      await audit(tx, context, "delete", id, before);
      return before;
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new HttpProblem(409, "errors:shopInUse");
      throw error;
    });

/** A seller who signs up opens a shop named after them; staff complete its details. */
export const openShopFor = async (db: Database, seller: User) => {
  await db
    .insert(shops)
    .values({ sellerId: seller.id, name: `${seller.firstName} ${seller.lastName}` });
};

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { shopCreateInput, shopUpdateInput } from "../../domain/shops.schema.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import type { Database } from "../db/client.ts";
import { constraintOf } from "../db/errors.ts";
import type { EditedRecord, RequestContext } from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { type User, users } from "../users/schema.ts";
import { createUser, findUserByEmail } from "../users/service.ts";
import { recordEdits } from "../writes/recordEdits.ts";
import { shopList } from "./list.ts";
import { shops } from "./schema.ts";

export type ShopUpdateValues = z.output<typeof shopUpdateInput>;

export type ShopCreateValues = z.output<typeof shopCreateInput>;

const emailTaken = () =>
  new HttpProblem(409, "errors:emailTaken", undefined, { "owner.email": "emailTaken" });

const edits = recordEdits({
  resource: "shop",
  table: shops,
  list: shopList,
  // Two staff inviting the same address at once: the accounts' unique email decides.
  duplicate: (error) => (constraintOf(error) === "users_email_unique" ? emailTaken() : undefined),
  inUse: () => new HttpProblem(409, "errors:shopInUse"),
});

/**
 * The shop and its seller account, in one transaction. The account gets an unguessable password
 * nobody knows: its owner chooses one through the invitation link (see invitation.ts).
 */
export const createShop = (input: ShopCreateValues, context: RequestContext) =>
  edits.create(context, async (scope) => {
    const { owner, ...details } = input;
    if (await findUserByEmail(scope.db, owner.email)) throw emailTaken();
    const seller = await createUser(scope.db, {
      ...owner,
      password: randomBytes(32).toString("base64url"),
      userType: USER_TYPE.seller,
      emailVerified: false,
      isPasswordChanged: false,
    });
    return { ...details, sellerId: seller.id };
  });

export const updateShop = (
  edited: EditedRecord,
  input: ShopUpdateValues,
  context: RequestContext,
) => edits.update(edited, context, async () => input);

/**
 * Deletes the shop with its seller account (sessions and links go with it). A seller with
 * products, orders, order requests or coupons keeps them, so the delete is refused (409).
 */
export const deleteShop = (id: string, context: RequestContext) =>
  edits.remove(id, context, {
    removal: async (scope, before) => {
      await scope.db.delete(users).where(eq(users.id, before.owner._id));
    },
  });

/** A seller who signs up opens a shop named after them; staff complete its details. */
export const openShopFor = async (db: Database, seller: User): Promise<string> => {
  const [shop] = await db
    .insert(shops)
    .values({ sellerId: seller.id, name: `${seller.firstName} ${seller.lastName}` })
    .returning({ id: shops.id });
  return (shop as { id: string }).id;
};

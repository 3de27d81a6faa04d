import { eq, isNotNull, isNull } from "drizzle-orm";
import { z } from "zod";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { custom, defineList } from "../lists/index.ts";
import { userFullName } from "../users/fullName.ts";
import { type User, users } from "../users/schema.ts";

const toSeller = (user: User) => ({
  _id: user.id,
  fullName: `${user.firstName} ${user.lastName}`,
  email: user.email,
  paymentLinked: Boolean(user.stripeAccountId),
});

/** Seller accounts, for the seller select and filter of staff screens. */
export const sellerList = defineList({
  name: "sellers",
  table: users,
  sortable: { fullName: userFullName, email: users.email, createdAt: users.createdAt },
  defaultSort: "fullName",
  searchable: [userFullName, users.email],
  filters: {
    paymentLinked: custom(z.enum(["true", "false"], { error: "invalid" }), (value) =>
      value === "true" ? isNotNull(users.stripeAccountId) : isNull(users.stripeAccountId),
    ),
  },
  scope: () => eq(users.userType, USER_TYPE.seller),
  toItems: async (rows) => rows.map(toSeller),
  columns: [
    { header: "catalogue:columns.seller", value: (seller) => seller.fullName, width: 26 },
    { header: "catalogue:columns.email", value: (seller) => seller.email, width: 30 },
    {
      header: "catalogue:columns.paymentLinked",
      value: (seller) => seller.paymentLinked,
      format: "boolean",
    },
  ],
});

import { isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { UserRecord } from "../../domain/users.schema.ts";
import { USER_TYPE, USER_TYPES, type UserType } from "../../domain/userTypes.ts";
import type { Database } from "../db/client.ts";
import { custom, defineList, idIn, oneOf, timeRange } from "../lists/index.ts";
import { shops } from "../shops/schema.ts";
import { userFullName } from "./fullName.ts";
import { type User, users } from "./schema.ts";

/** Only what the screen shows: the password hash and the payment account id stay here. */
const toUserRecord = (user: User, shop: UserRecord["shop"] = null): UserRecord => ({
  _id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  fullName: `${user.firstName} ${user.lastName}`,
  email: user.email,
  userType: user.userType as UserType,
  emailVerified: user.emailVerified,
  paymentLinked: user.stripeAccountId !== null,
  profilePicture: user.profilePicture,
  mobile: user.mobile,
  profession: user.profession,
  favouriteSport: user.favouriteSport,
  hobby: user.hobby,
  referralCode: user.referralCode,
  referralCodeExpiresAt: user.referralCodeExpiresAt?.toISOString() ?? null,
  userCode: user.userCode,
  anonymisedAt: user.anonymisedAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
  lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  shop,
  version: user.version,
});

/** Rows → records, with each seller's shop (one query per page or export batch). */
const toUserRecords = async (rows: User[], db: Database): Promise<UserRecord[]> => {
  const sellerIds = rows
    .filter((user) => user.userType === USER_TYPE.seller)
    .map((user) => user.id);
  const owned = sellerIds.length
    ? await db
        .select({ sellerId: shops.sellerId, _id: shops.id, name: shops.name })
        .from(shops)
        .where(idIn(shops.sellerId, sellerIds))
    : [];
  const shopOf = new Map(owned.map(({ sellerId, ...shop }) => [sellerId, shop]));
  return rows.map((user) => toUserRecord(user, shopOf.get(user.id)));
};

const yesNo = z.enum(["true", "false"], { error: "invalid" });

/** Every account (administrators only): userType=1,5, emailVerified, paymentLinked, createdAtMin/Max; q also finds mobile, user and referral codes. */
export const userList = defineList({
  name: "users",
  table: users,
  sortable: {
    name: userFullName,
    email: users.email,
    userType: users.userType,
    createdAt: users.createdAt,
    lastLoginAt: users.lastLoginAt,
  },
  defaultSort: "-createdAt",
  searchable: [userFullName, users.email, users.mobile, users.userCode, users.referralCode],
  filters: {
    userType: oneOf(
      users.userType,
      z
        .string()
        .refine((type) => USER_TYPES.includes(Number(type) as UserType), { error: "invalid" })
        .transform(Number),
    ),
    emailVerified: custom(yesNo, (value) => sql`${users.emailVerified} = ${value === "true"}`),
    paymentLinked: custom(yesNo, (value) =>
      value === "true" ? isNotNull(users.stripeAccountId) : isNull(users.stripeAccountId),
    ),
    createdAt: timeRange(users.createdAt),
  },
  toItems: (rows, context) => toUserRecords(rows, context.db),
  columns: [
    { header: "users:export.name", value: (user) => user.fullName, width: 26 },
    { header: "users:export.email", value: (user) => user.email, width: 30 },
    {
      header: "users:export.userType",
      value: (user, context) => context.t(`common:userTypes.${user.userType}`),
      width: 16,
    },
    {
      header: "users:export.emailVerified",
      value: (user) => user.emailVerified,
      format: "boolean",
    },
    {
      header: "users:export.paymentLinked",
      value: (user) => user.paymentLinked,
      format: "boolean",
    },
    {
      header: "users:export.createdAt",
      value: (user) => user.createdAt,
      format: "datetime",
      width: 20,
    },
    {
      header: "users:export.lastLoginAt",
      value: (user) => user.lastLoginAt,
      format: "datetime",
      width: 20,
    },
  ],
});

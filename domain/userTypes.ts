/** User types as plain values; the zod schema lives in userTypes.schema.ts. */

/** User types (docs/access.md#user-types). The number is what the API stores and sends. */
export const USER_TYPE = {
  administrator: 1,
  operator: 2,
  customer: 3,
  seller: 5,
} as const;

export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

export const USER_TYPES: readonly UserType[] = Object.values(USER_TYPE);

/** Every type that may sign in to the back-office (customers use the marketplace apps). */
export const BACK_OFFICE_USER_TYPES: readonly UserType[] = [
  USER_TYPE.administrator,
  USER_TYPE.operator,
  USER_TYPE.seller,
];

/** Staff: administrators and operators. Sellers only ever see their own records. */
export const STAFF_USER_TYPES: readonly UserType[] = [USER_TYPE.administrator, USER_TYPE.operator];

export const isUserType = (value: unknown): value is UserType =>
  USER_TYPES.includes(value as UserType);

export const canSignIn = (type: UserType): boolean => BACK_OFFICE_USER_TYPES.includes(type);

/**
 * Fields never written to the logs, at any depth of a record (docs/api.md#logs): credentials,
 * one-time codes and links, and payment secrets. Compared ignoring case. The one list: every
 * entry goes through `withoutSecrets` when it is recorded, so none can be read back.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set(
  [
    "password",
    "passwordHash",
    "currentPassword",
    "newPassword",
    "token",
    "tokenHash",
    "accessToken",
    "refreshToken",
    "otp",
    "otpCode",
    "codeHash",
    "secret",
    "clientSecret",
    "stripeSecretKey",
    "webhookSecret",
    "apiKey",
  ].map((name) => name.toLowerCase()),
);

const isSecret = (key: string) => SECRET_FIELDS.has(key.toLowerCase());

/** A JSON value with every secret field removed, however deep. */
export const withoutSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isSecret(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
};

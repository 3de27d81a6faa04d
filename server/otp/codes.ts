import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_LENGTH } from "../../domain/auth.ts";

/** Six random digits from the CSPRNG, leading zeros kept. */
export const newOtpCode = (): string =>
  randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, "0");

/**
 * A million codes are quickly tried offline against a plain hash, so the digest is keyed with the
 * server secret and bound to the email: the stored value is useless without the secret.
 */
export const otpDigest = (secret: string, email: string, code: string): string =>
  createHmac("sha256", secret).update(`otp\n${email}\n${code}`).digest("base64url");

export const sameDigest = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

import type { FastifyInstance } from "fastify";
import { PUBLIC_PAGE } from "../../domain/auth.ts";
import type { Language } from "../../domain/languages.ts";
import type { Shop } from "../../domain/shops.schema.ts";
import { sendLocalisedMail } from "../mail/localisedMail.ts";
import { publicLink } from "../mail/publicLink.ts";
import { issueLink } from "../oneTimeLinks/service.ts";
import { appWriter, unitOfWork } from "../writes/unitOfWork.ts";

/** Long enough for a new seller to find the mail after a weekend; a new one replaces it. */
export const SHOP_INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Mails the shop's owner a link to choose a password: the reset page does it, and using the link
 * proves the address too. A newer invitation (or a reset link) replaces an unused one.
 */
export const mailShopInvitation = async (app: FastifyInstance, shop: Shop, language: Language) => {
  const { result: token } = await unitOfWork(appWriter(app), ({ db }) =>
    issueLink(db, {
      userId: shop.owner._id,
      purpose: "password-reset",
      now: app.now(),
      ttlSeconds: SHOP_INVITATION_TTL_SECONDS,
    }),
  );
  await sendLocalisedMail(app, {
    to: shop.owner.email,
    language,
    name: "shopInvitation",
    vars: {
      name: shop.owner.firstName,
      shop: shop.name,
      link: publicLink(app.config.publicUrl, PUBLIC_PAGE.passwordReset, {
        id: shop.owner._id,
        token,
      }),
      days: SHOP_INVITATION_TTL_SECONDS / (24 * 60 * 60),
    },
  });
};

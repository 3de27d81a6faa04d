import { z } from "zod";
import { USER_TYPE } from "./userTypes.ts";

export const userTypeSchema = z.union([
  z.literal(USER_TYPE.administrator),
  z.literal(USER_TYPE.operator),
  z.literal(USER_TYPE.customer),
  z.literal(USER_TYPE.seller),
]);

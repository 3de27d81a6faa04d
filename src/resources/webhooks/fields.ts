import type { ShownField } from "../../forms";
import { EventType } from "./WebhookParts";

/** What a payment event's page shows above its payload: what came, what it was matched to. */
export const webhookDetails = [
  { name: "webhookId", kind: "text" },
  { name: "status", kind: "text" },
  { name: "eventType", kind: "status", tag: EventType, prop: "type" },
  { name: "type", kind: "text" },
  { name: "productType", kind: "choice", valueLabels: "productTypes" },
  { name: "related", kind: "reference" },
  { name: "amountCents", kind: "money" },
  { name: "refund", kind: "text" },
  { name: "externalTransactionId", kind: "text" },
  { name: "receivedAt", kind: "instant" },
] as const satisfies readonly ShownField[];

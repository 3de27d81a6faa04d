import { useTranslate } from "@refinedev/core";
import { Divider } from "antd";
import type { ReactNode } from "react";
import { canSendOffer, REQUEST_MOVES, type RequestStatus } from "../../domain/rentWork";
import type { Offer } from "../../domain/rentWork.schema";
import { CurrentOffer } from "./CurrentOffer";
import { HistorySection } from "./HistorySection";
import { OfferForm } from "./OfferForm";
import type { WorkTarget } from "./recordWork";
import { StatusMoves } from "./StatusMoves";
import { StatusTag } from "./StatusTag";

/** What a rent or event request carries of its work (domain/rentWork.schema.ts). */
type WorkedRequest = {
  status: RequestStatus;
  assignee: { fullName: string } | null;
  offer: Offer | null;
};

/**
 * The moves the request's status allows (docs/statuses.md#rent-and-event-requests), each asking for
 * its note or reason.
 */
export function RequestMoves({ request, target }: { request: WorkedRequest; target: WorkTarget }) {
  return (
    <StatusMoves
      kind="request"
      target={target}
      status={request.status}
      moves={REQUEST_MOVES[request.status]}
    />
  );
}

/** The status and who took the request in charge, for its Request section (`ns`'s labels). */
export function useWorkItems(ns: string) {
  const t = useTranslate();
  return (request: WorkedRequest) => [
    {
      key: "status",
      label: t(`${ns}.fields.status`),
      children: <StatusTag kind="request" status={request.status} />,
    },
  ];
}

type Props = {
  request: WorkedRequest;
  target: WorkTarget;
  /** Shown before the history once an offer was sent (the sandbox's payment buttons). */
  payments?: ReactNode;
};

/** The current offer, a new one where the status allows it, the history and internal notes. */
export function RequestWork({ request, target, payments }: Props) {
  return (
    <>
      {request.offer && <CurrentOffer offer={request.offer} />}
      {canSendOffer(request.status) && <OfferForm offer={request.offer} target={target} />}
      {request.offer && payments}
      <Divider style={{ margin: 0 }} />
      <HistorySection kind="request" target={target} />
    </>
  );
}

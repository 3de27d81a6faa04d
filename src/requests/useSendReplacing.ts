import { useState } from "react";
import { notifier } from "../providers/notifier";
import {
  blockingRefusal,
  errorCode,
  type HeldRefusal,
  heldRefusal,
  mailWaiting,
  useRecordWrite,
  type WorkTarget,
} from "./recordWork";

type Options<V> = {
  target: WorkTarget;
  /** A quote or offer is current: sending another replaces it, so the user is asked first. */
  hasCurrent: boolean;
  /** Where it is sent (PUT). */
  to: string;
  /** The body for these values; `replace` says the user agreed to replace the current one. */
  body: (values: V, replace: boolean) => unknown;
  /** The 409 code saying one was sent meanwhile (quoteExists, offerExists). */
  existsCode: string;
  /** Said once it is sent and its mail went. */
  sent: string;
  /** Said once it is sent while its mail waits in the outbox (the mail server did not take it yet). */
  queued: string;
  /** The screen's own words for a refusal the user must read (a quote's outOfStock), if any. */
  refusalOf?: (error: unknown) => string | undefined;
};

/**
 * Sends a quote or an offer with the version the request was read at. Replacing the current one
 * asks first (docs/statuses.md): `pending` holds the values awaiting the user's word, also when
 * the server says one arrived meanwhile (409 existsCode). A blocking refusal (a booking clash)
 * is kept in `refusal` with the server's words, or those `refusalOf` gives; the form keeps what
 * was typed. Another request's hold (bookingHeld) is kept in `held`, with what was sent, until
 * the user overrides it with a reason (`override`: the same values again, with `overrideHold`) or
 * sends something else.
 */
export function useSendReplacing<V>({
  target,
  hasCurrent,
  to,
  body,
  existsCode,
  sent,
  queued,
  refusalOf,
}: Options<V>) {
  const { mutateAsync, isPending } = useRecordWrite(target);
  const [pending, setPending] = useState<V | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const [held, setHeld] = useState<HeldRefusal & { values: V; replace: boolean }>();

  const send = async (values: V, replace: boolean, reason?: string) => {
    setRefusal(undefined);
    setHeld(undefined);
    const sentBody = body(values, replace) as object;
    try {
      const answer = await mutateAsync({
        to,
        method: "put",
        body: reason === undefined ? sentBody : { ...sentBody, overrideHold: { reason } },
      });
      setPending(null);
      notifier.show("success", mailWaiting(answer) ? queued : sent);
    } catch (error) {
      const holding = heldRefusal(error);
      if (holding) setHeld({ ...holding, values, replace });
      // Someone sent one meanwhile: read it, then the user decides whether theirs replaces it.
      const sentMeanwhile = errorCode(error) === existsCode;
      if (sentMeanwhile) target.reload();
      setPending(sentMeanwhile ? values : null);
      setRefusal(refusalOf?.(error) ?? blockingRefusal(error));
    }
  };

  return {
    sending: isPending,
    /** The values waiting for the user to confirm replacing the current one. */
    pending,
    /** Why the server refused it (it names the clash), until the next try. */
    refusal,
    /** Another request holds the dates or seats: its words and holder, until the next try. */
    held,
    /** Sends the held values again over the hold, with the user's reason. */
    override: (reason: string) => held && send(held.values, held.replace, reason),
    submit: (values: V) => (hasCurrent ? setPending(values) : send(values, false)),
    confirm: () => pending && send(pending, true),
    cancel: () => setPending(null),
  };
}

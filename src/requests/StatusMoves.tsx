import { useTranslate } from "@refinedev/core";
import { Button, Flex } from "antd";
import { useState } from "react";
import { Kbd, type KeyHandler, moveKey, useShortcutKeys } from "../shortcuts";
import { MoveModal } from "./MoveModal";
import type { WorkTarget } from "./recordWork";
import type { StatusKind } from "./StatusTag";

type Props = {
  kind: StatusKind;
  target: WorkTarget;
  status: string;
  /** The moves the record's status allows (domain/orders.ts, domain/rentWork.ts): the only ones offered. */
  moves: readonly string[];
};

// Moves that end the work for the customer: shown as danger, their labels say so too.
const STOPPING = new Set([
  "requestDenied",
  "cancelledOrder",
  "returnRequestRejected",
  "declined",
  "rejected",
]);

/**
 * One button per allowed move, with its business label and its key (1, 2, 3… in order, shown on
 * the button); each asks for its note first.
 */
export function StatusMoves({ kind, target, status, moves }: Props) {
  const t = useTranslate();
  // The move chosen last stays while its modal closes, so the closing modal keeps its words.
  const [to, setTo] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const choose = (move: string) => {
    setTo(move);
    setOpen(true);
  };
  const handlers: Record<string, KeyHandler> = {};
  moves.forEach((move, position) => {
    const key = moveKey(position);
    if (key) handlers[key] = () => choose(move);
  });
  useShortcutKeys(handlers);
  if (!moves.length) return null;

  return (
    <>
      <Flex gap={8} wrap>
        {moves.map((move, position) => {
          const key = moveKey(position);
          return (
            <Button
              key={move}
              type={STOPPING.has(move) ? "default" : "primary"}
              danger={STOPPING.has(move)}
              aria-keyshortcuts={key}
              onClick={() => choose(move)}
            >
              {t(`work.moves.${kind}.${move}`)}
              {key && <Kbd decorative>{key}</Kbd>}
            </Button>
          );
        })}
      </Flex>
      {to && (
        <MoveModal
          kind={kind}
          target={target}
          from={status}
          to={to}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

import { useTranslate } from "@refinedev/core";
import { Button, Flex } from "antd";
import { useState } from "react";
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

/** One button per allowed move, with its business label; each asks for its note first. */
export function StatusMoves({ kind, target, status, moves }: Props) {
  const t = useTranslate();
  // The move chosen last stays while its modal closes, so the closing modal keeps its words.
  const [to, setTo] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  if (!moves.length) return null;

  return (
    <>
      <Flex gap={8} wrap>
        {moves.map((move) => (
          <Button
            key={move}
            type={STOPPING.has(move) ? "default" : "primary"}
            danger={STOPPING.has(move)}
            onClick={() => {
              setTo(move);
              setOpen(true);
            }}
          >
            {t(`work.moves.${kind}.${move}`)}
          </Button>
        ))}
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

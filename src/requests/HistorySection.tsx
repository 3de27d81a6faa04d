import { useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import { type ReactNode, useId } from "react";
import type { Quote } from "../../domain/orderWork.schema";
import { HistoryTimeline } from "./HistoryTimeline";
import { InternalNoteForm } from "./InternalNoteForm";
import type { WorkTarget } from "./recordWork";
import type { StatusKind } from "./StatusTag";

type Props = {
  kind: StatusKind;
  target: WorkTarget;
  quote?: (quote: Quote) => ReactNode;
};

/** A record page's history with the form that adds an internal note to it. */
export function HistorySection({ kind, target, quote }: Props) {
  const t = useTranslate();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        {t("work.history.title")}
      </Typography.Title>
      <Flex vertical gap={16}>
        <HistoryTimeline
          kind={kind}
          path={target.path}
          version={target.version}
          quote={quote}
          page={target.page}
        />
        <InternalNoteForm target={target} />
      </Flex>
    </section>
  );
}

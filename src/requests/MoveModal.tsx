import { useTranslate } from "@refinedev/core";
import { Alert, Flex, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import type { z } from "zod";
import { DELETION_REASON_REQUIRED } from "../../domain/deletionRequests";
import { deletionRequestMoveInput } from "../../domain/deletionRequests.schema";
import { REASON_REQUIRED } from "../../domain/orders";
import { orderMoveInput, orderRequestMoveInput } from "../../domain/orderWork.schema";
import { REQUEST_REASON_REQUIRED } from "../../domain/rentWork";
import { requestMoveInput } from "../../domain/rentWork.schema";
import { schemaFields } from "../forms";
import { useFormName } from "../forms/useFormName";
import { useFocusReturn } from "../layout/focusReturn";
import { notifier } from "../providers/notifier";
import { HoldOverride } from "./HoldOverride";
import {
  blockingRefusal,
  errorCode,
  type HeldRefusal,
  heldRefusal,
  mailWaiting,
  useRecordWrite,
  type WorkTarget,
} from "./recordWork";
import { type StatusKind, StatusTag } from "./StatusTag";

type Props = {
  kind: StatusKind;
  target: WorkTarget;
  from: string;
  /** The status asked for. */
  to: string;
  open: boolean;
  onClose: () => void;
};

/** The moves whose note is a required reason, by the machine the record follows. */
const REASON_REQUIRED_BY_KIND: Record<StatusKind, ReadonlySet<string>> = {
  orderRequest: REASON_REQUIRED,
  order: REASON_REQUIRED,
  request: REQUEST_REASON_REQUIRED,
  deletionRequest: DELETION_REASON_REQUIRED,
};

/** What a move sends, by the machine the record follows: its note's checks and cap. */
const MOVE_INPUT_BY_KIND: Record<StatusKind, z.ZodType> = {
  orderRequest: orderRequestMoveInput,
  order: orderMoveInput,
  request: requestMoveInput,
  deletionRequest: deletionRequestMoveInput,
};

/** A note field that fails its rules shows why on the field itself: nothing more to do here. */
const noop = () => undefined;

/** Moves that the customer asked for: their reason is recorded, not ours. */
const CUSTOMER_REASON = new Set(["returnRequest"]);

/**
 * Confirms one status move with its note: a required reason where the record's machine says (it is
 * mailed to the customer with the change), else an optional note. Sends the version the page was
 * read at; a stale or illegal move closes the modal on the record read again. A clash with another
 * booking or a full event keeps the modal open with the server's words and the note; one another
 * request's offer holds (docs/statuses.md#offer-holds) also offers to go ahead over the hold with a
 * reason.
 */
export function MoveModal({ kind, target, from, to, open, onClose }: Props) {
  const formName = useFormName("move");
  const t = useTranslate();
  const [form] = Form.useForm<{ note?: string }>();
  const { mutateAsync, isPending } = useRecordWrite(target);
  const [refusal, setRefusal] = useState<string>();
  const [held, setHeld] = useState<HeldRefusal>();
  const required = REASON_REQUIRED_BY_KIND[kind].has(to);
  const fields = schemaFields(MOVE_INPUT_BY_KIND[kind], t);
  const label = t(`work.moves.${kind}.${to}`);
  const noteLabel = !required
    ? t("work.move.note")
    : CUSTOMER_REASON.has(to)
      ? t("work.move.customerReason")
      : t("work.move.reason");

  const move = async ({ note }: { note?: string }, reason?: string) => {
    setRefusal(undefined);
    setHeld(undefined);
    try {
      const answer = await mutateAsync({
        to: `${target.path}/status`,
        method: "post",
        body: {
          version: target.version,
          status: to,
          note: note?.trim() || null,
          ...(reason === undefined ? {} : { overrideHold: { reason } }),
        },
      });
      const done = mailWaiting(answer) ? "work.move.doneMailQueued" : "work.move.done";
      notifier.show("success", t(done, { status: t(`statuses.${kind}.${to}`) }));
      onClose();
    } catch (error) {
      setRefusal(blockingRefusal(error));
      setHeld(heldRefusal(error));
      if (errorCode(error) === "staleVersion" || errorCode(error) === "illegalMove") onClose();
    }
  };

  const focusReturn = useFocusReturn(open);
  return (
    <Modal
      open={open}
      title={label}
      okText={label}
      cancelText={t("work.move.cancel")}
      okButtonProps={{ loading: isPending, danger: required }}
      onOk={() => form.submit()}
      onCancel={onClose}
      {...focusReturn}
      // A click beside the modal must not throw away a reason being typed.
      maskClosable={false}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t("work.move.from")}</Typography.Text>
          <StatusTag kind={kind} status={from} />
          <Typography.Text>{t("work.move.to")}</Typography.Text>
          <StatusTag kind={kind} status={to} />
        </Flex>
        {refusal && <Alert type="error" showIcon role="alert" message={refusal} />}
        {held && (
          <HoldOverride
            held={held}
            page={target.page}
            action={t("work.hold.overrideAnd", { move: label })}
            sending={isPending}
            onOverride={(reason) =>
              void form.validateFields().then((values) => move(values, reason), noop)
            }
          />
        )}
        <Form name={formName} form={form} layout="vertical" onFinish={move} requiredMark={required}>
          <Form.Item
            name="note"
            label={noteLabel}
            extra={t("work.move.mailed")}
            required={required}
            rules={[
              {
                required,
                whitespace: true,
                message: t("validation.reasonRequired"),
              },
              ...fields.rules("note"),
            ]}
          >
            <Input.TextArea rows={3} maxLength={fields.maxLength("note")} />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}

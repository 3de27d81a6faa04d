import { useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Form, Input, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { holdOverride } from "../../domain/rentWork.schema";
import { useFormat } from "../format";
import { schemaFields } from "../forms";
import { useFormName } from "../forms/useFormName";
import type { HeldRefusal } from "./recordWork";

type Props = {
  held: HeldRefusal;
  /** The holder's page, when the screen knows the resource's pages. */
  page?: (id: string) => string;
  /** The label of the button that sends again over the hold ("Override and send"). */
  action: string;
  sending: boolean;
  onOverride: (reason: string) => void;
};

/**
 * Another request's offer holds these dates or seats (docs/statuses.md#offer-holds): the server's
 * words, a link to the holder and, once asked for, the reason to go ahead anyway. It is required
 * and kept in both requests' histories. A form of its own: it sits beside the offer's or the move's
 * form, never inside it.
 */
export function HoldOverride({ held, page, action, sending, onOverride }: Props) {
  const formName = useFormName("holdOverride");
  const t = useTranslate();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const { rules, maxLength } = schemaFields(holdOverride, t);
  const { holder } = held;
  const name = t("work.hold.request", { number: holder.number });

  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={held.message}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>
            {t("work.hold.heldBy")} {page ? <Link to={page(holder._id)}>{name}</Link> : name}
            {" · "}
            {t("work.hold.validUntil", { day: format.date(holder.validUntil) })}
          </Typography.Text>
          {open ? (
            <Form<{ reason: string }>
              name={formName}
              layout="vertical"
              onFinish={({ reason }) => onOverride(reason.trim())}
            >
              <Form.Item
                name="reason"
                label={t("work.hold.reason")}
                extra={t("work.hold.recorded")}
                validateFirst
                rules={[
                  { required: true, whitespace: true, message: t("validation.reasonRequired") },
                  ...rules("reason"),
                ]}
                required
              >
                <Input.TextArea rows={2} maxLength={maxLength("reason")} />
              </Form.Item>
              <Button htmlType="submit" danger loading={sending}>
                {action}
              </Button>
            </Form>
          ) : (
            <div>
              <Button danger onClick={() => setOpen(true)}>
                {t("work.hold.override")}
              </Button>
            </div>
          )}
        </Flex>
      }
    />
  );
}

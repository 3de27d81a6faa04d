import { SendOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Alert, Button, Col, Flex, Form, Input, Modal, Row, Typography } from "antd";
import dayjs from "dayjs";
import { useId } from "react";
import { type Offer, offerInput } from "../../domain/rentWork.schema";
import { useFormat } from "../format";
import { DayInput, EuroInput, schemaFields } from "../forms";
import { useFormName } from "../forms/useFormName";
import { useFocusReturn } from "../layout/focusReturn";
import { HoldOverride } from "./HoldOverride";
import type { WorkTarget } from "./recordWork";
import { type OfferValues, useSendOffer } from "./useSendOffer";

type Props = {
  /** The offer the customer has now, or null before the first. */
  offer: Offer | null;
  target: WorkTarget;
};

const valuesOf = (offer: Offer | null): Partial<OfferValues> =>
  offer
    ? { priceCents: offer.priceCents, conditions: offer.conditions, validUntil: offer.validUntil }
    : {};

/**
 * The offer of a rent or event request: price in EUR, conditions and the last day it is valid
 * (today or later), mailed to the customer in their language. Prefilled from the current offer;
 * sending again asks first, saying the earlier offer stays in the history. Dates or seats another
 * request's offer holds are refused naming it, and may be overridden with a reason
 * (docs/statuses.md#offer-holds).
 */
export function OfferForm({ offer, target }: Props) {
  const formName = useFormName("offer");
  const t = useTranslate();
  const headingId = useId();
  const format = useFormat();
  const [form] = Form.useForm<OfferValues>();
  const { rules, maxLength } = schemaFields(offerInput, t);
  const send = useSendOffer(target, offer !== null);
  const today = dayjs().format("YYYY-MM-DD");

  const focusReturn = useFocusReturn(send.pending !== null);
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        {t(offer ? "work.offer.newTitle" : "work.offer.title")}
      </Typography.Title>
      <Form<OfferValues>
        name={formName}
        form={form}
        layout="vertical"
        initialValues={valuesOf(offer)}
        onFinish={send.submit}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="priceCents"
              label={t("work.offer.fields.price")}
              rules={rules("priceCents")}
              required
            >
              <EuroInput />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="validUntil"
              label={t("work.offer.fields.validUntil")}
              validateFirst
              rules={[
                { required: true, message: t("validation.required") },
                ...rules("validUntil"),
                {
                  validator: async (_, day?: string | null) => {
                    if (day && day < today) throw new Error(t("validation.notBeforeToday"));
                  },
                },
              ]}
              required
            >
              <DayInput minDay={today} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="conditions"
              label={t("work.offer.fields.conditions")}
              rules={rules("conditions")}
              required
            >
              <Input.TextArea rows={4} maxLength={maxLength("conditions")} />
            </Form.Item>
          </Col>
        </Row>
        <Flex vertical gap={12}>
          {send.refusal && <Alert type="error" showIcon role="alert" message={send.refusal} />}
          <Flex justify="end">
            <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={send.sending}>
              {t(offer ? "work.offer.sendAgain" : "work.offer.send")}
            </Button>
          </Flex>
        </Flex>
      </Form>
      {send.held && (
        <HoldOverride
          held={send.held}
          page={target.page}
          action={t("work.hold.overrideAndSend")}
          sending={send.sending}
          onOverride={send.override}
        />
      )}
      <Modal
        open={send.pending !== null}
        title={t("work.offer.replaceTitle")}
        okText={t("work.offer.sendAgain")}
        cancelText={t("work.move.cancel")}
        okButtonProps={{ loading: send.sending }}
        onOk={send.confirm}
        onCancel={send.cancel}
        {...focusReturn}
      >
        <Typography.Paragraph>
          {offer
            ? t("work.offer.replaceCurrent", {
                version: offer.version,
                price: format.money(offer.priceCents),
                validUntil: format.date(offer.validUntil),
              })
            : t("work.offer.replaceSentMeanwhile")}
        </Typography.Paragraph>
        <Typography.Paragraph>{t("work.offer.replaceKept")}</Typography.Paragraph>
      </Modal>
    </section>
  );
}

import { SendOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Alert, Button, Col, Flex, Form, Input, InputNumber, Modal, Row, Typography } from "antd";
import dayjs from "dayjs";
import { useId } from "react";
import { quoteInput } from "../../../domain/orderWork.schema";
import { computeQuote, QUOTE_VALIDITY_DAYS } from "../../../domain/quote";
import type { OrderRequest } from "../../../domain/requests.schema";
import { useFormat } from "../../format";
import { DayInput, EuroInput, schemaFields } from "../../forms";
import { useFormName } from "../../forms/useFormName";
import { useFocusReturn } from "../../layout/focusReturn";
import { useLanguage } from "../../providers/i18n";
import type { WorkTarget } from "../../requests/recordWork";
import { QuoteFigures } from "./QuoteFigures";
import { useQuoteFormat } from "./quoteFormat";
import { type QuoteValues, useSendQuote } from "./useSendQuote";

type Props = { request: OrderRequest; target: WorkTarget };

/** The current quote's terms; valid until QUOTE_VALIDITY_DAYS from today, whatever the last said. */
const valuesOf = (request: OrderRequest, today: dayjs.Dayjs): Partial<QuoteValues> => ({
  ...termsOf(request),
  validUntil: today.add(QUOTE_VALIDITY_DAYS, "day").format("YYYY-MM-DD"),
});

const termsOf = (request: OrderRequest): Partial<QuoteValues> =>
  request.quote
    ? {
        shippingCents: request.quote.shippingCents,
        customizationCents: request.quote.customizationCents,
        vatPercent: request.quote.vatPercent,
        splitPercent: request.quote.splitPercent,
        adminNote: request.quote.adminNote,
      }
    : {};

const numberOr0 = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? value : 0;

/**
 * The quote builder (docs/quotes.md): shipping, customization, VAT %, split %, the last day it is
 * valid (today or later, a week from today unless changed: its pieces are held until then) and
 * an admin note, with the totals of domain/quote.ts following every keystroke. Prefilled from
 * the current quote; sending again asks first, saying the earlier quote stays in the history.
 * Fewer pieces available than asked for is said on the form (nothing was sent).
 */
export function QuoteBuilder({ request, target }: Props) {
  const formName = useFormName("quote");
  const t = useTranslate();
  const headingId = useId();
  const format = useFormat();
  const decimalSeparator = useLanguage() === "it" ? "," : ".";
  const quoteFormat = useQuoteFormat();
  const [form] = Form.useForm<QuoteValues>();
  const { rules, maxLength } = schemaFields(quoteInput, t);
  const quote = useSendQuote(target, request.quote !== null);
  const typed = Form.useWatch([], form) as Partial<QuoteValues> | undefined;
  const today = dayjs();
  const firstDay = today.format("YYYY-MM-DD");

  const totals = computeQuote({
    unitPriceCents: request.unitPriceCents,
    quantity: request.quantity,
    shippingCents: numberOr0(typed?.shippingCents),
    customizationCents: numberOr0(typed?.customizationCents),
    vatPercent: numberOr0(typed?.vatPercent),
    splitPercent: numberOr0(typed?.splitPercent),
  });
  const percentInput = (label: string) => (
    <InputNumber<number>
      aria-label={label}
      min={0}
      decimalSeparator={decimalSeparator}
      suffix="%"
      style={{ width: "100%" }}
    />
  );

  const focusReturn = useFocusReturn(quote.pending !== null);
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        {t(request.quote ? "orderRequests.quote.newTitle" : "orderRequests.quote.title")}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t("orderRequests.quote.basis", {
          quantity: request.quantity,
          price: format.money(request.unitPriceCents),
        })}
      </Typography.Paragraph>
      <Form<QuoteValues>
        name={formName}
        form={form}
        layout="vertical"
        initialValues={valuesOf(request, today)}
        onFinish={quote.submit}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item
              name="shippingCents"
              label={t("orderRequests.quote.fields.shippingCents")}
              rules={rules("shippingCents")}
              required
            >
              <EuroInput />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item
              name="customizationCents"
              label={t("orderRequests.quote.fields.customizationCents")}
              rules={rules("customizationCents")}
              required
            >
              <EuroInput />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item
              name="vatPercent"
              label={t("orderRequests.quote.fields.vatPercent")}
              rules={rules("vatPercent")}
              required
            >
              {percentInput(t("orderRequests.quote.fields.vatPercent"))}
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item
              name="splitPercent"
              label={t("orderRequests.quote.fields.splitPercent")}
              extra={t("orderRequests.quote.splitHelp")}
              rules={rules("splitPercent")}
              required
            >
              {percentInput(t("orderRequests.quote.fields.splitPercent"))}
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={6}>
            <Form.Item
              name="validUntil"
              label={t("orderRequests.quote.fields.validUntil")}
              extra={t("orderRequests.quote.validUntilHelp", { count: request.quantity })}
              validateFirst
              rules={[
                { required: true, message: t("validation.required") },
                ...rules("validUntil"),
                {
                  validator: async (_, day?: string | null) => {
                    if (day && day < firstDay) throw new Error(t("validation.notBeforeToday"));
                  },
                },
              ]}
              required
            >
              <DayInput minDay={firstDay} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="adminNote"
              label={t("orderRequests.quote.fields.adminNote")}
              rules={rules("adminNote")}
            >
              <Input.TextArea rows={2} maxLength={maxLength("adminNote")} />
            </Form.Item>
          </Col>
        </Row>
        <div aria-live="polite">
          <QuoteFigures
            label={t("orderRequests.quote.liveTotals")}
            figures={quoteFormat.totals(totals)}
          />
        </div>
        <Flex vertical gap={12} style={{ marginTop: 16 }}>
          {quote.refusal && <Alert type="error" showIcon role="alert" message={quote.refusal} />}
          <Flex justify="end">
            <Button
              type="primary"
              htmlType="submit"
              icon={<SendOutlined />}
              loading={quote.sending}
            >
              {t(request.quote ? "orderRequests.quote.sendAgain" : "orderRequests.quote.send")}
            </Button>
          </Flex>
        </Flex>
      </Form>
      <Modal
        open={quote.pending !== null}
        title={t("orderRequests.quote.replaceTitle")}
        okText={t("orderRequests.quote.replaceConfirm")}
        cancelText={t("orderRequests.quote.replaceCancel")}
        okButtonProps={{ loading: quote.sending }}
        onOk={quote.confirm}
        onCancel={quote.cancel}
        {...focusReturn}
      >
        <Typography.Paragraph>
          {request.quote
            ? t("orderRequests.quote.replaceCurrent", {
                version: request.quote.version,
                total: format.money(request.quote.totalCents),
              })
            : t("orderRequests.quote.replaceSentMeanwhile")}
        </Typography.Paragraph>
        <Typography.Paragraph>{t("orderRequests.quote.replaceKept")}</Typography.Paragraph>
      </Modal>
    </section>
  );
}

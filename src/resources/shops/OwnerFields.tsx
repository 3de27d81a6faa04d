import { useTranslate } from "@refinedev/core";
import { Col, Flex, Form, type FormRule, Input, Row, Typography } from "antd";
import type { Shop } from "../../../domain/shops.schema";
import type { FieldPath } from "../../forms";
import { EmailStatusTag } from "../users/UserTags";

type Rules = (field: FieldPath) => FormRule[];

/**
 * The seller account of a new shop: who will own it. The server creates the account and mails
 * its owner a link to choose a password.
 */
export function NewOwnerFields({ rules }: { rules: Rules }) {
  const t = useTranslate();
  const item = (field: "firstName" | "lastName" | "email", label: string, max: number) => (
    <Form.Item name={["owner", field]} label={t(label)} rules={rules(["owner", field])} required>
      <Input maxLength={max} autoComplete="off" type={field === "email" ? "email" : "text"} />
    </Form.Item>
  );
  return (
    <>
      <Typography.Paragraph type="secondary">{t("shops.help.owner")}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {item("firstName", "shops.fields.ownerFirstName", 80)}
        </Col>
        <Col xs={24} md={12}>
          {item("lastName", "shops.fields.ownerLastName", 80)}
        </Col>
        <Col xs={24} md={12}>
          {item("email", "shops.fields.ownerEmail", 254)}
        </Col>
      </Row>
    </>
  );
}

/** An existing shop's seller account, read-only: the seller changes it from their own profile. */
export function OwnerSummary({ owner }: { owner: Shop["owner"] }) {
  const t = useTranslate();
  return (
    <Form.Item label={t("shops.fields.owner")} extra={t("shops.help.ownerReadOnly")}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{owner.fullName}</Typography.Text>
        <Typography.Text type="secondary">{owner.email}</Typography.Text>
        <EmailStatusTag verified={owner.emailVerified} />
      </Flex>
    </Form.Item>
  );
}

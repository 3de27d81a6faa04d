import { useTranslate } from "@refinedev/core";
import { Col, Flex, Form, Input, Row, Typography } from "antd";
import type { Shop } from "../../../domain/shops.schema";
import type { SchemaFields } from "../../forms";
import { EmailStatusTag } from "../users/UserTags";

/**
 * The seller account of a new shop: who will own it. The server creates the account and mails
 * its owner a link to choose a password.
 */
export function NewOwnerFields({ fields }: { fields: SchemaFields }) {
  const t = useTranslate();
  const item = (field: "firstName" | "lastName" | "email", label: string) => (
    <Form.Item
      name={["owner", field]}
      label={t(label)}
      rules={fields.rules(["owner", field])}
      required
    >
      <Input
        maxLength={fields.maxLength(["owner", field])}
        autoComplete="off"
        type={field === "email" ? "email" : "text"}
      />
    </Form.Item>
  );
  return (
    <>
      <Typography.Paragraph type="secondary">{t("shops.help.owner")}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {item("firstName", "shops.fields.ownerFirstName")}
        </Col>
        <Col xs={24} md={12}>
          {item("lastName", "shops.fields.ownerLastName")}
        </Col>
        <Col xs={24} md={12}>
          {item("email", "shops.fields.ownerEmail")}
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

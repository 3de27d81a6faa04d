import { type HttpError, useNavigation, useTranslate } from "@refinedev/core";
import type { ButtonProps } from "antd";
import { Button, Card, Flex, Form, type FormProps, Result, Skeleton, Typography } from "antd";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { ButtonLink } from "../layout/ButtonLink";
import { PresenceAvatars } from "../presence/PresenceAvatars";
import { useRecordPresence } from "../presence/store";
import { useRecordKeys } from "../shortcuts/useRecordKeys";
import { RecordLogButton } from "./RecordLogButton";
import { useFormName } from "./useFormName";

/** What FormPage frames of useResourceForm's result. */
type ResourceForm = {
  resource: string;
  action: "create" | "edit";
  formProps: FormProps;
  saveButtonProps: ButtonProps;
  /** The edited record's query: its loading and failure show instead of the form. */
  query?: { isLoading: boolean; isError: boolean; error?: HttpError | null };
  /** The conflict dialog of a save someone else's save made stale. */
  staleVersionDialog?: ReactNode;
};

type Props = {
  resourceForm: ResourceForm;
  /**
   * The edited record's id, for a resource with no view page (its form is the record's page):
   * the header then links to the record's log.
   */
  logRecordId?: string;
  children: ReactNode;
};

/**
 * The frame of a create or edit screen: the translated title (`<resource>.titles.<action>`), the
 * form, and Cancel (back to the list) beside Save. An edited record that cannot be read says so.
 */
export function FormPage({ resourceForm, logRecordId, children }: Props) {
  const { resource, action, formProps, saveButtonProps, query, staleVersionDialog } = resourceForm;
  const t = useTranslate();
  const { listUrl } = useNavigation();
  // Two pages kept open (a product's and a model's form, two products') would each hold an input
  // "nameEn" otherwise.
  const formName = useFormName(resource);
  const title = (
    <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
      {t(`${resource}.titles.${action}`)}
    </Typography.Title>
  );
  const back = <ButtonLink to={listUrl(resource)}>{t("lists.form.back")}</ButtonLink>;
  const { id } = useParams();
  const keysSaid = useRecordKeys(resource, action === "edit" ? id : undefined, "edit");
  const { others, markEditing } = useRecordPresence(
    action === "edit" && id ? { resource, id } : undefined,
  );

  if (action === "edit" && query?.isError) {
    return (
      <Card>
        <Result
          status={query.error?.statusCode === 404 ? "404" : "warning"}
          title={t(
            query.error?.statusCode === 404 ? "lists.form.notFound" : "lists.form.loadFailed",
          )}
          subTitle={query.error?.statusCode === 404 ? undefined : query.error?.message}
          extra={back}
        />
      </Card>
    );
  }

  return (
    <Card
      title={title}
      extra={
        others.length > 0 || (action === "edit" && logRecordId) ? (
          <Flex gap={8} align="center">
            <PresenceAvatars users={others} />
            {action === "edit" && logRecordId && (
              <RecordLogButton resource={resource} id={logRecordId} />
            )}
          </Flex>
        ) : undefined
      }
      style={{ maxWidth: 960 }}
    >
      {action === "edit" && query?.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form
          name={formName}
          {...formProps}
          // Only a person's typing or picking calls it, never the form's own filling: the others
          // then see this tab as editing.
          onValuesChange={(changed, values) => {
            markEditing();
            formProps.onValuesChange?.(changed, values);
          }}
        >
          {children}
          <Flex gap={8} justify="flex-end" wrap>
            <ButtonLink to={listUrl(resource)}>{t("lists.form.cancel")}</ButtonLink>
            <Button
              type="primary"
              htmlType="submit"
              loading={saveButtonProps.loading}
              disabled={saveButtonProps.disabled}
            >
              {t("lists.form.save")}
            </Button>
          </Flex>
        </Form>
      )}
      {staleVersionDialog}
      {keysSaid}
    </Card>
  );
}

import { EditOutlined } from "@ant-design/icons";
import { type HttpError, useNavigation, useResourceParams, useTranslate } from "@refinedev/core";
import { Card, Flex, Result, Skeleton, Typography } from "antd";
import type { FormEvent, ReactNode } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "../layout/ButtonLink";
import { PresenceAvatars } from "../presence/PresenceAvatars";
import { useRecordPresence } from "../presence/store";
import { useRecordKeys } from "../shortcuts/useRecordKeys";
import { RecordLogButton } from "./RecordLogButton";

type Props = {
  resource: string;
  id: string;
  /** The record's query (Refine's useShow): its loading and failure show instead of the content. */
  query: { isLoading: boolean; isError: boolean; error?: HttpError | null };
  /** The page title once the record is read (`Order #1042`); `<resource>.titles.show` until then. */
  title?: string;
  /** The record's own name, under the page title. */
  heading?: ReactNode;
  /** More buttons beside Edit, for what can be done to this record (delete, send again…). */
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of a record's view screen: the translated title (`<resource>.titles.show`), the
 * record's name, the record's own actions, Edit (when the resource has an edit page), Back to
 * the list it was opened from and, for administrators, the record's log.
 */
export function ShowPage({ resource, id, query, title, heading, actions, children }: Props) {
  const t = useTranslate();
  const { listUrl, editUrl } = useNavigation();
  const { resource: item } = useResourceParams({ resource });
  // A record opened from another list (the work queue) goes back there, filters and all.
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  const back = (
    <ButtonLink to={typeof from === "string" ? from : listUrl(resource)}>
      {t("lists.show.back")}
    </ButtonLink>
  );
  const keysSaid = useRecordKeys(resource, id);
  const { others, markEditing } = useRecordPresence({ resource, id });
  // The page's forms (a quote, a note, a move's reason in its dialog) are its own: a person's
  // typing or picking in any of them makes this tab editing for the others. A change outside a
  // form (the customer page's timeline filters) edits nothing.
  const markEditingInForms = (event: FormEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest("form")) markEditing();
  };

  if (query.isError) {
    // A record's read takes nothing but its id: a 400 says the id is malformed, so no such record.
    const missing = query.error?.statusCode === 404 || query.error?.statusCode === 400;
    return (
      <Card>
        <Result
          status={missing ? "404" : "warning"}
          title={t(missing ? "lists.form.notFound" : "lists.form.loadFailed")}
          subTitle={missing ? undefined : query.error?.message}
          extra={back}
        />
        {keysSaid}
      </Card>
    );
  }

  return (
    <Card
      onChange={markEditingInForms}
      title={
        // One wrapping row rather than Card's `extra`: on a phone the buttons go under the title
        // instead of squeezing it out of sight.
        <Flex
          justify="space-between"
          align="center"
          gap={12}
          wrap
          style={{ padding: "8px 0", whiteSpace: "normal" }}
        >
          <Flex vertical>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
              {title ?? t(`${resource}.titles.show`)}
            </Typography.Title>
            {heading && <Typography.Text type="secondary">{heading}</Typography.Text>}
          </Flex>
          <Flex gap={8} wrap align="center">
            <PresenceAvatars users={others} />
            {back}
            <RecordLogButton resource={resource} id={id} />
            {actions}
            {item?.edit && (
              <ButtonLink to={editUrl(resource, id)} type="primary" icon={<EditOutlined />}>
                {t("lists.show.edit")}
              </ButtonLink>
            )}
          </Flex>
        </Flex>
      }
    >
      {keysSaid}
      {query.isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : children}
    </Card>
  );
}

import {
  useCustom,
  useCustomMutation,
  useGetIdentity,
  useInvalidate,
  useTranslate,
} from "@refinedev/core";
import { Button, Flex, Select, Typography } from "antd";
import { useId } from "react";
import { canBeAssigned, type QueueResource, RECORD_PATHS } from "../../domain/queue";
import type { Assignable, Assignment } from "../../domain/queue.schema";
import { isUserType } from "../../domain/userTypes";
import { useIsStaff } from "../forms";
import { useInvalidateCustom } from "../providers/api";
import type { Identity } from "../providers/authProvider";
import { notifier } from "../providers/notifier";
import type { StatusKind } from "./StatusTag";

/** The status list each waiting resource follows (its labels and move names). */
export const STATUS_KIND: Record<QueueResource, StatusKind> = {
  orderRequests: "orderRequest",
  orders: "order",
  rentRequests: "request",
  eventRequests: "request",
  deletionRequests: "deletionRequest",
};

const assigneePath = (resource: QueueResource, id: string) =>
  `${RECORD_PATHS[resource]}/${encodeURIComponent(id)}/assignee`;

/** Staff a record can go to (staff only: a seller assigns only to itself). */
function useAssignable() {
  const staff = useIsStaff();
  const { query } = useCustom<Assignable[]>({
    url: "/queue/assignees",
    method: "get",
    queryOptions: { enabled: staff, staleTime: 60_000 },
  });
  return { ...query, data: query.data?.data };
}

/**
 * Assigns a record (docs/api.md#work-queue); then the queue and the record's page read again,
 * here at once and on every other screen through the live socket.
 */
export function useAssign(resource: QueueResource, id: string) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const invalidateCustom = useInvalidateCustom();
  const { mutation } = useCustomMutation<Assignment>();
  return {
    isPending: mutation.isPending,
    mutate: (assigneeId: string | null) =>
      mutation.mutate(
        { url: assigneePath(resource, id), method: "put", values: { assigneeId } },
        {
          // Done once the server answers; the re-reads go on behind, so the buttons never stay busy.
          onSuccess: () => {
            notifier.show("success", t("queue.assigned"));
            void Promise.all([
              invalidate({ resource: "queue", invalidates: ["list"] }),
              invalidate({ resource, id, invalidates: ["detail"] }),
              invalidateCustom(assigneePath(resource, id)),
            ]);
          },
        },
      ),
  };
}

type ControlsProps = {
  resource: QueueResource;
  id: string;
  assignee: Assignment["assignee"];
  /** How the record is named to screen readers: "Order request #12". */
  recordName: string;
};

/**
 * Assign to me, and for staff Assign to… any staff member who works with the resource, or nobody.
 * Plain buttons and a labelled select: Tab, Enter and the arrow keys do everything.
 */
export function AssignControls({ resource, id, assignee, recordName }: ControlsProps) {
  const t = useTranslate();
  const staff = useIsStaff();
  const { data: me } = useGetIdentity<Identity>();
  const assignable = useAssignable();
  const { mutate, isPending } = useAssign(resource, id);
  const mine = Boolean(me && assignee?._id === me.id);
  const options = [
    { value: "", label: t("queue.unassign") },
    ...(assignable.data ?? [])
      .filter((person) => isUserType(person.type) && canBeAssigned(resource, person.type))
      .map((person) => ({ value: person._id, label: person.fullName })),
  ];

  return (
    <Flex gap={8} wrap align="center">
      {!mine && me && (
        <Button
          size="small"
          loading={isPending}
          aria-label={t("queue.assignToMeLabel", { record: recordName })}
          onClick={() => mutate(me.id)}
        >
          {t("queue.assignToMe")}
        </Button>
      )}
      {staff && (
        <Select
          size="small"
          showSearch
          optionFilterProp="label"
          placeholder={t("queue.assignTo")}
          aria-label={t("queue.assignToLabel", { record: recordName })}
          value={null}
          options={options}
          loading={assignable.isLoading}
          disabled={isPending}
          onChange={(value: string) => mutate(value || null)}
          style={{ minWidth: 150 }}
          popupMatchSelectWidth={false}
        />
      )}
    </Flex>
  );
}

type PanelProps = {
  resource: QueueResource;
  id: string;
  /** The record's version: a new one (an assignment made elsewhere) reads the assignee again. */
  version: number;
  recordName: string;
};

/** A record page's assignee, with the controls that change it. */
export function AssignmentPanel({ resource, id, version, recordName }: PanelProps) {
  const t = useTranslate();
  const labelId = useId();
  const { result } = useCustom<Assignment>({
    url: assigneePath(resource, id),
    method: "get",
    meta: { version },
  });
  const data = result.data;
  if (!data) return null;
  return (
    <section aria-labelledby={labelId}>
      <Flex gap={12} wrap align="center">
        <Typography.Text strong id={labelId}>
          {t("queue.assignment.title")}:
        </Typography.Text>
        <Typography.Text>{data.assignee?.fullName ?? t("queue.nobody")}</Typography.Text>
        <AssignControls
          resource={resource}
          id={id}
          assignee={data.assignee}
          recordName={recordName}
        />
      </Flex>
    </section>
  );
}

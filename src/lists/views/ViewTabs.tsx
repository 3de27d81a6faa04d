import { DownOutlined, SaveOutlined, TeamOutlined } from "@ant-design/icons";
import { usePermissions, useTranslate } from "@refinedev/core";
import { Button, Dropdown, Flex, type MenuProps, Modal } from "antd";
import { type MouseEvent, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { type ViewResource, type ViewVisibility, viewQueryOf } from "../../../domain/views";
import type { View } from "../../../domain/views.schema";
import { withFocusReturn } from "../../layout/focusReturn";
import type { Permissions } from "../../providers/authProvider";
import { notifier } from "../../providers/notifier";
import { SaveViewDialog } from "../onDemandParts";
import { useListPaths, useOpenView, viewUrl } from "./openView";
import { useViews, useViewWrites } from "./useViews";

type Props = {
  resource: ViewResource;
  /** The columns the list hides now: a saved view keeps them. */
  hiddenColumns: readonly string[];
  /** The view opened last on this list, whose filters the user may have changed since. */
  openedId: string | null;
  compact: boolean;
};

type Dialog = { kind: "create" } | { kind: "edit"; view: View } | null;

/** A quick tab: a real link to the list's address, opening the view on a plain click. */
function ViewTab({
  label,
  to,
  active,
  shared,
  onOpen,
}: {
  label: string;
  to: string;
  active: boolean;
  shared?: string;
  onOpen: () => void;
}) {
  const open = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <Button
      href={to}
      onClick={open}
      size="small"
      type={active ? "primary" : "default"}
      aria-current={active ? "page" : undefined}
      title={shared}
      icon={shared ? <TeamOutlined aria-hidden /> : undefined}
    >
      {label}
    </Button>
  );
}

/**
 * The list's saved views as quick tabs above it (issue 15): "All", the user's own views, then
 * those shared with its type; and the control that saves the list as it is now as a view, or
 * updates, renames, shares or deletes the view last opened, as far as the user may.
 */
export function ViewTabs({ resource, hiddenColumns, openedId, compact }: Props) {
  const t = useTranslate();
  const location = useLocation();
  const { data: permissions } = usePermissions<Permissions>({});
  const { data: views = [] } = useViews(resource);
  const writes = useViewWrites();
  const openView = useOpenView();
  const listPath = useListPaths()(resource) ?? location.pathname;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [modal, modalHolder] = Modal.useModal();

  const query = viewQueryOf(location.search);
  const active = views.find((view) => view.query === query);
  const selected = active ?? views.find((view) => view._id === openedId);
  const current = { resource, query, hiddenColumns: [...hiddenColumns] };

  const save = async (values: { name: string; visibility: ViewVisibility }) => {
    if (dialog?.kind === "edit") {
      const { query, hiddenColumns } = dialog.view;
      await writes.update.mutateAsync({
        view: dialog.view,
        input: { ...values, resource, query, hiddenColumns },
      });
      notifier.show("success", t("lists.views.updated"));
    } else {
      await writes.create.mutateAsync({ ...values, ...current });
      notifier.show("success", t("lists.views.created"));
    }
  };

  const updateSelected = (view: View) =>
    writes.update.mutate(
      { view, input: { name: view.name, visibility: view.visibility, ...current } },
      { onSuccess: () => notifier.show("success", t("lists.views.updated")) },
    );

  const confirmDelete = (view: View) =>
    modal.confirm(
      withFocusReturn({
        title: t("lists.views.delete", { name: view.name }),
        content: t("lists.views.deleteConfirm", { name: view.name }),
        okText: t("lists.delete.ok"),
        cancelText: t("lists.views.cancel"),
        okButtonProps: { danger: true },
        onOk: () =>
          writes.remove.mutateAsync(view, {
            onSuccess: () => notifier.show("success", t("lists.views.deleted")),
          }),
      }),
    );

  const selectedItems: MenuProps["items"] = selected
    ? [
        ...(selected.editable
          ? [
              {
                key: "update",
                label: t("lists.views.update", { name: selected.name }),
                onClick: () => updateSelected(selected),
              },
              {
                key: "edit",
                label: t("lists.views.edit", { name: selected.name }),
                onClick: () => setDialog({ kind: "edit", view: selected }),
              },
            ]
          : []),
        ...(selected.deletable
          ? [
              {
                key: "delete",
                danger: true,
                label: t("lists.views.delete", { name: selected.name }),
                onClick: () => confirmDelete(selected),
              },
            ]
          : []),
      ]
    : [];
  // Icon-only at 390 px: the name then comes from aria-label, otherwise from the visible text.
  const saveLabel = compact ? undefined : t("lists.views.save");
  const saveName = compact ? t("lists.views.save") : undefined;
  const saveControl =
    selectedItems.length === 0 ? (
      <Button
        size="small"
        icon={<SaveOutlined />}
        aria-label={saveName}
        onClick={() => setDialog({ kind: "create" })}
      >
        {saveLabel}
      </Button>
    ) : (
      <Dropdown
        trigger={["click"]}
        menu={{
          items: [
            {
              key: "create",
              label: t("lists.views.saveAs"),
              onClick: () => setDialog({ kind: "create" }),
            },
            ...selectedItems,
          ],
        }}
      >
        <Button size="small" icon={<SaveOutlined />} aria-label={saveName}>
          {saveLabel}
          <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
    );

  return (
    <nav aria-label={t("lists.views.label")} style={{ marginBottom: 12 }}>
      <Flex gap={8} wrap align="center">
        {views.length > 0 && (
          <ViewTab
            label={t("lists.views.all")}
            to={listPath}
            active={!active}
            onOpen={() => openView(resource, null)}
          />
        )}
        {views.map((view) => (
          <ViewTab
            key={view._id}
            label={view.name}
            to={viewUrl(listPath, view.query)}
            active={view === active}
            shared={
              view.editable ? undefined : t("lists.views.sharedBy", { name: view.owner.fullName })
            }
            onOpen={() => openView(resource, view)}
          />
        ))}
        {saveControl}
      </Flex>
      {dialog && permissions && (
        <Suspense fallback={null}>
          <SaveViewDialog
            view={dialog.kind === "edit" ? dialog.view : undefined}
            userType={permissions.userType}
            saving={writes.create.isPending || writes.update.isPending}
            onSave={save}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      {modalHolder}
    </nav>
  );
}

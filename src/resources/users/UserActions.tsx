import { DeleteOutlined, EditOutlined, MailOutlined } from "@ant-design/icons";
import {
  type BaseRecord,
  type HttpError,
  useCustomMutation,
  useGetIdentity,
  useTranslate,
} from "@refinedev/core";
import { Button } from "antd";
import { useState } from "react";
import type { UserRecord } from "../../../domain/users.schema";
import { notifier } from "../../providers/notifier";
import { verificationMailPath } from "./api";
import { DeleteUserModal } from "./DeleteUserModal";
import { EditUserModal } from "./EditUserModal";

/**
 * An account's actions for administrators: edit, send the verification mail again (while the
 * address is unverified) and delete. An anonymised account has nothing left to act on, and
 * nobody deletes their own account (the server refuses it too).
 */
export function UserActions({ user }: { user: UserRecord }) {
  const t = useTranslate();
  const { data: me } = useGetIdentity<{ id: string }>();
  const [opened, setOpened] = useState<"edit" | "delete" | null>(null);
  const { mutation: resend } = useCustomMutation<BaseRecord, HttpError, undefined>();
  const resendMail = () =>
    resend.mutate(
      { url: verificationMailPath(user._id), method: "post", values: undefined },
      { onSuccess: () => notifier.show("success", t("users.verificationMailSent")) },
    );
  if (user.anonymisedAt) return null;

  return (
    <>
      <Button icon={<EditOutlined />} onClick={() => setOpened("edit")}>
        {t("users.actions.edit")}
      </Button>
      {!user.emailVerified && (
        <Button icon={<MailOutlined />} loading={resend.isPending} onClick={resendMail}>
          {t("users.actions.resendVerification")}
        </Button>
      )}
      {me?.id !== user._id && (
        <Button danger icon={<DeleteOutlined />} onClick={() => setOpened("delete")}>
          {t("users.actions.delete")}
        </Button>
      )}
      <EditUserModal user={user} open={opened === "edit"} onClose={() => setOpened(null)} />
      <DeleteUserModal user={user} open={opened === "delete"} onClose={() => setOpened(null)} />
    </>
  );
}

import {
  type HttpError,
  useCustom,
  useCustomMutation,
  useInvalidate,
  useNavigation,
  useTranslate,
} from "@refinedev/core";
import { Alert, Flex, Modal, Spin, Typography } from "antd";
import type { AccountHoldings, UserRecord } from "../../../domain/users.schema";
import { useFocusReturn } from "../../layout/focusReturn";
import { Holdings } from "../../people/Holdings";
import { notifier } from "../../providers/notifier";
import { userDeletePath, userHoldingsPath } from "./api";

type Props = { user: UserRecord; open: boolean; onClose: () => void };

/**
 * Confirms a deletion after asking the server what the account holds, so the administrator reads
 * what will happen: removed for good when it holds nothing, else anonymised with its records kept.
 */
export function DeleteUserModal({ user, open, onClose }: Props) {
  const t = useTranslate();
  const invalidate = useInvalidate();
  const { list } = useNavigation();
  const { query: holdings, result } = useCustom<AccountHoldings>({
    url: userHoldingsPath(user._id),
    method: "get",
    queryOptions: { enabled: open, staleTime: 0, gcTime: 0 },
  });
  const { mutation: deletion } = useCustomMutation<
    { outcome: AccountHoldings["outcome"] },
    HttpError,
    undefined
  >();
  const remove = () =>
    deletion.mutate(
      { url: userDeletePath(user._id), method: "delete", values: undefined },
      {
        onSuccess: async ({ data }) => {
          notifier.show("success", t("users.deleted"));
          onClose();
          await invalidate({ resource: "users", invalidates: ["list", "detail"], id: user._id });
          if (data.outcome === "remove") list("users");
        },
      },
    );
  const held = result.data;

  const focusReturn = useFocusReturn(open);
  return (
    <Modal
      open={open}
      title={t("users.deletion.title", { name: user.fullName })}
      okText={t("users.deletion.confirm")}
      cancelText={t("users.deletion.cancel")}
      okButtonProps={{ danger: true, disabled: !held, loading: deletion.isPending }}
      onOk={remove}
      onCancel={onClose}
      {...focusReturn}
      destroyOnHidden
    >
      {holdings.isError ? (
        <Alert type="error" showIcon message={t("users.deletion.failed")} />
      ) : !held ? (
        <Flex gap={8} align="center">
          <Spin size="small" />
          <Typography.Text>{t("users.deletion.checking")}</Typography.Text>
        </Flex>
      ) : (
        <Flex vertical gap={8}>
          <Alert
            type={held.outcome === "remove" ? "warning" : "info"}
            showIcon
            message={t(`users.deletion.${held.outcome}`)}
          />
          {held.outcome === "anonymise" && <Holdings holdings={held} />}
        </Flex>
      )}
    </Modal>
  );
}

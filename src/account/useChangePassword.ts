import { useCustomMutation } from "@refinedev/core";
import type { FormInstance } from "antd";
import { useNavigate } from "react-router";
import type { Profile } from "../../domain/auth.schema";
import { useRefreshAccess } from "../access/useRefreshAccess";
import { showFieldErrors } from "../forms/serverFieldErrors";
import { messageOf } from "../providers/api";
import { notifier } from "../providers/notifier";

export type PasswordChange = { currentPassword: string; password: string; confirmPassword: string };

const FIELDS = ["currentPassword", "password", "confirmPassword"] as const;

/**
 * Changes the signed-in user's password. The answer carries the updated profile, which lifts the
 * "choose your own password" gate at once; then home, with the server's message.
 */
export function useChangePassword(form: FormInstance<PasswordChange>) {
  const navigate = useNavigate();
  const refreshAccess = useRefreshAccess();

  const { mutation } = useCustomMutation<Profile>();
  const changePassword = (change: PasswordChange) =>
    mutation.mutate(
      { url: "/user/change-password", method: "put", values: change },
      {
        onSuccess: async (answer) => {
          await refreshAccess(answer.data);
          notifier.show("success", messageOf(answer));
          navigate("/", { replace: true });
        },
        onError: (error) => showFieldErrors(form, error, FIELDS),
      },
    );

  return { changePassword, isPending: mutation.isPending };
}

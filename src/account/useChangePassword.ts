import { useMutation } from "@tanstack/react-query";
import type { FormInstance } from "antd";
import { useNavigate } from "react-router";
import type { Profile } from "../../domain/auth.schema";
import { useRefreshAccess } from "../access/useRefreshAccess";
import { showFieldErrors } from "../forms/serverFieldErrors";
import { type Answer, httpClient } from "../providers/httpClient";
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

  const { mutate, isPending } = useMutation({
    mutationFn: async (change: PasswordChange) =>
      (await httpClient.put<Answer<Profile>>("/user/change-password", change)).data,
    onSuccess: async ({ message, data }) => {
      await refreshAccess(data);
      notifier.show("success", message);
      navigate("/", { replace: true });
    },
    onError: (error) => showFieldErrors(form, error, FIELDS),
  });

  return { changePassword: mutate, isPending };
}

import { type HttpError, useCustomMutation } from "@refinedev/core";
import type { FormInstance } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { fieldErrorsOf, showFieldErrors } from "../forms/serverFieldErrors";
import { messageOf } from "../providers/api";
import { notifier } from "../providers/notifier";

export type NewPassword = { password: string; confirmPassword: string };

const FIELDS = ["password", "confirmPassword"] as const;

/**
 * Sets a new password through a mailed link: on success the sign-in page, with the server's
 * message; a mistake in the fields shows under them; a link the server refuses (used, expired,
 * unknown) becomes `refusal`, so the page can offer a new one.
 */
export function useResetPassword(
  form: FormInstance<NewPassword>,
  link: { id: string; token: string },
) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);

  const { mutation } = useCustomMutation();
  const resetPassword = (password: NewPassword) =>
    mutation.mutate(
      { url: "/user/password/reset", method: "post", values: { ...link, ...password } },
      {
        onSuccess: (answer) => {
          notifier.show("success", messageOf(answer));
          navigate("/login", { replace: true });
        },
        // Other failures (network, too many attempts) were shown by the HTTP client; the form stays.
        onError: (error: HttpError) => {
          const aboutFields = Object.keys(fieldErrorsOf(error)).some((field) =>
            (FIELDS as readonly string[]).includes(field),
          );
          if (aboutFields) showFieldErrors(form, error, FIELDS);
          else if (error.statusCode === 400) setRefusal(error.message);
        },
      },
    );

  return { resetPassword, isPending: mutation.isPending, refusal };
}

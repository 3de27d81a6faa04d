import { useCustomMutation } from "@refinedev/core";
import type { FormInstance } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router";
import { PUBLIC_PAGE } from "../../domain/auth";
import { config } from "../config";
import { showFieldErrors } from "../forms/serverFieldErrors";
import { messageOf } from "../providers/api";
import type { SignupStart } from "./signupStart";

export type SignupDetails = { firstName: string; lastName: string; profilePicture?: File | null };

/** Where /verifyemail learns the address and the server's message. */
export type SignupDone = { email: string; notice: string };

const FIELDS = ["firstName", "lastName", "profilePicture"] as const;

/**
 * Creates the seller account: step 1 and step 2 in one multipart POST. Mistakes about this step's
 * fields show under them; those about step 1 (email taken, password) come back as `stepOneErrors`
 * for the page to show with the way back.
 */
export function useSignup(form: FormInstance<SignupDetails>, start: SignupStart) {
  const navigate = useNavigate();
  const [stepOneErrors, setStepOneErrors] = useState<string[]>([]);

  const { mutation } = useCustomMutation<{ email: string }>();
  const signUp = ({ firstName, lastName, profilePicture }: SignupDetails) => {
    const body = new FormData();
    body.append("firstName", firstName.trim());
    body.append("lastName", lastName.trim());
    body.append("email", start.email);
    body.append("password", start.password);
    body.append("confirmPassword", start.confirmPassword);
    if (profilePicture) body.append("profilePicture", profilePicture);
    setStepOneErrors([]);
    mutation.mutate(
      {
        url: "/user/signup",
        method: "post",
        values: body,
        meta: { timeoutMs: config.uploadTimeoutMs },
      },
      {
        onSuccess: (answer) => {
          const done: SignupDone = { email: answer.data.email, notice: messageOf(answer) };
          // Replace: going back must not offer the sent form (and its password) again.
          navigate(PUBLIC_PAGE.verifyEmailNotice, { replace: true, state: done });
        },
        onError: (error) => setStepOneErrors(Object.values(showFieldErrors(form, error, FIELDS))),
      },
    );
  };

  return { signUp, isPending: mutation.isPending, stepOneErrors };
}

import { useCustomMutation } from "@refinedev/core";

/** Asks for a reset link by email; the server answers the same whether the address exists or not. */
export function useForgotPassword() {
  const { mutation } = useCustomMutation();
  return {
    ...mutation,
    mutate: (email: string) =>
      mutation.mutate({ url: "/user/password/forgot", method: "post", values: { email } }),
  };
}

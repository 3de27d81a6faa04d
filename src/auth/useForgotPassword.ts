import { useMutation } from "@tanstack/react-query";
import { type Answer, httpClient } from "../providers/httpClient";

/** Asks for a reset link by email; the server answers the same whether the address exists or not. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await httpClient.post<Answer<unknown>>("/user/password/forgot", { email })).data,
  });
}

import { keys } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Profile } from "../../domain/auth.schema";
import { authProvider } from "../providers/authProvider";

/**
 * After the profile changed on the server (own password set, payment account linked): take the
 * new profile, given or asked for, and let the shell re-read who the user is and what they may
 * open, without a page reload. The session check itself is left alone: re-running it would
 * unmount the shell while it loads.
 */
export function useRefreshAccess() {
  const queryClient = useQueryClient();
  return useCallback(
    async (profile?: Profile) => {
      if (profile) authProvider.rememberProfile(profile);
      else await authProvider.reloadProfile();
      await Promise.all(
        [
          keys().auth().action("identity").get(),
          keys().auth().action("permissions").get(),
          keys().access().get(),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    [queryClient],
  );
}

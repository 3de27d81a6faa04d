import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormInstance } from "antd";
import type { Profile, ProfileUpdate } from "../../../domain/auth.schema";
import { useRefreshAccess } from "../../access/useRefreshAccess";
import { showFieldErrors } from "../../forms/serverFieldErrors";
import { type Answer, httpClient } from "../../providers/httpClient";
import { notifier } from "../../providers/notifier";

const PROFILE_KEY = ["profile", "own"] as const;
const FIELDS = ["firstName", "lastName"] as const;

/** The signed-in user's profile, as the server has it now. */
export function useOwnProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async () => (await httpClient.get<Answer<Profile>>("/user/profile")).data.data,
  });
}

/**
 * Renames the signed-in user. The answer carries the updated profile: the shell takes it at once
 * (the top bar shows the new name), and the server's message says it worked.
 */
export function useUpdateProfile(form: FormInstance<ProfileUpdate>) {
  const queryClient = useQueryClient();
  const refreshAccess = useRefreshAccess();

  const { mutate, isPending } = useMutation({
    mutationFn: async (change: ProfileUpdate) =>
      (await httpClient.put<Answer<Profile>>("/user/profile", change)).data,
    onSuccess: async ({ message, data }) => {
      queryClient.setQueryData(PROFILE_KEY, data);
      await refreshAccess(data);
      notifier.show("success", message);
    },
    onError: (error) => showFieldErrors(form, error, FIELDS),
  });

  return { updateProfile: mutate, isPending };
}

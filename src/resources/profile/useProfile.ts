import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Form } from "antd";
import { useRef } from "react";
import type { Profile, ProfileUpdate } from "../../../domain/auth.schema";
import { useRefreshAccess } from "../../access/useRefreshAccess";
import { showFieldErrors } from "../../forms/serverFieldErrors";
import { isStaleVersion } from "../../forms/staleVersion";
import { useStaleVersion } from "../../forms/useStaleVersion";
import { type Answer, httpClient } from "../../providers/httpClient";
import { notifier } from "../../providers/notifier";

const PROFILE_KEY = ["profile", "own"] as const;
const FIELDS = ["firstName", "lastName"] as const;

const readOwnProfile = async () =>
  (await httpClient.get<Answer<Profile>>("/user/profile")).data.data;

/** The signed-in user's profile, as the server has it now. */
export function useOwnProfile() {
  return useQuery({ queryKey: PROFILE_KEY, queryFn: readOwnProfile });
}

/** What the form edits of a profile, with the version those values are based on (hidden). */
const editedOf = ({ firstName, lastName, version }: Profile): ProfileUpdate => ({
  firstName,
  lastName,
  version,
});

/**
 * The form that renames the signed-in user. It sends back the version of the profile its values
 * are based on; a save someone else's made stale (the same user in another tab) opens the
 * conflict dialog. A saved or reloaded profile is taken at once by the shell (the top bar shows
 * the new name), and the server's message says it worked.
 */
export function useProfileForm(profile: Profile) {
  const [form] = Form.useForm<ProfileUpdate>();
  const loaded = useRef(profile);
  const queryClient = useQueryClient();
  const refreshAccess = useRefreshAccess();

  const take = async (taken: Profile) => {
    loaded.current = taken;
    queryClient.setQueryData(PROFILE_KEY, taken);
    await refreshAccess(taken);
  };

  const staleVersion = useStaleVersion<Profile>({
    resource: "profile",
    fields: FIELDS,
    read: readOwnProfile,
    onReload: (stored) => {
      form.setFieldsValue(editedOf(stored));
      void take(stored);
    },
    onApply: (stored, values) => {
      loaded.current = stored;
      form.setFieldsValue({ ...values, version: stored.version });
      form.submit();
    },
  });

  const { mutate, isPending } = useMutation({
    mutationFn: async (change: ProfileUpdate) =>
      (await httpClient.put<Answer<Profile>>("/user/profile", change)).data,
    onSuccess: async ({ message, data }) => {
      form.setFieldValue("version", data.version);
      await take(data);
      notifier.show("success", message);
    },
    onError: (error) => {
      if (isStaleVersion(error)) void staleVersion.open(loaded.current, form.getFieldsValue(true));
      else showFieldErrors(form, error, FIELDS);
    },
  });

  return {
    form,
    initialValues: editedOf(profile),
    save: (change: ProfileUpdate) => mutate({ ...change, version: form.getFieldValue("version") }),
    isPending,
    staleVersionDialog: staleVersion.dialog,
  };
}

import { useCustom, useCustomMutation, useDataProvider } from "@refinedev/core";
import { useQueryClient } from "@tanstack/react-query";
import { Form } from "antd";
import { useRef } from "react";
import type { Profile, ProfileUpdate } from "../../../domain/auth.schema";
import { useRefreshAccess } from "../../access/useRefreshAccess";
import { showFieldErrors } from "../../forms/serverFieldErrors";
import { isStaleVersion } from "../../forms/staleVersion";
import { useStaleVersion } from "../../forms/useStaleVersion";
import { type CustomAnswer, messageOf } from "../../providers/api";
import { notifier } from "../../providers/notifier";

const PROFILE_PATH = "/user/profile";
// Its own key: a saved profile is put straight into it, not read again.
const PROFILE_KEY = ["profile", "own"] as const;
const FIELDS = ["firstName", "lastName"] as const;

/** The signed-in user's profile, as the server has it now. */
export function useOwnProfile() {
  const { query } = useCustom<Profile>({
    url: PROFILE_PATH,
    method: "get",
    queryOptions: { queryKey: PROFILE_KEY },
  });
  return { ...query, data: query.data?.data };
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
  const dataProvider = useDataProvider();
  const refreshAccess = useRefreshAccess();

  const take = async (taken: Profile) => {
    loaded.current = taken;
    queryClient.setQueryData<CustomAnswer<Profile>>(PROFILE_KEY, (held) =>
      held ? { ...held, data: taken } : held,
    );
    await refreshAccess(taken);
  };
  const readOwnProfile = async () => {
    const answer = await dataProvider().custom?.<Profile>({ url: PROFILE_PATH, method: "get" });
    if (!answer) throw new Error("The data provider has no custom calls.");
    return answer.data;
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

  const { mutation } = useCustomMutation<Profile>();
  const save = (change: ProfileUpdate) =>
    mutation.mutate(
      {
        url: PROFILE_PATH,
        method: "put",
        values: { ...change, version: form.getFieldValue("version") },
      },
      {
        onSuccess: async (answer) => {
          form.setFieldValue("version", answer.data.version);
          await take(answer.data);
          notifier.show("success", messageOf(answer));
        },
        onError: (error) => {
          if (isStaleVersion(error)) {
            void staleVersion.open(loaded.current, form.getFieldsValue(true));
          } else showFieldErrors(form, error, FIELDS);
        },
      },
    );

  return {
    form,
    initialValues: editedOf(profile),
    save,
    isPending: mutation.isPending,
    staleVersionDialog: staleVersion.dialog,
  };
}

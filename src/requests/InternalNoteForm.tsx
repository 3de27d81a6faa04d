import { LockOutlined } from "@ant-design/icons";
import { useCustom, useTranslate } from "@refinedev/core";
import { Button, Form, Mentions } from "antd";
import { useState } from "react";
import type { Mentionable } from "../../domain/notifications.schema";
import { internalNoteInput } from "../../domain/orderWork.schema";
import { schemaFields } from "../forms";
import { useFormName } from "../forms/useFormName";
import { notifier } from "../providers/notifier";
import { useRecordWrite, type WorkTarget } from "./recordWork";

/**
 * Whom a note on the record may mention (docs/api.md#notifications), read once the note's box is
 * first used: most visits of a record write no note.
 */
function useMentionable(path: string) {
  const [wanted, setWanted] = useState(false);
  const { query } = useCustom<Mentionable[]>({
    url: `${path}/mentionable`,
    method: "get",
    queryOptions: { enabled: wanted },
  });
  const people = query.data?.data;
  return {
    people: people ?? [],
    loading: query.isFetching,
    want: () => setWanted(true),
    /** The people, read now if the box was typed in before they came. */
    known: async () => people ?? (await query.refetch()).data?.data ?? [],
  };
}

/** The people the text still names with `@`: one picked, then deleted, is not mentioned. */
const mentionedIn = (text: string, people: readonly Mentionable[]) =>
  people.filter((person) => text.includes(`@${person.fullName}`)).map((person) => person._id);

/**
 * Adds a back-office comment to the record's history; never shown or mailed to the customer.
 * `@` picks a colleague who may open the record: their inbox tells them.
 */
export function InternalNoteForm({ target }: { target: WorkTarget }) {
  const formName = useFormName("note");
  const t = useTranslate();
  const note = schemaFields(internalNoteInput, t);
  const [form] = Form.useForm<{ text: string }>();
  const { mutateAsync, isPending } = useRecordWrite(target);
  const { people, loading, want, known } = useMentionable(target.path);

  const add = async ({ text }: { text: string }) => {
    const mentions = text.includes("@") ? mentionedIn(text, await known()) : [];
    await mutateAsync({
      to: `${target.path}/notes`,
      method: "post",
      body: { text: text.trim(), mentions },
    });
    form.resetFields();
    notifier.show("success", t(mentions.length ? "work.note.addedMentioned" : "work.note.added"));
  };

  return (
    <Form
      name={formName}
      form={form}
      layout="vertical"
      onFinish={(values) => add(values).catch(() => undefined)}
    >
      <Form.Item
        name="text"
        label={t("work.note.label")}
        extra={t("work.note.internalMentions")}
        rules={note.rules("text")}
      >
        <Mentions
          rows={3}
          maxLength={note.maxLength("text")}
          onFocus={want}
          onChange={want}
          loading={loading}
          notFoundContent={t("work.note.nobodyToMention")}
          options={people.map((person) => ({
            key: person._id,
            value: person.fullName,
            label: person.fullName,
          }))}
        />
      </Form.Item>
      <Button htmlType="submit" icon={<LockOutlined />} loading={isPending}>
        {t("work.note.add")}
      </Button>
    </Form>
  );
}

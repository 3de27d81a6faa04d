import { PictureOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Avatar, Tag } from "antd";
import { uploadUrl } from "../../uploads";

/** An event's cover (its first image), small, beside its name in lists. */
export function EventCover({ image }: { image: string | undefined }) {
  return (
    <Avatar
      shape="square"
      size={36}
      src={image ? uploadUrl(image) : undefined}
      icon={<PictureOutlined />}
      alt=""
    />
  );
}

/** Published (customer apps may ask for it) or draft. */
export function EventStateTag({ published }: { published: boolean }) {
  const t = useTranslate();
  return (
    <Tag color={published ? "green" : "default"} style={{ marginInlineEnd: 0 }}>
      {t(`events.states.${published ? "published" : "draft"}`)}
    </Tag>
  );
}

/** "confirmed 40 / 120": the guests confirmed against the event's capacity. */
export function ConfirmedOfCapacity({
  confirmed,
  capacity,
}: {
  confirmed: number;
  capacity: number;
}) {
  const t = useTranslate();
  return <>{t("events.confirmedOfCapacity", { confirmed, capacity })}</>;
}

import { EditOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Avatar, Badge, Tooltip } from "antd";
import type { PresentUser } from "../../domain/presence";
import { palette } from "../layout/theme";

/** Beyond this many, the group shows "+n" and its popover the rest. */
const SHOWN = 3;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");

/**
 * The others on a record (issue 48): one avatar per person with their name in a tooltip, a pen on
 * those typing into its form. The group's label says it all to a screen reader.
 */
export function PresenceAvatars({
  users,
  size = "default",
}: {
  users: PresentUser[];
  size?: "small" | "default";
}) {
  const t = useTranslate();
  if (users.length === 0) return null;
  const said = (user: PresentUser) =>
    user.editing ? t("presence.editing", { name: user.name }) : user.name;
  return (
    <span role="img" aria-label={t("presence.label", { names: users.map(said).join(", ") })}>
      <Avatar.Group size={size} max={{ count: SHOWN }}>
        {users.map((user) => (
          <Tooltip key={user.id} title={said(user)}>
            <Badge
              count={user.editing ? <EditOutlined style={{ color: palette.gold }} /> : 0}
              offset={[-4, 4]}
            >
              <Avatar
                size={size}
                style={{
                  background: palette.black,
                  color: palette.gold,
                  outline: user.editing ? `2px solid ${palette.gold}` : undefined,
                }}
              >
                {initials(user.name)}
              </Avatar>
            </Badge>
          </Tooltip>
        ))}
      </Avatar.Group>
    </span>
  );
}

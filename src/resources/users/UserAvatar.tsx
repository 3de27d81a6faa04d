import { UserOutlined } from "@ant-design/icons";
import { Avatar } from "antd";
import { uploadUrl } from "../../uploads";

/** A user's profile picture, or a plain figure when there is none. */
export function UserAvatar({ picture, size = 32 }: { picture: string | null; size?: number }) {
  return (
    <Avatar
      size={size}
      src={picture ? uploadUrl(picture) : undefined}
      // Decorative: the name beside it says whose it is.
      icon={<UserOutlined aria-hidden />}
      alt=""
    />
  );
}

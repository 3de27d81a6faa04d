import { PictureOutlined } from "@ant-design/icons";
import { Avatar } from "antd";
import { uploadUrl } from "../../uploads";

/** A product's first image, small, beside its name in lists. */
export function ProductThumbnail({ image }: { image: string | undefined }) {
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

import { Image } from "antd";
import { uploadUrl } from "../../uploads";

/** A category's icon or image as a small thumbnail (click: full size). */
export function CategoryPicture({
  name,
  alt,
  size = 40,
}: {
  name: string;
  alt: string;
  size?: number;
}) {
  return (
    <Image
      src={uploadUrl(name)}
      alt={alt}
      width={size}
      height={size}
      style={{ objectFit: "cover", borderRadius: 4 }}
    />
  );
}

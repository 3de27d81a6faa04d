import { Image } from "antd";
import { uploadUrl } from "../../uploads";

type Props = { name: string; alt: string; size?: number; preview?: boolean };

/** A category's icon or image as a small thumbnail (click: full size, unless inside a link). */
export function CategoryPicture({ name, alt, size = 40, preview = true }: Props) {
  return (
    <Image
      src={uploadUrl(name)}
      alt={alt}
      preview={preview}
      width={size}
      height={size}
      style={{ objectFit: "cover", borderRadius: 4 }}
    />
  );
}

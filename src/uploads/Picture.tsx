import { Image } from "antd";
import { uploadUrl } from "./api";

type Props = { name: string; alt: string; size?: number; preview?: boolean };

/** A stored picture (a category's icon, a record's image) as a square thumbnail (click: full size, unless inside a link). */
export function Picture({ name, alt, size = 40, preview = true }: Props) {
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

import { Flex, Image } from "antd";
import { uploadUrl } from "./api";

interface PictureGalleryProps {
  /** The section's accessible name (the images field's label). */
  label: string;
  /** Stored file names, in their order. */
  images: readonly string[];
  /** What the pictures show: each one's alt text is this name and its position. */
  name: string;
  width?: number;
  height?: number;
}

/** A record's stored pictures as thumbnails that open a preview of the whole set. */
export function PictureGallery({
  label,
  images,
  name,
  width = 160,
  height = 160,
}: PictureGalleryProps) {
  return (
    <section aria-label={label}>
      <Image.PreviewGroup>
        <Flex gap={8} wrap>
          {images.map((image, index) => (
            <Image
              key={image}
              src={uploadUrl(image)}
              alt={`${name} ${index + 1}`}
              width={width}
              height={height}
              style={{ objectFit: "cover", borderRadius: 4 }}
            />
          ))}
        </Flex>
      </Image.PreviewGroup>
    </section>
  );
}

import { UserOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Avatar, Button, Flex, Upload } from "antd";
import { useEffect, useState } from "react";
import { PROFILE_PICTURE_ACCEPT, profilePictureProblem } from "./profilePicture";

type Props = { id?: string; value?: File | null; onChange?: (file: File | null) => void };

/**
 * Picks a profile picture and previews it; a form control for <Form.Item>, whose rule
 * (profilePictureProblem) refuses a wrong file before anything is sent. Nothing is uploaded here.
 */
export function ProfilePictureField({ id, value, onChange }: Props) {
  const t = useTranslate();
  const preview = usePreviewUrl(value && !profilePictureProblem(value) ? value : null);

  return (
    <Flex align="center" gap={16} wrap>
      <Avatar
        size={72}
        src={preview ?? undefined}
        icon={<UserOutlined />}
        alt={preview ? t("account.picture.preview") : undefined}
      />
      <Flex vertical gap={4} align="flex-start">
        <Upload
          accept={PROFILE_PICTURE_ACCEPT}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            onChange?.(file);
            // Sent with the rest of the form, not on its own.
            return false;
          }}
        >
          <Button id={id}>{t(value ? "account.picture.change" : "account.picture.choose")}</Button>
        </Upload>
        {value && (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onChange?.(null)}>
            {t("account.picture.remove")}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}

/** An object URL for the chosen file, released when the file changes or the field goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

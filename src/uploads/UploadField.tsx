import { ArrowLeftOutlined, ArrowRightOutlined, UploadOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Flex, Typography, Upload, type UploadFile } from "antd";
import { useEffect, useRef, useState } from "react";
import type { UploadKind } from "../../domain/uploads";
import { type StoredUpload, uploadFile, uploadUrl } from "./api";
import { acceptOf, uploadProblem } from "./checks";

type SingleProps = {
  multiple?: false;
  value?: string | null;
  onChange?: (name: string | null) => void;
};
type ManyProps = { multiple: true; value?: string[]; onChange?: (names: string[]) => void };

export type UploadFieldProps = (SingleProps | ManyProps) & {
  id?: string;
  kind: UploadKind;
  /** Most files a multiple field takes. */
  max?: number;
  /** Accessible name of the add button (defaults to the kind's). */
  label?: string;
};

const doneFile = (name: string): UploadFile => ({
  uid: name,
  name,
  status: "done",
  url: uploadUrl(name),
  thumbUrl: uploadUrl(name),
});

const storedName = (file: UploadFile): string | undefined =>
  file.status === "done"
    ? ((file.response as StoredUpload | undefined)?.name ?? file.uid)
    : undefined;

const namesOf = (files: readonly UploadFile[]) =>
  files.map(storedName).filter((name): name is string => Boolean(name));

const asNames = (value: string | string[] | null | undefined): string[] =>
  Array.isArray(value) ? value : value ? [value] : [];

/**
 * A form control for uploaded files. It checks type and size before anything is sent (the
 * message names the limit), uploads at once with a progress bar, and holds the stored names the
 * API takes: a list (images, in order: reorder with the arrows) or one name (a video, playable).
 */
export function UploadField(props: UploadFieldProps) {
  const { id, kind, max = props.multiple ? 10 : 1, label } = props;
  const t = useTranslate();
  const [files, setFiles] = useState<UploadFile[]>(() => asNames(props.value).map(doneFile));
  const [problem, setProblem] = useState<string | null>(null);
  const emitted = useRef<string>(JSON.stringify(asNames(props.value)));

  // A value set from outside (the edited record arriving, a form reset) replaces the shown files.
  useEffect(() => {
    const names = asNames(props.value);
    if (JSON.stringify(names) !== emitted.current) {
      emitted.current = JSON.stringify(names);
      setFiles(names.map(doneFile));
    }
  }, [props.value]);

  const update = (next: UploadFile[]) => {
    setFiles(next);
    const names = namesOf(next);
    const key = JSON.stringify(names);
    if (key === emitted.current) return;
    emitted.current = key;
    if (props.multiple) props.onChange?.(names);
    else props.onChange?.(names[0] ?? null);
  };

  const move = (file: UploadFile, step: -1 | 1) => {
    const from = files.findIndex((f) => f.uid === file.uid);
    const to = from + step;
    if (from < 0 || to < 0 || to >= files.length) return;
    const next = [...files];
    [next[from], next[to]] = [next[to] as UploadFile, next[from] as UploadFile];
    update(next);
  };

  const video = kind === "video" ? namesOf(files)[0] : undefined;
  const addLabel = label ?? t(kind === "image" ? "uploads.addImage" : "uploads.chooseVideo");

  return (
    <Flex vertical gap={8}>
      <Upload
        accept={acceptOf(kind)}
        listType={kind === "image" ? "picture-card" : "text"}
        multiple={Boolean(props.multiple)}
        maxCount={props.multiple ? undefined : 1}
        fileList={files}
        beforeUpload={(file) => {
          const key = uploadProblem(file, kind);
          setProblem(key);
          if (key) return Upload.LIST_IGNORE;
          return files.length >= max && props.multiple ? Upload.LIST_IGNORE : true;
        }}
        customRequest={({ file, onProgress, onSuccess, onError }) => {
          uploadFile(file as File, kind, (percent) => onProgress?.({ percent }))
            .then((stored) => onSuccess?.(stored))
            .catch((error: Error) => onError?.(error));
        }}
        onChange={({ fileList }) =>
          // A failed upload has already said why (HTTP client); it leaves the list.
          update(fileList.filter((f) => f.status !== "error").map((f) => withStoredUrl(f)))
        }
        itemRender={
          props.multiple
            ? (node, file, list) => (
                <Flex vertical align="center" style={{ width: "100%", height: "100%" }}>
                  {node}
                  {file.status === "done" && list.length > 1 && (
                    <Flex gap={4}>
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowLeftOutlined />}
                        aria-label={t("uploads.moveBefore")}
                        disabled={list[0]?.uid === file.uid}
                        onClick={() => move(file, -1)}
                      />
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowRightOutlined />}
                        aria-label={t("uploads.moveAfter")}
                        disabled={list[list.length - 1]?.uid === file.uid}
                        onClick={() => move(file, 1)}
                      />
                    </Flex>
                  )}
                </Flex>
              )
            : undefined
        }
        showUploadList={{ showPreviewIcon: false }}
      >
        {kind === "image" ? (
          files.length < max && (
            // Named by its visible words (axe label-content-name-mismatch).
            <button id={id} type="button" style={addButtonStyle}>
              <UploadOutlined />
              <div style={{ marginTop: 4 }}>{addLabel}</div>
            </button>
          )
        ) : (
          <Button id={id} icon={<UploadOutlined />}>
            {addLabel}
          </Button>
        )}
      </Upload>
      {video && (
        // biome-ignore lint/a11y/useMediaCaption: a seller's product video has no caption track.
        <video
          src={uploadUrl(video)}
          controls
          preload="metadata"
          style={{ maxWidth: 360, width: "100%" }}
        />
      )}
      <Typography.Text type="secondary">
        {t(kind === "image" ? "uploads.imageLimits" : "uploads.videoLimits")}
      </Typography.Text>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {t(`validation.${problem}`)}
        </Typography.Text>
      )}
    </Flex>
  );
}

const addButtonStyle = { border: 0, background: "none", cursor: "pointer" } as const;

// Once stored, the thumbnail comes from the server rather than the browser's copy.
const withStoredUrl = (file: UploadFile): UploadFile => {
  const stored = file.response as StoredUpload | undefined;
  return file.status === "done" && stored?.name
    ? { ...file, url: uploadUrl(stored.name), thumbUrl: uploadUrl(stored.name) }
    : file;
};

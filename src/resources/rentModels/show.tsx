import { type HttpError, useShow, useTranslate } from "@refinedev/core";
import { Empty, Flex, Typography } from "antd";
import { useParams } from "react-router";
import type { RentModel } from "../../../domain/rentModels.schema";
import { useFormat } from "../../format";
import { DeclaredDetails, DeleteRecordButton, ShowPage } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { PictureGallery, uploadUrl } from "../../uploads";
import { AvailabilityCalendar } from "./AvailabilityCalendar";
import { CapacityText } from "./CapacityText";
import { rentModelDetails } from "./fields";
import { ModelRequests } from "./ModelRequests";

/**
 * /models/view/:id: the gallery, the video, the details in both languages, the availability
 * calendar of its offered and confirmed stays and the model's rent requests.
 */
export default function RentModelShow() {
  const t = useTranslate();
  const format = useFormat();
  const { id = "" } = useParams();
  const { query, result: model } = useShow<RentModel, HttpError>({ resource: "rentModels", id });
  useRecordTitle(model && format.name(model));
  const field = (name: string) => t(`rentModels.fields.${name}`);

  return (
    <ShowPage
      resource="rentModels"
      id={id}
      query={query}
      heading={model && format.name(model)}
      actions={
        model &&
        // A model requests name cannot be deleted (409): no button for what would be refused.
        model.requestCount === 0 && (
          <DeleteRecordButton
            resource="rentModels"
            id={model._id}
            confirm={t("lists.delete.confirm", { name: format.name(model) })}
          />
        )
      }
    >
      {model && (
        <Flex vertical gap={24}>
          <PictureGallery label={field("images")} images={model.images} name={format.name(model)} />
          <DeclaredDetails
            resource="rentModels"
            record={model}
            fields={rentModelDetails}
            overrides={{ capacity: { render: () => <CapacityText model={model} /> } }}
          />
          <section aria-label={field("video")}>
            <Typography.Title level={2} style={{ fontSize: 16 }}>
              {field("video")}
            </Typography.Title>
            {model.video ? (
              // biome-ignore lint/a11y/useMediaCaption: a model's showcase video has no caption track.
              <video
                src={uploadUrl(model.video)}
                controls
                preload="metadata"
                style={{ width: "100%", maxWidth: 640 }}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("rentModels.noVideo")} />
            )}
          </section>
          <AvailabilityCalendar modelId={model._id} />
          <ModelRequests modelId={model._id} />
        </Flex>
      )}
    </ShowPage>
  );
}

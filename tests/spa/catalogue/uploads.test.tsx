import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Form } from "antd";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from "../../../domain/uploads";
import { changeLanguage } from "../../../src/providers/i18n";
import { UploadField, uploadProblem } from "../../../src/uploads";
import { signedInAs } from "../accessRegistry";
import { api, server } from "../msw";
import { admin } from "../renderScreen";
import { TestWrapper } from "../TestWrapper";

const STORED = "0b3c2f8e-7d6a-4c1b-9e2f-1a2b3c4d5e6f.png";

const fileOf = (name: string, type: string, size: number) => {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};

/** Counts the upload calls the fake API receives. */
const uploads = () => {
  const calls: FormData[] = [];
  server.use(
    http.post(api("/uploads"), async ({ request }) => {
      calls.push(await request.formData());
      return HttpResponse.json({
        message: "OK",
        data: { name: STORED, kind: "image", contentType: "image/png", size: 10, url: "" },
      });
    }),
  );
  return calls;
};

function ImagesForm({ onChange }: { onChange: (names: string[]) => void }) {
  return (
    <Form onValuesChange={(_, values) => onChange(values.images ?? [])}>
      <Form.Item name="images" label="Images">
        <UploadField kind="image" multiple />
      </Form.Item>
    </Form>
  );
}

const renderField = (onChange: (names: string[]) => void = () => undefined) =>
  render(
    <TestWrapper authProvider={signedInAs(admin)} path="/" url="/">
      <ImagesForm onChange={onChange} />
    </TestWrapper>,
  );

const choose = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files: [file] } });
};

describe("upload checks before sending (docs/formats.md limits)", { timeout: 60_000 }, () => {
  it("refuses what is not jpg/png or mp4/m4v/3gp, and what is over the limit", () => {
    expect(uploadProblem(fileOf("a.png", "image/png", IMAGE_MAX_BYTES), "image")).toBeNull();
    expect(uploadProblem(fileOf("a.png", "image/png", IMAGE_MAX_BYTES + 1), "image")).toBe(
      "imageTooLarge",
    );
    expect(uploadProblem(fileOf("a.gif", "image/gif", 10), "image")).toBe("imageType");
    expect(uploadProblem(fileOf("a.mp4", "video/mp4", VIDEO_MAX_BYTES + 1), "video")).toBe(
      "videoTooLarge",
    );
    expect(uploadProblem(fileOf("a.mov", "video/quicktime", 10), "video")).toBe("videoType");
    // Browsers give no type for some videos: the extension decides, the server sniffs the content.
    expect(uploadProblem(fileOf("a.3gp", "", 10), "video")).toBeNull();
  });

  it.each([
    ["an oversized image", fileOf("big.jpg", "image/jpeg", IMAGE_MAX_BYTES + 1)],
    ["a text file", fileOf("notes.txt", "text/plain", 10)],
  ])("says the limit and sends nothing for %s", async (_, file) => {
    const calls = uploads();
    renderField();

    choose(file);

    // The message is the refusal itself: the file is checked before any request could leave.
    expect(
      await screen.findByText("Le immagini devono essere jpg o png e inferiori a 5MB."),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("uploads an accepted image at once and keeps its stored name as the value", async () => {
    const calls = uploads();
    const values: string[][] = [];
    renderField((names) => values.push(names));

    choose(fileOf("bag.png", "image/png", 2048));
    await waitFor(() => expect(values.at(-1)).toEqual([STORED]));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get("kind")).toBe("image");
    expect(calls[0]?.get("file")).toHaveProperty("size");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says the video limit in English too", async () => {
    await changeLanguage("en");
    try {
      render(
        <TestWrapper authProvider={signedInAs(admin)} path="/" url="/">
          <Form>
            <Form.Item name="video" label="Video">
              <UploadField kind="video" />
            </Form.Item>
          </Form>
        </TestWrapper>,
      );
      choose(fileOf("clip.avi", "video/x-msvideo", 10));
      expect(
        await screen.findByText("Video must be mp4, m4v or 3gp and under 30 MB."),
      ).toBeTruthy();
    } finally {
      await changeLanguage("it");
    }
  });
});

import { useTranslate } from "@refinedev/core";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { Button, Form } from "antd";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  optionalText,
  recordId,
  requiredCents,
  requiredInteger,
  requiredText,
  storedFile,
} from "../../../domain/fields.schema";
import { DeclaredFields, type FieldSections, schemaFields } from "../../../src/forms";
import { authProvider } from "../../../src/providers/authProvider";
import { i18n } from "../../../src/providers/i18n";
import { TestWrapper } from "../TestWrapper";
import { waitForTexts } from "../waits";

/** A resource of the test's own, one field of each kind. */
const probeInput = z.object({
  titleEn: requiredText("descriptionRequired", 40),
  titleIt: requiredText("descriptionRequired", 40),
  notes: optionalText(300),
  priceCents: requiredCents("priceRequired"),
  pieces: requiredInteger("quantityRequired"),
  day: z.string({ error: "invalid" }).nullish(),
  startsAt: z.string({ error: "startRequired" }),
  open: z.boolean().default(true),
  size: z.enum(["small", "large"], { error: "invalid" }),
  ownerId: recordId("invalid").nullable().optional(),
  picture: storedFile("imageRequired"),
});

const PROBE_FIELDS = [
  [
    { name: "title", kind: "bilingual" },
    { name: "notes", kind: "text", lines: 3, help: "notesHelp" },
  ],
  [
    { name: "priceCents", kind: "money" },
    { name: "pieces", kind: "number", max: 9 },
    { name: "day", kind: "day" },
    { name: "startsAt", kind: "instant" },
    { name: "open", kind: "boolean" },
    { name: "size", kind: "choice", values: ["small", "large"], valueLabels: "sizes" },
    { name: "ownerId", kind: "reference", clearable: true },
    { name: "picture", kind: "media", media: "image" },
  ],
] as const satisfies FieldSections;

const LABELS = {
  titleEn: "Titolo (EN)",
  titleIt: "Titolo (IT)",
  notes: "Note",
  price: "Prezzo",
  pieces: "Pezzi",
  day: "Giorno",
  startsAt: "Inizio",
  open: "Aperto",
  size: "Taglia",
  owner: "Titolare",
  picture: "Foto",
};

function ProbeForm({ hidden = false }: { hidden?: boolean }) {
  const t = useTranslate();
  const [form] = Form.useForm();
  const resourceForm = { resource: "probes", ...schemaFields(probeInput, t) };
  return (
    <Form form={form} layout="vertical">
      <DeclaredFields
        resourceForm={resourceForm}
        sections={PROBE_FIELDS}
        overrides={{
          ownerId: { control: { options: [{ value: "a", label: "Ada" }] } },
          pieces: { hidden },
        }}
      />
      <Button htmlType="submit">Salva</Button>
    </Form>
  );
}

const renderProbe = (hidden?: boolean) =>
  render(
    <TestWrapper authProvider={authProvider} path="/" url="/">
      <ProbeForm hidden={hidden} />
    </TestWrapper>,
  );

/** Whether the field labelled so carries the required mark. */
const markedRequired = (label: string) =>
  screen.getByText(label, { selector: "label" }).classList.contains("ant-form-item-required");

describe("declared fields (DeclaredFields)", () => {
  beforeAll(() => {
    i18n.addResourceBundle("it", "probes", {
      fields: LABELS,
      notesHelp: "Visibili solo allo staff",
      sizes: { small: "Piccola", large: "Grande" },
    });
  });
  // The files of a worker share one i18n: a namespace left behind shows in the next file's.
  afterAll(() => {
    i18n.removeResourceBundle("it", "probes");
  });

  it("draws every kind as a control named by its label", async () => {
    renderProbe();
    await screen.findByLabelText(LABELS.titleEn);
    for (const label of Object.values(LABELS)) {
      expect(screen.getByLabelText(label), label).toBeTruthy();
    }
    expect(screen.getByText("Visibili solo allo staff")).toBeTruthy();
    expect(screen.getByLabelText(LABELS.notes).tagName).toBe("TEXTAREA");
    // A boolean starts at the schema's default.
    expect(screen.getByRole("switch", { name: LABELS.open }).getAttribute("aria-checked")).toBe(
      "true",
    );
    fireEvent.mouseDown(screen.getByLabelText(LABELS.size));
    expect(await screen.findByTitle("Grande")).toBeTruthy();
  });

  it("marks required what the schema requires, both halves of a bilingual pair included", async () => {
    renderProbe();
    await screen.findByLabelText(LABELS.titleEn);
    const required = ["titleEn", "titleIt", "price", "pieces", "startsAt", "size", "picture"];
    for (const [field, label] of Object.entries(LABELS)) {
      expect(markedRequired(label), field).toBe(required.includes(field));
    }
  });

  it("checks each field with the schema's rule and words", async () => {
    renderProbe();
    await screen.findByLabelText(LABELS.titleEn);
    fireEvent.change(screen.getByLabelText(LABELS.titleIt), { target: { value: "Borsa" } });
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));
    await waitForTexts({
      "La descrizione è obbligatoria": 1,
      "Il prezzo è obbligatorio": 1,
      "La quantità disponibile è obbligatoria": 1,
      "Data e ora di inizio sono obbligatorie": 1,
      "L'immagine è obbligatoria": 1,
    });
    const englishTitle = screen.getByLabelText(LABELS.titleEn).closest(".ant-form-item");
    expect(
      within(englishTitle as HTMLElement).getByText("La descrizione è obbligatoria"),
    ).toBeTruthy();
    // The text's input stops at the schema's maximum.
    expect(screen.getByLabelText(LABELS.titleEn).getAttribute("maxlength")).toBe("40");
  });

  it("leaves out a field the page hides", async () => {
    renderProbe(true);
    await screen.findByLabelText(LABELS.titleEn);
    expect(screen.queryByLabelText(LABELS.pieces)).toBeNull();
  });
});

import { render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatMoney } from "../../../src/format";
import { DeclaredDetails, type DetailOverride, type ShownField } from "../../../src/forms";
import { authProvider } from "../../../src/providers/authProvider";
import { i18n } from "../../../src/providers/i18n";
import { TestWrapper } from "../TestWrapper";

function OpenTag({ open }: { open: boolean }) {
  return <span>{open ? "Aperta" : "Chiusa"}</span>;
}

/** A resource of the test's own, one shown field of each kind. */
const PROBE_DETAILS = [
  { name: "title", kind: "bilingual" },
  { name: "story", kind: "bilingual", lines: 3 },
  { name: "notes", kind: "text" },
  { name: "nickname", kind: "text", empty: "noNickname" },
  { name: "priceCents", kind: "money" },
  { name: "pieces", kind: "number" },
  { name: "day", kind: "day" },
  { name: "startsAt", kind: "instant" },
  { name: "gift", kind: "boolean" },
  { name: "size", kind: "choice", values: ["small", "large"], valueLabels: "sizes" },
  { name: "country", kind: "country" },
  { name: "ownerId", kind: "reference", resource: "owners" },
  { name: "shelfId", kind: "reference", languages: "both" },
  { name: "keeperId", kind: "reference", placeholder: "nobody" },
  { name: "picture", kind: "media", size: 64 },
  { name: "open", label: "state", kind: "status", tag: OpenTag, prop: "open" },
  { name: "owner.email", label: "ownerEmail", kind: "text" },
] as const satisfies readonly ShownField[];

const probe = {
  titleEn: "Bag",
  titleIt: "Borsa",
  storyEn: "Sewn\nby hand",
  storyIt: "Cucita\na mano",
  notes: null,
  nickname: null,
  priceCents: 12345,
  pieces: 0,
  day: "2026-03-05",
  startsAt: "2026-03-05T09:30:00.000Z",
  gift: true,
  size: "large",
  country: "FR",
  owner: { _id: "o1", fullName: "Ada Rossi", email: "ada@example.com" },
  shelf: { _id: "s1", nameEn: "Top", nameIt: "Alto" },
  keeper: null,
  picture: "bag.jpg",
  open: false,
};

type Probe = typeof probe;

const renderProbe = (overrides?: Record<string, DetailOverride<Probe>>) =>
  render(
    <TestWrapper
      authProvider={authProvider}
      path="/"
      url="/"
      resources={[{ name: "owners", show: "/owners/view/:id" }]}
    >
      <DeclaredDetails
        resource="probes"
        record={probe}
        fields={PROBE_DETAILS}
        overrides={overrides}
      />
    </TestWrapper>,
  );

/** The value cell beside the row header so labelled. */
const cellOf = (label: string) =>
  screen.getByText(label, { selector: "th *, th" }).closest("th")
    ?.nextElementSibling as HTMLElement;

describe("declared details (DeclaredDetails)", () => {
  beforeAll(() => {
    i18n.addResourceBundle("it", "probes", {
      fields: {
        titleEn: "Titolo (EN)",
        titleIt: "Titolo (IT)",
        storyEn: "Storia (EN)",
        storyIt: "Storia (IT)",
        notes: "Note",
        nickname: "Soprannome",
        price: "Prezzo",
        pieces: "Pezzi",
        day: "Giorno",
        startsAt: "Inizio",
        gift: "Regalo",
        size: "Taglia",
        country: "Paese",
        owner: "Titolare",
        shelf: "Scaffale",
        keeper: "Custode",
        picture: "Foto",
        state: "Stato",
        ownerEmail: "Email del titolare",
      },
      noNickname: "nessuno",
      nobody: "nessun custode",
      sizes: { small: "Piccola", large: "Grande" },
    });
  });
  // The files of a worker share one i18n: a namespace left behind shows in the next file's.
  afterAll(() => {
    i18n.removeResourceBundle("it", "probes");
  });

  it("draws every kind beside its label, as the page formats it", async () => {
    renderProbe();
    await screen.findByText("Titolo (EN)");
    const expected: Record<string, string> = {
      "Titolo (EN)": "Bag",
      "Titolo (IT)": "Borsa",
      "Storia (EN)": "Sewn\nby hand",
      "Storia (IT)": "Cucita\na mano",
      Note: "—",
      Soprannome: "nessuno",
      Prezzo: formatMoney(12345, "it"),
      Pezzi: "0",
      Giorno: formatDate("2026-03-05"),
      Inizio: formatDateTime("2026-03-05T09:30:00.000Z"),
      Regalo: "Sì",
      Taglia: "Grande",
      Paese: "Francia",
      Titolare: "Ada Rossi",
      Scaffale: "Top / Alto",
      Custode: "nessun custode",
      Stato: "Chiusa",
      "Email del titolare": "ada@example.com",
    };
    for (const [label, value] of Object.entries(expected)) {
      expect(cellOf(label).textContent, label).toBe(value);
    }
    // A text of several lines keeps its line breaks.
    expect(cellOf("Storia (IT)").querySelector(".ant-typography")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ada Rossi" }).getAttribute("href")).toBe(
      "/owners/view/o1",
    );
    const picture = screen.getByRole("img", { name: "Foto" });
    expect(picture.getAttribute("src")).toContain("bag.jpg");
    expect(picture.getAttribute("width")).toBe("64");
  });

  it("draws a field as the page renders it, and leaves out one it hides", async () => {
    renderProbe({
      pieces: { render: (record) => `${record.pieces} pezzi` },
      ownerId: { hidden: true },
      title: { hidden: true },
    });
    await screen.findByText("Pezzi");
    expect(cellOf("Pezzi").textContent).toBe("0 pezzi");
    expect(screen.queryByText("Titolare")).toBeNull();
    expect(screen.queryByText("Titolo (EN)")).toBeNull();
    expect(screen.queryByText("Titolo (IT)")).toBeNull();
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer } from "../../server/mail/mailer.ts";

describe("mailer without SMTP", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "lux-mail-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("writes each mail as an .eml file under DATA_DIR/mail and logs its subject", async () => {
    const lines: string[] = [];
    const { log } = Fastify({
      logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
    });
    const mailer = createMailer({
      smtpUrl: undefined,
      from: "Lux <no-reply@localhost>",
      dataDir,
      log,
    });
    const sent = await mailer.send({
      to: "admin@example.com",
      subject: "Il tuo codice di accesso",
      text: "Codice: 123456",
    });
    mailer.close();

    expect(sent.file).toBeDefined();
    const files = readdirSync(join(dataDir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(dataDir, "mail", files[0] ?? ""), "utf8");
    expect(eml).toContain("To: admin@example.com");
    expect(eml).toContain("From: Lux <no-reply@localhost>");
    expect(eml).toContain("Subject: Il tuo codice di accesso");
    expect(eml).toContain("Codice: 123456");
    expect(lines.join("")).toContain("Il tuo codice di accesso");
  });
});

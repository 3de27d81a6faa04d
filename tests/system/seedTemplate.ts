// `npx tsx tests/system/seedTemplate.ts <file>`: builds what `npm start` serves, then writes to
// <file> the path of a data directory migrated and seeded by a first start, for
// SYSTEM_TEST_DATA_TEMPLATE (buildOnce.ts). The caller removes the directory.
import { writeFileSync } from "node:fs";
import { buildAsNpmStartDoes, prepareDataTemplate } from "./runningApp.ts";

const [pathFile] = process.argv.slice(2);
if (!pathFile) throw new Error("usage: tsx tests/system/seedTemplate.ts <file for the path>");
buildAsNpmStartDoes();
writeFileSync(pathFile, await prepareDataTemplate());

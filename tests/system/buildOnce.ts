// System and browser tests run the app exactly as `npm start` does, which serves dist/:
// build it once up front so no test pays for (or races on) the build.
import { ensureBuild } from "../../scripts/ensureBuild.mjs";

export default async function buildOnce(): Promise<void> {
  ensureBuild();
}

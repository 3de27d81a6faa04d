import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The project whose files are the longest: each starts an app and a browser (vitest.config.ts). */
const LONGEST_PROJECT = "system";

/**
 * Vitest's own order runs the projects one after another by name, which put the browser and
 * system files, the longest by far (up to 150 s each), last: the run waited on them after
 * everything else had finished (issue 14). Longest work first: they start at once, and the short
 * server and SPA files fill both workers at the end. Within a project Vitest's order stands
 * (longest known first, else largest file first), and each project's files stay together, so a
 * worker that runs a project without isolation keeps its module graph from one file to the next.
 */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const longest = (spec: TestSpecification) => spec.project.name === LONGEST_PROJECT;
    return [...sorted.filter(longest), ...sorted.filter((spec) => !longest(spec))];
  }
}

import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The project whose files take longest: each starts an app, and most a browser too. */
const LONGEST = "system";

/**
 * Vitest queues projects by name, which put the browser files last: the two workers then spent
 * the first half of the run on short files, underused, and the second half on the long ones.
 * Started first, the long files leave the short ones to fill the gaps at the end.
 */
export default class SystemFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const longest = (file: TestSpecification) => file.project.name === LONGEST;
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))];
  }
}

/**
 * V8's explicit compile hint (Chrome 136 on): the functions of a file that starts with this comment
 * are compiled on a background thread while the file streams in, instead of on the main thread
 * the first time each is called. The screens' code comes down ahead of their first use (at
 * sign-in, then while the browser is idle), so with the hint their first render no longer stops
 * to compile: sign-in → figures 889–938 → 747–820 ms, first click on a list 312–392 → 299–342 ms
 * in paired runs of `npm run bench screens` (issue 13). Other engines read it as a comment.
 */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

type Chunk = { name: string; isEntry: boolean };

/**
 * The hint for every chunk but the sign-in page's own (the entry and the chunk it is bundled
 * into): those run at every page load, where the bytes arrive at once and the main thread would
 * wait for every function of antd's base to compile, most of which the page never calls.
 */
export const compileHintFor =
  (signInChunk: string) =>
  (chunk: Chunk): string =>
    chunk.isEntry || chunk.name === signInChunk ? "" : EAGER_COMPILE_HINT;

/** The encodings the build writes next to each file, in the order the server prefers them. */
export const PRECOMPRESSED = [
  { encoding: "br", extension: ".br" },
  { encoding: "gzip", extension: ".gz" },
] as const;

export type PrecompressedEncoding = (typeof PRECOMPRESSED)[number]["encoding"];

/**
 * The best precompressed encoding an `accept-encoding` header allows, or undefined for the
 * file as it is. "br;q=0" refuses brotli; "*" accepts what is not named.
 */
export const chooseEncoding = (header: string | undefined): PrecompressedEncoding | undefined => {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get("*") ?? 0;
  return PRECOMPRESSED.find(({ encoding }) => weightOf(encoding) > 0)?.encoding;
};

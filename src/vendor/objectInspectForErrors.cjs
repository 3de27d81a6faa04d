/**
 * Refine reads and writes the address's query with qs, whose side-channel helpers describe a
 * missing key with object-inspect, and only in an error message no user ever sees. Aliasing
 * object-inspect (~8 kB gzip with its width tables) to this one-liner keeps it off the sign-in
 * page; such an error would still name the key, only less finely.
 */
module.exports = function inspect(value) {
  try {
    return String(value);
  } catch {
    return typeof value;
  }
};

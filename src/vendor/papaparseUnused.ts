/**
 * Refine core imports papaparse for its useExport/useImport hooks, which this app never calls:
 * lists export through the server (streamed CSV/XLSX). Aliasing papaparse to this stub keeps its
 * ~7 kB gzip off the sign-in page; calling a CSV hook of Refine would fail loudly here.
 */
const unused = (): never => {
  throw new Error("papaparse is not bundled: exports are made by the server (src/lists).");
};

export default { parse: unused, unparse: unused };

/** Bilingual completeness in the SPA (domain/completeness.ts): the lists' column and filter. */
export { CompletenessTags } from "./CompletenessTags";
export { useCompletenessColumn } from "./completenessColumn";

import { useCallback } from "react";
import { useResources } from "../resources/useResources";
import { type ShellPage, shellPageOf } from "./shellPages";

/** Looks up the shell page at any path, from the resources Refine was given. */
export function useShellPages(): (pathname: string) => ShellPage | undefined {
  const resources = useResources();
  return useCallback((pathname: string) => shellPageOf(pathname, resources), [resources]);
}

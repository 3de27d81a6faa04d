import { useResourceParams } from "@refinedev/core";
import { useCallback } from "react";
import { type ShellPage, shellPageOf } from "./shellPages";

/** Looks up the shell page at any path, from the resources Refine was given. */
export function useShellPages(): (pathname: string) => ShellPage | undefined {
  const { resources } = useResourceParams();
  return useCallback((pathname: string) => shellPageOf(pathname, resources), [resources]);
}

import { useCallback, useLayoutEffect, useRef } from "react";
import { type NavigateFunction, type NavigateOptions, type To, useNavigate } from "react-router";

/**
 * react-router's navigate, as one function for the component's life. Under <BrowserRouter> the
 * one useNavigate returns changes with every address, so what is built on it (the palette's
 * actions, registered with kbar) was rebuilt, registered again and re-rendered the palette at
 * every navigation (issue 13, tab clicks). Calls go to the latest navigate.
 */
export const useStableNavigate = (): ((to: To, options?: NavigateOptions) => void) => {
  const navigate = useNavigate();
  const latest = useRef<NavigateFunction>(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  return useCallback((to: To, options?: NavigateOptions) => {
    void latest.current(to, options);
  }, []);
};

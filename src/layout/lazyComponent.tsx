import { type ComponentType, lazy, useState } from "react";

/** A component loaded on its first render, or ahead by `load`. */
export type LazyComponent<Props extends object = object> = ComponentType<Props> & {
  /** Downloads the component's code (once): readAhead/prefetchScreens.ts calls it while the browser idles. */
  load: () => Promise<unknown>;
};

/**
 * A component loaded on its first render, or ahead by `load`. Once its code is in, a new render
 * shows it at once: React's lazy() alone would still suspend on a module fetched ahead, show the
 * fallback and hold the content back up to 300 ms (React throttles the reveal of suspended
 * content), the largest part of a first click on the menu (issue 13). A failed load is
 * forgotten, so a prefetch that met a network blip does not break the first real render.
 */
export const lazyComponent = <Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyComponent<Props> => {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(loadOnce) as unknown as ComponentType<Props>;
  function Loaded(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Loaded, { load: loadOnce });
};

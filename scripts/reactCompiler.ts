import babel from "@rolldown/plugin-babel";
import { reactCompilerPreset } from "@vitejs/plugin-react";

/**
 * React's compiler memoises our components and hooks, so a page rendered again with the same
 * data hands its children the same props and they skip their render: a list shown again from its
 * tab no longer renders its whole table (issue 13). Not the public sign-in pages (src/auth):
 * shown once, they gain nothing, and their bytes count against the sign-in budget.
 */
export const reactCompiler = () =>
  babel({
    presets: [reactCompilerPreset()],
    exclude: [/[\\/]node_modules[\\/]/, /[\\/]src[\\/]auth[\\/]/],
  });

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives when it is not served from the same origin as the SPA. */
  readonly VITE_API_URL?: string;
  /** The application key sent in the x-app-key header (docs/access.md#sign-in). */
  readonly VITE_APP_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

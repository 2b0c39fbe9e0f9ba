/// <reference types="vite/client" />

/** The portal's version from apps/web/package.json, sent in the portal-version header. */
declare const __PORTAL_VERSION__: string;

interface ImportMetaEnv {
  /** The support address shown on error pages when the organisation has none. */
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_PRIVACY_URL?: string;
}

/// <reference types="vite/client" />

/** The package version, set by `define` in client/vite.config.ts. */
declare const __APP_VERSION__: string;

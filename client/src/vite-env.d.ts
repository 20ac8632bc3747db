/// <reference types="vite/client" />

/** The package version, set by `define` in client/vite.config.ts. */
declare const __APP_VERSION__: string;

/** Chakra's createSystem as a generator that pauses between its phases (client/chakra-rewrites.ts, vite.config.ts). */
declare module 'virtual:chakra-system-steps' {
  import type { SystemConfig, SystemContext } from '@chakra-ui/react';
  export function createSystemSteps(...configs: SystemConfig[]): Generator<void, SystemContext, void>;
}

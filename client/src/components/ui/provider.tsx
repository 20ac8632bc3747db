import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColorModeProvider, type ColorModeProviderProps } from './color-mode';

export interface ProviderProps {
  system: SystemContext;
  colorMode?: Omit<ColorModeProviderProps, 'children'>;
  children: ReactNode;
}

/** Chakra plus color mode; the app passes its own system and storage key (see app/providers.tsx). */
export function Provider({ system, colorMode, children }: ProviderProps) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider {...colorMode}>{children}</ColorModeProvider>
    </ChakraProvider>
  );
}

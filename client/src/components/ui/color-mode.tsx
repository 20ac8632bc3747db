import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { ThemeProvider, useTheme, type ThemeProviderProps } from 'next-themes';

export type ColorModeProviderProps = ThemeProviderProps;
export type ColorMode = 'light' | 'dark';

/** Chakra v3 reads the `light`/`dark` class on <html>; next-themes sets it and stores the preference. */
export function ColorModeProvider(props: ColorModeProviderProps) {
  return <ThemeProvider attribute="class" disableTransitionOnChange {...props} />;
}

export function useColorMode() {
  const { resolvedTheme, forcedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = (forcedTheme ?? resolvedTheme) === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    setColorMode: (mode: ColorMode | 'system') => setTheme(mode),
    toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark'),
  };
}

export function useColorModeValue<T>(light: T, dark: T): T {
  return useColorMode().colorMode === 'dark' ? dark : light;
}

/**
 * Flips between light and dark; the stored preference stops following the system once used. The hint is the
 * native title: Chakra's tooltip machinery (~20 kB gzipped) would be the largest part of the landing page and
 * /auth, and loading it on first hover swapped the button under the pointer, losing a tap's click.
 */
export function ColorModeButton(props: Omit<IconButtonProps, 'aria-label'>) {
  const { colorMode, toggleColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton aria-label="Toggle theme" title={`Switch to ${next} theme`} variant="ghost" size="sm" onClick={toggleColorMode} {...props}>
      {colorMode === 'dark' ? <Moon /> : <Sun />}
    </IconButton>
  );
}

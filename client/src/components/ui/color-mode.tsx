import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { ThemeProvider, useTheme, type ThemeProviderProps } from 'next-themes';

export type ColorModeProviderProps = ThemeProviderProps;
export type ColorMode = 'light' | 'dark';

/**
 * Chakra v3 reads the `light`/`dark` class on <html>; next-themes sets it and stores the preference. Not its
 * `disableTransitionOnChange`: that also runs when the provider mounts, adding and removing a stylesheet for every
 * element, which restyled the whole page twice on every first load (25-50 ms of a fast machine, issue 19).
 * useColorMode's changes do that job instead, on a change only.
 */
export function ColorModeProvider(props: ColorModeProviderProps) {
  return <ThemeProvider attribute="class" {...props} />;
}

/** Runs a theme change with every transition off until the page is drawn in the new colours (no fade of each part). */
function withoutTransitions(change: () => void) {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  change();
  // next-themes sets the class in an effect of the change's render; the frame after next has been styled with it.
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

export function useColorMode() {
  const { resolvedTheme, forcedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = (forcedTheme ?? resolvedTheme) === 'dark' ? 'dark' : 'light';
  const setColorMode = (mode: ColorMode | 'system') => withoutTransitions(() => setTheme(mode));
  return {
    colorMode,
    setColorMode,
    toggleColorMode: () => setColorMode(colorMode === 'dark' ? 'light' : 'dark'),
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

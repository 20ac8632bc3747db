import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { ThemeProvider, useTheme, type ThemeProviderProps } from 'next-themes';
import { Component, lazy, Suspense, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';

// The tooltip machinery (zag tooltip, popper, floating-ui: ~20 kB gzipped) is the largest part of this
// button, which the landing page and /auth show; it loads when the button is first hovered or focused
// (issue #6). Other screens import ./tooltip directly.
const Tooltip = lazy(async () => ({ default: (await import('./tooltip')).Tooltip }));

/** If the tooltip chunk cannot load, the button stays, without its tooltip. */
class TooltipBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

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

/** Flips between light and dark; the stored preference stops following the system once used. */
export function ColorModeButton({ onPointerEnter, onFocus, ...props }: Omit<IconButtonProps, 'aria-label'>) {
  const { colorMode, toggleColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  const [withTooltip, setWithTooltip] = useState(false);
  // Wrapping the button in the tooltip mounts a new <button> (twice: while loading, then inside the
  // tooltip): a focus that armed the tooltip moves to each new one.
  const keepFocus = useRef(false);
  const button = (final: boolean) => (
    <IconButton
      ref={(node: HTMLButtonElement | null) => {
        if (!node || !keepFocus.current) return;
        node.focus();
        if (final) keepFocus.current = false;
      }}
      aria-label="Toggle theme"
      variant="ghost"
      size="sm"
      onClick={toggleColorMode}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        setWithTooltip(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        if (!withTooltip) {
          keepFocus.current = true;
          setWithTooltip(true);
        }
        onFocus?.(event);
      }}
      {...props}
    >
      {colorMode === 'dark' ? <Moon /> : <Sun />}
    </IconButton>
  );
  if (!withTooltip) return button(false);
  return (
    <TooltipBoundary fallback={button(true)}>
      <Suspense fallback={button(false)}>
        <Tooltip content={`Switch to ${next} theme`}>{button(true)}</Tooltip>
      </Suspense>
    </TooltipBoundary>
  );
}

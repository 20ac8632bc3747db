import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  statusSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { nextTask } from './first-load';

/**
 * The component recipes the app registers (issue #6: Chakra's `defaultConfig` carries all ~80, most unused,
 * in the entry chunk). Everything else of Chakra's default theme (tokens, semantic tokens, text and layer
 * styles, global CSS, preflight) is kept as is.
 *
 * A Chakra component whose recipe is missing here renders UNSTYLED. To use a new component: find its
 * recipe key (the `key` of `createRecipeContext` / `createSlotRecipeContext` in
 * node_modules/@chakra-ui/react/dist/esm/components/<name>/), import `<key>Recipe` or `<key>SlotRecipe`
 * from '@chakra-ui/react/theme' above and add it to the list below. theme-recipes.spec.ts fails when a
 * component imported under client/src needs a recipe that is not listed, and in development the console
 * names a missing recipe the first time a component asks for it.
 */
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  stat: statSlotRecipe,
  status: statusSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/** Chakra's `defaultThemeConfig` (@chakra-ui/react/theme) with only the recipes above. */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

/** The teal of the logo. Solid fills stay at 700 in light mode so white text keeps AA contrast. */
const brand = {
  50: '#f0fdfa',
  100: '#ccfbf1',
  200: '#99f6e4',
  300: '#5eead4',
  400: '#2dd4bf',
  500: '#14b8a6',
  600: '#0d9488',
  700: '#0f766e',
  800: '#115e59',
  900: '#134e4a',
  950: '#042f2e',
};

/** The palettes whose 600 is too light for white text: their solid fill moves to 700 (AA, 5:1 or more). */
const solidFills = Object.fromEntries(
  (['orange', 'green', 'teal', 'cyan', 'pink'] as const).map((palette) => [
    palette,
    { solid: { value: { _light: `{colors.${palette}.700}`, _dark: palette === 'orange' ? '{colors.orange.500}' : `{colors.${palette}.700}` } } },
  ]),
);

/** How long a skeleton stands still before it pulses: see the skeleton recipe below. */
const SKELETON_STILL_FOR = '1s';

const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand', scrollBehavior: 'smooth' },
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh' },
    '::selection': { bg: 'brand.muted' },
    // WCAG 2.3.3: who asks the system for less motion gets none. Skeletons and spinners stand still, drawers and
    // toasts appear without sliding, pages do not scroll smoothly. Animations still end (after 0.01 ms), so
    // the open and close logic that waits for them works as before.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    recipes: {
      // A skeleton stands still for its first second, then pulses (issue 19). A still placeholder already says
      // "loading"; the pulse says "still loading" when a wait gets long. From the first paint, 20-35 pulsing
      // skeletons made the browser draw a frame every 16 ms all through the CPU-bound first second (66 frames
      // in a trace of the location page, 3-6 with the delay). Lighthouse's mobile blocking time halved on the
      // dashboard and the directory (bench/README, 2026-11-29, fourth session).
      skeleton: { variants: { variant: { pulse: { animationDelay: SKELETON_STILL_FOR } } } },
    },
    tokens: {
      colors: { brand: Object.fromEntries(Object.entries(brand).map(([step, value]) => [step, { value }])) },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        // WCAG AA (4.5:1) for text (issue 19): Chakra's fg.subtle (gray.400 on white, 2.6:1) and its light
        // status colours at 500/600 are too pale for the small text they colour.
        fg: {
          subtle: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        // Solid fills under white text (badges, avatars, buttons): Chakra's 600 of these palettes gives 3.3-4.1:1.
        ...solidFills,
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
        },
      },
    },
  },
});

/** createSystem's configs: one merge (createSystem merges, deep-cloning, itself; merging first cloned the theme twice). */
const configs = [defaultBaseConfig, themeConfig, config];

type System = ReturnType<typeof createSystem>;
let system: System | undefined;

/**
 * The app's Chakra system, made on first call. Building it (the token dictionary, the utilities) is ~40 % of the
 * entry's evaluation, so it is not made at import: main.tsx makes it first, in steps (makeSystemInSteps), each a
 * blocking task on a slow phone otherwise (issue 19).
 */
export function getSystem(): System {
  return (system ??= made(createSystem(...configs)));
}

/**
 * getSystem's system, made by a stepwise createSystem (`createSystemSteps`: client/chakra-rewrites.ts) with a task
 * between its steps: the longest task of the first load, 40-80 ms, became 6-7 of under 15 ms (issue 19).
 */
export async function makeSystemInSteps(steps: (...configs: SystemConfig[]) => Generator<void, System, void>): Promise<System> {
  if (system) return system;
  const run = steps(...configs);
  for (let step = run.next(); ; step = run.next()) {
    if (step.done) return (system ??= made(step.value));
    await nextTask();
  }
}

function made(system: System): System {
  if (import.meta.env?.DEV) warnOfMissingRecipes(system);
  return system;
}

/** Recipe keys Chakra components ask for that have no recipe in its default theme either (nothing to register). */
export const RECIPELESS_KEYS = new Set(['text']);

/** In development: a component asking for an unregistered recipe renders unstyled; say which one (once per key). */
function warnOfMissingRecipes(system: System) {
  const warned = new Set<string>();
  const warn = (key: string) => {
    if (RECIPELESS_KEYS.has(key) || warned.has(key)) return;
    warned.add(key);
    console.warn(`Chakra recipe "${key}" is not registered: add it to the recipe lists of client/src/app/theme.ts`);
  };
  const { getRecipeFn, getSlotRecipeFn } = system;
  system.getRecipeFn = (key, fallback) => {
    if (!fallback && !system.isRecipe(key)) warn(key);
    return getRecipeFn(key, fallback);
  };
  system.getSlotRecipeFn = (key, fallback) => {
    if (!fallback && !system.isSlotRecipe(key)) warn(key);
    return getSlotRecipeFn(key, fallback);
  };
}

import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme (its `defaultConfig`: the same conditions, utilities, tokens, global
 * styles, text and layer styles), with the recipes of the components Rapport uses only. The
 * default one carries the recipes of every Chakra component, some 16 KB of gzipped JavaScript
 * every page loaded first. system.test.ts checks that each component any part imports finds
 * its recipe here, and that nothing else differs from the default.
 */
export const chakraTheme = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens,
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        button: buttonRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        avatar: avatarSlotRecipe,
        card: cardSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        field: fieldSlotRecipe,
        list: listSlotRecipe,
        menu: menuSlotRecipe,
        progress: progressSlotRecipe,
        toast: toastSlotRecipe,
      },
    },
  }),
);

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef4ff' },
          100: { value: '#d9e6ff' },
          200: { value: '#b3ccff' },
          300: { value: '#80a8ff' },
          400: { value: '#4d7fff' },
          500: { value: '#2b5ce6' },
          600: { value: '#1f47b8' },
          700: { value: '#18388f' },
          800: { value: '#122a6b' },
          900: { value: '#0c1c47' },
        },
      },
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's red.500 reads at 3.8:1 on white; error text needs 4.5:1 (axe color-contrast)
        fg: { error: { value: '{colors.red.700}' } },
      },
    },
  },
  globalCss: {
    body: { bg: 'white', color: 'gray.900' },
  },
});

/** The one Chakra system every part's ChakraProvider uses. */
export const system = createSystem(chakraTheme, config);

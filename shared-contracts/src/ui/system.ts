import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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
export const system = createSystem(defaultConfig, config);

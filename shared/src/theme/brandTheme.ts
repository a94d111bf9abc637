import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** docs/product.md#theme-and-toasts: primary cyan, secondary pale cyan, accent cornflower blue, negative red. */
export const brandColors = {
  primary: '#00838f',
  secondary: '#b2ebf2',
  accent: '#6495ed',
  negative: '#c10015',
} as const;

// A cyan ramp; step 80 (buttons, links) is dark enough for white text at WCAG AA.
const cyan: BrandVariants = {
  10: '#001416',
  20: '#00252a',
  30: '#00353c',
  40: '#00444d',
  50: '#00535e',
  60: '#00636f',
  70: '#00737f',
  80: brandColors.primary,
  90: '#00939f',
  100: '#00a3b0',
  110: '#00b4c2',
  120: '#26c3d0',
  130: '#55d0db',
  140: '#80dce5',
  150: brandColors.secondary,
  160: '#dbf6f9',
};

export const brandTheme: Theme = {
  ...createLightTheme(cyan),
  colorPaletteRedBackground3: brandColors.negative,
  fontFamilyBase:
    "'Segoe UI', 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans JP', Meiryo, system-ui, sans-serif",
};

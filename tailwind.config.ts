import type { Config } from 'tailwindcss';

/**
 * The files Tailwind reads for class names. The theme itself (colours, type sizes, measures, the
 * font) lives in the `@theme` block of src/styles/index.css, where a dark theme can override it.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
} satisfies Config;

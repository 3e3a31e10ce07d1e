import type { Config } from 'tailwindcss';

// Brand tokens, defined once. Loaded from src/index.css with `@config`.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#fdf4ec',
          100: '#fae3cf',
          200: '#f4c49d',
          300: '#eda066',
          400: '#e8823d',
          500: '#e06a1f',
          600: '#c25514',
          700: '#9f4213',
          800: '#803617',
          900: '#692f16',
        },
        ink: { DEFAULT: '#2a211c', soft: '#5b4f47', muted: '#6f635b' },
        sand: { 50: '#fcfaf7', 100: '#f7f1ea', 200: '#ede3d6', 300: '#dccbb6' },
      },
      fontFamily: {
        // Each face's stand-in (src/index.css) comes right after it: Latin text in a face sized like the shop's
        // own, Arabic text in the Arabic stand-in, until the faces have come (src/lib/web-fonts.ts).
        display: [
          '"Playfair Display"',
          '"Tafseel Display Fallback"',
          '"IBM Plex Sans Arabic"',
          '"Tafseel Arabic Fallback"',
          'Georgia',
          'serif',
        ],
        sans: [
          '"IBM Plex Sans Arabic"',
          '"Tafseel Sans Fallback"',
          '"Tafseel Arabic Fallback"',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          'Arial',
          'sans-serif',
        ],
      },
    },
  },
} satisfies Config;

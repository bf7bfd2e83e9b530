/**
 * Raw colour values. Only the skin token files read this module: components use the semantic
 * theme contract (`vars`) so that a skin can change without touching them.
 */
export const palette = {
  white: '#ffffff',
  ink: {
    50: '#f8f7fa',
    100: '#f1f0f4',
    150: '#e9e8ee',
    200: '#dbdade',
    300: '#b9b6c3',
    400: '#8a8698',
    500: '#6a6677',
    600: '#57536a',
    700: '#433f56',
    800: '#2f2b3d',
    900: '#1f1c2b',
  },
  night: {
    50: '#e4e2f3',
    100: '#c6c8e0',
    200: '#a9aed0',
    300: '#7d83a8',
    400: '#4a506e',
    500: '#3b405b',
    600: '#343952',
    700: '#2f3349',
    800: '#25293c',
    900: '#1d2030',
  },
  violet: {
    50: '#efedfe',
    100: '#dedbfd',
    300: '#b3acff',
    500: '#6f63f0',
    600: '#5a4ed6',
    700: '#4b40bd',
    800: '#3b3480',
    900: '#2f2b5e',
  },
  red: { 50: '#fdecec', 300: '#ff9b99', 600: '#c62828', 700: '#a51f1f', 900: '#4a2430' },
  green: { 50: '#e6f6ec', 300: '#6fdc9a', 600: '#1b7a3f', 700: '#156232', 900: '#1f3d34' },
  amber: { 50: '#fff4df', 300: '#ffc766', 400: '#f5a524', 500: '#e8920c', 700: '#8a5300', 900: '#4a3a22' },
  blue: { 50: '#e4f3fb', 300: '#7fd0f7', 600: '#0a6ba8', 700: '#085a8d', 900: '#1d3a50' },
} as const;

/** Ten colours that stay apart for the usual kinds of colour blindness (Tableau 10). */
export const palette = [
  '#4e79a7',
  '#f28e2b',
  '#e15759',
  '#76b7b2',
  '#59a14f',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
  '#bab0ac',
] as const;

export const colorAt = (index: number): string => palette[index % palette.length] ?? '#4e79a7';

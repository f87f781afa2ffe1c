/**
 * How many lines the text inside `element` is laid out on, counted from the line boxes of its text
 * (one box per line a text breaks onto). For stories, which run in a real browser; jsdom lays out
 * nothing.
 */
export function textLineCount(element: Element): number {
  const document = element.ownerDocument;
  const range = document.createRange();
  const tops = new Set<number>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) {
      if (box.width > 0) tops.add(Math.round(box.top));
    }
  }
  return tops.size;
}

/** Story viewports of a desktop window `width` px wide, for stories that lay a screen out at it. */
export const windowViewport = (width: number) => {
  const name = `window${width}`;
  return {
    parameters: {
      viewport: {
        options: {
          [name]: {
            name: `${width} px`,
            styles: { width: `${width}px`, height: '900px' },
            type: 'desktop',
          },
        },
      },
    },
    globals: { viewport: { value: name, isRotated: false } },
  };
};

/** The cells of the column headed `header` in `table`, one per body row. */
export function columnCells(table: HTMLTableElement, header: string): HTMLTableCellElement[] {
  const index = [...(table.tHead?.rows[0]?.cells ?? [])].findIndex(
    (cell) => cell.textContent === header,
  );
  if (index < 0) throw new Error(`no column ${header}`);
  return [...(table.tBodies[0]?.rows ?? [])].flatMap((row) => row.cells[index] ?? []);
}

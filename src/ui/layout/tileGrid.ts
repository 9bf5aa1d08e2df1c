/** Columns per breakpoint of a list laid out as tiles. */
export interface TileColumns {
  xs: number;
  sm: number;
  md: number;
}

/** A `ul` as a grid of equal columns, without the list's bullets and indent. */
export const tileGridSx = (columns: TileColumns, gap: number) =>
  ({
    listStyle: 'none',
    m: 0,
    p: 0,
    display: 'grid',
    gap,
    gridTemplateColumns: {
      xs: `repeat(${columns.xs}, minmax(0, 1fr))`,
      sm: `repeat(${columns.sm}, minmax(0, 1fr))`,
      md: `repeat(${columns.md}, minmax(0, 1fr))`,
    },
  }) as const;

/** Columns that follow the screen: one on a phone, two on a tablet, three from a laptop up. */
export const upToThreeColumns = {
  xs: '1fr',
  sm: 'repeat(2, minmax(0, 1fr))',
  md: 'repeat(3, minmax(0, 1fr))',
} as const;

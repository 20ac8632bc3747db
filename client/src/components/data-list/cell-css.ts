import './cells.css';

/**
 * Class names for the cells of long lists, styled once by a plain stylesheet (cells.css). A Chakra
 * `Text` or `Badge` per cell cost a render and a style resolution each, rows times columns: on a phone's first
 * load of the location report the list's commit was ~1,300 component renders, most of them cell text (issue 19).
 * Cells written with these are plain elements. The badge matches Chakra's badge recipe (subtle, sm).
 */
export const CELL = {
  /** An identifier: monospace, semibold, one line. */
  id: 'beti-cell-id',
  /** The dash of an empty value. */
  empty: 'beti-cell-empty',
  /** One line, never wrapped. */
  line: 'beti-cell-line',
  /** The emphasised first line of a two-line cell. */
  strong: 'beti-cell-strong',
  /** Lines of a cell, one under the other (in a table cell or a card's value alike). */
  stack: 'beti-cell-stack',
  /** A small muted second line. */
  note: 'beti-cell-note',
  /** A small muted part of a line. */
  muted: 'beti-cell-muted',
  /** A card's subtitle: small, muted, one line cut with an ellipsis. */
  subtitle: 'beti-cell-subtitle',
  /** A small outline button (Chakra's Button, outline, xs, brand palette). */
  button: 'beti-cell-button',
  /** A badge; its colours come from `data-palette`. */
  badge: 'beti-cell-badge',
} as const;

/** The palettes a cell badge may take (`data-palette`; cells.css has a rule for each). */
export type BadgePalette = 'gray' | 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple';

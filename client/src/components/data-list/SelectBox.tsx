import { Checkbox, VisuallyHidden, type CheckboxRootProps } from '@chakra-ui/react';
import { selectionState, toggleAll, toggleOne } from './data-list-logic';
import type { Selection, SelectionOptions } from './types';

export interface SelectRowProps extends Omit<CheckboxRootProps, 'onChange'> {
  selection: Selection<never>;
  rowKey: string;
  /** The checkbox's accessible name. */
  label: string;
}

/** A row's checkbox. */
export function SelectRow({ selection, rowKey, label, ...rest }: SelectRowProps) {
  return (
    <Checkbox.Root checked={selection.selected.has(rowKey)} onCheckedChange={() => selection.onChange(toggleOne(selection.selected, rowKey))} {...rest}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

export interface SelectAllProps extends Omit<CheckboxRootProps, 'onChange'> {
  selection: Selection<never>;
  keys: string[];
  /** Cards show "Select all" beside the box; the table's header has no room for it. */
  visibleLabel?: boolean;
}

/** All, some or none of the list's rows: checking it selects them all, or clears them when all were selected. */
export function SelectAll({ selection, keys, visibleLabel, ...rest }: SelectAllProps) {
  const name = `Select all ${selection.allLabel}`;
  return (
    <Checkbox.Root size="sm" checked={selectionState(selection.selected, keys)} onCheckedChange={() => selection.onChange(toggleAll(selection.selected, keys))} {...rest}>
      <Checkbox.HiddenInput aria-label={visibleLabel ? undefined : name} />
      <Checkbox.Control />
      {visibleLabel && (
        <Checkbox.Label color="fg.muted">
          Select all<VisuallyHidden> {selection.allLabel}</VisuallyHidden>
        </Checkbox.Label>
      )}
    </Checkbox.Root>
  );
}

export interface SelectBoxes {
  SelectRow: typeof SelectRow;
  SelectAll: typeof SelectAll;
}

/** A DataList's `selection`: rows with checkboxes, and "Select all". */
export function rowSelection<Row>(options: SelectionOptions<Row>): Selection<Row> {
  return { ...options, boxes: { SelectRow, SelectAll } };
}

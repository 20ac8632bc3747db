import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders, wideScreen } from '../../test-utils';
import { DataList, type DataColumn, type DataListProps } from './DataList';
import { rowSelection } from './SelectBox';

interface Pet {
  id: string;
  name: string;
  kind: string;
  note: string | null;
}

const PETS: Pet[] = [
  { id: 'p1', name: 'Luna', kind: 'Dog', note: 'Shy' },
  { id: 'p2', name: 'Max', kind: 'Cat', note: null },
];

const COLUMNS: DataColumn<Pet>[] = [
  { key: 'name', header: 'Name', sortKey: 'name', cell: (pet) => pet.name, card: false },
  { key: 'kind', header: 'Kind', cell: (pet) => pet.kind },
  { key: 'note', header: 'Note', cell: (pet) => pet.note ?? '—', card: { label: () => 'Remark', when: (pet) => pet.note !== null } },
  { key: 'phone', header: 'Phone only', cell: () => 'on cards', table: false },
];

const BASE: DataListProps<Pet> = {
  rows: PETS,
  rowKey: (pet) => pet.id,
  columns: COLUMNS,
  label: 'Pets',
  keyAttribute: 'data-pet-id',
  card: { title: (pet) => <strong>{pet.name}</strong>, labelWidth: '20' },
};

const renderList = (props: Partial<DataListProps<Pet>> = {}) => renderWithProviders(<DataList {...BASE} {...props} />);

let narrow: (() => void) | undefined;

describe('DataList', () => {
  afterEach(() => {
    narrow?.();
    narrow = undefined;
  });

  it('renders a table on wide screens: a header per table column, a row per item keyed by its data attribute', () => {
    narrow = wideScreen();
    renderList({ caption: 'Pets and their kinds' });
    const table = screen.getByRole('table', { name: 'Pets and their kinds' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Kind', 'Note']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-pet-id'))).toEqual(['p1', 'p2']);
    expect(within(rows[0]).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Luna', 'Dog', 'Shy']);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders cards on phones: the title, then a label and value per card field, only where `when` holds', () => {
    renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Pets' })).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('data-pet-id'))).toEqual(['p1', 'p2']);
    expect(within(cards[0]).getByText('Luna').tagName).toBe('STRONG');
    expect(within(cards[0]).getByText('Remark')).toBeTruthy();
    expect(within(cards[0]).getByText('on cards')).toBeTruthy();
    expect(within(cards[1]).queryByText('Remark')).toBeNull();
    expect(within(cards[1]).queryByText('Name')).toBeNull();
  });

  it('shows the placeholder before the first answer and the empty state without rows', () => {
    const { rerender } = renderList({ rows: undefined, placeholder: <p>Loading pets…</p>, empty: <p>No pets</p> });
    expect(screen.getByText('Loading pets…')).toBeTruthy();
    rerender(<DataList {...BASE} rows={[]} placeholder={<p>Loading pets…</p>} empty={<p>No pets</p>} />);
    expect(screen.getByText('No pets')).toBeTruthy();
    expect(screen.queryByText('Loading pets…')).toBeNull();
  });

  it('opens a row by a click, by Enter or Space on the focused row, and a card by a tap; keys on a control inside do not', () => {
    narrow = wideScreen();
    const onOpen = jest.fn();
    const columns: DataColumn<Pet>[] = [...COLUMNS, { key: 'act', header: 'Act', cell: (pet) => <button type="button">Act on {pet.name}</button> }];
    const { unmount } = renderList({ onOpen, columns, rowHint: 'Press Enter to open.' });
    const [luna, max] = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(luna.tabIndex).toBe(0);
    expect(screen.getByText('Press Enter to open.').id).toBe(luna.getAttribute('aria-describedby'));
    fireEvent.click(within(luna).getByText('Dog'));
    expect(onOpen).toHaveBeenLastCalledWith(PETS[0]);
    fireEvent.keyDown(max, { key: 'Enter' });
    expect(onOpen).toHaveBeenLastCalledWith(PETS[1]);
    fireEvent.keyDown(luna, { key: ' ' });
    expect(onOpen).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(within(luna).getByRole('button', { name: 'Act on Luna' }), { key: 'Enter' });
    fireEvent.keyDown(luna, { key: 'a' });
    expect(onOpen).toHaveBeenCalledTimes(3);
    unmount();

    narrow();
    narrow = undefined;
    renderList({ onOpen });
    fireEvent.click(within(screen.getAllByRole('listitem')[1]).getByText('Cat'));
    expect(onOpen).toHaveBeenLastCalledWith(PETS[1]);
  });

  it('sorts by a sortable header, marking it with aria-sort', () => {
    narrow = wideScreen();
    const onSort = jest.fn();
    renderList({ sort: { key: 'name', dir: 'desc', onSort } });
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('selects rows one by one or all at once, without opening them', async () => {
    narrow = wideScreen();
    const onOpen = jest.fn();
    function Selectable() {
      const [selected, setSelected] = useState<Set<string>>(() => new Set());
      const selection = rowSelection({ selected, onChange: setSelected, rowLabel: (pet: Pet) => `Select ${pet.name}`, allLabel: 'pets' });
      return <DataList {...BASE} onOpen={onOpen} selection={selection} />;
    }
    renderWithProviders(<Selectable />);
    const all = screen.getByRole('checkbox', { name: 'Select all pets' }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Luna' }));
    await waitFor(() => expect(screen.getAllByRole('row')[1].getAttribute('data-selected')).not.toBeNull());
    expect(screen.getAllByRole('row')[2].getAttribute('data-selected')).toBeNull();
    expect(all.checked).toBe(false);
    fireEvent.click(all);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Select Max' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(all);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Select Luna' }) as HTMLInputElement).checked).toBe(false));
    expect(onOpen).not.toHaveBeenCalled();
  });
});

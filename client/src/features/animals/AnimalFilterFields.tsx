import { Field, Input, InputGroup, NativeSelect, Stack, type FieldRootProps } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { ADOPTION_OPTIONS, BEHAVIOR_OPTIONS, STATUS_OPTIONS, type Option } from './animal-format-logic';
import type { FilterKey, Filters } from './list-params-logic';
import { useDebouncedCommit } from './use-debounced-commit';

export interface AnimalFilterFieldsProps {
  values: Filters;
  onChange: (patch: Partial<Filters>) => void;
  zoneOptions: Option[];
  searchPlaceholder: string;
  /** Commit the search box after a pause (live filters) rather than on every key (a draft applied later). */
  debounceSearch: boolean;
  /** A row on wide screens, a column inside a drawer. */
  layout: 'row' | 'column';
  /** Phones keep the search box on the page (SearchField): the drawer holds the other filters only. */
  withSearch?: boolean;
}

/** The filters of both lists (operations §2): search, zone, status, adoption level, behaviour. */
export function AnimalFilterFields({ values, onChange, zoneOptions, searchPlaceholder, debounceSearch, layout, withSearch = true }: AnimalFilterFieldsProps) {
  const row = layout === 'row';
  // Narrow enough at xl that search and four selects share one line at 1280 px with the sidebar open.
  const selectWidth = row ? { base: 'full', md: '40', xl: '36', '2xl': '44' } : 'full';
  return (
    <Stack direction={row ? { base: 'column', md: 'row' } : 'column'} gap={row ? '3' : '4'} align={row ? { md: 'flex-end' } : 'stretch'} flexWrap={row ? 'wrap' : undefined} flex="1">
      {withSearch && (
        <SearchField value={values.search} placeholder={searchPlaceholder} debounce={debounceSearch} onChange={(search) => onChange({ search })} flex={row ? '1' : undefined} minW={row ? '40' : undefined} />
      )}
      <FilterSelect label="Zone" name="zone" value={values.zone} all="All zones" options={zoneOptions} onChange={onChange} width={selectWidth} />
      <FilterSelect label="Status" name="status" value={values.status} all="All statuses" options={STATUS_OPTIONS} onChange={onChange} width={selectWidth} />
      <FilterSelect label="Adoption level" name="adoption" value={values.adoption} all="All levels" options={ADOPTION_OPTIONS} onChange={onChange} width={selectWidth} />
      <FilterSelect label="Behavior" name="behavior" value={values.behavior} all="All behaviors" options={BEHAVIOR_OPTIONS} onChange={onChange} width={selectWidth} />
    </Stack>
  );
}

export interface SearchFieldProps extends Omit<FieldRootProps, 'onChange'> {
  value: string;
  placeholder: string;
  /** Commit after a pause (live filters) rather than on every key (a draft applied later). */
  debounce: boolean;
  onChange: (search: string) => void;
}

/** The labelled search box: inside the filter row on wide screens, on its own above the list on phones. */
export function SearchField({ value, placeholder, debounce, onChange, ...rest }: SearchFieldProps) {
  return (
    <Field.Root {...rest}>
      <Field.Label>Search</Field.Label>
      {debounce ? <DebouncedSearch value={value} placeholder={placeholder} onCommit={onChange} /> : <SearchInput value={value} placeholder={placeholder} onInput={onChange} />}
    </Field.Root>
  );
}

function SearchInput({ value, placeholder, onInput }: { value: string; placeholder: string; onInput: (text: string) => void }) {
  return (
    <InputGroup startElement={<Search size={16} aria-hidden />}>
      <Input type="search" value={value} placeholder={placeholder} onChange={(event) => onInput(event.currentTarget.value)} autoComplete="off" />
    </InputGroup>
  );
}

function DebouncedSearch({ value, placeholder, onCommit }: { value: string; placeholder: string; onCommit: (text: string) => void }) {
  const [text, setText] = useDebouncedCommit(value, onCommit);
  return <SearchInput value={text} placeholder={placeholder} onInput={setText} />;
}

interface FilterSelectProps {
  label: string;
  name: Exclude<FilterKey, 'search'>;
  value: string;
  all: string;
  options: Option[];
  onChange: (patch: Partial<Filters>) => void;
  width: string | Record<string, string>;
}

function FilterSelect({ label, name, value, all, options, onChange, width }: FilterSelectProps) {
  // A value from the URL that is not offered (an old zone) is still shown, so the select never lies.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <Field.Root w={width}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange({ [name]: event.currentTarget.value })}>
          <option value="">{all}</option>
          {!known && <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { AnimalFilterFields } from './AnimalFilterFields';
import { DIRECTORY_ZONE_OPTIONS } from './animal-format-logic';
import { FiltersButton, FiltersDrawer } from './FiltersDrawer';
import { activeFilterCount, NO_FILTERS, type Filters } from './list-params-logic';

export interface DirectoryFilterSheetProps {
  applied: Filters;
  onApply: (filters: Filters) => void;
  searchPlaceholder: string;
}

/**
 * operations §2 directory on phones: the filters in a bottom sheet, edited as a draft and applied only by Apply. The
 * search box stays on the page (issue 16), so the sheet leaves the applied search as it is.
 */
export function DirectoryFilterSheet({ applied, onApply, searchPlaceholder }: DirectoryFilterSheetProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Filters>(applied);

  const show = () => {
    setDraft(applied);
    setOpen(true);
  };
  const apply = () => {
    onApply({ ...draft, search: applied.search });
    setOpen(false);
  };

  return (
    <>
      <FiltersButton count={activeFilterCount({ ...applied, search: '' })} onClick={show} />
      <FiltersDrawer
        open={open}
        onOpenChange={setOpen}
        placement="bottom"
        footer={
          <>
            <Button variant="outline" flex="1" onClick={() => setDraft({ ...NO_FILTERS, search: applied.search })} disabled={activeFilterCount({ ...draft, search: '' }) === 0}>
              Clear Filters
            </Button>
            <Button flex="1" onClick={apply}>
              Apply
            </Button>
          </>
        }
      >
        <form
          id="directory-filters"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <AnimalFilterFields
            values={draft}
            onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
            zoneOptions={DIRECTORY_ZONE_OPTIONS}
            searchPlaceholder={searchPlaceholder}
            debounceSearch={false}
            layout="column"
            withSearch={false}
          />
        </form>
      </FiltersDrawer>
    </>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Field, Flex, Input, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { SectionCard } from '../../components/SectionCard';
import { toaster } from '../../components/ui/toaster';
import type { ZoneOccupancyRowFragment } from '../../gql/graphql';
import { errorMessage, serverFieldErrors } from '../../lib/errors';
import { ratePercent } from '../../lib/rates';
import { capacityChanges, capacityProblem } from './capacity-logic';
import { SetZoneCapacitiesMutation, ZoneCapacityQuery } from './settings.queries';

/**
 * Kennel capacity per Salem zone (issue 18): the occupancy rate's denominator. Editable for those the server
 * lets set it (`me.can.updateSettings`, ADMIN and up), read-only for everyone else who may read settings.
 */
export function ZoneCapacityCard({ canEdit }: { canEdit: boolean }) {
  const { data, error, refetch } = useQuery(ZoneCapacityQuery, { fetchPolicy: 'cache-and-network' });
  const zones = data?.zoneOccupancy;
  // The dashboard's "Set kennel capacity" link lands here (#zone-capacity) once the zones are on screen.
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const loaded = zones !== undefined;
  useEffect(() => {
    if (loaded && hash === '#zone-capacity') ref.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  return (
    <Box id="zone-capacity" ref={ref} scrollMarginTop="20">
      <SectionCard
        id="zone-capacity-heading"
        title="Kennel capacity"
        description="Kennels per Salem zone. The dashboard's Occupancy Rate is the animals in the latest report ÷ these; zones left empty are not counted."
        busy={!zones && !error}
      >
        {zones ? (
          zones.length === 0 ? (
            <Text color="fg.muted">No zones yet: capacity is set for the zones of the first committed report.</Text>
          ) : (
            <CapacityForm zones={zones} canEdit={canEdit} />
          )
        ) : error ? (
          <Flex gap="3" align="center" wrap="wrap">
            <Text color="fg.error">Could not load the zones: {errorMessage(error, 'try again')}</Text>
            <Button size="sm" variant="outline" onClick={() => refetch().catch(() => undefined)}>
              Try again
            </Button>
          </Flex>
        ) : (
          <Stack gap="2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="12" rounded="l2" />
            ))}
          </Stack>
        )}
      </SectionCard>
    </Box>
  );
}

function CapacityForm({ zones, canEdit }: { zones: ZoneOccupancyRowFragment[]; canEdit: boolean }) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(SetZoneCapacitiesMutation);
  const changes = capacityChanges(zones, drafts);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changes || changes.length === 0) return;
    setServerErrors({});
    try {
      await save({
        variables: { input: { capacities: changes } },
        // The answer is every zone after the change: it becomes the list. (The dashboard reads its rate on each visit.)
        update: (cache, { data }) => data && cache.writeQuery({ query: ZoneCapacityQuery, data: { zoneOccupancy: data.setZoneCapacities } }),
      });
      setDrafts({});
      toaster.create({ type: 'success', title: 'Kennel capacity saved', description: `${changes.length} zone${changes.length === 1 ? '' : 's'} updated.` });
    } catch (e) {
      // capacities.N.capacity names the N-th zone sent.
      const fields = serverFieldErrors(e);
      setServerErrors(Object.fromEntries(changes.map((c, i) => [c.zoneCode, fields[`capacities.${i}.capacity`] ?? fields[`capacities.${i}.zoneCode`]]).filter(([, m]) => m)));
      toaster.create({ type: 'error', title: 'Capacity not saved', description: errorMessage(e, 'Try again.') });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Zones">
        {zones.map((zone) => (
          <ZoneRow
            key={zone.zoneCode}
            zone={zone}
            canEdit={canEdit}
            text={drafts[zone.zoneCode] ?? (zone.capacity === null ? '' : String(zone.capacity))}
            serverError={serverErrors[zone.zoneCode]}
            onChange={(text) => setDrafts((d) => ({ ...d, [zone.zoneCode]: text }))}
          />
        ))}
      </Stack>
      {canEdit ? (
        <Flex gap="3" justify="flex-end" align="center" wrap="wrap">
          {changes && changes.length > 0 && (
            <Text textStyle="sm" color="fg.muted">
              {changes.length} unsaved change{changes.length === 1 ? '' : 's'}
            </Text>
          )}
          <Button variant="ghost" onClick={() => setDrafts({})} disabled={loading || Object.keys(drafts).length === 0}>
            Reset
          </Button>
          <Button type="submit" colorPalette="brand" loading={loading} disabled={!changes || changes.length === 0}>
            Save capacity
          </Button>
        </Flex>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          Only administrators can change kennel capacity.
        </Text>
      )}
      </Stack>
    </form>
  );
}

interface ZoneRowProps {
  zone: ZoneOccupancyRowFragment;
  canEdit: boolean;
  text: string;
  serverError: string | undefined;
  onChange: (text: string) => void;
}

/** One zone: its animals, its rate (or "No capacity set"), and its capacity field or value. */
function ZoneRow({ zone, canEdit, text, serverError, onChange }: ZoneRowProps) {
  const problem = capacityProblem(text) ?? serverError ?? null;
  const label = `Zone ${zone.zoneCode}${zone.zoneLocation ? ` - ${zone.zoneLocation}` : ''}`;
  const rate = zone.occupancyRate;
  return (
    <Flex as="li" aria-label={label} gap="3" p="3" rounded="l2" borderWidth="1px" borderColor="border" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
      <Box flex="1" minW="0">
        <Text fontWeight="semibold">{label}</Text>
        <Text textStyle="sm" color="fg.muted">
          {zone.zoneLocation === null ? 'Not in the latest report' : `${zone.occupied} animal${zone.occupied === 1 ? '' : 's'} in the latest report`}
        </Text>
      </Box>
      <Box w={{ base: 'full', sm: '40' }}>
        {rate !== null ? (
          <Stack gap="1">
            <Text textStyle="sm" fontWeight="medium">
              {ratePercent(rate)} full
            </Text>
            <Progress.Root value={Math.min(100, Math.round(rate * 100))} size="xs" colorPalette={rate > 1 ? 'red' : rate > 0.9 ? 'orange' : 'green'} aria-label={`Zone ${zone.zoneCode} occupancy`}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        ) : (
          <Badge variant="subtle" colorPalette="gray">
            No capacity set
          </Badge>
        )}
      </Box>
      {canEdit ? (
        <Field.Root invalid={!!problem} w={{ base: 'full', sm: '36' }}>
          <Field.Label textStyle="xs">Kennels</Field.Label>
          <Input inputMode="numeric" value={text} placeholder="Not set" onChange={(e) => onChange(e.target.value)} aria-label={`Kennels in zone ${zone.zoneCode}`} />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
      ) : (
        <Text w={{ base: 'full', sm: '36' }} textStyle="sm">
          {zone.capacity === null ? 'Capacity not set' : `${zone.capacity} kennels`}
        </Text>
      )}
    </Flex>
  );
}

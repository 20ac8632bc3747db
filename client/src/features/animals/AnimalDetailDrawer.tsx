import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Badge, CloseButton, DataList, Drawer, Portal, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { describeError } from '../../components/error-info';
import type { AnimalDetailQuery as AnimalDetailData } from '../../gql/graphql';
import { AdoptionBadge, StatusBadge } from './animal-columns';
import { behaviorLabel, lastSeenLabel, locationLabel, orDash, titleCase } from './animal-format-logic';
import { AnimalDetailQuery } from './animals.queries';
import { FRESH_MS } from './freshness-logic';
import { AnimalsEmpty } from './ListStates';
import { useFreshPolicy, useStampFresh } from './use-fresh-policy';

type Detail = AnimalDetailData['animalCurrent'];

export interface AnimalDetailDrawerProps {
  /** The `animal` URL parameter; null when closed. */
  animalId: string | null;
  /** §2: the location report shows where the animal sits in the report, the directory its centre. */
  variant: 'report' | 'directory';
  onClose: () => void;
}

/** The animal detail drawer (§2), opened by the `animal` URL parameter; Escape and the close button close it. */
export function AnimalDetailDrawer({ animalId, variant, onClose }: AnimalDetailDrawerProps) {
  // Keep the last animal on screen while the drawer slides out.
  const [shown, setShown] = useState(animalId);
  if (animalId !== null && animalId !== shown) setShown(animalId);

  return (
    <Drawer.Root open={animalId !== null} onOpenChange={(event) => !event.open && onClose()} placement="end" size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="animal-detail-drawer">
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1" pe="14">
              <Drawer.Title fontFamily="mono">{shown ?? 'Animal'}</Drawer.Title>
              <Drawer.Description asChild>
                <Text textStyle="sm" color="fg.muted">
                  Animal details
                </Text>
              </Drawer.Description>
            </Drawer.Header>
            <Drawer.Body>{shown && <DetailBody animalId={shown} variant={variant} />}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close details" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function DetailBody({ animalId, variant }: { animalId: string; variant: AnimalDetailDrawerProps['variant'] }) {
  const [policy, mark] = useFreshPolicy(`detail:${animalId}`, FRESH_MS.reference);
  const result = useQuery(AnimalDetailQuery, { variables: { animalId }, fetchPolicy: policy, notifyOnNetworkStatusChange: true });
  useStampFresh(policy, mark, result);
  const { data, error, networkStatus, refetch } = result;

  if (error && !data) {
    if (describeError(error).code === 'NOT_FOUND') {
      return <AnimalsEmpty filtered title="No details found for this animal" description={`${animalId} is not in any committed report.`} />;
    }
    return (
      <ErrorState
        error={error}
        title="Failed to load animal details"
        onRetry={() => refetch().catch(() => undefined)}
        retrying={networkStatus === NetworkStatus.refetch}
      />
    );
  }
  if (!data) return <DetailSkeleton />;
  return <DetailList animal={data.animalCurrent} variant={variant} />;
}

function DetailList({ animal, variant }: { animal: Detail; variant: AnimalDetailDrawerProps['variant'] }) {
  const items: [string, ReactNode][] =
    variant === 'report'
      ? [
          ['Animal ID', <Text fontFamily="mono">{animal.animal_id}</Text>],
          ['Species', titleCase(animal.species)],
          ['Adoption level', <AdoptionBadge level={animal.adoption_level} />],
          ['Status', <StatusBadge code={animal.status_code} sub={animal.sub_status_code} />],
          ['Behavior severity', behaviorLabel(animal.behavior_severity_code)],
          ['Zone', `${animal.zone_code} - ${animal.zone_location}`],
          ['Page', String(animal.page)],
          ['Last seen', lastSeenLabel(animal.last_updated)],
        ]
      : [
          ['Location', locationLabel(animal.location)],
          ['Adoption level', <AdoptionBadge level={animal.adoption_level} />],
          ['Status', <StatusBadge code={animal.status_code} sub={animal.sub_status_code} />],
          ['Behavior', behaviorLabel(animal.behavior_severity_code)],
        ];
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Text fontWeight="semibold" textStyle="lg">
          {orDash(animal.name)}
        </Text>
        <Text color="fg.muted" textStyle="sm">
          {[titleCase(animal.species), animal.breed, animal.sex, animal.age].filter((part) => part && part !== '—').join(' · ') || '—'}
        </Text>
        {!animal.inCurrentPopulation && (
          <Badge colorPalette="orange" variant="subtle" alignSelf="flex-start">
            Not in the latest report
          </Badge>
        )}
      </Stack>
      <DataList.Root orientation="horizontal" size="md" gap="3">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <VisuallyHidden role="status">Loading animal details…</VisuallyHidden>
      <Skeleton h="6" w="40" />
      <Skeleton h="4" w="56" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} h="5" w="full" />
      ))}
    </Stack>
  );
}

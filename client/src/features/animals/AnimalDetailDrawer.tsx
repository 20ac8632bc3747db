import { NetworkStatus } from '@apollo/client';
import { Badge, CloseButton, DataList, Drawer, Portal, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '../../components/ErrorState';
import { describeError } from '../../components/error-info';
import type { AnimalDetailQuery as AnimalDetailData } from '../../gql/graphql';
import { adoptionBadge, statusBadge } from './animal-columns';
import { AnimalHistory } from './AnimalHistory';
import { behaviorLabel, inCareLabel, lastSeenLabel, locationLabel, orDash, titleCase, weightLabel } from './animal-format-logic';
import { AnimalDetailQuery } from './animals.queries';
import { FRESH_MS } from './freshness-logic';
import { AnimalsEmpty } from './ListStates';
import { RaiseAlertButton } from './RaiseAlertDialog';
import { useFreshQuery } from './use-fresh-policy';

type Detail = AnimalDetailData['animalCurrent'];

export interface AnimalDetailDrawerProps {
  /** The `animal` URL parameter; null when closed. */
  animalId: string | null;
  /** operations §2: the location report shows where the animal sits in the report, the directory its centre. */
  variant: 'report' | 'directory';
  onClose: () => void;
}

/** The animal detail drawer (operations §2), opened by the `animal` URL parameter; Escape and the close button close it. */
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
  const { data, error, networkStatus, refetch } = useFreshQuery(AnimalDetailQuery, {
    key: `detail:${animalId}`,
    ttlMs: FRESH_MS.reference,
    variables: { animalId },
    notifyOnNetworkStatusChange: true,
  });

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
  return (
    <Stack gap="8">
      <Stack gap="4">
        <DetailList animal={data.animalCurrent} variant={variant} />
        <RaiseAlertButton animalId={data.animalCurrent.animalId} inLatest={data.animalCurrent.inCurrentPopulation} />
      </Stack>
      <AnimalHistory animalId={animalId} inLatest={data.animalCurrent.inCurrentPopulation} />
    </Stack>
  );
}

function DetailList({ animal, variant }: { animal: Detail; variant: AnimalDetailDrawerProps['variant'] }) {
  // What kennel staff act on, in both variants: where the animal is housed, its weight, how long it has been in care.
  const kennel: [string, ReactNode] = ['Kennel', orDash(animal.kennel)];
  const weight: [string, ReactNode] = ['Weight', weightLabel(animal.weight)];
  const inCare: [string, ReactNode] = ['In care since', inCareLabel(animal.intakeDate, animal.daysInCare)];
  const items: [string, ReactNode][] =
    variant === 'report'
      ? [
          ['Animal ID', <Text fontFamily="mono">{animal.animalId}</Text>],
          ['Species', titleCase(animal.species)],
          ['Zone', `${animal.zoneCode} - ${animal.zoneLocation}`],
          kennel,
          weight,
          ['Adoption level', adoptionBadge(animal.adoptionLevel)],
          ['Status', statusBadge(animal.statusCode, animal.subStatusCode)],
          ['Behavior severity', behaviorLabel(animal.behaviorSeverityCode)],
          inCare,
          ['Page', String(animal.page)],
          ['Last seen', lastSeenLabel(animal.lastUpdated)],
        ]
      : [
          ['Location', locationLabel(animal.location)],
          ['Zone', `${animal.zoneCode} - ${animal.zoneLocation}`],
          kennel,
          weight,
          ['Adoption level', adoptionBadge(animal.adoptionLevel)],
          ['Status', statusBadge(animal.statusCode, animal.subStatusCode)],
          ['Behavior', behaviorLabel(animal.behaviorSeverityCode)],
          inCare,
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

import { Badge, Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { levelRows, type AdoptionCounts, type LevelRow } from './dashboard-logic';
import { SectionCard } from '../../components/SectionCard';
import { formatCount } from '../../lib/numbers';

/** Adoption Levels (operations §2): L1 to L4 with a count and a bar each, then the animals not yet assessed. */
export const AdoptionLevelsCard = memo(function AdoptionLevelsCard({ counts }: { counts: AdoptionCounts | undefined }) {
  const levels = counts ? levelRows(counts) : undefined;
  return (
    <SectionCard
      id="adoption-heading"
      title="Adoption Levels"
      description="Share of the animals in the latest report."
      busy={!levels}
      aside={
        levels && (
          <Text textStyle="sm" color="fg.muted">
            {formatCount(levels.total)} {levels.total === 1 ? 'animal' : 'animals'}
          </Text>
        )
      }
    >
      {levels ? (
        <Stack as="ul" listStyleType="none" gap="4">
          {levels.rows.map((row) => (
            <LevelItem key={row.key} row={row} />
          ))}
        </Stack>
      ) : (
        <Stack gap="5">
          {Array.from({ length: 5 }, (_, index) => (
            <Stack key={index} gap="2">
              <Flex justify="space-between">
                <Skeleton h="5" w="24" />
                <Skeleton h="5" w="16" />
              </Flex>
              <Skeleton h="2" rounded="full" />
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
});

function LevelItem({ row }: { row: LevelRow }) {
  const animals = `${formatCount(row.count)} ${row.count === 1 ? 'animal' : 'animals'}`;
  return (
    <Box as="li" colorPalette={row.palette} pt={row.muted ? '3' : undefined} borderTopWidth={row.muted ? '1px' : undefined} borderColor="border.muted">
      <Flex justify="space-between" align="center" gap="3" mb="1.5">
        <Flex align="center" gap="2" minW="0">
          {!row.muted && (
            <Badge variant="subtle" size="sm" fontWeight="bold" aria-hidden>
              {row.key}
            </Badge>
          )}
          <Text textStyle="sm" fontWeight={row.muted ? 'normal' : 'medium'} color={row.muted ? 'fg.muted' : 'fg'}>
            {row.label}
          </Text>
        </Flex>
        <Text textStyle="sm" color={row.muted ? 'fg.muted' : 'fg'} whiteSpace="nowrap">
          <Text as="span" fontWeight="semibold">
            {animals}
          </Text>
          <Text as="span" color="fg.subtle">
            {' · '}
            {row.percent}%
          </Text>
        </Text>
      </Flex>
      {/* The numbers are in the text above; the bar only draws them. Two boxes, not Chakra's Progress: its machine
          makes an Intl.NumberFormat, whose first one loads the locale's number data (~15 ms in the dashboard's first
          render, issue 19), for a value text this bar does not show. */}
      <Box aria-hidden h="2" rounded="full" bg="bg.muted" overflow="hidden">
        <Box h="full" rounded="full" w={`${row.percent}%`} bg={row.muted ? 'fg.subtle' : 'colorPalette.solid'} transition="width" transitionDuration="slow" />
      </Box>
    </Box>
  );
}

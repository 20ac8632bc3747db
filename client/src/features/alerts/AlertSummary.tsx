import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { ALERT_STATUSES, STATUS_LABEL, type AlertFilters, type AlertStatus } from './alerts-logic';

const ACCENT: Record<AlertStatus, string> = { new: 'brand', acknowledged: 'blue', snoozed: 'yellow', resolved: 'green' };

/** operations §2 summary counts: one tile per status; the tile the Status filter shows is outlined. */
export function AlertSummary({ counts, status }: { counts: Record<AlertStatus, number>; status: AlertFilters['status'] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }} aria-label="Alert counts">
      {ALERT_STATUSES.map((key) => {
        const current = status === key;
        return (
          <Box
            as="li"
            key={key}
            data-testid={`alert-count-${key}`}
            colorPalette={ACCENT[key]}
            p={{ base: '3', md: '4' }}
            rounded="l3"
            borderWidth="1px"
            borderColor={current ? 'colorPalette.solid' : 'border'}
            borderTopWidth="3px"
            borderTopColor="colorPalette.solid"
            bg="bg.panel"
          >
            <Text textStyle="sm" color="fg.muted" fontWeight="medium">
              {STATUS_LABEL[key]}
            </Text>
            <Text textStyle="2xl" fontWeight="semibold" lineHeight="short">
              {counts[key]}
            </Text>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}

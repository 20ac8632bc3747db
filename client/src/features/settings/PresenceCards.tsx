import { Box, Card, Flex, Heading, Icon, SimpleGrid, Stat, VisuallyHidden } from '@chakra-ui/react';
import { CircleAlert, CircleCheck, KeyRound, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { PresenceSummary } from './settings-logic';

/**
 * The three figures of operations §2: Keys Present, Required Present, Required Missing. "Required" is what the server's
 * configured mode needs, so an embedded install that works is not told it misses its database.
 */
export function PresenceCards({ summary }: { summary: PresenceSummary }) {
  const { total, present, requiredTotal, requiredPresent, requiredMissing } = summary;
  return (
    <Box as="section" aria-labelledby="presence-figures-heading">
      <VisuallyHidden>
        <Heading as="h2" id="presence-figures-heading">
          Configuration summary
        </Heading>
      </VisuallyHidden>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap={{ base: '3', md: '4' }}>
        <PresenceCard label="Keys Present" icon={KeyRound} palette="brand" value={present} hint={`of ${total} configuration keys`} />
        <PresenceCard
          label="Required Present"
          icon={CircleCheck}
          palette="green"
          value={requiredPresent}
          hint={requiredTotal > 0 ? `of ${requiredTotal} ${requiredTotal === 1 ? 'key' : 'keys'} this set-up needs` : 'This set-up needs no key: built-in parts run'}
        />
        <PresenceCard
          label="Required Missing"
          icon={CircleAlert}
          palette={requiredMissing > 0 ? 'red' : 'gray'}
          value={requiredMissing}
          hint={requiredMissing > 0 ? 'Service may be degraded' : 'Nothing this set-up needs is missing'}
        />
      </SimpleGrid>
    </Box>
  );
}

interface PresenceCardProps {
  label: string;
  icon: LucideIcon;
  palette: string;
  value: number;
  hint: string;
}

function PresenceCard({ label, icon: CardIcon, palette, value, hint }: PresenceCardProps) {
  const labelId = useId();
  return (
    // A named group, so the figure can be found by its label ("Keys Present").
    <Card.Root variant="outline" bg="bg.panel" colorPalette={palette} role="group" aria-labelledby={labelId}>
      <Card.Body p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" align="flex-start" gap="3">
          <Stat.Root gap="1" minW="0">
            <Stat.Label id={labelId} color="fg.muted" fontWeight="medium">
              {label}
            </Stat.Label>
            <Stat.ValueText fontSize={{ base: '2xl', md: '3xl' }} fontWeight="semibold" lineHeight="short">
              {value}
            </Stat.ValueText>
            <Stat.HelpText as="dd" color="fg.subtle" textStyle="xs">
              {hint}
            </Stat.HelpText>
          </Stat.Root>
          <Box display="flex" alignItems="center" justifyContent="center" boxSize="10" rounded="l2" bg="colorPalette.subtle" color="colorPalette.fg" flexShrink={0} aria-hidden>
            <Icon boxSize="5">
              <CardIcon />
            </Icon>
          </Box>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

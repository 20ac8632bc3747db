import { Badge, Card, Flex, Heading, List, SimpleGrid, Text } from '@chakra-ui/react';
import { Clock, Users } from 'lucide-react';
import { DisabledAction } from '../../components/DisabledAction';
import { MEETING_TEMPLATES } from './meetings-sample';

/** The three meeting templates (operations §2); using one needs the calendar integration. */
export function MeetingTemplates({ reason }: { reason: string }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '4' }}>
      {MEETING_TEMPLATES.map((t) => (
        <Card.Root as="li" key={t.id} variant="outline" bg="bg.panel" colorPalette={t.palette} borderTopWidth="3px" borderTopColor="colorPalette.solid" data-testid={`template-${t.id}`}>
          <Card.Body p={{ base: '4', md: '5' }} gap="3">
            <Heading as="h3" size="sm">
              {t.name}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {t.description}
            </Text>
            <Flex gap="2" wrap="wrap">
              <Badge variant="subtle" colorPalette="gray">
                <Clock aria-hidden /> {t.duration}
              </Badge>
              <Badge variant="subtle" colorPalette="gray">
                <Users aria-hidden /> {t.attendees}
              </Badge>
            </Flex>
            <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
              Agenda
            </Text>
            <List.Root gap="1" ps="5" textStyle="sm">
              {t.agenda.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          </Card.Body>
          <Card.Footer p={{ base: '4', md: '5' }} pt="0">
            <DisabledAction reason={reason} size="sm" variant="outline" width="full" aria-label={`Use template: ${t.name}`}>
              Use template
            </DisabledAction>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

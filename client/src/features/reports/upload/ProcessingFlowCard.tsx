import { Box, Circle, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { Database, Filter, type LucideIcon, Radio, Sparkles, UploadCloud } from 'lucide-react';
import { SectionCard } from '../../../components/SectionCard';

/** operations §2 Processing Flow, in the order the server runs it. */
const STEPS: { title: string; detail: string; icon: LucideIcon }[] = [
  { title: 'Upload PDF to storage', detail: 'The file is stored under a generated name with its checksum.', icon: UploadCloud },
  { title: 'AI document extraction', detail: 'Each chunk of pages is read by the AI, checked against the layout reader.', icon: Sparkles },
  { title: 'Filter Salem-specific animals', detail: 'Only animals at Site Salem are kept; duplicates are dropped.', icon: Filter },
  { title: 'Update database', detail: 'Animals and zones are saved in one transaction.', icon: Database },
  { title: 'Real-time status via server-sent events', detail: 'Progress streams live (WebSocket, then server-sent events, then polling).', icon: Radio },
];

export function ProcessingFlowCard() {
  return (
    <SectionCard id="processing-flow-heading" title="Processing Flow">
      <Stack as="ol" listStyleType="none" gap="0">
        {STEPS.map((step, index) => (
          <Flex as="li" key={step.title} gap="3" position="relative" pb={index < STEPS.length - 1 ? '4' : '0'}>
            {index < STEPS.length - 1 && <Box position="absolute" left="15px" top="8" bottom="0" w="2px" bg="border.muted" aria-hidden />}
            <Circle size="8" bg="bg.muted" color="fg.muted" flexShrink={0} aria-hidden>
              <Icon boxSize="4">
                <step.icon />
              </Icon>
            </Circle>
            <Box minW="0" pt="1">
              <Text textStyle="sm" fontWeight="medium">
                {index + 1}. {step.title}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {step.detail}
              </Text>
            </Box>
          </Flex>
        ))}
      </Stack>
    </SectionCard>
  );
}

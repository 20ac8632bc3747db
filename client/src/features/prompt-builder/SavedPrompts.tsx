import { Badge, Card, Flex, Heading, List, Stack, Text, Wrap } from '@chakra-ui/react';
import { SectionCard } from '../../components/SectionCard';
import { SampleBadge } from '../../components/SampleBadge';
import { promptTypeLabel } from './prompt-builder-logic';
import { SAVED_PROMPT_SAMPLES, USAGE_TIPS } from './prompt-samples';

/** Three static saved-prompt examples (nothing is stored in v1.9.3). */
export function SavedPrompts() {
  return (
    <SectionCard id="saved-prompts-heading" title="Saved prompts" description="Examples of what saved prompts will look like." aside={<SampleBadge />}>
      <Stack as="ul" listStyleType="none" gap="3">
        {SAVED_PROMPT_SAMPLES.map((p) => (
          <Card.Root as="li" key={p.id} variant="outline" size="sm">
            <Card.Body gap="2">
              <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
                <Heading as="h3" size="sm">
                  {p.name}
                </Heading>
                <Badge variant="subtle" colorPalette="blue" title={p.type}>
                  {promptTypeLabel(p.type)}
                </Badge>
              </Flex>
              <Text textStyle="sm" color="fg.muted">
                {p.description}
              </Text>
              <Wrap as="ul" listStyleType="none" gap="1.5" aria-label={`Variables of ${p.name}`}>
                {p.variables.map((v) => (
                  <Badge as="li" key={v} variant="outline" fontFamily="mono">
                    {v}
                  </Badge>
                ))}
              </Wrap>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </SectionCard>
  );
}

export function UsageTips() {
  return (
    <SectionCard id="usage-tips-heading" title="Usage tips">
      <List.Root gap="2" ps="5" textStyle="sm">
        {USAGE_TIPS.map((tip) => (
          <List.Item key={tip}>{tip}</List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}

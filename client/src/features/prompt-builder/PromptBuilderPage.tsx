import { Badge, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageTitle } from '../../components/PageIntro';
import { usePageTitle } from '../../components/use-page-title';
import { EMPTY_DRAFT, PromptForm, type PromptDraft } from './PromptForm';
import { SavedPrompts, UsageTips } from './SavedPrompts';

/** Prompt Builder (operations §2): a local-only editor beside static saved-prompt samples and tips. */
export function PromptBuilderPage() {
  usePageTitle('Prompt Builder');
  const [draft, setDraft] = useState<PromptDraft>(EMPTY_DRAFT);

  return (
    <Stack gap={{ base: '5', md: '6' }} maxW="7xl">
      <Stack gap="1">
        <Flex align="center" gap="3" wrap="wrap">
          <PageTitle>
            Prompt Builder
          </PageTitle>
          <Badge colorPalette="gray" variant="subtle" size="md">
            Local only
          </Badge>
        </Flex>
        <Text color="fg.muted">Shape the prompts the AI assistant uses for evaluations, reviews and meeting briefs.</Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '4', md: '6' }} alignItems="start">
        <PromptForm draft={draft} onChange={setDraft} />
        <Stack gap={{ base: '4', md: '6' }}>
          <SavedPrompts />
          <UsageTips />
        </Stack>
      </Grid>
    </Stack>
  );
}

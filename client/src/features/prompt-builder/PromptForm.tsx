import { Button, Card, Field, Flex, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Eye, RotateCcw, Save } from 'lucide-react';
import { DisabledAction } from '../../components/DisabledAction';
import { PROMPT_TYPES, type PromptType } from './prompt-builder-logic';
import { VariablesField } from './VariablesField';

export interface PromptDraft {
  name: string;
  type: PromptType;
  systemPrompt: string;
  variables: string[];
}

export const EMPTY_DRAFT: PromptDraft = { name: '', type: 'animal_evaluation', systemPrompt: '', variables: [] };

const NOT_SAVED = 'Not available in v1.9.3: prompts are not saved or previewed yet. This form stays in this browser tab.';

/** The prompt editor. Local only: Save and Preview are disabled with the reason in a tooltip. */
export function PromptForm({ draft, onChange }: { draft: PromptDraft; onChange: (next: PromptDraft) => void }) {
  const set = <K extends keyof PromptDraft>(key: K, value: PromptDraft[K]) => onChange({ ...draft, [key]: value });
  const dirty = draft.name !== '' || draft.systemPrompt !== '' || draft.variables.length > 0 || draft.type !== EMPTY_DRAFT.type;

  return (
    <Card.Root as="section" aria-labelledby="prompt-form-heading" variant="outline" bg="bg.panel">
      <Card.Header p={{ base: '4', md: '5' }} pb="3" gap="1">
        <Heading as="h2" id="prompt-form-heading" size="md">
          New prompt
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Draft a prompt for the AI assistant. Nothing leaves this page in v1.9.3.
        </Text>
      </Card.Header>
      <Card.Body p={{ base: '4', md: '5' }} pt="0">
        {/* No submission exists in this version; Enter in a field must not reload the page. */}
        <form onSubmit={(e) => e.preventDefault()} noValidate>
          <Stack gap="5">
            <Flex gap="4" direction={{ base: 'column', md: 'row' }}>
              <Field.Root flex="2">
                <Field.Label>Prompt name</Field.Label>
                <Input value={draft.name} onChange={(e) => set('name', e.target.value)} placeholder="e.g. Behavior committee summary" autoComplete="off" />
              </Field.Root>
              <Field.Root flex="1">
                <Field.Label>Prompt type</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={draft.type} onChange={(e) => set('type', e.target.value as PromptType)}>
                    {PROMPT_TYPES.map((t) => (
                      <option key={t.value} value={t.value}>
                        {t.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.HelperText fontFamily="mono">{draft.type}</Field.HelperText>
              </Field.Root>
            </Flex>

            <Field.Root>
              <Field.Label>System prompt</Field.Label>
              <Textarea value={draft.systemPrompt} onChange={(e) => set('systemPrompt', e.target.value)} rows={10} autoresize maxH="28rem" placeholder="You are an assistant helping shelter staff evaluate {{animal_id}}…" />
              <Field.HelperText>{draft.systemPrompt.length.toLocaleString('en-US')} characters</Field.HelperText>
            </Field.Root>

            <VariablesField variables={draft.variables} onChange={(variables) => set('variables', variables)} />

            <Flex gap="2" wrap="wrap" justify="flex-end" borderTopWidth="1px" borderColor="border.muted" pt="4">
              <Button type="button" variant="ghost" onClick={() => onChange(EMPTY_DRAFT)} disabled={!dirty} me="auto">
                <RotateCcw aria-hidden /> Clear
              </Button>
              <DisabledAction reason={NOT_SAVED} variant="outline">
                <Eye aria-hidden /> Preview
              </DisabledAction>
              <DisabledAction reason={NOT_SAVED}>
                <Save aria-hidden /> Save prompt
              </DisabledAction>
            </Flex>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

import { Button, Field, Flex, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { addVariable, removeVariable, variableProblem } from './prompt-builder-logic';

/** Adds variables by Enter or the Add button; each variable is a chip that removes itself when clicked. */
export function VariablesField({ variables, onChange }: { variables: string[]; onChange: (next: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  const add = () => {
    const problem = variableProblem(variables, draft);
    if (problem === 'duplicate') {
      setNotice(`“${draft.trim()}” is already in the list.`);
      return;
    }
    if (problem === 'blank') return;
    onChange(addVariable(variables, draft));
    setNotice(`Added ${draft.trim()}.`);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault(); // Enter adds a variable; it must not submit the form.
    add();
  };
  const remove = (name: string) => {
    onChange(removeVariable(variables, name));
    setNotice(`Removed ${name}.`);
    // The clicked chip is gone; keep keyboard users in the field rather than at the top of the page.
    inputRef.current?.focus();
  };

  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Variable name</Field.Label>
        <Flex gap="2" w="full">
          <Input
            ref={inputRef}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setNotice('');
            }}
            onKeyDown={onKeyDown}
            placeholder="e.g. animal_id"
            autoComplete="off"
            spellCheck={false}
            fontFamily="mono"
          />
          <Button type="button" variant="outline" onClick={add} flexShrink={0}>
            <Plus aria-hidden /> Add
          </Button>
        </Flex>
        <Field.HelperText>Press Enter or Add. Click a variable to remove it.</Field.HelperText>
      </Field.Root>
      <Text role="status" textStyle="xs" color="fg.muted" minH="4">
        {notice}
      </Text>
      {variables.length > 0 ? (
        <Wrap as="ul" listStyleType="none" gap="2" aria-label="Variables" data-testid="prompt-variables">
          {variables.map((name) => (
            <li key={name}>
              <Button type="button" size="xs" variant="subtle" rounded="full" fontFamily="mono" aria-label={`Remove variable ${name}`} onClick={() => remove(name)}>
                {name}
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </Wrap>
      ) : (
        <Text textStyle="sm" color="fg.subtle">
          No variables yet.
        </Text>
      )}
    </Stack>
  );
}

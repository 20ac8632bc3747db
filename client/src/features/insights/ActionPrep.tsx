import { Stack, Text } from '@chakra-ui/react';
import { ClipboardList, FileDown, Send } from 'lucide-react';
import { SectionCard } from '../../components/SectionCard';
import { DisabledAction } from '../../components/DisabledAction';

const REASON = 'Not available in v1.9.3: agendas, exports and sharing come in a later version.';

/** Follow-up actions for the insights; none exist in this version, so each button says why. */
export function ActionPrep() {
  return (
    <SectionCard id="action-prep-heading" title="Action Prep" description="Turn these insights into meeting material.">
      <Stack gap="2">
        <DisabledAction reason={REASON} variant="outline" justifyContent="flex-start">
          <ClipboardList aria-hidden /> Build meeting agenda
        </DisabledAction>
        <DisabledAction reason={REASON} variant="outline" justifyContent="flex-start">
          <FileDown aria-hidden /> Export insights (PDF)
        </DisabledAction>
        <DisabledAction reason={REASON} variant="outline" justifyContent="flex-start">
          <Send aria-hidden /> Share with behavior team
        </DisabledAction>
        <Text textStyle="xs" color="fg.subtle" pt="1">
          Agendas, exports and sharing come in a later version.
        </Text>
      </Stack>
    </SectionCard>
  );
}

import { Box, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { Bell, ChevronRight, FileText, type LucideIcon, Upload } from 'lucide-react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../app/session';
import { atLeast } from '../../lib/roles';
import { SectionCard } from '../../components/SectionCard';

interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
  primary?: boolean;
  /** Lowest role that can open the page (operations §6); absent means any signed-in user. */
  minRole?: string;
}

/** operations §2 Quick Actions. Alerts is OFFICER and up (operations §6): other roles would only be sent back here, so it is left out. */
const ACTIONS: QuickAction[] = [
  { label: 'Upload Salem Report', description: "Add the latest 'All Pets' PDF", to: '/reports/uploads', icon: Upload, primary: true },
  { label: 'Monitor Email Alerts', description: 'Behaviour alerts from incoming email', to: '/alerts', icon: Bell, minRole: 'OFFICER' },
  { label: 'View All Reports', description: 'Processed and pending uploads', to: '/reports', icon: FileText },
];

export const QuickActions = memo(function QuickActions() {
  const { user } = useSession();
  const actions = ACTIONS.filter((action) => !action.minRole || atLeast(user?.role, action.minRole));
  return (
    <SectionCard id="actions-heading" title="Quick Actions">
      <Stack as="ul" listStyleType="none" gap="3">
        {actions.map((action) => (
          <Box as="li" key={action.to}>
            <ActionLink action={action} />
          </Box>
        ))}
      </Stack>
    </SectionCard>
  );
});

function ActionLink({ action }: { action: QuickAction }) {
  const { label, description, to, icon: ActionIcon, primary } = action;
  return (
    <Flex
      asChild
      align="center"
      gap="4"
      minH="16"
      px="4"
      py="3"
      rounded="l3"
      borderWidth="1px"
      colorPalette={primary ? 'brand' : 'gray'}
      borderColor={primary ? 'colorPalette.muted' : 'border'}
      bg={primary ? 'colorPalette.subtle' : 'bg.panel'}
      transition="background 0.15s, border-color 0.15s"
      _hover={{ bg: primary ? 'colorPalette.muted' : 'bg.muted', textDecoration: 'none' }}
      focusVisibleRing="outside"
    >
      <RouterLink to={to}>
        <Box
          display="flex"
          alignItems="center"
          justifyContent="center"
          boxSize="10"
          rounded="l2"
          bg={primary ? 'colorPalette.solid' : 'bg.muted'}
          color={primary ? 'colorPalette.contrast' : 'fg.muted'}
          flexShrink={0}
        >
          <Icon boxSize="5">
            <ActionIcon aria-hidden />
          </Icon>
        </Box>
        <Box flex="1" minW="0">
          <Text fontWeight="semibold" color={primary ? 'colorPalette.fg' : 'fg'}>
            {label}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {description}
          </Text>
        </Box>
        <Icon boxSize="5" color="fg.subtle" flexShrink={0}>
          <ChevronRight aria-hidden />
        </Icon>
      </RouterLink>
    </Flex>
  );
}

import { Box, Heading, Icon, Stack, Tabs, Text, useBreakpointValue } from '@chakra-ui/react';
import { ShieldCheck, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { ErrorState } from '../../components/ErrorState';
import { usePageTitle } from '../../components/use-page-title';
import { ProfileInfoTab } from './ProfileInfoTab';
import { ProfileSettingsSkeleton } from './ProfileSettingsSkeleton';
import { SecurityTab } from './SecurityTab';

type Tab = 'profile' | 'security';

/** Profile Settings (access-and-identity §2): two side tabs, vertical from `md`, horizontal on phones. `?tab=security` links to the second. */
export function ProfileSettingsPage() {
  usePageTitle('Profile Settings');
  const { user, loading, error, refresh } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'security' ? 'security' : 'profile';
  const vertical = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;

  const selectTab = (next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'profile') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <Stack gap={{ base: '5', md: '8' }} maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
          Profile Settings
        </Heading>
        <Text color="fg.muted">Manage your profile and the security of your account.</Text>
      </Stack>

      {user ? (
        <Tabs.Root
          value={tab}
          onValueChange={(e) => selectTab(e.value)}
          orientation={vertical ? 'vertical' : 'horizontal'}
          variant={vertical ? 'subtle' : 'line'}
          fitted={!vertical}
          lazyMount
          gap={vertical ? '8' : undefined}
        >
          <Tabs.List
            aria-label="Profile settings sections"
            {...(vertical && { w: '56', flexShrink: 0, alignSelf: 'flex-start', position: 'sticky', top: '20', gap: '1' })}
          >
            <Tabs.Trigger value="profile" justifyContent={vertical ? 'flex-start' : 'center'}>
              <Icon hideBelow="sm">
                <UserRound aria-hidden />
              </Icon>
              Profile Information
            </Tabs.Trigger>
            <Tabs.Trigger value="security" justifyContent={vertical ? 'flex-start' : 'center'}>
              <Icon hideBelow="sm">
                <ShieldCheck aria-hidden />
              </Icon>
              Password & Security
            </Tabs.Trigger>
          </Tabs.List>
          <Box flex="1" minW="0">
            <Tabs.Content value="profile" pt={vertical ? '0' : '5'}>
              <ProfileInfoTab user={user} onSaved={refresh} />
            </Tabs.Content>
            <Tabs.Content value="security" pt={vertical ? '0' : '5'}>
              <SecurityTab user={user} />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
      ) : loading ? (
        <ProfileSettingsSkeleton />
      ) : (
        <ErrorState
          error={error ?? new Error('Your session could not be read. Sign in again to manage your profile.')}
          title="Your profile could not be loaded"
          onRetry={() => void refresh()}
        />
      )}
    </Stack>
  );
}

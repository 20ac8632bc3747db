import { Box, Icon, Stack, Tabs, Text, useBreakpointValue } from '@chakra-ui/react';
import { KeyRound, ShieldCheck, UserRound, type LucideIcon } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/PageIntro';
import { useSession, type SessionUser } from '../../app/session';
import { ErrorState } from '../../components/ErrorState';
import { usePageTitle } from '../../components/use-page-title';
import { useViewerCan, type ViewerCan } from '../../components/use-viewer-can';
import { ApiKeysTab } from './ApiKeysTab';
import { ProfileInfoTab } from './ProfileInfoTab';
import { ProfileSettingsSkeleton } from './ProfileSettingsSkeleton';
import { SecurityTab } from './SecurityTab';

type Tab = 'profile' | 'security' | 'api-keys';

/**
 * The tab of `?tab=`: `security`, `api-keys` (only where the server says `me.can.manageApiKeys`), else the
 * first; undefined while `me.can` is still on its way for an `api-keys` link.
 */
function tabOf(param: string | null, can: ViewerCan | undefined, canFailed: boolean): Tab | undefined {
  if (param === 'security') return 'security';
  if (param !== 'api-keys') return 'profile';
  if (can) return can.manageApiKeys ? 'api-keys' : 'profile';
  return canFailed ? 'profile' : undefined;
}

/**
 * Profile Settings (access-and-identity §2): side tabs, vertical from `md`, horizontal on phones. `?tab=security` links to the
 * second; `?tab=api-keys` to API keys (issue 20), a tab shown only where the server lets the viewer manage keys.
 */
export function ProfileSettingsPage() {
  usePageTitle('Profile Settings');
  const { user, loading, error, refresh } = useSession();
  const { can, error: canError } = useViewerCan();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'), can, !!canError);

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
        <PageTitle>
          Profile Settings
        </PageTitle>
        <Text color="fg.muted">Manage your profile and the security of your account.</Text>
      </Stack>

      {user && tab ? (
        <ProfileTabs user={user} tab={tab} can={can} onSelect={selectTab} onSaved={refresh} />
      ) : loading || (user && !tab) ? (
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

interface ProfileTabsProps {
  user: SessionUser;
  tab: Tab;
  can: ViewerCan | undefined;
  onSelect: (tab: string) => void;
  onSaved: () => Promise<void>;
}

function ProfileTabs({ user, tab, can, onSelect, onSaved }: ProfileTabsProps) {
  const vertical = useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
  const contentPt = vertical ? '0' : '5';
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(e) => onSelect(e.value)}
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
        <TabTrigger value="profile" icon={UserRound} label="Profile Information" vertical={vertical} />
        <TabTrigger value="security" icon={ShieldCheck} label="Password & Security" vertical={vertical} />
        {can?.manageApiKeys && <TabTrigger value="api-keys" icon={KeyRound} label="API keys" vertical={vertical} />}
      </Tabs.List>
      <Box flex="1" minW="0">
        <Tabs.Content value="profile" pt={contentPt}>
          <ProfileInfoTab user={user} onSaved={onSaved} />
        </Tabs.Content>
        <Tabs.Content value="security" pt={contentPt}>
          <SecurityTab user={user} />
        </Tabs.Content>
        {can?.manageApiKeys && (
          <Tabs.Content value="api-keys" pt={contentPt}>
            <ApiKeysTab user={user} roles={can.apiKeyRoles} scopes={can.apiKeyScopes} />
          </Tabs.Content>
        )}
      </Box>
    </Tabs.Root>
  );
}

function TabTrigger({ value, icon: TabIcon, label, vertical }: { value: Tab; icon: LucideIcon; label: string; vertical: boolean }) {
  return (
    <Tabs.Trigger value={value} justifyContent={vertical ? 'flex-start' : 'center'}>
      <Icon hideBelow="sm">
        <TabIcon aria-hidden />
      </Icon>
      {label}
    </Tabs.Trigger>
  );
}

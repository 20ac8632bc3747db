import { Badge, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CircleCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { usePageTitle } from '../../components/use-page-title';
import { roleInfo } from '../../lib/roles';
import { CardIcon, CenteredCard } from '../../components/CenteredCard';
import { InvalidInvitationCard, invalidInvitationMessage, retryUnlessInvalid } from './InvalidInvitationCard';
import { InvitationDetails } from './InvitationDetails';
import { InvitationLoading } from './InvitationLoading';
import { InviteTokenForm } from './InviteTokenForm';
import { InviteTokenPageQuery } from './invite-accept.queries';

/** /invite/{token} (access-and-identity.md §2, access-and-identity §5, access-and-identity §8): the path-token acceptance screen. */
export function InviteTokenPage() {
  usePageTitle('Accept invitation');
  const { token = '' } = useParams();
  const session = useSession();
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const { data, error, refetch } = useQuery(InviteTokenPageQuery, { variables: { token }, fetchPolicy: 'network-only' });

  if (session.user) return <Navigate to="/dashboard" replace />;
  if (createdFor) return <AccountCreated email={createdFor} />;
  if (error) {
    return <InvalidInvitationCard message={invalidInvitationMessage(error)} onRetry={retryUnlessInvalid(error, refetch)} />;
  }
  const invite = data?.inviteByToken;
  if (!invite || session.loading) return <InvitationLoading />;
  if (!invite.valid) return <InvalidInvitationCard />;

  const role = roleInfo(invite.role);
  return (
    <CenteredCard
      maxW="lg"
      icon={<CardIcon palette="brand"><UserPlus /></CardIcon>}
      title="Create Your Account"
      description="You have been invited to BETI. Choose a password to finish setting up your account."
    >
      <Stack gap="6">
        <InvitationDetails
          expiresAt={invite.expiresAt}
          items={[
            { label: 'Email', value: invite.email },
            {
              label: 'Role',
              value: (
                <Badge colorPalette={role.color} variant="subtle" size="md">
                  {role.name}
                </Badge>
              ),
            },
          ]}
        />
        <InviteTokenForm
          token={token}
          email={invite.email}
          firstName={invite.firstName}
          lastName={invite.lastName}
          onCreated={() => setCreatedFor(invite.email)}
        />
      </Stack>
    </CenteredCard>
  );
}

function AccountCreated({ email }: { email: string }) {
  return (
    <CenteredCard
      icon={<CardIcon palette="green"><CircleCheck /></CardIcon>}
      title="Account Created"
      description={`Your account for ${email} is ready. Sign in with your email and the password you chose.`}
    >
      <Button asChild colorPalette="brand" size="lg" w="full">
        <RouterLink to="/auth">Sign In to Your Account</RouterLink>
      </Button>
    </CenteredCard>
  );
}

import { Stack } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toaster } from '../../components/ui/toaster';
import { usePageTitle } from '../../components/use-page-title';
import { CardIcon, CenteredCard } from '../../components/CenteredCard';
import { ChatbotAccess } from './ChatbotAccess';
import { InvalidInvitationCard, invalidInvitationMessage, retryUnlessInvalid } from './InvalidInvitationCard';
import { InvitationDetails } from './InvitationDetails';
import { InvitationLoading } from './InvitationLoading';
import { InvitationRegisterForm } from './InvitationRegisterForm';
import { InvitationRegisterPageQuery } from './invite-accept.queries';

/** /invitation-register?token= (access-and-identity.md §2, access-and-identity §5, access-and-identity §8): the query-token acceptance screen. */
export function InvitationRegisterPage() {
  usePageTitle('Accept invitation');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { data, error, refetch } = useQuery(
    InvitationRegisterPageQuery,
    token ? { variables: { token }, fetchPolicy: 'network-only' } : skipToken,
  );

  useEffect(() => {
    // A fixed id keeps it to one toast when the effect runs twice (StrictMode, retries).
    if (error) toaster.create({ id: 'invitation-invalid', type: 'error', title: 'Invalid or expired invitation' });
  }, [error]);

  if (!token) return <InvalidInvitationCard message="No invitation token provided" />;
  if (error) {
    return <InvalidInvitationCard message={invalidInvitationMessage(error)} onRetry={retryUnlessInvalid(error, refetch)} />;
  }
  const invitation = data?.invitationByToken;
  if (!invitation) return <InvitationLoading />;

  return (
    <CenteredCard
      maxW="lg"
      icon={<CardIcon palette="brand"><UserPlus /></CardIcon>}
      title="Complete Your Registration"
      description="You have been invited to BETI. Set up your account to get started."
    >
      <Stack gap="6">
        <InvitationDetails
          expiresAt={invitation.expiresAt}
          items={[
            {
              label: 'Chatbot access',
              value: <ChatbotAccess permissions={invitation.chatbotPermissions} details={invitation.chatbotDetails} />,
            },
          ]}
        />
        <InvitationRegisterForm token={token} email={invitation.email} />
      </Stack>
    </CenteredCard>
  );
}

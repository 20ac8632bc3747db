import { Button } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';

/** Leaves the reset modes of /auth for Sign In (access-and-identity §4: it clears both other modes). */
export function BackToSignIn({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" w="full" onClick={onClick}>
      <ArrowLeft /> Back to Sign In
    </Button>
  );
}

import { Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';
import { CenteredCard } from '../../components/CenteredCard';

/** The card's shape while the invitation lookup is on its way. */
export function InvitationLoading() {
  return (
    <CenteredCard title="Checking your invitation…">
      <Stack gap="5" aria-busy="true">
        <VisuallyHidden role="status">Loading invitation…</VisuallyHidden>
        <SkeletonText noOfLines={2} />
        {[0, 1, 2].map((row) => (
          <Stack key={row} gap="2">
            <Skeleton h="4" w="24" />
            <Skeleton h="10" />
          </Stack>
        ))}
        <Skeleton h="12" rounded="l2" />
      </Stack>
    </CenteredCard>
  );
}

import { Center, Spinner } from '@chakra-ui/react';

/** Shown while a page's code loads on first visit. */
export function PageFallback() {
  return (
    <Center minH="60dvh">
      <Spinner size="lg" color="brand.fg" role="status" aria-label="Loading" />
    </Center>
  );
}

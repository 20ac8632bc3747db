import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A screen's title and what it is for: the same words in the live page and in its prerendered frame. */
export interface Intro {
  title: string;
  description: string;
}

/**
 * The top of a signed-in page: its title (h1) and one muted line on what it shows. The prerendered frame
 * (app/shell/ShellSkeleton.tsx) draws the same block with `as="p"`, so a phone paints the page's largest text
 * from the HTML alone and the live page takes its place without moving it (issue 19).
 */
export function PageIntro({ intro, as = 'h1', children }: { intro: Intro; as?: 'h1' | 'p'; children?: ReactNode }) {
  return (
    <Stack gap="1">
      <PageTitle as={as}>{intro.title}</PageTitle>
      <Text color="fg.muted">
        {intro.description}
        {children}
      </Text>
    </Stack>
  );
}

/** A signed-in page's title: an h1, or a `p` of the same size in the prerendered frame. */
export function PageTitle({ as = 'h1', children }: { as?: 'h1' | 'p'; children: ReactNode }) {
  return (
    <Heading as={as} size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
      {children}
    </Heading>
  );
}

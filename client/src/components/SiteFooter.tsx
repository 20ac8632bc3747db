import { Box, Container, Link, Stack, Text } from '@chakra-ui/react';
import { Activity } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

export function SiteFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.muted" py="6" mt="auto">
      <Container maxW="6xl">
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align="center"
          gap="3"
          textStyle="sm"
          color="fg.muted"
        >
          <Text textAlign={{ base: 'center', sm: 'start' }}>
            © {new Date().getFullYear()} BETI · v{__APP_VERSION__}
          </Text>
          <Link asChild color="fg.muted" _hover={{ color: 'fg' }} focusVisibleRing="outside">
            <RouterLink to="/status">
              <Activity size="1em" aria-hidden /> System status
            </RouterLink>
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}

import { Box, Card, Code, Flex, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Database, HardDrive, Layers, type LucideIcon, Mail, Settings, ShieldCheck, Sparkles } from 'lucide-react';
import type { SystemSettingsPageQuery } from '../../gql/graphql';
import { PresenceBadge, RequiredBadge } from './PresenceBadge';
import { groupByProvider } from './settings-logic';

type Item = SystemSettingsPageQuery['configPresence'][number];

const PROVIDER_ICONS: Record<string, LucideIcon> = {
  AI: Sparkles,
  STORAGE: HardDrive,
  MAIL: Mail,
  DATABASE: Database,
  QUEUE: Layers,
  SECURITY: ShieldCheck,
};

/** The configuration items, one section per provider. */
export function ProviderList({ items }: { items: Item[] }) {
  return (
    <Stack as="section" aria-labelledby="providers-heading" gap={{ base: '5', md: '6' }}>
      <Heading as="h2" id="providers-heading" size="md">
        Providers
      </Heading>
      {groupByProvider(items).map((group) => (
        <ProviderGroup key={group.provider} provider={group.provider} label={group.label} items={group.items} />
      ))}
    </Stack>
  );
}

function ProviderGroup({ provider, label, items }: { provider: string; label: string; items: Item[] }) {
  const headingId = `provider-${provider}`;
  const ProviderIcon = PROVIDER_ICONS[provider] ?? Settings;
  return (
    <Box as="section" aria-labelledby={headingId} data-provider={provider}>
      <HStack gap="2" mb="2.5">
        <Icon boxSize="4" color="fg.muted">
          <ProviderIcon aria-hidden />
        </Icon>
        <Heading as="h3" size="sm" id={headingId}>
          {label}
        </Heading>
      </HStack>
      <Card.Root variant="outline" overflow="hidden">
        <Box as="ul" listStyleType="none" aria-labelledby={headingId}>
          {items.map((item, index) => (
            <ConfigItemRow key={item.envVar} item={item} first={index === 0} />
          ))}
        </Box>
      </Card.Root>
    </Box>
  );
}

function ConfigItemRow({ item, first }: { item: Item; first: boolean }) {
  const nameId = `config-${item.envVar}`;
  return (
    <Flex
      as="li"
      aria-labelledby={nameId}
      data-env-var={item.envVar}
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '2', md: '4' }}
      px={{ base: '4', md: '5' }}
      py="4"
      borderTopWidth={first ? '0' : '1px'}
      borderColor="border.muted"
      align={{ base: 'stretch', md: 'center' }}
    >
      <Box flex="1" minW="0">
        <Text fontWeight="semibold" id={nameId}>
          {item.name}
        </Text>
        <Code size="sm" variant="surface" mt="1" overflowWrap="anywhere">
          {item.envVar}
        </Code>
        <Text mt="1.5" textStyle="sm" color="fg.muted">
          {item.description}
        </Text>
      </Box>
      <HStack gap="2" flexShrink={0} wrap="wrap">
        <PresenceBadge required={item.required} neededInProduction={item.neededInProduction} present={item.present} />
        {item.required ? <RequiredBadge /> : item.neededInProduction && !item.present && <RequiredBadge production />}
      </HStack>
    </Flex>
  );
}

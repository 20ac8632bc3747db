import { Box, Image, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';
import bundledLogo from '../assets/logo.svg';
import { useLogoUrl } from './use-logo-url';

export interface LogoProps extends Omit<BoxProps, 'children'> {
  /** Empty when text beside the logo already names the product. */
  alt?: string;
}

/**
 * The organisation's logo from the server, or the bundled one when the server has none or the image
 * fails to load (access-and-identity.md §1, access-and-identity §8).
 */
export function Logo({ alt = 'BETI logo', boxSize = '10', ...rest }: LogoProps) {
  const { url, loading } = useLogoUrl();
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const remote = url && url !== brokenUrl ? url : null;

  // Hidden, not absent: it keeps the layout (and skips any shadow) until the answer arrives.
  if (loading) return <Box boxSize={boxSize} flexShrink={0} {...rest} visibility="hidden" aria-hidden />;
  return (
    <Image
      src={remote ?? bundledLogo}
      alt={alt}
      boxSize={boxSize}
      flexShrink={0}
      objectFit="contain"
      data-logo-source={remote ? 'remote' : 'bundled'}
      onError={remote ? () => setBrokenUrl(remote) : undefined}
      {...rest}
    />
  );
}

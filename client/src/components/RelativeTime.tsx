import { Text, type TextProps } from '@chakra-ui/react';
import { Tooltip } from './ui/tooltip';
import { formatDateTime, formatRelative } from '../lib/dates';

/** "3 days ago", with the exact date and time in a tooltip (focusable, so keyboard users reach it too). */
export function RelativeTime({ iso, now, ...rest }: { iso: string; now: number } & Omit<TextProps, 'children' | 'asChild'>) {
  return (
    <Tooltip content={formatDateTime(iso)} showArrow>
      <Text asChild tabIndex={0} rounded="l1" focusVisibleRing="outside" {...rest}>
        <time dateTime={iso}>{formatRelative(iso, now)}</time>
      </Text>
    </Tooltip>
  );
}

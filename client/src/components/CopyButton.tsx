import { Button, VisuallyHidden } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toaster } from './ui/toaster';

/** Copies `value`. Reads "Copy <what>" to screen readers; shows "Copied" for two seconds and announces it. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toaster.create({ type: 'error', title: 'Failed to copy to clipboard', description: `Select the ${what} and copy it by hand.` });
    }
  };

  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => void copy()} flexShrink={0}>
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {copied ? 'Copied' : 'Copy'}
        <VisuallyHidden> {what}</VisuallyHidden>
      </Button>
      <VisuallyHidden aria-live="polite">{copied ? `${what} copied` : ''}</VisuallyHidden>
    </>
  );
}

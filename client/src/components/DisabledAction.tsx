import { Button, type ButtonProps, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { Tooltip } from './ui/tooltip';

export interface DisabledActionProps extends Omit<ButtonProps, 'disabled' | 'onClick'> {
  /** Why the action is unavailable: the tooltip, and the button's accessible description. */
  reason: string;
}

/**
 * A button for an action this version does not have. `aria-disabled` rather than `disabled`, so the button
 * stays focusable and hoverable: keyboard and mouse users can both reach the tooltip that explains why.
 */
export function DisabledAction({ reason, children, ...rest }: DisabledActionProps) {
  const reasonId = useId();
  return (
    <>
      <Tooltip content={reason} showArrow>
        <Button type="button" aria-disabled="true" aria-describedby={reasonId} onClick={(e) => e.preventDefault()} {...rest}>
          {children}
        </Button>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}

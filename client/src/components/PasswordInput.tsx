import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type Ref } from 'react';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** What the toggle reveals, for its accessible name: "Show <what>" / "Hide <what>". */
  what?: string;
}

/** A password input with a show/hide toggle (a real button, so it is reachable with Tab). */
export function PasswordInput({ what = 'password', ref, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          color="fg.muted"
          aria-label={`${visible ? 'Hide' : 'Show'} ${what}`}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...rest} />
    </InputGroup>
  );
}

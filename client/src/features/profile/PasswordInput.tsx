import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type Ref } from 'react';

/** A password input with a show/hide toggle; forwards the ref so react-hook-form can register it. */
export function PasswordInput({ ref, ...props }: InputProps & { ref?: Ref<HTMLInputElement> }) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          size="xs"
          variant="ghost"
          me="-2"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
}

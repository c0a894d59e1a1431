import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  /** id of a text that explains the box */
  describedBy?: string;
}

/**
 * A native checkbox and its label: keyboard, screen readers and forms for free, and no Chakra
 * Checkbox in the shared bundle (only the names of tree-shaken-exports.json exist at run time).
 */
export function CheckboxField({ label, checked, onChange, name, describedBy }: Props) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" minH="10" cursor="pointer" userSelect="none">
      <chakra.input
        type="checkbox"
        name={name}
        checked={checked}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
        w="5"
        h="5"
        m="0"
        accentColor="brand.solid"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      />
      {label}
    </chakra.label>
  );
}

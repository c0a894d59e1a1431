import { chakra, Field } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

const Select = chakra('select', {
  base: {
    width: 'full',
    minH: '10',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    bg: 'bg',
    color: 'fg',
    fontSize: 'md',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '0' },
    _invalid: { borderColor: 'border.error' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/**
 * A native select styled like Chakra's Input (no NativeSelect in the shared bundle): the
 * phone's own picker, the browser's own keyboard handling. Inside a Field.Root it takes the
 * field's id, aria-invalid and aria-describedby, so its label and error are tied to it.
 */
export function NativeSelect(props: ComponentProps<typeof Select>) {
  return <Field.Context>{(field) => <Select {...field.getSelectProps()} {...props} />}</Field.Context>;
}

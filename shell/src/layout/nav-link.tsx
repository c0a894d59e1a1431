import { Link, type LinkProps } from '@chakra-ui/react';
import { navigate } from '@rapport/platform';
import type { MouseEvent } from 'react';

/** A real link (open in a new tab works) that navigates the whole site in place. */
export function NavLink({ href, onClick, ...rest }: LinkProps & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return <Link href={href} onClick={follow} {...rest} />;
}

import { Avatar } from '@rapport/ui/chakra-extras';
import { selectApiBase, useAppSelector } from '@rapport/platform';
import { apiUrl } from '../lib/api-url';

interface Props {
  name: string;
  pictureUrl: string | null | undefined;
  size?: 'sm' | 'md' | 'lg' | 'xl' | '2xl';
}

/** A person's picture, their initials while it loads or when there is none. */
export function PersonAvatar({ name, pictureUrl, size = 'md' }: Props) {
  const apiBase = useAppSelector(selectApiBase);
  return (
    <Avatar.Root size={size} colorPalette="brand">
      <Avatar.Fallback name={name} />
      <Avatar.Image src={apiUrl(pictureUrl, apiBase)} alt="" />
    </Avatar.Root>
  );
}

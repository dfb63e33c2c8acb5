import { X } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';

/**
 * The photos chosen for a new request, shown before they are sent (issue 24 item 5), each with a
 * button that takes it out. The previews are local object URLs, released when they change.
 */
export function PhotoPreviews({ photos, onRemove }: { photos: File[]; onRemove(photo: File): void }) {
  const { t } = useTranslation('maintenance');
  const urls = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('photos.chosen')}>
      {photos.map((photo, index) => (
        <li key={urls[index]} className="relative">
          <img
            src={urls[index]}
            alt={photo.name}
            className="size-20 rounded-md border bg-muted object-cover"
          />
          <Button
            type="button"
            variant="secondary"
            size="icon"
            className="absolute -top-2 -right-2 size-6 rounded-full"
            aria-label={t('photos.remove', { name: photo.name })}
            onClick={() => onRemove(photo)}
          >
            <X aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

import { MAX_MAINTENANCE_PHOTOS, type MaintenancePhoto } from '@rentwise/core/maintenance/schemas';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useAddMaintenancePhoto } from '../api/add-maintenance-photo';
import { useMaintenancePhoto } from '../api/get-maintenance-photo';

/** The accepted photo types (the server checks the bytes too). */
export const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp';

/** A request's photos as thumbnails, and (when `canAdd`) an Add photo button. */
export function MaintenancePhotos({
  requestId,
  photos,
  canAdd,
}: {
  requestId: string;
  photos: MaintenancePhoto[];
  canAdd: boolean;
}) {
  const { t } = useTranslation('maintenance');
  const add = useAddMaintenancePhoto();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const full = photos.length >= MAX_MAINTENANCE_PHOTOS;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      await add.mutateAsync({ id: requestId, file });
      toast.success(t('photos.added'));
    } catch (error) {
      toast.error(t('photos.failed'), { description: (error as Error).message });
    }
  };

  if (photos.length === 0 && !canAdd) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">{t('photos.title')}</h3>
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo) => (
            <li key={photo.documentId}>
              <Thumbnail photo={photo} />
            </li>
          ))}
        </ul>
      )}
      {canAdd && !full && (
        <>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('photos.add')}
            onChange={onChange}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={add.isPending}
            onClick={() => input.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
            {add.isPending ? t('photos.adding') : t('photos.add')}
          </Button>
        </>
      )}
    </div>
  );
}

function Thumbnail({ photo }: { photo: MaintenancePhoto }) {
  const { t } = useTranslation('maintenance');
  const image = useMaintenancePhoto(photo.documentId);
  const box = 'size-20 rounded-md border bg-muted object-cover';
  if (!image.data) {
    return (
      <div className={`${box} grid place-items-center p-1 text-center text-xs text-muted-foreground`}>
        {image.isError ? t('photos.loadFailed') : t('photos.loading')}
      </div>
    );
  }
  return (
    <a href={image.data} target="_blank" rel="noreferrer" download={photo.name} title={photo.name}>
      <img src={image.data} alt={photo.name} className={box} />
    </a>
  );
}
